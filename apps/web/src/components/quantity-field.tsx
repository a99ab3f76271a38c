// A quantity the shopper can type, for the product page and the cart: a number is clamped to 1..max as it is
// typed; `live` fields (the product page) take each one at once, the others (the cart, where each change is a
// call) when Enter is pressed or the field is left. An emptied field waits for a number and otherwise goes
// back to the quantity it had. `onCommit` says whether the stock cut the number down, so the page says how
// many are left.
import { useState } from 'react';

type Props = {
  id?: string;
  value: number;
  /** The size's stock (at least 1 is always allowed, so an out-of-stock line can still be shown). */
  max: number;
  onCommit: (quantity: number, capped: boolean) => void;
  /** Take every typed number at once instead of on Enter or leaving the field. */
  live?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
};

/** Whole units between 1 and `max`; null for a field that holds no number. */
export function clampQuantity(text: string, max: number): { quantity: number; capped: boolean } | null {
  if (text.trim() === '') return null;
  const n = Math.floor(Number(text));
  if (!Number.isFinite(n)) return null;
  const top = Math.max(1, max);
  return { quantity: Math.min(Math.max(1, n), top), capped: n > top };
}

export function QuantityField({ id, value, max, onCommit, live, disabled, className, ...rest }: Props) {
  // What is being typed; null when the field shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const [capped, setCapped] = useState(false);

  const settle = () => {
    if (draft === null) return;
    setDraft(null);
    const result = clampQuantity(draft, max);
    if (result && result.quantity !== value) onCommit(result.quantity, capped || result.capped);
    setCapped(false);
  };

  const type = (text: string) => {
    const result = clampQuantity(text, max);
    if (!result) {
      setDraft(text);
      return;
    }
    if (live) {
      setDraft(null);
      onCommit(result.quantity, result.capped);
      return;
    }
    // Out of range is put right at once, so the field never shows a quantity that will not be taken.
    const shown = String(result.quantity) === text.trim() ? text : String(result.quantity);
    setDraft(shown);
    setCapped((was) => was || result.capped);
  };

  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={Math.max(1, max)}
      step={1}
      value={draft ?? String(value)}
      disabled={disabled}
      aria-label={rest['aria-label']}
      onChange={(e) => type(e.target.value)}
      onBlur={settle}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          settle();
        }
        if (e.key === 'Escape') setDraft(null);
      }}
      className={`text-center font-semibold text-slate-900 tabular-nums [appearance:textfield] disabled:bg-slate-50 disabled:text-slate-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${className ?? ''}`}
    />
  );
}
