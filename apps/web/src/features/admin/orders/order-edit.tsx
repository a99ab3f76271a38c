// Editing a placed order before pickup (decision 0355): "Edit order" in the order window opens an editor of the
// delivery address, the lines' quantities (Remove), sizes to add (found by product, size or SKU), then Preview (the
// server's new lines, totals, tax and payment difference, nothing written) and Save. The server decides everything.
import { indianStates } from '@chamak/shared/checkout';
import type { InventorySizesPage } from '@chamak/shared/inventory';
import { formatRupees } from '@chamak/shared/money';
import type { OrderEditAmounts, OrderEditBody, OrderEditResult } from '@chamak/shared/order-edit';
import { OrderStatus } from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { BusyButton, buttonClass, Modal } from '../ui.tsx';

const addressFields = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['apt', 'Apartment, suite'],
  ['city', 'City'],
  ['postalCode', 'PIN code'],
] as const;
type Address = Record<(typeof addressFields)[number][0] | 'state', string>;

const input = 'w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm';

/** "Edit order": only for an order not yet picked up (the server refuses the rest with its reason). */
export function OrderEditAction({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (order.status !== OrderStatus.Placed || order.awb_code) return null;
  return (
    <>
      <button type="button" className={buttonClass.secondary} onClick={() => setOpen(true)}>
        Edit order
      </button>
      {open && <OrderEditor order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

function OrderEditor({ order, onClose }: { order: Order; onClose: () => void }) {
  const queryClient = useQueryClient();
  const placedAddress: Address = {
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    apt: order.apt,
    city: order.city,
    state: order.state,
    postalCode: order.postalCode,
  };
  const [address, setAddress] = useState<Address>(placedAddress);
  const [quantities, setQuantities] = useState<Record<number, number>>(
    Object.fromEntries(order.OrderItems.map((i) => [i.id, i.quantity])),
  );
  const [added, setAdded] = useState<{ sizeId: number; label: string; quantity: number }[]>([]);
  const [search, setSearch] = useState('');
  const [preview, setPreview] = useState<OrderEditResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);

  const found = useQuery({
    queryKey: ['admin', 'order-edit', 'sizes', search],
    queryFn: ({ signal }) =>
      request<InventorySizesPage>(`/admin/inventory/sizes?q=${encodeURIComponent(search)}&pageSize=6`, {
        signal,
      }),
    enabled: search.trim().length >= 2,
  });

  const body = (previewOnly: boolean): OrderEditBody => {
    const changed = (Object.keys(placedAddress) as (keyof Address)[]).some(
      (k) => address[k] !== placedAddress[k],
    );
    return {
      preview: previewOnly,
      ...(changed ? { address } : {}),
      lines: order.OrderItems.filter((i) => quantities[i.id] !== i.quantity).map((i) => ({
        itemId: i.id,
        quantity: quantities[i.id] ?? i.quantity,
      })),
      add: added.map(({ sizeId, quantity }) => ({ sizeId, quantity })),
    };
  };
  const touch = () => {
    setPreview(null);
    setError(null);
  };

  async function run(previewOnly: boolean) {
    setBusy(previewOnly ? 'preview' : 'save');
    setError(null);
    try {
      const result = await request<OrderEditResult>(`/admin/orders/${order.id}`, {
        method: 'PATCH',
        body: body(previewOnly),
      });
      if (previewOnly) setPreview(result);
      else {
        toast.success(`Order #${order.id} saved: ${formatRupees(result.after.totalPaise)}`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
          queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
        ]);
        onClose();
      }
    } catch (e) {
      setError(errorMessage(e, 'The order could not be edited.'));
      setPreview(null);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      open
      title={`Edit order #${order.id}`}
      onClose={onClose}
      wide
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Close
          </button>
          <BusyButton
            type="button"
            className={buttonClass.secondary}
            busy={busy === 'preview'}
            busyText="Previewing..."
            onClick={() => run(true)}
          >
            Preview
          </BusyButton>
          <BusyButton type="button" busy={busy === 'save'} disabled={!preview} onClick={() => run(false)}>
            Save
          </BusyButton>
        </div>
      }
    >
      <div className="space-y-5">
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Delivery address</legend>
          {addressFields.map(([key, label]) => (
            <label key={key} className="text-sm text-slate-700">
              {label}
              <input
                className={input}
                value={address[key]}
                onChange={(e) => {
                  setAddress({ ...address, [key]: e.target.value });
                  touch();
                }}
              />
            </label>
          ))}
          <label className="text-sm text-slate-700">
            State
            <select
              className={input}
              value={address.state}
              onChange={(e) => {
                setAddress({ ...address, state: e.target.value });
                touch();
              }}
            >
              {indianStates.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
        </fieldset>

        <fieldset>
          <legend className="mb-2 font-semibold text-slate-900">Lines</legend>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {order.OrderItems.map((i) => {
              const name = `${i.Product.name} (${i.productlitre.litre.litre})`;
              const q = quantities[i.id] ?? i.quantity;
              return (
                <li key={i.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                  <span className={`flex-1 ${q === 0 ? 'text-slate-400 line-through' : ''}`}>{name}</span>
                  <span className="text-slate-600">{formatRupees(Math.round(i.price * 100))} each</span>
                  <label className="flex items-center gap-1">
                    <span className="sr-only">Quantity of {name}</span>
                    <input
                      type="number"
                      min={0}
                      max={99}
                      className="w-20 rounded-lg border border-slate-300 px-2 py-1"
                      value={q}
                      onChange={(e) => {
                        setQuantities({ ...quantities, [i.id]: Math.max(0, Number(e.target.value) || 0) });
                        touch();
                      }}
                    />
                  </label>
                  <button
                    type="button"
                    className="text-sm text-red-700 underline"
                    onClick={() => {
                      setQuantities({ ...quantities, [i.id]: q === 0 ? i.quantity : 0 });
                      touch();
                    }}
                  >
                    {q === 0 ? 'Keep' : 'Remove'}
                  </button>
                </li>
              );
            })}
            {added.map((a, n) => (
              <li key={a.sizeId} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                <span className="flex-1">{a.label} (added, today's price)</span>
                <input
                  type="number"
                  min={1}
                  max={99}
                  aria-label={`Quantity of ${a.label}`}
                  className="w-20 rounded-lg border border-slate-300 px-2 py-1"
                  value={a.quantity}
                  onChange={(e) => {
                    setAdded(
                      added.map((x, m) => (m === n ? { ...x, quantity: Number(e.target.value) || 1 } : x)),
                    );
                    touch();
                  }}
                />
                <button
                  type="button"
                  className="text-sm text-red-700 underline"
                  onClick={() => {
                    setAdded(added.filter((_, m) => m !== n));
                    touch();
                  }}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <label className="mt-3 block text-sm text-slate-700">
            Add a product size
            <input
              className={input}
              placeholder="Product, size or SKU"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </label>
          {found.data && search.trim().length >= 2 && (
            <ul className="mt-1 rounded-lg border border-slate-200 text-sm">
              {found.data.items.map((s) => (
                <li key={s.sizeId} className="flex items-center justify-between gap-2 px-3 py-1.5">
                  <span>
                    {s.product} ({s.size}) · {s.remaining} in stock
                  </span>
                  <button
                    type="button"
                    className="text-brand underline disabled:opacity-50"
                    disabled={s.remaining <= 0 || added.some((a) => a.sizeId === s.sizeId)}
                    onClick={() => {
                      setAdded([
                        ...added,
                        { sizeId: s.sizeId, label: `${s.product} (${s.size})`, quantity: 1 },
                      ]);
                      setSearch('');
                      touch();
                    }}
                  >
                    Add
                  </button>
                </li>
              ))}
              {found.data.items.length === 0 && (
                <li className="px-3 py-1.5 text-slate-600">No size found.</li>
              )}
            </ul>
          )}
        </fieldset>

        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        {preview && <EditPreview result={preview} />}
      </div>
    </Modal>
  );
}

const amountRows: [keyof OrderEditAmounts, string][] = [
  ['subtotalPaise', 'Subtotal'],
  ['discountPaise', 'Discount'],
  ['deliveryPaise', 'Delivery'],
  ['codFeePaise', 'COD fee'],
  ['cgstPaise', 'CGST (included)'],
  ['sgstPaise', 'SGST (included)'],
  ['igstPaise', 'IGST (included)'],
  ['totalPaise', 'Total'],
];

function EditPreview({ result }: { result: OrderEditResult }) {
  const money = (v: unknown) => (typeof v === 'number' ? formatRupees(v) : '—');
  return (
    <section
      aria-label="Preview"
      className="space-y-3 rounded-lg border border-brand/40 bg-slate-50 p-3 text-sm"
    >
      <h3 className="font-semibold text-slate-900">Preview (nothing saved yet)</h3>
      <div className="overflow-x-auto">
        <table className="w-full">
          <thead>
            <tr className="text-left text-slate-600">
              <th className="py-1">Line</th>
              <th>Qty</th>
              <th>Stock</th>
              <th>Priced</th>
            </tr>
          </thead>
          <tbody>
            {result.lines.map((l) => (
              <tr key={`${l.itemId}-${l.sizeId}`}>
                <td className="py-1">
                  {l.name} ({l.size})
                </td>
                <td>
                  {l.oldQuantity} → {l.quantity}
                </td>
                <td>
                  {l.stockChange === 0
                    ? '—'
                    : l.stockChange > 0
                      ? `${l.stockChange} taken`
                      : `${-l.stockChange} back`}
                </td>
                <td>{l.priced}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <table className="w-full">
        <thead>
          <tr className="text-left text-slate-600">
            <th className="py-1">Amount</th>
            <th>Before</th>
            <th>After</th>
          </tr>
        </thead>
        <tbody>
          {amountRows.map(([key, label]) => (
            <tr key={key} className={key === 'totalPaise' ? 'font-semibold' : ''}>
              <td className="py-1">{label}</td>
              <td>{money(result.before[key])}</td>
              <td>{money(result.after[key])}</td>
            </tr>
          ))}
          <tr>
            <td className="py-1">Place of supply</td>
            <td>{result.before.placeOfSupply ?? '—'}</td>
            <td>{result.after.placeOfSupply ?? '—'}</td>
          </tr>
        </tbody>
      </table>
      <p>
        Difference: <strong>{formatRupees(result.differencePaise)}</strong>. {result.payment}
      </p>
      {result.reissueInvoice && <p>The invoice will be credited in full and a new one issued.</p>}
    </section>
  );
}
