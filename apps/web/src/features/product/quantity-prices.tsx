// The chosen size's quantity prices (decision 0341): "6+ units ₹90 each" per tier below its price, the tier the
// quantity reaches marked. The server prices the cart; this only says what it will charge. No zod here: the
// product page's first load stays small.

import { formatRupees } from '@chamak/shared/money';
import type { PriceTier } from '@chamak/shared/quantity-prices';
import { t } from '../../lib/i18n.ts';

type Props = { tiers: PriceTier[]; pricePaise: number; quantity: number };

export function QuantityPrices({ tiers, pricePaise, quantity }: Props) {
  const shown = tiers.filter((tier) => tier.unitPaise < pricePaise);
  if (shown.length === 0) return null;
  const reached = shown.filter((tier) => quantity >= tier.minUnits).at(-1);
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{t('Buy more, pay less')}</h2>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {shown.map((tier) => (
          <li
            key={tier.minUnits}
            aria-current={tier === reached ? 'true' : undefined}
            className={`rounded-lg border px-3 py-1.5 text-sm ${tier === reached ? 'border-emerald-600 bg-emerald-50 text-emerald-900' : 'border-slate-200 text-slate-700'}`}
          >
            <span className="font-semibold">{t('{count}+ units', { count: tier.minUnits })}</span>{' '}
            {t('{price} each', { price: formatRupees(tier.unitPaise) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
