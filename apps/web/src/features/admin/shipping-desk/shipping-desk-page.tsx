// /admin/shipping-desk (decision 0350): the orders to pack and ship, filtered by status, payment and the days they
// were placed on; tick them (or all) and print their packing slips or labels (4×6 inch thermal, four to an A4
// page, or each label above its slip) as one PDF; with Shiprocket, book the courier for them in one action and see
// what happened to each order.
import { formatRupees } from '@chamak/shared/money';
import { orderStatuses, orderStatusLabel } from '@chamak/shared/order-state';
import type {
  ShippingDeskKind,
  ShippingDeskOrder,
  ShippingDeskQuery,
  ShippingDeskShipReply,
} from '@chamak/shared/shipping-desk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { AdminTable, Badge, ListStates, selectClass, td } from '../list-kit/table.tsx';
import { adminPath } from '../nav.ts';
import { AdminPageHeader, BusyButton, buttonClass, inputClass } from '../ui.tsx';
import { printOrders, shippingDeskKeys, shippingDeskQuery, shipWithShiprocket } from './api.ts';

const prints: { kind: ShippingDeskKind; label: string }[] = [
  { kind: 'slips', label: 'Packing slips' },
  { kind: 'labels-4x6', label: 'Labels 4×6' },
  { kind: 'labels-a4', label: 'Labels A4' },
  { kind: 'slips-and-labels', label: 'Label + slip' },
];

const kg = (grams: number) => `${(grams / 1000).toFixed(grams % 100 === 0 ? 1 : 2)} kg`;

function Payment({ order }: { order: ShippingDeskOrder }) {
  return order.codPaise === null ? (
    <Badge tone="green">Prepaid</Badge>
  ) : (
    <span className="font-medium whitespace-nowrap text-slate-900">COD {formatRupees(order.codPaise)}</span>
  );
}

function Weight({ order }: { order: ShippingDeskOrder }) {
  return order.weightGrams === null ? (
    <span className="whitespace-nowrap text-amber-700">Weight not set</span>
  ) : (
    <span className="whitespace-nowrap">{kg(order.weightGrams)}</span>
  );
}

function Courier({ order }: { order: ShippingDeskOrder }) {
  if (!order.courierName && !order.awbCode)
    return <span className="whitespace-nowrap text-slate-600">Not booked</span>;
  return (
    <div>
      <span className="block">{order.courierName ?? 'Courier'}</span>
      {order.awbCode && <span className="block text-xs text-slate-600">AWB {order.awbCode}</span>}
    </div>
  );
}

function OrderCell({ order }: { order: ShippingDeskOrder }) {
  return (
    <div>
      <Link
        to={`${adminPath('orders')}?order=${order.id}`}
        className="font-semibold whitespace-nowrap text-brand hover:underline"
      >
        Order #{order.id}
      </Link>
      <span className="block text-xs text-slate-600">
        {formatDate(order.placedAt)} · {order.statusLabel}
      </span>
    </div>
  );
}

function Problem({ order }: { order: ShippingDeskOrder }) {
  return order.problem ? <p className="mt-1 text-xs text-red-700">{order.problem}</p> : null;
}

function ShipResults({ reply }: { reply: ShippingDeskShipReply }) {
  return (
    <section
      aria-label="Shiprocket results"
      className="mb-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <p className="font-semibold text-slate-900">{reply.message}</p>
      <ul className="mt-2 space-y-1">
        {reply.results.map((r) => (
          <li key={r.orderId} className={r.ok ? 'text-slate-700' : 'text-red-700'}>
            Order #{r.orderId}: {r.done.length > 0 ? r.done.join(', ') : 'nothing done'}
            {r.awbCode ? ` · ${r.courierName ?? 'courier'} AWB ${r.awbCode}` : ''}
            {r.message ? ` · ${r.message}` : ''}
          </li>
        ))}
      </ul>
      {reply.problems.map((p) => (
        <p key={p} className="mt-1 text-red-700">
          {p}
        </p>
      ))}
      <div className="mt-2 flex flex-wrap gap-3">
        {reply.labelUrl && (
          <a href={reply.labelUrl} target="_blank" rel="noreferrer" className="text-brand hover:underline">
            Courier labels (PDF)
          </a>
        )}
        {reply.manifestUrl && (
          <a href={reply.manifestUrl} target="_blank" rel="noreferrer" className="text-brand hover:underline">
            Manifest (PDF)
          </a>
        )}
      </div>
    </section>
  );
}

export default function ShippingDeskPage() {
  const [filters, setFilters] = useState<Partial<ShippingDeskQuery>>({ status: 'to-ship', payment: 'all' });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shipped, setShipped] = useState<ShippingDeskShipReply | null>(null);
  const query = useQuery(shippingDeskQuery(filters));
  const queryClient = useQueryClient();
  const ids = { status: useId(), payment: useId(), from: useId(), to: useId(), all: useId() };
  const orders = query.data?.orders ?? [];
  // Printed and booked oldest order first, as they are packed.
  const selected = orders
    .filter((o) => chosen.has(o.id))
    .map((o) => o.id)
    .sort((a, b) => a - b);
  const allChosen = orders.length > 0 && selected.length === orders.length;

  const print = useMutation({
    mutationFn: (kind: ShippingDeskKind) => printOrders(selected, kind),
    onMutate: () => setRefusal(null),
    onSuccess: (name) => toast.success(`Saved ${name}: open it to print.`),
    onError: (e) => setRefusal(errorMessage(e, 'The PDF could not be made. Please try again.')),
  });
  const ship = useMutation({
    mutationFn: () => shipWithShiprocket(selected),
    onMutate: () => {
      setRefusal(null);
      setShipped(null);
    },
    onSuccess: async (reply) => {
      setShipped(reply);
      toast.success(reply.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shippingDeskKeys.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      ]);
    },
    onError: (e) => setRefusal(errorMessage(e, 'Shiprocket could not be reached. Please try again.')),
  });
  const setFilter = (key: keyof ShippingDeskQuery, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setChosen(new Set());
  };
  const toggle = (id: number) =>
    setChosen((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const busy = print.isPending || ship.isPending;
  const tick = (order: ShippingDeskOrder) => (
    <input
      type="checkbox"
      className="size-4 accent-brand"
      checked={chosen.has(order.id)}
      onChange={() => toggle(order.id)}
      aria-label={`Choose order #${order.id}`}
    />
  );

  return (
    <div>
      <AdminPageHeader
        title="Shipping desk"
        description={
          query.data
            ? `${orders.length}${query.data.truncated ? '+' : ''} ${orders.length === 1 ? 'order' : 'orders'} · ${selected.length} chosen`
            : undefined
        }
      />
      <div className="mb-4 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex sm:flex-wrap sm:items-end">
        <label htmlFor={ids.status} className="flex flex-col gap-1 text-sm text-slate-600">
          Status
          <select
            id={ids.status}
            className={selectClass}
            value={filters.status}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <option value="to-ship">To ship</option>
            <option value="all">All</option>
            {orderStatuses.map((s) => (
              <option key={s} value={String(s)}>
                {orderStatusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.payment} className="flex flex-col gap-1 text-sm text-slate-600">
          Payment
          <select
            id={ids.payment}
            className={selectClass}
            value={filters.payment}
            onChange={(e) => setFilter('payment', e.target.value)}
          >
            <option value="all">All</option>
            <option value="cod">Cash on delivery</option>
            <option value="online">Paid online</option>
          </select>
        </label>
        <label htmlFor={ids.from} className="flex flex-col gap-1 text-sm text-slate-600">
          Placed from
          <input
            id={ids.from}
            type="date"
            className={`${inputClass} sm:w-40`}
            value={filters.from ?? ''}
            onChange={(e) => setFilter('from', e.target.value)}
          />
        </label>
        <label htmlFor={ids.to} className="flex flex-col gap-1 text-sm text-slate-600">
          to
          <input
            id={ids.to}
            type="date"
            className={`${inputClass} sm:w-40`}
            value={filters.to ?? ''}
            onChange={(e) => setFilter('to', e.target.value)}
          />
        </label>
      </div>

      <div className="mb-4 flex flex-wrap items-center gap-2">
        <label htmlFor={ids.all} className="mr-2 flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            id={ids.all}
            type="checkbox"
            className="size-4 accent-brand"
            checked={allChosen}
            disabled={orders.length === 0}
            onChange={() => setChosen(allChosen ? new Set() : new Set(orders.map((o) => o.id)))}
          />
          Select all
        </label>
        {prints.map((p) => (
          <BusyButton
            key={p.kind}
            type="button"
            busy={print.isPending && print.variables === p.kind}
            busyText="Making PDF..."
            className={buttonClass.secondary}
            disabled={selected.length === 0 || busy}
            onClick={() => print.mutate(p.kind)}
          >
            {p.label}
          </BusyButton>
        ))}
        {query.data?.shiprocket && (
          <BusyButton
            type="button"
            busy={ship.isPending}
            busyText="Booking..."
            className={buttonClass.primary}
            disabled={selected.length === 0 || busy}
            onClick={() => ship.mutate()}
          >
            Ship with Shiprocket
          </BusyButton>
        )}
      </div>
      {refusal && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {refusal}
        </p>
      )}
      {shipped && <ShipResults reply={shipped} />}

      <ListStates
        pending={query.isPending}
        failed={query.isError}
        empty={orders.length === 0}
        failedText="Failed to load the orders to ship."
        emptyText="No orders match these filters."
      >
        {/* On a phone, a card per order; on wider screens, the table. */}
        <ul aria-label="Orders to ship" className="space-y-3 md:hidden">
          {orders.map((order) => (
            <li
              key={order.id}
              className={`flex gap-3 rounded-2xl border bg-white p-4 shadow-sm ${order.problem ? 'border-red-200' : 'border-slate-200'}`}
            >
              <div className="pt-1">{tick(order)}</div>
              <div className="min-w-0 flex-1 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <OrderCell order={order} />
                  <Payment order={order} />
                </div>
                <p className="mt-2 text-slate-700">
                  {[order.customer, `${order.city} ${order.postalCode}`.trim()].filter(Boolean).join(' · ')}
                </p>
                <p className="mt-1 text-slate-600">
                  {order.units} {order.units === 1 ? 'item' : 'items'} · <Weight order={order} />
                </p>
                <div className="mt-1 text-slate-600">
                  <Courier order={order} />
                </div>
                <Problem order={order} />
              </div>
            </li>
          ))}
        </ul>
        <div className="hidden md:block">
          <AdminTable
            caption="Orders to ship"
            minWidth="min-w-[900px]"
            columns={[['Choose', 'w-16'], 'Order', 'Ship to', 'Payment', 'Items', 'Weight', 'Courier']}
          >
            {orders.map((order) => (
              <tr
                key={order.id}
                className={chosen.has(order.id) ? 'bg-slate-100/70' : order.problem ? 'bg-red-50/40' : ''}
              >
                <td className={td}>{tick(order)}</td>
                <td className={td}>
                  <OrderCell order={order} />
                </td>
                <td className={td}>
                  <span className="block text-slate-900">{order.customer}</span>
                  <span className="block text-xs text-slate-600">
                    {order.city} {order.postalCode}
                  </span>
                  <Problem order={order} />
                </td>
                <td className={td}>
                  <Payment order={order} />
                </td>
                <td className={td}>{order.units}</td>
                <td className={td}>
                  <Weight order={order} />
                </td>
                <td className={td}>
                  <Courier order={order} />
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      </ListStates>
    </div>
  );
}
