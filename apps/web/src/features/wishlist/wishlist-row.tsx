// One wishlist row (SPEC section 2): the product, a size to buy (first in stock preselected), its price,
// Add to Cart and remove.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { WishlistItem } from '../../api/queries.ts';
import { CartIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { Price } from '../../components/price.tsx';
import { t } from '../../lib/i18n.ts';
import { addToCart } from '../../lib/shop-actions.ts';
import { paths } from '../../paths.ts';

type Props = { item: WishlistItem; busy: boolean; onRemove: () => void };

const cell = 'block md:table-cell md:px-4 md:py-4 md:align-middle';

export function WishlistRow({ item, busy, onRemove }: Props) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const sizeId = useId();
  const product = item.Product;
  const sizes = product.productlitres;
  const firstInStock = sizes.find((s) => s.remaining_qty > 0) ?? sizes[0];
  const [plId, setPlId] = useState(firstInStock?.pl_id);
  const size = sizes.find((s) => s.pl_id === plId) ?? firstInStock;
  const image = size?.productimages[0];
  const outOfStock = !size || size.remaining_qty <= 0;

  return (
    <tr
      aria-busy={busy}
      className={`grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 py-5 md:table-row md:py-0 ${busy ? 'opacity-60' : ''}`}
    >
      <td className={`${cell} col-span-2 md:pl-0`}>
        <div className="flex items-center gap-4">
          <Link
            to={paths.productDetails(product.id)}
            tabIndex={-1}
            aria-hidden="true"
            className="block size-20 shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
          >
            <Img src={image?.image} srcSet={image?.srcset} sizes="80px" className="size-full object-cover" />
          </Link>
          <div className="min-w-0">
            <Link
              to={paths.productDetails(product.id)}
              className="line-clamp-2 font-semibold text-slate-900 hover:text-brand"
            >
              {product.name}
            </Link>
            <p className="mt-1 text-sm text-slate-600">{product.Category.name}</p>
          </div>
        </div>
      </td>
      <td className={cell}>
        {sizes.length > 1 ? (
          <>
            <label htmlFor={sizeId} className="sr-only">
              {t('Size of {name}', { name: product.name })}
            </label>
            <select
              id={sizeId}
              value={size?.pl_id}
              onChange={(e) => setPlId(Number(e.target.value))}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand focus:outline-none"
            >
              {sizes.map((s) => (
                <option key={s.pl_id} value={s.pl_id}>
                  {s.litre.litre}
                  {s.remaining_qty <= 0 ? ` ${t('(out of stock)')}` : ''}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className="text-sm whitespace-nowrap text-slate-700">
            <span className="sr-only">{t('Size:')} </span>
            {size?.litre.litre ?? '—'}
          </span>
        )}
      </td>
      <td className={`${cell} justify-self-end md:text-left`}>
        {size && <Price price={size.discounted_price} mrp={size.price} discount={size.discount} />}
      </td>
      <td className={`${cell} col-span-2 md:pr-0`}>
        <div className="flex items-center gap-2 md:justify-end md:whitespace-nowrap">
          <button
            type="button"
            disabled={outOfStock || busy}
            onClick={() =>
              size && addToCart(navigate, { productId: product.id, pl_id: size.pl_id, quantity: 1 }, client)
            }
            // The visible words first, so speech users can say what they see (axe label-content-name-mismatch).
            aria-label={
              outOfStock
                ? undefined
                : t('Add to Cart: {name} ({size})', { name: product.name, size: size.litre.litre })
            }
            className="flex flex-1 items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-white transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-slate-300 md:flex-none"
          >
            <CartIcon width={18} height={18} />
            {outOfStock ? t('Out of stock') : t('Add to Cart')}
          </button>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('Remove {name} from wishlist', { name: product.name })}
            className="grid size-10 shrink-0 place-items-center rounded-full text-slate-500 transition hover:bg-red-50 hover:text-red-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <TrashIcon />
          </button>
        </div>
      </td>
    </tr>
  );
}

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
