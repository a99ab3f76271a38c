// The promo banner: the first promo banner's title, description, button and image; default content with a
// 'Shop Deals' button when there is none or it fails to load (SPEC sections 8 and 9). Its button leads where the
// admin's link says (a page of the shop or an http(s) address, as a home banner's); without one, a banner linked
// to a running promotion sends it to the products that offer covers. A promotion's code is printed either way.
import { safeHref } from '@chamak/shared/links';
import type { PromoBanner as PromoBannerData } from '@chamak/shared/media';
import type { PromotionLink, PublicOffer } from '@chamak/shared/promotions';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { offersQuery } from '../../api/offers.ts';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { homeQueries } from './api.ts';

const defaultContent = {
  title: msg('Stock up and save'),
  description: msg(
    'Floor, kitchen and bathroom care bundled into combo packs, at prices that make every clean cheaper.',
  ),
  buttonText: msg('Shop Deals'),
};

export function PromoBanner() {
  const { data, isPending, error } = useQuery(homeQueries.promoBanners());

  useEffect(() => {
    if (error) console.error('Failed to fetch promo data', error);
  }, [error]);

  return (
    <section aria-labelledby="promo-heading" className="mx-auto max-w-7xl px-4">
      {isPending ? (
        <div role="status" className="h-[30rem] rounded-3xl bg-slate-200 md:h-80 lg:h-96">
          <span className="sr-only">{t('Loading...')}</span>
        </div>
      ) : (
        <PromoCard promo={data?.[0]} />
      )}
    </section>
  );
}

/**
 * Where a banner linked to a promotion leads (decision 0167): the listing of what an automatic offer covers (its
 * categories filtered, combos, its one product), all products for a shop-wide offer, several products or a code.
 */
export function promotionTarget(link: PromotionLink, offers: readonly PublicOffer[] | undefined): string {
  const offer = offers?.find((o) => o.id === link.id);
  if (!offer) return paths.products;
  switch (offer.appliesTo) {
    case 'categories':
      return `${paths.products}?category=${[...offer.categoryIds].sort((a, b) => a - b).join(',')}`;
    case 'combos':
      return paths.combos;
    case 'products':
      return offer.productIds.length === 1 ? paths.productDetails(offer.productIds[0]!) : paths.products;
    case 'all':
      return paths.products;
  }
}

/** An outside address opens as a plain link; a page of the shop through the router. */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

function PromoCard({ promo }: { promo: PromoBannerData | undefined }) {
  const link = promo?.promotion ?? null;
  // A stored link that is neither http(s) nor a page of the shop counts as none.
  const chosen = safeHref(promo?.link);
  // Only a banner whose button leads to its promotion reads the offers (cached: the product badges read the same).
  const offers = useQuery({ ...offersQuery(), enabled: link !== null && !chosen });
  const to = chosen ?? (link ? promotionTarget(link, offers.data) : paths.combos);
  const buttonClass =
    'mt-2 inline-flex w-fit items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand shadow transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:text-base';
  const title = promo?.title || t(defaultContent.title);
  const description = promo?.description || t(defaultContent.description);
  const buttonText = promo?.buttonText || t(defaultContent.buttonText);
  return (
    <div
      className={`relative grid overflow-hidden rounded-3xl bg-gradient-to-br from-brand to-indigo-800 text-white shadow-lg ${
        promo ? 'md:grid-cols-2 lg:grid-cols-[3fr_2fr]' : ''
      }`}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -left-24 size-72 rounded-full bg-white/10 blur-2xl"
      />
      {promo && (
        <div className="relative aspect-[4/3] md:order-last md:aspect-auto md:min-h-full">
          {/* The image's right part shows the products; its left part may carry its own text. */}
          <Img
            src={promo.imageUrl}
            srcSet={promo.imageSrcset}
            width={promo.width}
            height={promo.height}
            sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, (min-width: 768px) 50vw, 100vw"
            className="absolute inset-0 size-full object-cover object-right"
          />
        </div>
      )}
      <div
        className={`relative flex flex-col justify-center gap-4 p-6 sm:p-10 lg:p-14 ${
          promo ? 'md:aspect-[4/3] lg:aspect-auto' : 'items-center py-12 text-center sm:py-16'
        }`}
      >
        <p className="text-xs font-semibold tracking-widest text-white/70 uppercase">{t('Offers')}</p>
        <h2 id="promo-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="max-w-prose text-sm text-white/85 sm:text-lg">{description}</p>
        {link && (
          <p className="text-sm font-semibold text-white sm:text-base">
            {link.badge}
            {link.code && (
              <>
                {' · '}
                {t('Use code')}{' '}
                <span className="rounded-md border border-dashed border-white/70 px-2 py-0.5 font-mono tracking-wider">
                  {link.code}
                </span>
              </>
            )}
          </p>
        )}
        {isExternal(to) ? (
          <a href={to} className={buttonClass}>
            {buttonText}
            <ArrowRightIcon width={18} height={18} />
          </a>
        ) : (
          <Link to={to} className={buttonClass}>
            {buttonText}
            <ArrowRightIcon width={18} height={18} />
          </Link>
        )}
      </div>
    </div>
  );
}
