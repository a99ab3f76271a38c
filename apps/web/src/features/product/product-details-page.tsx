// Product details (/product-details/:id): gallery, name, rating, sizes, quantity, Add to cart, Overview and
// How To Use, reviews and recommendations (SPEC section 2); 'Product not found.' for a missing id.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { messages } from '@chamak/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { queries } from '../../api/queries.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { CheckIcon } from '../../components/icons.tsx';
import { OfferChips } from '../../components/offer-badge.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { Stars } from '../../components/stars.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { t } from '../../lib/i18n.ts';
import { useViewItem } from '../../lib/measurement.ts';
import { paths } from '../../paths.ts';
import { productReviewsQuery, summarise } from './api.ts';
import { DeferredRecommended } from './deferred-recommended.tsx';
import { DeferredReviews } from './deferred-reviews.tsx';
import { LegalMetrology } from './legal-metrology.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductMeta } from './product-meta.tsx';
import { ProductSpecs } from './product-specs.tsx';
import { PurchasePanel } from './purchase-panel.tsx';

/**
 * The panel of a back-in-stock alert's confirmation link (`?alert=<token>`): its code loads only for such a visit,
 * which the server never renders (a query string it does not know).
 */
const AlertConfirmation = lazy(async () => ({
  default: (await import('./alert-confirmation.tsx')).AlertConfirmation,
}));

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <PageMeta title={t('Product not found')} description={t(messages.productNotFound)} noindex />
      <h1 className="text-2xl font-bold text-slate-900">{t(messages.productNotFound)}</h1>
      <p className="text-slate-600">{t('It may have been removed, or the link may be mistyped.')}</p>
      <Link
        to={paths.products}
        className="rounded-xl bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        {t('Browse all products')}
      </Link>
    </div>
  );
}

/** Start on the size a card chose (`?size=`, its pl_id), else the first size in stock, else the first size. */
function firstSize(product: ProductDetails, chosen: string | null) {
  const asked = product.productlitres.findIndex((pl) => String(pl.pl_id) === chosen);
  if (asked !== -1) return asked;
  const i = product.productlitres.findIndex((pl) => pl.remaining_qty > 0);
  return i === -1 ? 0 : i;
}

function ProductView({ product }: { product: ProductDetails }) {
  const [params] = useSearchParams();
  // Kept once seen: the panel takes the token out of the address and goes on showing.
  const [alertLink, setAlertLink] = useState(() => params.has('alert'));
  if (params.has('alert') && !alertLink) setAlertLink(true);
  const [selected, setSelected] = useState(() => firstSize(product, params.get('size')));
  // The list below is the freshest count (it follows a new or deleted review); the product's own until it loads.
  const { data: reviews } = useQuery(productReviewsQuery(product.id));
  const rating = reviews
    ? summarise(reviews)
    : { average: product.averageRatings, count: product.totalReviews };
  const size = product.productlitres[selected] ?? product.productlitres[0];
  const images = size ? (size.images.length > 0 ? size.images : size.productimages) : [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ProductMeta product={product} />
      <Breadcrumb
        items={[
          { label: t('Home'), to: paths.home },
          { label: product.Category.name, to: paths.subcategoryList(product.categoryId) },
          { label: product.name },
        ]}
      />
      {alertLink && (
        <Suspense fallback={null}>
          <AlertConfirmation sizeLabel={size?.litre.litre ?? null} />
        </Suspense>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <ProductGallery
            key={size?.pl_id ?? 'none'}
            images={images}
            alt={size ? `${product.name}, ${size.litre.litre}` : product.name}
          />
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <div>
            <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-brand">
              <Link
                to={paths.subcategoryList(product.categoryId)}
                className="min-w-0 wrap-anywhere hover:underline"
              >
                {product.Category.name}
              </Link>
              <span aria-hidden="true" className="text-slate-400">
                ·
              </span>
              <Link to={paths.subcategoryProducts(product.sub_cate_id)} className="hover:underline">
                {product.subcategory.sub_cate_name}
              </Link>
              {product.combos && (
                <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-amber-950">
                  {t('Combo')}
                </span>
              )}
              <OfferChips product={product} />
            </p>
            <h1 className="mt-2 text-2xl leading-tight font-bold wrap-anywhere text-slate-900 sm:text-3xl">
              {product.name}
            </h1>
            <a
              href="#reviews"
              className="mt-3 inline-flex items-center gap-2 text-sm text-slate-600 hover:text-brand"
            >
              {rating.count === 0 ? (
                // Not "0.0 · 0 reviews" with five empty stars, which reads as a product rated zero.
                <span>{t('No reviews yet')}</span>
              ) : (
                <>
                  <Stars rating={rating.average} size={18} />
                  <span>
                    {rating.average.toFixed(1)} ·{' '}
                    {t('{count, plural, one {# review} other {# reviews}}', { count: rating.count })}
                  </span>
                </>
              )}
            </a>
            {product.shortDescription && (
              <p className="mt-4 leading-relaxed text-slate-700">{product.shortDescription}</p>
            )}
          </div>

          {product.features.length > 0 && (
            <ul
              className="grid gap-x-6 gap-y-2 text-sm text-slate-700 sm:grid-cols-2"
              aria-label={t('Features')}
            >
              {product.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon width={18} height={18} className="mt-0.5 shrink-0 text-emerald-600" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          )}

          <PurchasePanel product={product} selected={selected} onSelect={setSelected} />

          <ProductSpecs product={product} />

          <LegalMetrology product={product} size={size} />
        </div>
      </div>

      <div className="mt-16 flex flex-col gap-16">
        <DeferredReviews productId={product.id} productName={product.name} />
        <DeferredRecommended productId={product.id} categoryId={product.categoryId} />
      </div>
    </div>
  );
}

export default function ProductDetailsPage() {
  const id = parseId(useParams().id);
  const { data, error, isPending, refetch } = useQuery({
    ...queries.product(id ?? 0),
    enabled: id !== null,
    // A missing product stays missing: no retry for a 404.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });
  // The view told to GA4 and Meta only with the shopper's analytics consent (decision 0364).
  useViewItem(data?.id);

  if (id === null || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (isPending) return <Loading />;
  if (error) return <ErrorState message={error.message} onRetry={() => refetch()} />;
  // A new id gives a fresh view, so the chosen size and quantity start again.
  return <ProductView key={data.id} product={data} />;
}
