// The home banner slider (SPEC section 9): autoplay every 4000 ms, 1500 ms slides, a seamless loop with 2 or
// more banners; previous/next, dot and pause buttons, swipe on touch; no auto-advance on hover, keyboard
// focus, a hidden tab or reduced motion. The first banner is the page's LCP image. Each slide's title,
// subtitle and button are real text over the image, set per banner in the admin with the link the slide leads
// to (decision 0190); on phones the slide is taller than the art (16:9, the art's products kept in view) so
// the words stay legible. From 640 px the words take up to 62% of the slide and a title wraps (up to four lines
// from 1280 px, where an 80-character one fits) instead of ending in an ellipsis.
import { imageSizes } from '@chamak/shared/image-sizes';
import { safeHref } from '@chamak/shared/links';
import type { HeroBanner } from '@chamak/shared/media';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { homeQueries } from './api.ts';
import { usePageVisible, useReducedMotion } from './motion.ts';
import { SectionError } from './section.tsx';

const autoplayMs = 4000;
const speedMs = 1500;
const swipePx = 40;
/** The slider spans the 80rem container less its 1rem gutters from 640 px up, and the full width below. */
const sizes = imageSizes.hero;

const controlButton =
  'grid place-items-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:focus-visible:outline-white';

function Frame({ children, ...rest }: React.HTMLAttributes<HTMLElement>) {
  return (
    <section aria-label={t('Featured offers')} className="mx-auto max-w-7xl sm:px-4 sm:pt-6" {...rest}>
      {children}
    </section>
  );
}

export function HeroBanners() {
  const { data, isPending, isError, refetch } = useQuery(homeQueries.banners());
  if (isPending) {
    return (
      <Frame>
        <div role="status" className="aspect-video bg-slate-200 sm:aspect-[8/3] sm:rounded-2xl">
          <span className="sr-only">{t('Loading...')}</span>
        </div>
        {/* The control row the slider shows under the banner below 1024 px, so nothing shifts when it arrives. */}
        <div aria-hidden="true" className="h-12 lg:hidden" />
      </Frame>
    );
  }
  if (isError) {
    return (
      <Frame>
        <div className="px-4 pt-4 sm:px-0 sm:pt-0">
          <SectionError message={t('Failed to load banners')} onRetry={() => void refetch()} />
        </div>
      </Frame>
    );
  }
  if (data.length === 0) return null;
  return <HeroSlider banners={data} />;
}

function HeroSlider({ banners }: { banners: HeroBanner[] }) {
  const count = banners.length;
  const loop = count >= 2;
  const reducedMotion = useReducedMotion();
  const pageVisible = usePageVisible();
  const speed = reducedMotion ? 0 : speedMs;

  // Track position 0..count, where `count` is a copy of the first slide: sliding onto it and then
  // jumping back to 0 unseen makes the loop seamless in both directions.
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(false);
  const positionRef = useRef(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const current = position % count;
  const playing = loop && !reducedMotion && !paused && !hovered && !focused && pageVisible;

  const place = useCallback((to: number, animated: boolean) => {
    positionRef.current = to;
    setAnimate(animated);
    setPosition(to);
  }, []);

  /** Moves without a transition and makes the browser apply it, so the next move slides from there. */
  const jump = useCallback(
    (to: number) => {
      flushSync(() => place(to, false));
      trackRef.current?.getBoundingClientRect();
    },
    [place],
  );

  const next = useCallback(() => {
    if (count < 2) return;
    let from = positionRef.current;
    if (speed === 0) return place((from + 1) % count, false);
    if (from >= count) {
      jump(0);
      from = 0;
    }
    place(from + 1, true);
  }, [count, speed, place, jump]);

  const previous = useCallback(() => {
    if (count < 2) return;
    let from = positionRef.current;
    if (speed === 0) return place((from - 1 + count) % count, false);
    if (from === 0) {
      jump(count);
      from = count;
    }
    place(from - 1, true);
  }, [count, speed, place, jump]);

  const goTo = (index: number) => {
    if (positionRef.current >= count) jump(0);
    if (index !== positionRef.current) place(index, speed > 0);
  };

  const onTransitionEnd = (event: React.TransitionEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && positionRef.current >= count) place(0, false);
  };

  // The delay counts from the end of a slide's transition, and every move (a click too) starts it again.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(next, autoplayMs + (animate ? speed : 0));
    return () => window.clearTimeout(timer);
  }, [playing, next, animate, speed, position]);

  // Touch swipe; a swipe that ends on a banner link must not also follow it.
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse' || !loop) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: React.PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < swipePx || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    swiped.current = true;
    if (dx < 0) next();
    else previous();
  };
  const onClickCapture = (event: React.MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
  };

  const first = banners[0]!;

  // The other banners load lazily, and a lazy image in a clipped track may start only as it slides in:
  // once the first banner (the LCP) is in, fetch them with the same srcset and sizes so they are ready.
  const warmed = useRef(false);
  const warmUp = () => {
    if (warmed.current) return;
    warmed.current = true;
    for (const banner of banners.slice(1)) {
      const img = new Image();
      img.sizes = sizes;
      img.srcset = banner.imageSrcset;
      img.src = banner.imageUrl;
    }
  };

  return (
    <Frame
      aria-roledescription="carousel"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="relative">
        <div
          className="relative aspect-video touch-pan-y overflow-hidden bg-slate-200 select-none sm:aspect-(--hero-ratio) sm:rounded-2xl"
          style={{ '--hero-ratio': `${first.width} / ${first.height}` } as React.CSSProperties}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          onClickCapture={onClickCapture}
        >
          <div
            ref={trackRef}
            aria-live={playing ? 'off' : 'polite'}
            className="flex h-full"
            style={{
              transform: `translate3d(${-position * 100}%, 0, 0)`,
              transitionProperty: 'transform',
              transitionDuration: `${animate ? speed : 0}ms`,
              transitionTimingFunction: 'ease',
            }}
            onTransitionEnd={onTransitionEnd}
          >
            {banners.map((banner, i) => (
              // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern: a slide is a group, not a fieldset
              <div
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('{number} of {count}', { number: i + 1, count })}
                inert={i !== current}
                className="h-full w-full shrink-0"
              >
                <Slide banner={banner} priority={i === 0} onLoad={i === 0 ? warmUp : undefined} />
              </div>
            ))}
            {loop && (
              <div aria-hidden="true" inert className="h-full w-full shrink-0">
                <Slide banner={first} />
              </div>
            )}
          </div>
        </div>

        {/* Below 1024 px the controls sit in a row under the banner, clear of its text; from there, over it. */}
        {loop && (
          <div className="flex items-center justify-center gap-2 px-4 pt-3 lg:contents">
            <button
              type="button"
              onClick={previous}
              aria-label={t('Previous slide')}
              className={`${controlButton} size-9 lg:absolute lg:top-1/2 lg:left-4 lg:size-11 lg:-translate-y-1/2`}
            >
              <ChevronLeftIcon className="size-5 lg:size-6" />
            </button>
            <div className="flex items-center rounded-full px-1 lg:absolute lg:bottom-3 lg:left-1/2 lg:-translate-x-1/2 lg:bg-black/30 lg:backdrop-blur-sm">
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={t('Go to slide {number}', { number: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  className="group grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand lg:focus-visible:outline-white"
                >
                  <span
                    className={`block h-1.5 rounded-full transition-all duration-300 ${
                      i === current
                        ? 'w-5 bg-brand lg:bg-white'
                        : 'w-1.5 bg-slate-300 group-hover:bg-slate-400 lg:bg-white/60 lg:group-hover:bg-white/90'
                    }`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={next}
              aria-label={t('Next slide')}
              className={`${controlButton} size-9 lg:absolute lg:top-1/2 lg:right-4 lg:size-11 lg:-translate-y-1/2`}
            >
              <ChevronRightIcon className="size-5 lg:size-6" />
            </button>
            {!reducedMotion && (
              <button
                type="button"
                onClick={() => setPaused((p) => !p)}
                aria-label={paused ? t('Play slideshow') : t('Pause slideshow')}
                className={`${controlButton} ml-2 size-9 lg:absolute lg:right-4 lg:bottom-3 lg:ml-0 lg:size-8`}
              >
                {paused ? (
                  <PlayIcon className="size-4" />
                ) : (
                  <PauseIcon className="size-4" strokeWidth={2.5} />
                )}
              </button>
            )}
          </div>
        )}
      </div>
    </Frame>
  );
}

/** An outside address opens as a plain link; a page of the shop through the router. */
const isExternal = (link: string) => /^https?:\/\//i.test(link);

function Slide({
  banner,
  priority,
  onLoad,
}: {
  banner: HeroBanner;
  priority?: boolean;
  onLoad?: () => void;
}) {
  // Empty, or a stored link that is neither http(s) nor a page of the shop: the products listing.
  const to = safeHref(banner.link) ?? paths.products;
  const hasWords = Boolean(banner.title || banner.subtitle || banner.buttonText);
  const image = (
    <Img
      src={banner.imageUrl}
      srcSet={banner.imageSrcset}
      width={banner.width}
      height={banner.height}
      sizes={sizes}
      priority={priority}
      onLoad={onLoad}
      draggable={false}
      className="absolute inset-0 size-full object-cover object-[85%_50%] sm:object-center"
    />
  );
  const words = hasWords && (
    <div className="absolute inset-0 flex items-end bg-linear-to-t from-black/85 from-5% via-black/55 via-55% to-black/0 sm:items-center sm:bg-linear-to-r sm:from-black/60 sm:via-black/25 sm:to-black/0">
      <div className="px-4 pb-4 text-white text-shadow-sm/40 sm:max-w-[62%] sm:px-10 sm:pb-0 lg:px-20">
        {banner.title && (
          <h2 className="line-clamp-3 text-lg leading-tight font-extrabold tracking-tight sm:text-2xl md:text-3xl lg:text-4xl xl:line-clamp-4 xl:text-5xl">
            {banner.title}
          </h2>
        )}
        {banner.subtitle && (
          <p className="mt-1 line-clamp-1 text-sm text-white/95 sm:mt-3 sm:line-clamp-2 sm:text-lg lg:text-xl">
            {banner.subtitle}
          </p>
        )}
        {banner.buttonText && (
          <span className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-slate-900 text-shadow-none shadow-md sm:mt-6 sm:px-6 sm:py-3 sm:text-base">
            {banner.buttonText}
            <span aria-hidden="true">→</span>
          </span>
        )}
      </div>
    </div>
  );
  const className = 'relative block h-full';
  // A slide without words is named by its link's purpose; with words, they name it.
  const label = hasWords ? undefined : t('Shop now');
  return isExternal(to) ? (
    <a href={to} className={className} aria-label={label} draggable={false}>
      {image}
      {words}
    </a>
  ) : (
    <Link to={to} className={className} aria-label={label} draggable={false}>
      {image}
      {words}
    </Link>
  );
}
