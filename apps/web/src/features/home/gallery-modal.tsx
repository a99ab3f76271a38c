// The gallery modal (SPEC section 4): a dialog showing one photo or video; a video plays with the sound off and has
// mute and play/pause toggles. Focus moves in, Escape or the close button closes, focus returns to the tile.
import { useEffect, useRef, useState } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  PauseIcon,
  PlayIcon,
  VolumeIcon,
} from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { t } from '../../lib/i18n.ts';
import type { GalleryItem } from './interleave.ts';

type Props = {
  items: GalleryItem[];
  index: number;
  onNavigate: (index: number) => void;
  onClose: () => void;
};

const videoButton =
  'grid size-11 place-items-center rounded-full bg-black/55 text-white backdrop-blur transition hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

const roundButton =
  'grid size-11 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function GalleryModal({ items, index, onNavigate, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const item = items[index];
  const count = items.length;

  // Open as a modal dialog (the rest of the page becomes inert), hold the page still behind it,
  // and give focus back to whatever opened it.
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!el.open) el.showModal();
    closeButton.current?.focus();
    return () => {
      root.style.overflow = overflow;
      if (el.open) el.close();
      opener?.focus();
    };
  }, []);

  const step = (by: 1 | -1) => onNavigate((index + by + count) % count);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };

  if (!item) return null;
  const kindCount = items.slice(0, index + 1).filter((i) => i.kind === item.kind).length;
  const label =
    item.kind === 'video'
      ? t('Video {number}', { number: kindCount })
      : t('Photo {number}', { number: kindCount });

  return (
    <dialog
      ref={dialog}
      aria-labelledby="gallery-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden bg-transparent p-0 text-white backdrop:bg-slate-950/90 backdrop:backdrop-blur-sm"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the dimmed area around the media closes, as the close button and Escape do */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard way out, handled by the dialog */}
      <div
        className="flex size-full flex-col"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6 sm:py-4">
          <h2 id="gallery-modal-title" className="text-sm font-medium text-white/85">
            {label}
            <span className="sr-only">,</span>
            <span className="ml-2 text-white/55">
              {index + 1} / {count}
            </span>
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t('Close')}
            className={roundButton}
          >
            <CloseIcon width={22} height={22} />
          </button>
        </div>

        {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
        <div
          className="relative flex min-h-0 flex-1 flex-col items-center justify-center px-4 pb-6 sm:flex-row sm:px-20"
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
        >
          {item.kind === 'image' ? (
            <Img
              key={`image-${item.image.id}`}
              src={item.image.imageUrl}
              srcSet={item.image.imageSrcset}
              width={item.image.width}
              height={item.image.height}
              sizes="(min-width: 640px) min(80vh, 90vw), 100vw"
              priority
              alt={label}
              className="h-auto min-h-0 max-h-full w-auto max-w-full rounded-xl object-contain shadow-2xl"
            />
          ) : (
            <ModalVideo
              key={`video-${item.video.id}`}
              src={item.video.videoUrl}
              poster={item.video.posterUrl}
            />
          )}

          {count > 1 && (
            <div className="mt-5 flex gap-4 sm:contents">
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label={t('Previous')}
                className={`${roundButton} sm:absolute sm:top-1/2 sm:left-6 sm:-translate-y-1/2`}
              >
                <ChevronLeftIcon width={24} height={24} />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label={t('Next')}
                className={`${roundButton} sm:absolute sm:top-1/2 sm:right-6 sm:-translate-y-1/2`}
              >
                <ChevronRightIcon width={24} height={24} />
              </button>
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}

/** A gallery video: starts playing muted, with mute and play/pause toggles. */
function ModalVideo({ src, poster }: { src: string; poster: string | null }) {
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);

  const togglePlay = () => {
    const el = video.current;
    if (!el) return;
    if (el.paused) el.play().catch(() => undefined);
    else el.pause();
  };

  return (
    <div className="relative w-full max-w-5xl">
      <video
        ref={video}
        src={src}
        poster={poster ?? undefined}
        autoPlay
        muted
        loop
        playsInline
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onClick={togglePlay}
        className="block max-h-[calc(100dvh-12rem)] w-full sm:max-h-[calc(100dvh-8rem)] rounded-xl bg-black object-contain shadow-2xl"
      />
      <div className="absolute bottom-3 left-3 flex gap-2">
        <button
          type="button"
          onClick={togglePlay}
          aria-label={playing ? t('Pause video') : t('Play video')}
          className={videoButton}
        >
          {playing ? (
            <PauseIcon width={20} height={20} strokeWidth={2.5} />
          ) : (
            <PlayIcon width={20} height={20} />
          )}
        </button>
        <button
          type="button"
          onClick={() => setMuted((m) => !m)}
          aria-label={muted ? t('Unmute video') : t('Mute video')}
          className={videoButton}
        >
          <VolumeIcon muted={muted} width={20} height={20} />
        </button>
      </div>
    </div>
  );
}
