// Size cards: one per litre configuration, each with its price; choosing one changes price, stock and images.
import type { ProductLitre } from '@chamak/shared/catalogue';
import { rupees } from '../../components/price.tsx';
import { t } from '../../lib/i18n.ts';

type Props = {
  sizes: ProductLitre[];
  selected: number;
  onSelect: (index: number) => void;
};

export function SizePicker({ sizes, selected, onSelect }: Props) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        {t('Size:')} <span className="font-normal text-slate-600">{sizes[selected]?.litre.litre}</span>
      </legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {sizes.map((size, i) => {
          const active = i === selected;
          const soldOut = size.remaining_qty <= 0;
          return (
            <button
              key={size.pl_id}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(i)}
              className={`flex flex-col items-center gap-0.5 rounded-xl border-2 px-2 py-2.5 text-center transition ${
                active
                  ? 'border-brand bg-indigo-50 shadow-sm'
                  : 'border-slate-200 bg-white hover:border-slate-400'
              }`}
            >
              <span className={`text-sm font-bold ${active ? 'text-brand' : 'text-slate-900'}`}>
                {size.litre.litre}
              </span>
              <span className="text-xs text-slate-600">{rupees(size.discounted_price)}</span>
              {soldOut && <span className="text-[11px] font-medium text-red-700">{t('Sold out')}</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
