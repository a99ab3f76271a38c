// The subscription figures (decisions 0326, 0327), on the Subscriptions page and as a card on the dashboard: the
// active subscriptions, what their renewals due in the next 30 days come to at today's prices, the cancellations
// of the last 30 days, the renewals left unpaid after a failed debit, and the reorder reminders of the last 30 days (sent, links used, orders that followed, and
// the share of reminders that led to an order).
import { formatRupees } from '@chamak/shared/money';
import type { SubscriptionFigures as Figures } from './api.ts';

const count = (n: number) => n.toLocaleString('en-IN');

/** "25%" (one decimal at most), as the abandoned carts' recovery rate reads. */
export const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

export function SubscriptionFigures({ figures, compact = false }: { figures: Figures; compact?: boolean }) {
  const reminders = figures.reorderReminders;
  const items: { label: string; value: string; note?: string }[] = [
    { label: 'Active subscriptions', value: count(figures.activeSubscriptions) },
    {
      label: 'Renewals due, next 30 days',
      value: formatRupees(figures.renewalsNext30DaysPaise),
      note: 'at today’s prices',
    },
    { label: 'Cancelled, last 30 days', value: count(figures.cancelledLast30Days) },
    {
      label: 'Failed payments, unpaid',
      value: count(figures.unpaidFailedDebits),
      note: 'renewals whose debit failed',
    },
    {
      label: 'Reorder reminders, last 30 days',
      value: `${percent(reminders.rate)} ordered`,
      note: `${count(reminders.sent)} sent · ${count(reminders.restored)} ${reminders.restored === 1 ? 'link' : 'links'} used · ${count(reminders.ordered)} ordered again`,
    },
  ];
  return (
    <dl className={`grid grid-cols-2 gap-3 ${compact ? 'sm:grid-cols-3' : 'lg:grid-cols-5'}`}>
      {items.map((f) => (
        <div
          key={f.label}
          className={
            compact
              ? 'rounded-xl bg-slate-50 px-3 py-2'
              : 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm'
          }
        >
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{f.label}</dt>
          <dd className="mt-1 text-lg font-bold text-slate-900 tabular-nums">{f.value}</dd>
          {f.note && <dd className="mt-0.5 text-xs text-slate-500">{f.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
