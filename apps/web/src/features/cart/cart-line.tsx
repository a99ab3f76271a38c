// One cart row (SPEC section 2): image, name, size, unit price, a quantity stepper (never below 1, never past
// the stock; the number can be typed too) and remove; the stock warning when the line asks for more than is
// left, or when the shopper typed more than that. A size offered by subscription links to the subscription
// checkout for it and this quantity (decision 0326).
import type { CartItem } from '@chamak/shared/cart';
import { paiseToRupees } from '@chamak/shared/money';
import { isSubscriptionQuantity } from '@chamak/shared/subscription-limits';
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { Price } from '../../components/price.tsx';
import { QuantityField } from '../../components/quantity-field.tsx';
import { guestLimits } from '../../lib/guest-store.ts';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { lineLabel, stockProblem } from './summary.ts';

type Props = {
  line: CartItem;
  /** The quote's unit price for this line's quantity, when known: below the size's price at a quantity price. */
  unitPaise?: number | undefined;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

/** Few enough left that the shopper should know before stepping up. */
const lowStock = 5;

export function CartLine({ line, unitPaise, busy, onQuantity, onRemove }: Props) {
  const label = lineLabel(line);
  const size = line.productlitre;
  const image = size.productimages[0];
  const max = Math.min(size.remaining_qty, guestLimits.maxQuantity);
  const problem = stockProblem(line);
  // The quote's lower unit price for this many units (decision 0341), or null.
  const quantityPrice =
    unitPaise !== undefined && paiseToRupees(unitPaise) < size.discounted_price
      ? paiseToRupees(unitPaise)
      : null;
  const [capped, setCapped] = useState(false);
  const step =
    'grid size-9 place-items-center text-lg font-semibold text-slate-700 transition hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

  return (
    <li
      aria-busy={busy}
      className={`grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-2 py-5 transition-opacity sm:grid-cols-[6rem_minmax(0,1fr)] md:grid-cols-[6rem_minmax(0,1fr)_9rem_8.5rem_2.5rem] md:items-center md:gap-y-0 ${busy ? 'opacity-60' : ''}`}
    >
      <Link
        to={paths.productDetails(line.productId, size.pl_id)}
        tabIndex={-1}
        aria-hidden="true"
        className="row-span-3 block aspect-square self-start overflow-hidden rounded-xl border border-slate-200 bg-slate-50 md:row-span-1 md:self-center"
      >
        <Img src={image?.image} srcSet={image?.srcset} sizes="96px" className="size-full object-cover" />
      </Link>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">
          <Link
            to={paths.productDetails(line.productId, size.pl_id)}
            className="line-clamp-2 hover:text-brand"
          >
            {line.Product.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {t('Size:')} <span className="font-medium text-slate-800">{size.litre.litre}</span>
        </p>
        {problem ? (
          <p className="mt-1 text-sm font-medium text-red-700">{problem}</p>
        ) : (
          (size.remaining_qty <= lowStock || capped) && (
            <p className="mt-1 text-sm text-amber-700">
              {t('Only {count} left in stock', { count: String(size.remaining_qty) })}
            </p>
          )
        )}
        {!problem && <SubscribeLink line={line} label={label} />}
      </div>
      <div>
        <span className="sr-only">{t('Unit price:')} </span>
        <Price price={quantityPrice ?? size.discounted_price} mrp={size.price} />
        {quantityPrice !== null && (
          <p className="text-xs font-medium text-emerald-700">{t('Quantity price')}</p>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 md:contents">
        <fieldset className="inline-flex w-fit items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
          <legend className="sr-only">{t('Quantity of {label}', { label })}</legend>
          <button
            type="button"
            className={step}
            aria-label={t('Decrease quantity of {label}', { label })}
            disabled={busy || line.quantity <= 1}
            onClick={() => {
              setCapped(false);
              onQuantity(line.quantity - 1);
            }}
          >
            −
          </button>
          <QuantityField
            value={line.quantity}
            max={max}
            disabled={busy}
            aria-label={t('Quantity of {label}', { label })}
            onCommit={(quantity, over) => {
              setCapped(over);
              if (quantity !== line.quantity) onQuantity(quantity);
            }}
            className="h-9 w-12 border-x border-slate-300 px-1"
          />
          {/* Says the quantity the server took, after a step or a typed number. */}
          <output aria-live="polite" aria-atomic="true" className="sr-only">
            {t('Quantity {count}', { count: String(line.quantity) })}
          </output>
          <button
            type="button"
            className={step}
            aria-label={t('Increase quantity of {label}', { label })}
            disabled={busy || line.quantity >= max}
            onClick={() => onQuantity(line.quantity + 1)}
          >
            +
          </button>
        </fieldset>
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('Remove {label} from cart', { label })}
          className="grid size-10 place-items-center rounded-full text-slate-500 transition hover:bg-red-50 hover:text-red-600 disabled:cursor-not-allowed disabled:opacity-50 md:justify-self-end"
        >
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}

/**
 * "Deliver every N days, save X%": the size's shortest interval, to the subscription checkout with this line's
 * quantity (where another interval may be chosen). Not offered for a size that cannot be subscribed to, or for
 * more than a subscription may carry.
 */
function SubscribeLink({ line, label }: { line: CartItem; label: string }) {
  const offer = line.productlitre.subscription;
  const every = offer?.intervals[0];
  if (!offer || !every || !isSubscriptionQuantity(line.quantity)) return null;
  const percent = String(offer.discountPercent);
  const days = String(every);
  const save = offer.discountPercent > 0 ? t('save {percent}%', { percent }) : '';
  return (
    <Link
      to={paths.subscribeCheckout(line.productId, line.pl_id, line.quantity, every)}
      aria-label={
        save
          ? t('Subscribe to {label}: deliver every {days} days, save {percent}%', { label, days, percent })
          : t('Subscribe to {label}: deliver every {days} days', { label, days })
      }
      className="mt-2 inline-block rounded-lg text-sm font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {t('Deliver every {days} days', { days })}
      {save ? ', ' : ''}
      {/* The arrow stays with the last words when they wrap on a phone. */}
      <span className="whitespace-nowrap">
        {save}
        <ArrowRightIcon className="ml-1 inline size-4 align-[-3px]" />
      </span>
    </Link>
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
