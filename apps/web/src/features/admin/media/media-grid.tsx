// The media lists' building blocks: loading, error and empty states around a grid, a card with its actions,
// a banner image with its variants, and a video that plays muted on hover.
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { Img } from '../../../components/img.tsx';
import { Empty, ErrorState, Loading } from '../../../components/states.tsx';
import { buttonClass } from '../ui.tsx';
import { PencilIcon, PlusIcon, TrashIcon } from './media-icons.tsx';

/** A list query's states: loading, the failure with Retry, the empty text, else the items. */
export function MediaList<T>({
  query,
  empty,
  failed,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  failed: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState message={failed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyMedia text={empty} />;
  return children(query.data);
}

function EmptyMedia({ text }: { text: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white">
      <Empty text={text} />
    </div>
  );
}

const columns = {
  banners: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3',
  squares: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  videos: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  wide: 'max-w-4xl grid-cols-1',
} as const;

export function MediaGrid({
  label,
  layout = 'banners',
  children,
}: {
  label: string;
  layout?: keyof typeof columns;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={`grid gap-4 ${columns[layout]}`}>
      {children}
    </ul>
  );
}

export function MediaCard({
  media,
  title,
  actions,
}: {
  media: ReactNode;
  title: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative bg-slate-100">{media}</div>
      <div className="flex items-center justify-between gap-1 border-t border-slate-100 py-1.5 pr-1.5 pl-3 sm:py-2 sm:pr-2">
        <p className="min-w-0 truncate text-sm font-medium text-slate-800">{title}</p>
        <div className="flex shrink-0">{actions}</div>
      </div>
    </li>
  );
}

/** An icon button named for what it does to which item ('Delete banner 3'). */
export function CardAction({
  kind,
  label,
  onClick,
}: {
  kind: 'edit' | 'delete';
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`rounded-lg p-2 sm:p-2.5 ${kind === 'delete' ? 'text-red-600 hover:bg-red-50 hover:text-red-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`}
    >
      {kind === 'delete' ? <TrashIcon /> : <PencilIcon />}
    </button>
  );
}

/** The page's Add button. */
export function AddButton({
  children,
  onClick,
  disabled,
  describedBy,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      className={buttonClass.primary}
      onClick={onClick}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <PlusIcon width={18} height={18} />
      {children}
    </button>
  );
}

type ImageData = { imageUrl: string; imageSrcset: string; width: number; height: number };

/** A stored image with its resized variants, cropped to `aspect` (or its own ratio). */
export function MediaImage({
  image,
  alt,
  aspect = 'aspect-[8/3]',
  sizes = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw',
  fit = 'object-contain',
}: {
  image: ImageData;
  alt: string;
  /** A Tailwind aspect class, or 'natural' for the image's own shape. */
  aspect?: string;
  sizes?: string;
  fit?: 'object-cover' | 'object-contain';
}) {
  const natural = aspect === 'natural' && image.width > 0 && image.height > 0;
  return (
    <Img
      src={image.imageUrl}
      srcSet={image.imageSrcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      style={natural ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}
      className={`${natural ? '' : aspect} w-full ${fit}`}
    />
  );
}

/** A stored video: muted, with controls, playing while the pointer rests on it. */
export function VideoThumb({
  src,
  poster,
  label,
  aspect = 'aspect-video',
  ratio,
}: {
  src: string;
  poster?: string | null;
  label: string;
  aspect?: string;
  /** Width / height to match (a bottom banner's video takes its image's shape). */
  ratio?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  return (
    <video
      ref={ref}
      src={src}
      poster={poster ?? undefined}
      muted
      loop
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      onMouseEnter={() => void ref.current?.play().catch(() => undefined)}
      onMouseLeave={() => ref.current?.pause()}
      style={ratio ? { aspectRatio: ratio } : undefined}
      className={`${ratio ? '' : aspect} w-full bg-slate-900 object-cover`}
    />
  );
}
