// A quantity stepper between 1 and the size's remaining stock: minus, a number field the shopper can type in, plus.
import { useId } from 'react';
import { QuantityField } from '../../components/quantity-field.tsx';
import { t } from '../../lib/i18n.ts';

type Props = {
  value: number;
  max: number;
  /** `capped`: the shopper typed more than the stock. */
  onChange: (value: number, capped?: boolean) => void;
  disabled?: boolean;
};

export function QuantityStepper({ value, max, onChange, disabled }: Props) {
  const id = useId();
  const clamp = (n: number) => Math.min(Math.max(1, Math.floor(n)), Math.max(1, max));
  const button =
    'grid size-10 place-items-center text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-slate-900">
        {t('Quantity')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-xl border border-slate-300 bg-white">
        <button
          type="button"
          className={button}
          aria-label={t('Decrease quantity')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <QuantityField
          id={id}
          live
          value={value}
          max={max}
          disabled={disabled}
          onCommit={onChange}
          className="h-10 w-14 border-x border-slate-300"
        />
        <button
          type="button"
          className={button}
          aria-label={t('Increase quantity')}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
