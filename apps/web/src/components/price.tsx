// Rupee amounts with Indian digit grouping (D18): the selling price, the MRP struck through, and the unit sale
// price of the size (decision 0339).
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { type NetQuantity, unitSalePrice } from '@chamak/shared/unit-price';
import { t } from '../lib/i18n.ts';

export const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** "₹0.32/ml", "₹183.80/L", "₹0.30/g", "₹249.00/kg": `amount` rupees for the size; empty without a volume. */
export function perUnit(amount: number, net: NetQuantity): string {
  const unit = unitSalePrice(rupeesToPaise(amount), net);
  if (!unit) return '';
  const price = formatRupees(unit.paise);
  if (unit.unit === 'ml') return t('{price}/ml', { price });
  if (unit.unit === 'L') return t('{price}/L', { price });
  if (unit.unit === 'g') return t('{price}/g', { price });
  return t('{price}/kg', { price });
}

export function Price({
  price,
  mrp,
  discount,
  size = 'md',
  net,
}: {
  price: number;
  mrp?: number;
  discount?: number;
  size?: 'md' | 'lg';
  /** The size the price is for: its unit sale price follows the price. */
  net?: NetQuantity;
}) {
  const unit = net ? perUnit(price, net) : '';
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`font-bold text-slate-900 ${size === 'lg' ? 'text-2xl' : 'text-lg'}`}>
        {rupees(price)}
      </span>
      {mrp !== undefined && mrp > 0 && mrp > price && (
        <s className="text-sm text-slate-500">
          <span className="sr-only">{t('MRP')} </span>
          {rupees(mrp)}
        </s>
      )}
      {discount !== undefined && discount > 0 && (
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
          {t('Save {percent}%', { percent: discount })}
        </span>
      )}
      {unit && <span className="text-xs whitespace-nowrap text-slate-600">{`(${unit})`}</span>}
    </span>
  );
}
