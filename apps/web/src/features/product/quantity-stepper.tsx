// A quantity stepper between 1 and the size's remaining stock: minus, a number field, plus.
import { useId } from 'react';

type Props = {
  value: number;
  max: number;
  onChange: (value: number) => void;
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
        Quantity
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-xl border border-slate-300 bg-white">
        <button
          type="button"
          className={button}
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={value}
          disabled={disabled}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isFinite(n) && e.target.value !== '') onChange(clamp(n));
          }}
          className="h-10 w-14 border-x border-slate-300 text-center font-semibold text-slate-900 [appearance:textfield] disabled:bg-slate-50 disabled:text-slate-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={button}
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
