// The orders page's table view (decision 0353): number, time, customer, payment, status and total, a checkbox on
// each row and one for the whole page, and the bar of what can be done to the chosen orders: mark them packed or
// shipped (each answered on its own: the refused ones are listed with the reason), print their packing slips and
// export them as CSV.
import type { BulkOrderResult, BulkOrderTarget } from '@chamak/shared/bulk-actions';
import type { Order } from '@chamak/shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { orderPaymentLabel, orderStatusText, paymentMethodLabel } from '../../../components/orders/format.ts';
import { rupees } from '../../../components/price.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { AdminTable, type Column, cellClass } from '../list-kit/table.tsx';
import { BusyButton, buttonClass } from '../ui.tsx';
import { exportSelection, markOrders, printPackingSlips } from './bulk-api.ts';

const checkbox = 'size-4 rounded border-slate-400 accent-brand';

/** A checkbox that can show "some chosen" (indeterminate), which has no attribute of its own. */
function SelectAll({
  id,
  all,
  some,
  onChange,
}: {
  id: string;
  all: boolean;
  some: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [all, some]);
  return <input ref={ref} id={id} type="checkbox" className={checkbox} checked={all} onChange={onChange} />;
}

type Busy = BulkOrderTarget | 'print' | 'export' | null;

export function OrdersTable({ orders, onOpen }: { orders: Order[]; onOpen: (id: number) => void }) {
  const queryClient = useQueryClient();
  const selectAllId = useId();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<Busy>(null);
  const [refused, setRefused] = useState<BulkOrderResult[]>([]);
  // A new page, search or filter starts with nothing chosen.
  const shown = orders.map((o) => o.id).join(',');
  useEffect(() => {
    setChosen(new Set());
    setRefused([]);
  }, [shown]);

  const ids = orders.filter((o) => chosen.has(o.id)).map((o) => o.id);
  const all = orders.length > 0 && ids.length === orders.length;
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const run = async (what: Exclude<Busy, null>, work: () => Promise<void>, failed: string) => {
    setBusy(what);
    try {
      await work();
    } catch (e) {
      toast.error(errorMessage(e, failed));
    } finally {
      setBusy(null);
    }
  };
  const mark = (to: BulkOrderTarget) =>
    run(
      to,
      async () => {
        const reply = await markOrders(ids, to);
        const notMoved = reply.results.filter((r) => r.outcome === 'refused');
        setRefused(notMoved);
        if (notMoved.length === 0) toast.success(reply.message);
        else toast.error(reply.message);
        // The refused stay chosen, to be looked at; the rest are done.
        setChosen(new Set(notMoved.map((r) => r.orderId)));
        await queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      },
      'Failed to update the orders.',
    );

  const columns: Column[] = [
    ['Select', 'w-10'],
    'Order',
    ['Time', 'hidden md:table-cell'],
    'Customer',
    ['Payment', 'hidden lg:table-cell'],
    ['Status', 'hidden sm:table-cell'],
    ['Total', 'hidden text-right sm:table-cell'],
  ];

  return (
    <div>
      <section
        aria-label="Chosen orders"
        className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
      >
        <p className="mr-auto text-sm font-medium text-slate-700" aria-live="polite">
          {ids.length === 0
            ? 'Choose orders to mark, print or export them.'
            : `${ids.length} ${ids.length === 1 ? 'order' : 'orders'} chosen`}
        </p>
        <BusyButton
          type="button"
          busy={busy === 'packed'}
          busyText="Marking..."
          className={buttonClass.primary}
          disabled={ids.length === 0 || busy !== null}
          onClick={() => mark('packed')}
        >
          Mark packed
        </BusyButton>
        <BusyButton
          type="button"
          busy={busy === 'shipped'}
          busyText="Marking..."
          className={buttonClass.secondary}
          disabled={ids.length === 0 || busy !== null}
          onClick={() => mark('shipped')}
        >
          Mark shipped
        </BusyButton>
        <BusyButton
          type="button"
          busy={busy === 'print'}
          busyText="Making PDF..."
          className={buttonClass.secondary}
          disabled={ids.length === 0 || busy !== null}
          onClick={() => run('print', () => printPackingSlips(ids), 'Failed to make the packing slips.')}
        >
          Print slips
        </BusyButton>
        <BusyButton
          type="button"
          busy={busy === 'export'}
          busyText="Exporting..."
          className={buttonClass.secondary}
          disabled={ids.length === 0 || busy !== null}
          onClick={() => run('export', () => exportSelection(ids), 'Failed to export the orders.')}
        >
          Export selection
        </BusyButton>
      </section>
      {refused.length > 0 && (
        <div
          role="alert"
          className="mb-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="font-semibold">
            {refused.length === 1 ? 'This order was not changed:' : 'These orders were not changed:'}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((r) => (
              <li key={r.orderId}>
                <span className="font-semibold">#{r.orderId}</span>: {r.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <AdminTable caption="Orders" columns={columns} minWidth="min-w-0">
        <tr>
          <td className={`${cellClass} bg-slate-50`} colSpan={7}>
            <div className="flex items-center gap-3 text-sm text-slate-700">
              <SelectAll
                id={selectAllId}
                all={all}
                some={ids.length > 0}
                onChange={() => setChosen(all ? new Set() : new Set(orders.map((o) => o.id)))}
              />
              <label htmlFor={selectAllId}>Select all orders on this page</label>
            </div>
          </td>
        </tr>
        {orders.map((order) => (
          <tr key={order.id} className={chosen.has(order.id) ? 'bg-indigo-50/60' : 'hover:bg-slate-50'}>
            <td className={cellClass}>
              <input
                type="checkbox"
                className={checkbox}
                checked={chosen.has(order.id)}
                onChange={() => toggle(order.id)}
                aria-label={`Select order #${order.id}`}
              />
            </td>
            <td className={cellClass}>
              <button
                type="button"
                className="font-semibold text-brand hover:underline"
                onClick={() => onOpen(order.id)}
              >
                #{order.id}
              </button>
              {/* On a phone the time and status go under the number, the total under the customer. */}
              <p className="text-xs text-slate-600 md:hidden">{formatDateTime(order.createdAt)}</p>
              <p className="text-xs text-slate-800 sm:hidden">{orderStatusText(order)}</p>
            </td>
            <td className={`${cellClass} hidden whitespace-nowrap text-slate-700 md:table-cell`}>
              {formatDateTime(order.createdAt)}
            </td>
            <td className={cellClass}>
              <p className="text-slate-900">{`${order.firstName} ${order.lastName}`.trim()}</p>
              <p className="text-xs text-slate-600">{order.phone}</p>
              <p className="font-semibold tabular-nums sm:hidden">{rupees(order.totalPrice)}</p>
            </td>
            <td className={`${cellClass} hidden lg:table-cell`}>
              <p className="text-slate-900">{paymentMethodLabel[order.paymentMethod]}</p>
              <p className="text-xs text-slate-600">{orderPaymentLabel(order)}</p>
            </td>
            <td className={`${cellClass} hidden sm:table-cell`}>{orderStatusText(order)}</td>
            <td className={`${cellClass} hidden text-right font-semibold tabular-nums sm:table-cell`}>
              {rupees(order.totalPrice)}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
