// "Deliver every N days": the intervals a size is offered by subscription, as the product page, the subscription
// checkout and Profile → Subscriptions offer them. The label is the caller's, placed as its layout needs.
import { t } from '../lib/i18n.ts';

const selectClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/30 focus-visible:outline-none';

export function IntervalSelect({
  id,
  intervals,
  value,
  onChange,
  className = selectClass,
}: {
  id: string;
  intervals: readonly number[];
  value: number;
  onChange: (days: number) => void;
  /** The select's classes, where a form styles its selects alike. */
  className?: string;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} className={className}>
      {intervals.map((days) => (
        <option key={days} value={days}>
          {t('{days} days', { days: String(days) })}
        </option>
      ))}
    </select>
  );
}
