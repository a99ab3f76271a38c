// About Us (/about): the about banner, the company's story and its six core values (SPEC section 1).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queries } from '../../api/queries.ts';
import { CheckIcon, PinIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { aboutBannerQuery } from './api.ts';
import { ContentPage } from './content-layout.tsx';
import {
  BulbIcon,
  DropletIcon,
  LeafIcon,
  PeopleHeartIcon,
  RepeatIcon,
  ShieldCheckIcon,
  TrendUpIcon,
} from './value-icons.tsx';

const coreValues = [
  {
    title: msg('Quality First'),
    text: msg(
      'Every batch is checked before it leaves our factory, so each bottle cleans exactly as promised.',
    ),
    Icon: ShieldCheckIcon,
  },
  {
    title: msg('Innovation'),
    text: msg(
      'We keep refining our formulas and concentrates to clean better with less water, plastic and effort.',
    ),
    Icon: BulbIcon,
  },
  {
    title: msg('Customer-Centricity'),
    text: msg('We make products for real Indian homes, read every review and keep help only a message away.'),
    Icon: PeopleHeartIcon,
  },
  {
    title: msg('Sustainability'),
    text: msg('Concentrates and refill packs mean fewer bottles, lighter parcels and a gentler footprint.'),
    Icon: LeafIcon,
  },
  {
    title: msg('Consistency'),
    text: msg(
      'The same strength, fragrance and finish in every bottle, from your first order to your fiftieth.',
    ),
    Icon: RepeatIcon,
  },
  {
    title: msg('Growth & Excellence'),
    text: msg(
      'We learn, improve and raise our own bar every year, growing together with our people and customers.',
    ),
    Icon: TrendUpIcon,
  },
];

/** The banner's words: the page's HTML over the picture, never drawn into it (decision 0305). */
const bannerWords = {
  eyebrow: msg('Our story'),
  headline: msg('Clean homes, made in India'),
  text: msg(
    'Concentrated cleaners and refill packs, blended in small batches in India. Honest prices, less plastic, homes that sparkle.',
  ),
  points: [msg('Made in India'), msg('Refill & save'), msg('Safe for homes')],
};

/**
 * The about banner and its words. From 1024 px the picture fills the banner at its own proportions and the
 * words sit over its left part on a light wash; below that the picture (its right part, where a banner's subject
 * sits) comes first and the words follow at the page's own size, so they stay legible on a phone.
 */
function Banner() {
  const { data } = useQuery(aboutBannerQuery());
  const banner = data?.[0];
  const ratio = banner ? `${banner.width} / ${banner.height}` : '3 / 1';
  return (
    <div
      className="relative flex flex-col overflow-hidden rounded-2xl bg-gradient-to-br from-amber-50 to-orange-100 shadow-sm ring-1 ring-black/5 sm:rounded-3xl lg:aspect-(--about-ratio) lg:flex-row lg:items-center"
      style={{ '--about-ratio': ratio } as React.CSSProperties}
    >
      {banner && (
        <div className="relative aspect-video sm:aspect-[5/2] lg:absolute lg:inset-0 lg:aspect-auto">
          <Img
            src={banner.imageUrl}
            srcSet={banner.imageSrcset}
            width={banner.width}
            height={banner.height}
            sizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)"
            alt=""
            priority
            className="size-full object-cover object-right lg:object-center"
          />
        </div>
      )}
      <div className="relative px-5 py-6 sm:px-8 sm:py-8 lg:flex lg:h-full lg:w-3/5 lg:flex-col lg:justify-center lg:bg-linear-to-r lg:from-amber-50/85 lg:via-amber-50/60 lg:to-amber-50/0 lg:px-14 lg:py-10">
        <p className="text-xs font-semibold tracking-widest text-teal-800 uppercase sm:text-sm">
          {t(bannerWords.eyebrow)}
        </p>
        <p className="mt-2 text-2xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-3xl xl:text-5xl">
          {t(bannerWords.headline)}
        </p>
        <p className="mt-3 max-w-xl leading-relaxed text-slate-700 sm:text-lg">{t(bannerWords.text)}</p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {bannerWords.points.map((point) => (
            <li
              key={point}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-teal-200"
            >
              <CheckIcon width={16} height={16} className="shrink-0 text-teal-700" />
              {t(point)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default function AboutPage() {
  const { data } = useQuery(queries.settings());
  const shop = data?.shop;
  const name = shop?.name ?? 'Chamak';
  return (
    <ContentPage title={t('About Us')}>
      <Banner />

      <section aria-labelledby="story-heading" className="mt-12 grid gap-10 lg:mt-16 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand uppercase">{t('Who we are')}</p>
          <h2 id="story-heading" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('Honest cleaning, bottled with care')}
          </h2>
          <div className="mt-5 space-y-4 leading-relaxed text-slate-700 sm:text-lg">
            <p>
              {t(
                "{name} began in a small workshop with a simple question from our founders' own kitchens: why do we keep paying for water and plastic when what we really want is the cleaning power inside the bottle? We started mixing concentrates that a family could dilute at home, and tested them on the floors, tiles, steel vessels and stubborn stains that every Indian household knows well.",
                { name },
              )}
            </p>
            <p>
              {t(
                'A home that truly shines is still what we work for. Today our floor cleaners, dishwash liquids, laundry care and refills are made at our own factory, bottled with care and shipped to homes across the country. One bottle of concentrate makes many bottles of cleaner, so you spend less, store less and throw away less.',
              )}
            </p>
            <p>
              {t(
                'We are still a close-knit team of chemists, makers and packers who read every review and answer every message. When you choose {name}, you are supporting an Indian maker that believes a spotless home should be gentle on your hands, your family and the planet.',
                { name },
              )}
            </p>
          </div>
        </div>

        <aside className="self-start rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="text-lg font-bold text-slate-900">{t('{name} at a glance', { name })}</h2>
          <ul className="mt-4 space-y-4 text-sm text-slate-700">
            <li className="flex gap-3">
              <DropletIcon width={22} height={22} className="shrink-0 text-brand" />
              <span>
                <strong className="block text-slate-900">{t('Concentrates and refills')}</strong>
                {t('Dilute at home: less plastic, more clean.')}
              </span>
            </li>
            {shop?.factoryAddress && (
              <li className="flex gap-3">
                <PinIcon width={22} height={22} className="shrink-0 text-brand" />
                <span>
                  <strong className="block text-slate-900">{t('Made in India')}</strong>
                  {shop.factoryAddress}
                </span>
              </li>
            )}
            {shop?.certifications.map((c) => (
              <li key={c.label} className="flex gap-3">
                <CheckIcon width={22} height={22} className="shrink-0 text-emerald-600" />
                <span>
                  <strong className="block text-slate-900">{c.label}</strong>
                  {c.detail}
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </section>

      <section aria-labelledby="values-heading" className="mt-16 lg:mt-20">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wider text-brand uppercase">
            {t('What we stand for')}
          </p>
          <h2 id="values-heading" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('Our Core Values')}
          </h2>
        </div>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {coreValues.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-brand">
                <Icon />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{t(title)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-16 flex flex-col items-start gap-5 rounded-3xl bg-brand px-6 py-10 text-white sm:px-10 lg:mt-20 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{t('Ready for a brighter, cleaner home?')}</h2>
          <p className="mt-2 text-indigo-100">{t('Explore our concentrates, refills and combos.')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to={paths.products}
            className="rounded-xl bg-white px-5 py-3 font-semibold text-brand hover:bg-indigo-50"
          >
            {t('Shop all products')}
          </Link>
          <Link
            to={paths.contact}
            className="rounded-xl border-2 border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            {t('Contact us')}
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
