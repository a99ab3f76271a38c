// An order's refunds, for the shopper's order page and the admin's order window: when, how much, its state,
// and the gateway's refund id or the UPI/bank reference of a cash refund. Nothing when there are none.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { Refund } from '@chamak/shared/refunds';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import { Badge, type Tone } from './badge.tsx';

const tone: Record<Refund['status'], Tone> = { pending: 'amber', processed: 'green', failed: 'red' };

export function RefundsList({ order, view }: { order: Order; view: 'shopper' | 'admin' }) {
  if (order.refunds.length === 0) return null;
  return (
    <ul
      className="divide-y divide-slate-100 text-sm"
      aria-label={t('Refunds of order #{id}', { id: String(order.id) })}
    >
      {order.refunds.map((r) => (
        <li key={r.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{formatRupees(rupeesToPaise(r.amount))}</p>
            <p className="text-xs text-slate-500">
              <time dateTime={r.processedAt ?? r.createdAt}>
                {formatDateTime(r.processedAt ?? r.createdAt)}
              </time>
              {view === 'admin' && ` · ${r.reason}`}
            </p>
            {r.kind === 'order_edit' && (
              <p className="text-xs text-slate-600">{t('The difference after the order was changed')}</p>
            )}
            <p className="text-xs break-all text-slate-500">
              {r.method === 'manual'
                ? t('UPI/bank reference {reference}', { reference: r.reference ?? '' })
                : r.providerRefundId
                  ? t('Refund id {id}', { id: r.providerRefundId })
                  : t('To the original payment method')}
            </p>
            {r.status === 'failed' && view === 'admin' && r.failureReason && (
              <p className="text-xs text-red-700">{r.failureReason}</p>
            )}
          </div>
          <Badge tone={tone[r.status]}>{r.statusLabel}</Badge>
        </li>
      ))}
    </ul>
  );
}
