// Rows of two inputs (a name and a value) that the admin may add and remove: social links, certifications,
// licences.
import { useId } from 'react';
import { buttonClass, inputClass } from '../ui.tsx';

export type Pair = { key: number; label: string; value: string };

let nextKey = 1;
export const pair = (label: string, value: string): Pair => ({ key: nextKey++, label, value });

export function PairRows({
  legend,
  rows,
  onChange,
  labelName,
  valueName,
  valuePlaceholder,
  error,
  addText,
}: {
  legend: string;
  rows: Pair[];
  onChange: (rows: Pair[]) => void;
  labelName: string;
  valueName: string;
  valuePlaceholder: string;
  error?: string;
  addText: string;
}) {
  const id = useId();
  const set = (i: number, patch: Partial<Pair>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {rows.map((r, i) => (
        <div key={r.key} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[12rem_1fr_auto]">
          <input
            aria-label={`${labelName} ${i + 1}`}
            className={`${inputClass} col-span-2 sm:col-span-1`}
            value={r.label}
            placeholder={labelName}
            onChange={(e) => set(i, { label: e.target.value })}
          />
          <input
            aria-label={`${valueName} ${i + 1}`}
            className={inputClass}
            value={r.value}
            placeholder={valuePlaceholder}
            onChange={(e) => set(i, { value: e.target.value })}
          />
          <button
            type="button"
            className={buttonClass.icon}
            aria-label={`Remove ${labelName.toLowerCase()} ${i + 1}${r.label ? ` (${r.label})` : ''}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            <span aria-hidden="true" className="text-lg leading-none">
              ×
            </span>
          </button>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="button"
        className="text-sm font-semibold text-brand hover:underline"
        onClick={() => onChange([...rows, pair('', '')])}
      >
        + {addText}
      </button>
    </fieldset>
  );
}
