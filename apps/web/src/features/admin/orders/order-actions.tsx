// What the shop does with an order (D13): set status, courier, AWB, tracking URL and estimated delivery; add
// a tracking event; create the Shiprocket shipment; record the cash collected (after a confirmation naming the
// amount); cancel (the server restocks). Lists reload afterwards. An order with nothing left to do (a cancelled
// one, say) shows no actions box at all.
import { awaitingConfirmation } from '@chamak/shared/cod-confirmation';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import {
  canMoveTo,
  isOrderStatus,
  isPlaced,
  manualStatuses,
  nextStatusesOf,
  OrderStatus,
  type OrderStatusCode,
  orderStatuses,
  orderStatusLabel,
  shippingStopped,
  shippingStoppedMessage,
} from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { shipmentClosed } from '@chamak/shared/shipment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { DeliveryFailedAction } from '../failed-deliveries/delivery-failed-action.tsx';
import { SelectField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { BusyButton, buttonClass, Modal } from '../ui.tsx';
import { orderCalls, type ShipmentPatch, shippingQuery, type TrackingEvent } from './api.ts';
import { RefundAction } from './refund-action.tsx';

type Panel = 'shipment' | 'tracking' | null;

type Notice = { tone: 'ok' | 'error'; text: string };
/** Reports an outcome both as a toast and inside the modal (the modal's backdrop dims the toasts). */
type Report = (notice: Notice) => void;
type FormProps = { order: Order; onDone: () => void; report: Report };

const toolButton = (active: boolean) =>
  `inline-flex items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-50 ${
    active ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
  }`;

const urlError = 'The tracking URL must be a web address (http or https)';

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reloads the order lists, the open order and the dashboard after a change. */
function useOrderChange() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
    ]);
  };
}

/** A date the API keeps as text ('2026-11-28', or Shiprocket's '2026-11-28 18:00:00') for a date input. */
const dateInputValue = (etd: string | null) =>
  etd && /^\d{4}-\d{2}-\d{2}/.test(etd) ? etd.slice(0, 10) : '';

/**
 * The statuses the order-state table lets this order move to, in SPEC's order. Cancelling goes through
 * 'Cancel order', which also puts the stock back, so the plain status lists omit it.
 */
const nextChoices = (current: number) =>
  nextStatusesOf(current)
    .filter((code) => manualStatuses.includes(code))
    .map((code) => ({ value: String(code), label: orderStatusLabel(code) }));

/** Where the order is now, and where it may go next. */
const statusChoices = (current: number) =>
  orderStatuses
    .filter((code) => code === current || (canMoveTo(current, code) && manualStatuses.includes(code)))
    .map((code) => ({ value: String(code), label: orderStatusLabel(code) }));

function ShipmentForm({ order, onDone, report }: FormProps) {
  const data = order.tracking.tracking_data;
  const initial = {
    status: String(order.status),
    courier: order.courier_name ?? '',
    awb: order.awb_code ?? '',
    url: data.track_url ?? '',
    etd: dateInputValue(data.etd),
  };
  const form = useForm(initial);
  const changed = useOrderChange();
  const save = useMutation({
    mutationFn: (patch: ShipmentPatch) => orderCalls.updateShipment(order.id, patch),
    onSuccess: async (result) => {
      report({ tone: 'ok', text: result.message });
      await changed();
      onDone();
    },
    onError: (e) => {
      form.serverError(e, { courier_name: 'courier', awb_code: 'awb', track_url: 'url' });
      report({ tone: 'error', text: errorMessage(e, 'Something Went Wrong') });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = form.values;
    const url = values.url.trim();
    if (!form.check({ url: url && !isWebAddress(url) ? urlError : undefined })) return;
    // Only what changed is sent, so an untouched field never overwrites what Shiprocket filled in.
    const patch: ShipmentPatch = {};
    const text = (value: string) => value.trim() || null;
    if (values.status !== initial.status) patch.status = Number(values.status) as OrderStatusCode;
    if (values.courier.trim() !== initial.courier) patch.courier_name = text(values.courier);
    if (values.awb.trim() !== initial.awb) patch.awb_code = text(values.awb);
    if (url !== initial.url) patch.track_url = url || null;
    if (values.etd !== initial.etd) patch.etd = values.etd || null;
    if (Object.keys(patch).length === 0) {
      toast.info('Nothing has changed.');
      return;
    }
    save.mutate(patch);
  };
  const cancelled = order.status === OrderStatus.Cancelled;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Update shipment">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          form={form}
          name="status"
          label="Status"
          hint={cancelled ? 'A cancelled order cannot move on.' : undefined}
          disabled={cancelled}
        >
          {statusChoices(order.status).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {!isOrderStatus(order.status) && (
            <option value={initial.status}>{orderStatusLabel(order.status)}</option>
          )}
        </SelectField>
        <TextField form={form} name="courier" label="Courier" maxLength={100} placeholder="e.g. Delhivery" />
        <TextField form={form} name="awb" label="AWB code" maxLength={60} />
        <TextField form={form} name="etd" label="Estimated delivery" type="date" />
        <div className="sm:col-span-2">
          <TextField
            form={form}
            name="url"
            label="Tracking URL"
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder="https://"
          />
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          Cancel
        </button>
        <BusyButton type="submit" busy={save.isPending}>
          Save shipment
        </BusyButton>
      </div>
    </form>
  );
}

function TrackingForm({ order, onDone, report }: FormProps) {
  const form = useForm({ activity: '', location: '', date: '', status: '' });
  const changed = useOrderChange();
  const add = useMutation({
    mutationFn: (event: TrackingEvent) => orderCalls.addTracking(order.id, event),
    onSuccess: async (result) => {
      report({ tone: 'ok', text: result.message });
      await changed();
      onDone();
    },
    onError: (e) => {
      form.serverError(e);
      report({ tone: 'error', text: errorMessage(e, 'Something Went Wrong') });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = form.values;
    const activity = values.activity.trim();
    if (!form.check({ activity: activity ? undefined : 'Activity is required' })) return;
    const event: TrackingEvent = { activity };
    if (values.location.trim()) event.location = values.location.trim();
    // A datetime-local value is the admin's local time; the API wants an ISO time with its offset.
    if (values.date) event.date = new Date(values.date).toISOString();
    if (values.status) event.status = Number(values.status) as OrderStatusCode;
    add.mutate(event);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Add tracking event">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            form={form}
            name="activity"
            label="Activity"
            maxLength={200}
            placeholder="e.g. Shipment picked up"
          />
        </div>
        <TextField
          form={form}
          name="location"
          label="Location (optional)"
          maxLength={120}
          placeholder="e.g. Bengaluru hub"
        />
        <TextField
          form={form}
          name="date"
          label="Date and time (optional)"
          hint="Leave empty for now."
          type="datetime-local"
        />
        <div className="sm:col-span-2">
          <SelectField form={form} name="status" label="Also set the order's status (optional)">
            <option value="">Keep {orderStatusLabel(order.status)}</option>
            {nextChoices(order.status).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          Cancel
        </button>
        <BusyButton type="submit" busy={add.isPending} busyText="Adding...">
          Add event
        </BusyButton>
      </div>
    </form>
  );
}

export function OrderActions({ order }: { order: Order }) {
  const [panel, setPanel] = useState<Panel>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmCash, setConfirmCash] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const report: Report = (n) => {
    (n.tone === 'ok' ? toast.success : toast.error)(n.text);
    setNotice(n);
  };
  const changed = useOrderChange();
  const panelId = useId();
  const cancel = useMutation({
    mutationFn: () => orderCalls.cancel(order.id),
    onSuccess: async (result) => {
      report({ tone: 'ok', text: result.message });
      setConfirmCancel(false);
      await changed();
    },
    onError: (e) => {
      report({ tone: 'error', text: errorMessage(e, 'Something Went Wrong') });
      setConfirmCancel(false);
    },
  });
  const ship = useMutation({
    mutationFn: () => orderCalls.ship(order.id),
    onSuccess: async (result) => {
      report({ tone: 'ok', text: result.message });
      await changed();
    },
    onError: (e) => report({ tone: 'error', text: errorMessage(e, 'Something Went Wrong') }),
  });
  const confirmOrder = useMutation({
    mutationFn: () => orderCalls.confirm(order.id),
    onSuccess: async (result) => {
      report({ tone: 'ok', text: result.message });
      await changed();
    },
    onError: (e) => report({ tone: 'error', text: errorMessage(e, 'Something Went Wrong') }),
  });
  const collect = useMutation({
    mutationFn: () => orderCalls.codCollected(order.id),
    onSuccess: async (result) => {
      report({ tone: 'ok', text: result.message });
      setConfirmCash(false);
      await changed();
    },
    onError: (e) => {
      report({ tone: 'error', text: errorMessage(e, 'Something Went Wrong') });
      setConfirmCash(false);
    },
  });
  // The courier handed over the cash of a delivered COD order (decision 0125).
  const cashDue =
    order.paymentMethod === 'cod' && order.paymentStatus === 'cod' && order.status === OrderStatus.Delivered;
  const cancelled = order.status === OrderStatus.Cancelled;
  // Refunded in full before it shipped: it is not shipped, only cancelled (decision 0132).
  const stopped = shippingStopped(order);
  // A cash order waiting for its shopper's confirmation is not shipped until confirmed (decision 0250).
  const held = awaitingConfirmation(order);
  // No shipment action on a delivered or cancelled order, nor on a checkout never paid (decisions 0180, 0181).
  const ships = !stopped && !held && isPlaced(order.paymentStatus) && !shipmentClosed(order.status);
  const shiprocket = useQuery(shippingQuery()).data?.shiprocket === true;
  const createsShipment = shiprocket && ships && order.shipment_order_id == null && !cancelled;
  const refunds = rupeesToPaise(order.refundable) > 0;
  const cancels = !cancelled && canMoveTo(order.status, OrderStatus.Cancelled);
  const cash = formatRupees(rupeesToPaise(order.totalPrice));
  const toggle = (next: Exclude<Panel, null>) => {
    setNotice(null);
    setPanel((p) => (p === next ? null : next));
  };
  // Nothing to do and nothing to say: no empty box (a cancelled order, a delivered and settled one).
  if (!(stopped || held || ships || createsShipment || cashDue || refunds || cancels || notice)) return null;
  return (
    <section aria-label="Order actions" className="rounded-xl border border-slate-200 bg-white p-3">
      {stopped && (
        <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {shippingStoppedMessage}
        </p>
      )}
      {held && order.confirmation && (
        <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Awaiting the shopper's confirmation until {formatDateTime(order.confirmation.dueAt)}; unconfirmed by
          then, it is cancelled. Called them and they want it? Confirm the order to ship it.
        </p>
      )}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {held && (
          <BusyButton
            type="button"
            busy={confirmOrder.isPending}
            busyText="Confirming..."
            className={toolButton(true)}
            onClick={() => {
              setNotice(null);
              confirmOrder.mutate();
            }}
          >
            Confirm order
          </BusyButton>
        )}
        {ships && (
          <button
            type="button"
            className={toolButton(panel === 'shipment')}
            aria-expanded={panel === 'shipment'}
            aria-controls={panelId}
            onClick={() => toggle('shipment')}
          >
            Update shipment
          </button>
        )}
        {ships && (
          <button
            type="button"
            className={toolButton(panel === 'tracking')}
            aria-expanded={panel === 'tracking'}
            aria-controls={panelId}
            onClick={() => toggle('tracking')}
          >
            Add tracking event
          </button>
        )}
        {createsShipment && (
          <BusyButton
            type="button"
            busy={ship.isPending}
            busyText="Creating..."
            className={toolButton(false)}
            onClick={() => {
              setNotice(null);
              ship.mutate();
            }}
          >
            Create Shiprocket shipment
          </BusyButton>
        )}
        {cashDue && (
          <button
            type="button"
            className={toolButton(false)}
            onClick={() => {
              setNotice(null);
              setConfirmCash(true);
            }}
          >
            Mark cash collected
          </button>
        )}
        {ships && <DeliveryFailedAction order={order} report={report} onChanged={changed} />}
        <RefundAction order={order} report={report} onChanged={changed} />
        {cancels && (
          <button
            type="button"
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 sm:ml-auto"
            onClick={() => setConfirmCancel(true)}
          >
            Cancel order
          </button>
        )}
      </div>
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`mt-3 rounded-lg px-3 py-2 text-sm ${notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {notice.text}
        </p>
      )}
      <div id={panelId}>
        {panel && ships && (
          <div className="mt-3 border-t border-slate-200 pt-3">
            {panel === 'shipment' ? (
              <ShipmentForm order={order} onDone={() => setPanel(null)} report={report} />
            ) : (
              <TrackingForm order={order} onDone={() => setPanel(null)} report={report} />
            )}
          </div>
        )}
      </div>
      <Modal
        open={confirmCash}
        title={`Record ${cash} collected?`}
        onClose={() => !collect.isPending && setConfirmCash(false)}
        footer={
          <>
            <button
              type="button"
              className={`${buttonClass.secondary} whitespace-nowrap`}
              onClick={() => setConfirmCash(false)}
              disabled={collect.isPending}
            >
              Not yet
            </button>
            <BusyButton
              type="button"
              busy={collect.isPending}
              busyText="Recording..."
              className={buttonClass.primary}
              onClick={() => collect.mutate()}
            >
              Record {cash} collected
            </BusyButton>
          </>
        }
      >
        <p className="text-slate-700">
          The courier has handed over {cash} in cash for order #{order.id} of {order.firstName}{' '}
          {order.lastName}. It counts as paid from now on. This cannot be undone.
        </p>
      </Modal>
      <Modal
        open={confirmCancel}
        title={`Cancel order #${order.id}?`}
        onClose={() => !cancel.isPending && setConfirmCancel(false)}
        footer={
          <>
            <button type="button" className={buttonClass.secondary} onClick={() => setConfirmCancel(false)}>
              Keep order
            </button>
            <BusyButton
              type="button"
              busy={cancel.isPending}
              busyText="Cancelling..."
              className={buttonClass.danger}
              onClick={() => cancel.mutate()}
            >
              Cancel order
            </BusyButton>
          </>
        }
      >
        <p className="text-slate-700">
          The order will not be shipped and its items go back into stock.
          {order.paymentStatus === 'paid' &&
            ' It was paid online, so the payment is refunded in full through the payment gateway.'}
          {order.paymentStatus === 'refunded' && ' Its payment was already refunded in full.'} This cannot be
          undone.
        </p>
      </Modal>
    </section>
  );
}
