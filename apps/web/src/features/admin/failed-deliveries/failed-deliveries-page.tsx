// /admin/failed-deliveries (decision 0336): every open failed delivery, oldest first: the order, the shopper and
// their phone, the courier's (or the admin's) reason and which attempt it was, the shopper's answer by the link,
// how long it has waited, a "Call the shopper" flag after a day without an answer, and what the admin does about
// it: another try on a day, the parcel's return to origin, or resolved (handled by phone or in the courier's panel).
import {
  type AdminFailedDelivery,
  answerLabel,
  callAfterHours,
  type FailedDeliveryActionBody,
} from '@chamak/shared/failed-deliveries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { AdminTable, actionButton, Badge, dangerAction, ListStates, td } from '../list-kit/table.tsx';
import { adminPath } from '../nav.ts';
import { AdminPageHeader, BusyButton, buttonClass, Field, inputClass, Modal } from '../ui.tsx';
import { failedDeliveriesQuery, failedDeliveryCalls, failedDeliveryKeys } from './api.ts';

const loadFailed = 'Failed to load failed deliveries.';

/** How long ago, in the largest whole unit: 'under an hour', '5 hours', '3 days'. */
function age(at: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(at)) / 3_600_000);
  if (!(hours >= 1)) return 'under an hour';
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Tomorrow as 'YYYY-MM-DD' in the browser's calendar: the first day another try may be asked for. */
function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

type Asking = { item: AdminFailedDelivery; action: 'reattempt' | 'return' } | null;

function Answer({ item }: { item: AdminFailedDelivery }) {
  const a = item.answerAddress;
  return (
    <div className="space-y-1">
      {item.answer ? (
        <span className="block font-medium text-slate-900">
          {answerLabel(item.answer, item.answerDate, a)}
        </span>
      ) : (
        <span className="block text-slate-500">No answer yet</span>
      )}
      {a && (
        <span className="block text-xs text-slate-600">
          {[a.apt, a.address, a.city, `${a.state} ${a.postalCode}`].filter(Boolean).join(', ')}
        </span>
      )}
      {item.answeredAt && (
        <span className="block text-xs text-slate-500">{formatDateTime(item.answeredAt)}</span>
      )}
      {item.callShopper && <Badge tone="red">Call the shopper</Badge>}
      {item.forwardError && (
        <span className="block text-xs text-red-700">Not sent to Shiprocket: {item.forwardError}</span>
      )}
    </div>
  );
}

function OrderCell({ item }: { item: AdminFailedDelivery }) {
  return (
    <div>
      <Link
        to={`${adminPath('orders')}?order=${item.orderId}`}
        className="font-semibold whitespace-nowrap text-brand hover:underline"
      >
        Order #{item.orderId}
      </Link>
      <span className="block text-xs text-slate-500">
        {item.statusLabel} · {item.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online'}
      </span>
    </div>
  );
}

function ShopperCell({ item }: { item: AdminFailedDelivery }) {
  return (
    <div>
      <span className="block font-medium text-slate-900">{item.customerName}</span>
      <a href={`tel:${item.phone}`} className="text-xs text-brand hover:underline">
        {item.phone}
      </a>
    </div>
  );
}

function ReasonCell({ item }: { item: AdminFailedDelivery }) {
  return (
    <div>
      <span className="block text-slate-900">{item.reason}</span>
      <span className="block text-xs text-slate-500">
        Attempt {item.attempt} · {item.source === 'courier' ? 'from the courier' : 'recorded by hand'}
      </span>
    </div>
  );
}

export default function FailedDeliveriesPage() {
  const query = useQuery(failedDeliveriesQuery());
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const [day, setDay] = useState('');
  const dayId = useId();
  const act = useMutation({
    mutationFn: ({ id, body }: { id: number; body: FailedDeliveryActionBody }) =>
      failedDeliveryCalls.act(id, body),
    onSuccess: async (result) => {
      toast.success(result.message);
      setAsking(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: failedDeliveryKeys.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      ]);
    },
    onError: (e) => toast.error(errorMessage(e, 'Something Went Wrong')),
  });
  const items = query.data?.items ?? [];
  const actionsOf = (item: AdminFailedDelivery) => (
    <>
      <button
        type="button"
        className={`${actionButton} whitespace-nowrap`}
        onClick={() => {
          setDay(item.answer === 'reattempt' && item.answerDate ? item.answerDate : tomorrow());
          setAsking({ item, action: 'reattempt' });
        }}
      >
        Re-attempt on a date
      </button>
      <button
        type="button"
        className={`${dangerAction} whitespace-nowrap`}
        onClick={() => setAsking({ item, action: 'return' })}
      >
        Return to origin
      </button>
      <BusyButton
        type="button"
        busy={act.isPending && act.variables?.id === item.id && act.variables.body.action === 'resolve'}
        busyText="Resolving..."
        className={`${actionButton} whitespace-nowrap`}
        onClick={() => act.mutate({ id: item.id, body: { action: 'resolve' } })}
      >
        Mark resolved
      </BusyButton>
    </>
  );
  const toCall = items.filter((i) => i.callShopper).length;

  return (
    <div>
      <AdminPageHeader
        title="Failed deliveries"
        description={
          query.data
            ? `${query.data.total} open${toCall > 0 ? `, ${toCall} to call (no answer in ${callAfterHours} hours)` : ''}`
            : undefined
        }
      />
      <ListStates
        pending={query.isPending}
        failed={query.isError}
        empty={items.length === 0}
        failedText={loadFailed}
        emptyText="No failed deliveries waiting"
      >
        {/* On a phone, a card per attempt; on wider screens, the table. */}
        <ul aria-label="Failed deliveries" className="space-y-3 md:hidden">
          {items.map((item) => (
            <li
              key={item.id}
              className={`rounded-2xl border bg-white p-4 shadow-sm ${item.callShopper ? 'border-red-200' : 'border-slate-200'}`}
            >
              <div className="flex items-start justify-between gap-3">
                <OrderCell item={item} />
                <time
                  dateTime={item.reportedAt}
                  title={formatDateTime(item.reportedAt)}
                  className="text-sm whitespace-nowrap text-slate-500"
                >
                  {age(item.reportedAt)}
                </time>
              </div>
              <div className="mt-3 grid gap-3 text-sm">
                <ShopperCell item={item} />
                <ReasonCell item={item} />
                <Answer item={item} />
              </div>
              <div className="mt-3 flex flex-wrap gap-1 border-t border-slate-100 pt-2">
                {actionsOf(item)}
              </div>
            </li>
          ))}
        </ul>
        <div className="hidden md:block">
          <AdminTable
            caption="Failed deliveries"
            minWidth="min-w-[880px]"
            columns={['Order', 'Shopper', 'Reason', "Shopper's answer", 'Age', ['Actions', 'text-right']]}
          >
            {items.map((item) => (
              <tr key={item.id} className={item.callShopper ? 'bg-red-50/40' : 'hover:bg-slate-50/60'}>
                <td className={td}>
                  <OrderCell item={item} />
                </td>
                <td className={td}>
                  <ShopperCell item={item} />
                </td>
                <td className={td}>
                  <ReasonCell item={item} />
                </td>
                <td className={td}>
                  <Answer item={item} />
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <time dateTime={item.reportedAt} title={formatDateTime(item.reportedAt)}>
                    {age(item.reportedAt)}
                  </time>
                </td>
                <td className={`${td} text-right`}>
                  <div className="flex flex-col items-end gap-1">{actionsOf(item)}</div>
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      </ListStates>
      <Modal
        open={asking !== null}
        title={
          asking?.action === 'return'
            ? `Return order #${asking.item.orderId} to origin?`
            : `Re-attempt order #${asking?.item.orderId ?? ''}`
        }
        onClose={() => !act.isPending && setAsking(null)}
        footer={
          <>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => setAsking(null)}
              disabled={act.isPending}
            >
              Back
            </button>
            <BusyButton
              type="button"
              busy={act.isPending}
              busyText="Sending..."
              className={asking?.action === 'return' ? buttonClass.danger : buttonClass.primary}
              disabled={asking?.action === 'reattempt' && !day}
              onClick={() =>
                asking &&
                act.mutate({
                  id: asking.item.id,
                  body:
                    asking.action === 'return' ? { action: 'return' } : { action: 'reattempt', date: day },
                })
              }
            >
              {asking?.action === 'return' ? 'Return to origin' : 'Re-attempt on this date'}
            </BusyButton>
          </>
        }
      >
        {asking?.action === 'return' ? (
          <p className="text-slate-700">
            The courier brings the parcel back and the order moves to RTO Initiated. With Shiprocket, the
            return is asked of it now.
          </p>
        ) : (
          <Field id={dayId} label="Day of the next try" hint="From tomorrow to a week from now.">
            <input
              id={dayId}
              type="date"
              value={day}
              min={tomorrow()}
              onChange={(e) => setDay(e.target.value)}
              className={inputClass}
            />
          </Field>
        )}
      </Modal>
    </div>
  );
}
