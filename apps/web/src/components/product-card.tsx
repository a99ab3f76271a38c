// A product in a grid: image, name, rounded stars, review count, price for the chosen size, sizes, wishlist
// and Add to Cart (SPEC section 2). The first size is chosen to begin with; choosing one changes price and
// image, and the links then open the product page on that size (`?size=`). The heart shows whether the
// product is saved and toggles it; the Combo tag sits beside the rating, clear of the ribbon drawn into combo
// images.

import type { ProductSummary } from '@chamak/shared/catalogue';
import { imageSizes } from '@chamak/shared/image-sizes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../lib/i18n.ts';
import { addToCart } from '../lib/shop-actions.ts';
import { useWishlistToggle } from '../lib/use-wishlist-toggle.ts';
import { paths } from '../paths.ts';
import { HydrateLater } from './hydrate-later.tsx';
import { CartIcon, HeartIcon } from './icons.tsx';
import { Img } from './img.tsx';
import { CardOfferBadge } from './offer-badge.tsx';
import { Price } from './price.tsx';
import { Stars } from './stars.tsx';

type Props = { product: ProductSummary; priority?: boolean; headingLevel?: 'h2' | 'h3' };

/** A card of a server-rendered page is hydrated after the page, in a task of its own (decision 0270). */
export function ProductCard(props: Props) {
  return (
    <HydrateLater>
      <Card {...props} />
    </HydrateLater>
  );
}

function Card({ product, priority, headingLevel: Heading = 'h3' }: Props) {
  const navigate = useNavigate();
  // null until the shopper picks a size: only a chosen size goes into the links.
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? 0;
  const config = product.productlitres[selected] ?? product.productlitres[0];
  const image = config?.productimages[0];
  const outOfStock = config !== undefined && config.remaining_qty <= 0;
  const wishlist = useWishlistToggle(product.id);
  const href = paths.productDetails(product.id, chosen === null ? undefined : config?.pl_id);

  return (
    <article className="group relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <button
        type="button"
        onClick={wishlist.toggle}
        aria-pressed={wishlist.saved}
        aria-busy={wishlist.busy}
        className="absolute top-2 right-2 z-10 rounded-full bg-white/90 p-2 text-rose-600 shadow hover:bg-white"
        aria-label={
          wishlist.saved
            ? t('Remove {name} from wishlist', { name: product.name })
            : t('Add {name} to wishlist', { name: product.name })
        }
        title={wishlist.saved ? t('Remove from wishlist') : t('Add to wishlist')}
      >
        <HeartIcon width={18} height={18} filled={wishlist.saved} />
      </button>
      <div className="relative">
        <Link
          to={href}
          className="block aspect-square overflow-hidden bg-slate-50"
          tabIndex={-1}
          aria-hidden="true"
        >
          <Img
            src={image?.image}
            srcSet={image?.srcset}
            width={image?.width}
            height={image?.height}
            sizes={imageSizes.card}
            priority={priority}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        </Link>
        <CardOfferBadge product={product} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {/* Three lines kept for the name (four on a phone's narrow cards): names that begin alike (two
            disinfectants of one range) differ at their end, which a two-line clamp cut off. A word longer than
            the card (a long Hindi compound) breaks inside the card rather than widening its column. */}
        <Heading className="line-clamp-4 min-h-15 text-sm leading-5 font-semibold wrap-anywhere text-slate-900 sm:line-clamp-3 sm:min-h-18 sm:text-base sm:leading-6">
          <Link to={href} className="hover:text-brand">
            {product.name}
          </Link>
        </Heading>
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
          {product.totalReviews === 0 ? (
            <span>{t('No reviews yet')}</span>
          ) : (
            <>
              <Stars rating={product.averageRatings} size={14} />
              <span>
                {t('{count, plural, one {# review} other {# reviews}}', { count: product.totalReviews })}
              </span>
            </>
          )}
          {product.combos && (
            <span className="ml-auto rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-amber-950">
              {t('Combo')}
            </span>
          )}
        </div>
        {config && (
          <Price
            price={config.discounted_price}
            mrp={config.price}
            discount={config.discount}
            net={product.combos ? undefined : config.litre}
          />
        )}
        {product.productlitres.length > 0 && (
          <fieldset className="flex flex-wrap gap-1.5">
            <legend className="sr-only">{t('Size')}</legend>
            {product.productlitres.map((pl, i) => (
              <button
                key={pl.pl_id}
                type="button"
                aria-pressed={i === selected}
                onClick={() => setChosen(i)}
                className={`rounded-md border px-2 py-1 text-xs font-medium ${
                  i === selected
                    ? 'border-brand bg-brand text-white'
                    : 'border-slate-300 text-slate-700 hover:border-brand'
                }`}
              >
                {pl.litre.litre}
              </button>
            ))}
          </fieldset>
        )}
        <button
          type="button"
          disabled={!config || outOfStock}
          onClick={() =>
            config && addToCart(navigate, { productId: product.id, pl_id: config.pl_id, quantity: 1 })
          }
          className="mt-auto flex items-center justify-center gap-2 rounded-lg bg-brand px-3 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-slate-300"
        >
          <CartIcon width={18} height={18} />
          {outOfStock ? t('Out of stock') : t('Add to Cart')}
        </button>
      </div>
    </article>
  );
}

/** `besidePanel`: the grid shares the row with a listing's filter panel, so four columns wait for 1280 px. */
export function ProductGrid({ children, besidePanel }: { children: React.ReactNode; besidePanel?: boolean }) {
  return (
    <div
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 ${besidePanel ? 'xl:grid-cols-4' : 'lg:grid-cols-4'}`}
    >
      {children}
    </div>
  );
}
