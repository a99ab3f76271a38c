// The buying block: price of the chosen size, size cards, stock, quantity, Add to cart, wishlist, delivery.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CartIcon, HeartIcon, TruckIcon } from '../../components/icons.tsx';
import { Price } from '../../components/price.tsx';
import { addToCart, addToWishlist } from '../../lib/shop-actions.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SizePicker } from './size-picker.tsx';

/** Below this many units left, the page says how few remain. */
const lowStock = 10;

type Props = {
  product: ProductDetails;
  selected: number;
  onSelect: (index: number) => void;
};

export function PurchasePanel({ product, selected, onSelect }: Props) {
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(1);
  const [adding, setAdding] = useState(false);
  const size = product.productlitres[selected];
  const remaining = Math.max(0, size?.remaining_qty ?? 0);
  const outOfStock = remaining <= 0;
  const otherSizeInStock = product.productlitres.some((pl, i) => i !== selected && pl.remaining_qty > 0);
  // Derived, not stored: moving to a smaller stock brings the quantity down with it.
  const quantity = Math.min(Math.max(1, wanted), Math.max(1, remaining));

  async function add() {
    if (!size || outOfStock) return;
    setAdding(true);
    try {
      await addToCart(navigate, { productId: product.id, pl_id: size.pl_id, quantity });
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      {size && (
        <div>
          <Price price={size.discounted_price} mrp={size.price} discount={size.discount} size="lg" />
          <p className="mt-1 text-xs text-slate-500">Inclusive of all taxes</p>
        </div>
      )}

      {product.productlitres.length > 0 && (
        <SizePicker sizes={product.productlitres} selected={selected} onSelect={onSelect} />
      )}

      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <QuantityStepper value={quantity} max={remaining} onChange={setWanted} disabled={outOfStock} />
        <p className="pb-2.5 text-sm" aria-live="polite">
          {outOfStock ? (
            <span className="font-semibold text-red-700">
              {otherSizeInStock
                ? 'Out of stock in this size. Choose another size or check back soon.'
                : 'Out of stock. Please check back soon.'}
            </span>
          ) : remaining <= lowStock ? (
            <span className="font-semibold text-amber-700">Only {remaining} left in stock</span>
          ) : (
            <span className="font-medium text-emerald-700">In stock</span>
          )}
        </p>
      </div>

      <div className="flex gap-3">
        <button
          type="button"
          onClick={add}
          disabled={!size || outOfStock || adding}
          className="flex flex-1 items-center justify-center gap-2 rounded-xl bg-brand px-5 py-3.5 font-semibold text-white shadow-sm transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          <CartIcon width={20} height={20} />
          {outOfStock ? 'Out of stock' : adding ? 'Adding...' : 'Add to Cart'}
        </button>
        <button
          type="button"
          onClick={() => addToWishlist(navigate, product.id)}
          aria-label="Add to wishlist"
          title="Add to wishlist"
          className="grid w-14 shrink-0 place-items-center rounded-xl border-2 border-slate-200 bg-white text-rose-600 transition hover:border-rose-300 hover:bg-rose-50"
        >
          <HeartIcon />
        </button>
      </div>

      <p className="flex items-center gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <TruckIcon width={22} height={22} className="shrink-0" />
        <span>
          Estimated delivery: <strong>7 Days</strong>
        </span>
      </p>
    </div>
  );
}
