// The bottom banner: its image, and over it the looping muted video once it nears the screen (WebM, poster = image).
// The video plays only while on screen, never on its own under reduced motion, and has a pause button.
import type { BottomBanner as BottomBannerData } from '@chamak/shared/media';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { t } from '../../lib/i18n.ts';
import { useInView } from '../../lib/use-in-view.ts';
import { homeQueries } from './api.ts';
import { usePageVisible, useReducedMotion } from './motion.ts';

export function BottomBanner() {
  const { data, isPending } = useQuery(homeQueries.bottomBanners());
  const banner = data?.[0];
  // Nothing to say when it fails: SPEC has no message for it, and the page reads fine without it.
  if (!isPending && !banner) return null;
  return (
    <div className="mx-auto max-w-7xl px-4">
      {banner ? (
        <BottomBannerMedia banner={banner} />
      ) : (
        <div role="status" className="aspect-[8/3] rounded-3xl bg-slate-200">
          <span className="sr-only">{t('Loading...')}</span>
        </div>
      )}
    </div>
  );
}

function BottomBannerMedia({ banner }: { banner: BottomBannerData }) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const { near, inView } = useInView(frame);
  const reducedMotion = useReducedMotion();
  const pageVisible = usePageVisible();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const wantsPlay = (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play';
  const showVideo = Boolean(banner.videoUrl) && near;

  useEffect(() => {
    const el = video.current;
    if (!el || !showVideo) return;
    el.muted = true;
    if (wantsPlay && inView && pageVisible) el.play().catch(() => undefined);
    else el.pause();
  }, [showVideo, wantsPlay, inView, pageVisible]);

  return (
    <div
      ref={frame}
      className="relative overflow-hidden rounded-3xl bg-slate-200 shadow-sm"
      style={{ aspectRatio: `${banner.width} / ${banner.height}` }}
    >
      <Img
        src={banner.imageUrl}
        srcSet={banner.imageSrcset}
        width={banner.width}
        height={banner.height}
        sizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)"
        className="absolute inset-0 size-full object-cover"
      />
      {showVideo && banner.videoUrl && (
        <>
          <video
            ref={video}
            src={banner.videoUrl}
            poster={banner.imageUrl}
            autoPlay={wantsPlay}
            muted
            loop
            playsInline
            aria-hidden="true"
            tabIndex={-1}
            className="absolute inset-0 size-full object-cover"
          />
          <button
            type="button"
            onClick={() => setChoice(wantsPlay ? 'pause' : 'play')}
            aria-label={wantsPlay ? t('Pause video') : t('Play video')}
            className="absolute right-3 bottom-3 grid size-9 place-items-center rounded-full bg-white/90 text-slate-900 shadow-md backdrop-blur transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:right-4 sm:bottom-4"
          >
            {wantsPlay ? (
              <PauseIcon width={18} height={18} strokeWidth={2.5} />
            ) : (
              <PlayIcon width={18} height={18} />
            )}
          </button>
        </>
      )}
    </div>
  );
}
