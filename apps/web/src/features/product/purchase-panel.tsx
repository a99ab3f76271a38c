// The buying block: price of the chosen size, size cards, its quantity prices, stock, quantity, Buy once or
// Subscribe and save (for a size offered by subscription), Add to cart, Add a carton, wishlist, the PIN check.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { deliveryChargePaise } from '@chamak/shared/delivery';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queries } from '../../api/queries.ts';
import { DeliveryCheck } from '../../components/delivery-check.tsx';
import { CartIcon, HeartIcon } from '../../components/icons.tsx';
import { Price } from '../../components/price.tsx';
import { t } from '../../lib/i18n.ts';
import { addToCart } from '../../lib/shop-actions.ts';
import { useWishlistToggle } from '../../lib/use-wishlist-toggle.ts';
import { NotifyMe } from './notify-me.tsx';
import { QuantityPrices } from './quantity-prices.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SizePicker } from './size-picker.tsx';
import { SubscribeChoice } from './subscribe-choice.tsx';

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
  // The shopper typed more than the stock: say how many are left, however many that is.
  const [capped, setCapped] = useState(false);
  const [adding, setAdding] = useState(false);
  const wishlist = useWishlistToggle(product.id);
  // The delivery charge is said before the cart (decision 0362): the shop's volume rule for this size and quantity.
  const delivery = useQuery(queries.settings()).data?.delivery;
  const size = product.productlitres[selected];
  const remaining = Math.max(0, size?.remaining_qty ?? 0);
  const outOfStock = remaining <= 0;
  const otherSizeInStock = product.productlitres.some((pl, i) => i !== selected && pl.remaining_qty > 0);
  // Derived, not stored: moving to a smaller stock brings the quantity down with it.
  const quantity = Math.min(Math.max(1, wanted), Math.max(1, remaining));
  // One unit's price at this quantity: the lowest of the size's price and the tiers it reaches (decision 0341).
  const unitPaise = size
    ? Math.min(
        rupeesToPaise(size.discounted_price),
        ...size.priceTiers.filter((tier) => quantity >= tier.minUnits).map((tier) => tier.unitPaise),
      )
    : 0;

  /** Adds the quantity chosen, or a carton's units (decision 0341). */
  async function add(units = quantity) {
    if (!size || outOfStock) return;
    setAdding(true);
    try {
      await addToCart(navigate, { productId: product.id, pl_id: size.pl_id, quantity: units });
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      {size && (
        <div>
          <Price
            price={size.discounted_price}
            mrp={size.price}
            discount={size.discount}
            size="lg"
            net={product.combos ? undefined : size.litre}
          />
          <p className="mt-1 text-xs text-slate-500">{t('Inclusive of all taxes')}</p>
          {delivery && (
            <p className="text-xs text-slate-500">
              {t('Delivery charge {amount} for this quantity', {
                amount: formatRupees(
                  deliveryChargePaise([{ totalMl: size.litre.total_ml, quantity }], delivery),
                ),
              })}
            </p>
          )}
        </div>
      )}

      {product.productlitres.length > 0 && (
        <SizePicker sizes={product.productlitres} selected={selected} onSelect={onSelect} />
      )}

      {size && (
        <QuantityPrices
          tiers={size.priceTiers}
          pricePaise={rupeesToPaise(size.discounted_price)}
          quantity={quantity}
        />
      )}

      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <QuantityStepper
          value={quantity}
          max={remaining}
          onChange={(n, over) => {
            setWanted(n);
            setCapped(Boolean(over));
          }}
          disabled={outOfStock}
        />
        <p className="pb-2.5 text-sm" aria-live="polite">
          {outOfStock ? (
            <span className="font-semibold text-red-700">
              {otherSizeInStock
                ? t('Out of stock in this size. Choose another size or check back soon.')
                : t('Out of stock. Please check back soon.')}
            </span>
          ) : remaining <= lowStock || capped ? (
            <span className="font-semibold text-amber-700">
              {t('Only {count} left in stock', { count: remaining })}
            </span>
          ) : (
            <span className="font-medium text-emerald-700">{t('In stock')}</span>
          )}
        </p>
      </div>

      {outOfStock && size && <NotifyMe key={size.pl_id} plId={size.pl_id} sizeLabel={size.litre.litre} />}

      {size?.subscription && !outOfStock && (
        <SubscribeChoice
          key={size.pl_id}
          productId={product.id}
          plId={size.pl_id}
          price={unitPaise / 100}
          quantity={quantity}
          offer={size.subscription}
        />
      )}

      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => add()}
          disabled={!size || outOfStock || adding}
          className="flex flex-1 items-center justify-center gap-2 rounded-xl bg-brand px-5 py-3.5 font-semibold text-white shadow-sm transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          <CartIcon width={20} height={20} />
          {outOfStock ? t('Out of stock') : adding ? t('Adding...') : t('Add to Cart')}
        </button>
        <button
          type="button"
          onClick={wishlist.toggle}
          aria-pressed={wishlist.saved}
          aria-busy={wishlist.busy}
          aria-label={wishlist.saved ? t('Remove from wishlist') : t('Add to wishlist')}
          title={wishlist.saved ? t('Remove from wishlist') : t('Add to wishlist')}
          className={`grid w-14 shrink-0 place-items-center rounded-xl border-2 bg-white text-rose-600 transition hover:border-rose-300 hover:bg-rose-50 ${wishlist.saved ? 'border-rose-300' : 'border-slate-200'}`}
        >
          <HeartIcon filled={wishlist.saved} />
        </button>
      </div>

      {size?.cartonUnits && remaining >= size.cartonUnits ? (
        <button
          type="button"
          onClick={() => add(size.cartonUnits ?? 1)}
          disabled={adding}
          className="-mt-2 rounded-xl border-2 border-brand px-5 py-3 font-semibold text-brand transition hover:bg-indigo-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t('Add a carton ({count})', { count: size.cartonUnits })}
        </button>
      ) : null}

      <DeliveryCheck productId={product.id} />
    </div>
  );
}
