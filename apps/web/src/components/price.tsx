// Rupee amounts with Indian digit grouping (D18): the selling price, and the MRP struck through.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { t } from '../lib/i18n.ts';

export const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

export function Price({
  price,
  mrp,
  discount,
  size = 'md',
}: {
  price: number;
  mrp?: number;
  discount?: number;
  size?: 'md' | 'lg';
}) {
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
    </span>
  );
}
