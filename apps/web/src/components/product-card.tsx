// A product in a grid: image, name, rounded stars, review count, price for the chosen size, sizes, wishlist
// and Add to Cart (SPEC section 2). The first size is chosen to begin with; choosing one changes price and image.

import type { ProductSummary } from '@chamak/shared/catalogue';
import { imageSizes } from '@chamak/shared/image-sizes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { addToCart, addToWishlist } from '../lib/shop-actions.ts';
import { paths } from '../paths.ts';
import { CartIcon, HeartIcon } from './icons.tsx';
import { Img } from './img.tsx';
import { Price } from './price.tsx';
import { Stars } from './stars.tsx';

type Props = { product: ProductSummary; priority?: boolean; headingLevel?: 'h2' | 'h3' };

export function ProductCard({ product, priority, headingLevel: Heading = 'h3' }: Props) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState(0);
  const config = product.productlitres[selected] ?? product.productlitres[0];
  const image = config?.productimages[0];
  const outOfStock = config !== undefined && config.remaining_qty <= 0;

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {product.combos && (
        <span className="absolute top-2 left-2 z-10 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-amber-950">
          Combo
        </span>
      )}
      <button
        type="button"
        onClick={() => addToWishlist(navigate, product.id)}
        className="absolute top-2 right-2 z-10 rounded-full bg-white/90 p-2 text-rose-600 shadow hover:bg-white"
        aria-label={`Add ${product.name} to wishlist`}
      >
        <HeartIcon width={18} height={18} />
      </button>
      <Link
        to={paths.productDetails(product.id)}
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
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading className="line-clamp-2 min-h-10 text-sm font-semibold text-slate-900 sm:text-base">
          <Link to={paths.productDetails(product.id)} className="hover:text-brand">
            {product.name}
          </Link>
        </Heading>
        <div className="flex items-center gap-1.5 text-xs text-slate-600">
          <Stars rating={product.averageRatings} size={14} />
          <span>
            {product.totalReviews} {product.totalReviews === 1 ? 'review' : 'reviews'}
          </span>
        </div>
        {config && <Price price={config.discounted_price} mrp={config.price} discount={config.discount} />}
        {product.productlitres.length > 0 && (
          <fieldset className="flex flex-wrap gap-1.5">
            <legend className="sr-only">Size</legend>
            {product.productlitres.map((pl, i) => (
              <button
                key={pl.pl_id}
                type="button"
                aria-pressed={i === selected}
                onClick={() => setSelected(i)}
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
          {outOfStock ? 'Out of stock' : 'Add to Cart'}
        </button>
      </div>
    </article>
  );
}

export function ProductGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">{children}</div>;
}
