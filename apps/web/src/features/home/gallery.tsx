// The photo-sharing gallery: images and videos interleaved; a tile opens the gallery modal. A failed fetch
// leaves that list empty (SPEC section 8), and with nothing to show the section is left out.
import { safeHref } from '@chamak/shared/links';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { queries } from '../../api/queries.ts';
import { ArrowRightIcon, PlayIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { t } from '../../lib/i18n.ts';
import { homeQueries } from './api.ts';
import { type GalleryItem, galleryItemKey, interleave } from './interleave.ts';
import { Section } from './section.tsx';

/** The modal loads when a tile is first opened: the home page's first download leaves it out. */
const GalleryModal = lazy(async () => ({ default: (await import('./gallery-modal.tsx')).GalleryModal }));

const grid = 'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4';

export function Gallery() {
  const images = useQuery(homeQueries.gallery());
  const videos = useQuery(homeQueries.videos());
  const settings = useQuery(queries.settings());
  const [open, setOpen] = useState<number | null>(null);

  const pending = images.isPending || videos.isPending;
  const items = interleave(images.data ?? [], videos.data ?? []);
  if (!pending && items.length === 0) return null;

  const instagram = settings.data?.shop.social.find((s) => /instagram/i.test(s.label));
  const instagramHref = safeHref(instagram?.url);
  const actions = instagram && instagramHref && (
    <a
      href={instagramHref}
      target="_blank"
      rel="noopener noreferrer"
      className="group inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand hover:text-brand-dark"
    >
      {t('Follow us')}
      <span className="sr-only"> {t('on {site} (opens in a new tab)', { site: instagram.label })}</span>
      <ArrowRightIcon width={16} height={16} className="transition group-hover:translate-x-0.5" />
    </a>
  );

  return (
    <Section
      id="gallery"
      title={t('Shine at home')}
      subtitle={t('Real homes, real results. Tap a photo or video for a closer look.')}
      actions={actions}
    >
      {pending ? (
        <div role="status" className={grid}>
          <span className="sr-only">{t('Loading...')}</span>
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="aspect-square rounded-xl bg-slate-200" />
          ))}
        </div>
      ) : (
        <ul className={grid}>
          {items.map((item, i) => (
            <li key={galleryItemKey(item)}>
              <GalleryTile item={item} label={tileLabel(items, i)} onOpen={() => setOpen(i)} />
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryModal items={items} index={open} onNavigate={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Section>
  );
}

/** "Open photo 2" / "Play video 1": counted per kind, as a shopper would count them. */
function tileLabel(items: GalleryItem[], index: number) {
  const kind = items[index]?.kind;
  const n = items.slice(0, index + 1).filter((item) => item.kind === kind).length;
  return kind === 'video' ? t('Play video {number}', { number: n }) : t('Open photo {number}', { number: n });
}

function GalleryTile({ item, label, onOpen }: { item: GalleryItem; label: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      aria-haspopup="dialog"
      className="group relative block aspect-square w-full overflow-hidden rounded-xl bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {item.kind === 'image' ? (
        <Img
          src={item.image.imageUrl}
          srcSet={item.image.imageSrcset}
          width={item.image.width}
          height={item.image.height}
          sizes="(min-width: 1280px) 312px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
      ) : (
        <>
          <Img
            src={item.video.posterUrl}
            width={640}
            height={360}
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
          <span className="absolute inset-0 grid place-items-center bg-black/15 transition group-hover:bg-black/25">
            <span className="grid size-12 place-items-center rounded-full bg-white/90 text-brand shadow-lg transition group-hover:scale-110 sm:size-14">
              <PlayIcon width={22} height={22} className="translate-x-px" />
            </span>
          </span>
          <span className="absolute top-2 left-2 rounded-full bg-black/55 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-white uppercase">
            {t('Video')}
          </span>
        </>
      )}
    </button>
  );
}
