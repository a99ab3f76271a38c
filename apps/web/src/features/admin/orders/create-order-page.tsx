// /admin/orders/new (decision 0354): an order for a customer who ordered by phone or WhatsApp. The customer by mobile
// number (their name and saved addresses shown when the shop knows them), the delivery address, products added by
// search with their sizes and quantities, the server's quote live, the shop's discount with its reason, cash on
// delivery or a payment link; then the new order's number and the link to copy.
import type {
  CreatedShopOrder,
  CreateOrderBody,
  CreateOrderQuote,
  CreateOrderQuoteBody,
} from '@chamak/shared/admin-create-order';
import type { ProductDetails, SearchSuggestion } from '@chamak/shared/catalogue';
import { indianStates } from '@chamak/shared/checkout';
import type { CustomerDetail, CustomersPage } from '@chamak/shared/customers';
import { formatRupees } from '@chamak/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { AdminPageHeader, BusyButton, buttonClass, Field, inputClass } from '../ui.tsx';

type Line = { productId: number; pl_id: number; name: string; size: string; quantity: number };
const emptyAddress = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  apt: '',
  city: '',
  state: '',
  postalCode: '',
};
const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The customer the shop knows by this number, with their saved addresses; null for a new one. */
async function findCustomer(phone: string): Promise<CustomerDetail | null> {
  const found = await request<CustomersPage>(`/admin/customers?q=${encodeURIComponent(phone)}&pageSize=5`);
  const row = found.items.find((c) => c.phone && digits(c.phone) === phone);
  return row ? request<CustomerDetail>(`/admin/customers/${row.id}`) : null;
}

function useDebounced<T>(value: T, ms = 400): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setV(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return v;
}

function ProductPicker({ onAdd }: { onAdd: (line: Line) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const term = useDebounced(q.trim(), 300);
  const suggestions = useQuery({
    queryKey: ['admin', 'create-order', 'suggest', term],
    queryFn: ({ signal }) =>
      request<SearchSuggestion[]>(`/search/suggest?q=${encodeURIComponent(term)}&limit=8`, { signal }),
    enabled: term.length >= 2,
  });
  const product = useQuery({
    queryKey: ['admin', 'create-order', 'product', chosen],
    queryFn: ({ signal }) => request<ProductDetails>(`/products/${chosen}`, { signal }),
    enabled: chosen !== null,
  });
  return (
    <div className="flex flex-col gap-2">
      <Field id={id} label="Add a product">
        <input
          id={id}
          className={inputClass}
          value={q}
          placeholder="Search products by name"
          onChange={(e) => {
            setQ(e.target.value);
            setChosen(null);
          }}
        />
      </Field>
      {chosen === null && term.length >= 2 && (
        <ul className="divide-y rounded-lg border border-slate-200" aria-label="Products found">
          {(suggestions.data ?? [])
            .filter((s) => s.kind === 'product')
            .map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
                  onClick={() => setChosen(s.id)}
                >
                  {s.name}
                </button>
              </li>
            ))}
          {suggestions.data?.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-500">No product found.</li>
          )}
        </ul>
      )}
      {product.data && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Sizes of {product.data.name}</legend>
          {product.data.productlitres.map((s) => (
            <button
              key={s.pl_id}
              type="button"
              className={buttonClass.secondary}
              disabled={s.remaining_qty <= 0}
              onClick={() => {
                onAdd({
                  productId: product.data.id,
                  pl_id: s.pl_id,
                  name: product.data.name,
                  size: s.litre.litre,
                  quantity: 1,
                });
                setQ('');
                setChosen(null);
              }}
            >
              {s.litre.litre} · ₹{s.discounted_price}{' '}
              {s.remaining_qty <= 0 ? '(out of stock)' : `(${s.remaining_qty} left)`}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function QuoteSummary({ quote }: { quote: CreateOrderQuote }) {
  const row = (label: string, paise: number, negative = false) => (
    <div className="flex justify-between gap-4 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="tabular-nums">{negative ? `− ${formatRupees(paise)}` : formatRupees(paise)}</dd>
    </div>
  );
  return (
    <div>
      <dl className="flex flex-col gap-1" aria-label="Quote">
        {row('Goods', quote.subtotalPaise)}
        {quote.offers.map((o) => (
          <div key={o.label}>{row(o.label, o.amountPaise, true)}</div>
        ))}
        {row('Delivery', quote.deliveryPaise)}
        {quote.codFeePaise > 0 && row('Cash on delivery fee', quote.codFeePaise)}
        <div className="flex justify-between gap-4 border-t pt-1 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="quote-total">
            {formatRupees(quote.totalPaise)}
          </dd>
        </div>
      </dl>
      {quote.gstPaise > 0 && (
        <p className="text-xs text-slate-500">Includes GST of {formatRupees(quote.gstPaise)}</p>
      )}
    </div>
  );
}

export default function CreateOrderPage() {
  const ids = { phone: useId(), kind: useId(), value: useId(), reason: useId() };
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState(emptyAddress);
  const [lines, setLines] = useState<Line[]>([]);
  const [discountKind, setDiscountKind] = useState<'none' | 'amount' | 'percent'>('none');
  const [discountValue, setDiscountValue] = useState('');
  const [reason, setReason] = useState('');
  const [payment, setPayment] = useState<'cod' | 'link'>('cod');
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedShopOrder | null>(null);
  const number = digits(phone);
  const phoneReady = /^[6-9]\d{9}$/.test(number);

  const customer = useQuery({
    queryKey: ['admin', 'create-order', 'customer', number],
    queryFn: () => findCustomer(number),
    enabled: phoneReady,
  });
  useEffect(() => {
    const known = customer.data;
    if (!known) return;
    const [first = '', ...rest] = known.fullname.trim().split(/\s+/);
    setAddress((a) => ({ ...a, firstName: a.firstName || first, lastName: a.lastName || rest.join(' ') }));
  }, [customer.data]);

  const discount =
    discountKind === 'none' || !Number(discountValue)
      ? undefined
      : {
          kind: discountKind,
          value:
            discountKind === 'amount'
              ? Math.round(Number(discountValue) * 100)
              : Math.round(Number(discountValue)),
          reason,
        };
  const quoteBody: CreateOrderQuoteBody = {
    phone: number,
    postalCode: address.postalCode,
    ...(address.state ? { state: address.state } : {}),
    ...(address.address ? { address: address.address, apt: address.apt } : {}),
    lines: lines.map(({ productId, pl_id, quantity }) => ({ productId, pl_id, quantity })),
    payment,
    ...(discount && reason.trim().length >= 3 ? { discount } : {}),
  };
  const debounced = useDebounced(quoteBody);
  const quote = useQuery({
    queryKey: ['admin', 'create-order', 'quote', debounced],
    queryFn: () => request<CreateOrderQuote>('/admin/orders/quote', { method: 'POST', body: debounced }),
    enabled:
      /^[6-9]\d{9}$/.test(debounced.phone) &&
      /^\d{6}$/.test(debounced.postalCode) &&
      debounced.lines.length > 0,
    retry: false,
  });

  const setField = (key: keyof typeof emptyAddress) => (e: { target: { value: string } }) =>
    setAddress((a) => ({ ...a, [key]: e.target.value }));

  async function place() {
    setError(null);
    setPlacing(true);
    try {
      const body: CreateOrderBody = {
        phone: number || phone,
        address,
        lines: quoteBody.lines,
        payment,
        ...(discount ? { discount } : {}),
      };
      const done = await request<CreatedShopOrder>('/admin/orders', { method: 'POST', body });
      setCreated(done);
      toast.success(`Order #${done.orderId} placed`);
    } catch (e) {
      setError(errorMessage(e, 'The order could not be placed.'));
    } finally {
      setPlacing(false);
    }
  }

  if (created)
    return (
      <div className="max-w-xl">
        <AdminPageHeader title={`Order #${created.orderId} placed`} description={created.message} />
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
          <p className="text-sm">
            Total {formatRupees(created.totalPaise)}
            {created.customer.created ? ' · a new customer account was made for this number' : ''}
          </p>
          {created.payLink && (
            <div className="flex flex-col gap-2">
              <label className="text-sm font-medium" htmlFor="pay-link">
                Payment link (sent to the customer where messages are set up; copy it to send yourself)
              </label>
              <div className="flex gap-2">
                <input id="pay-link" readOnly className={inputClass} value={created.payLink} />
                <button
                  type="button"
                  className={buttonClass.secondary}
                  onClick={() =>
                    navigator.clipboard
                      ?.writeText(created.payLink ?? '')
                      .then(() => toast.success('Link copied'))
                  }
                >
                  Copy
                </button>
              </div>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Link className={buttonClass.primary} to={`/admin/orders?q=${created.orderId}`}>
              Go to orders
            </Link>
            <button type="button" className={buttonClass.secondary} onClick={() => window.location.reload()}>
              Create another
            </button>
          </div>
        </div>
      </div>
    );

  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Create order"
        description="For a customer who ordered by phone or WhatsApp. Prices, tax and stock are the shop's own."
        actions={
          <Link className={buttonClass.secondary} to="/admin/orders">
            Back to orders
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-6">
          <section
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            aria-label="Customer"
          >
            <h2 className="font-semibold">Customer</h2>
            <Field id={ids.phone} label="Mobile number" hint="10 digits; +91 and spaces are fine">
              <input
                id={ids.phone}
                className={inputClass}
                inputMode="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </Field>
            {phoneReady && customer.isSuccess && (
              <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="customer-found">
                {customer.data ? (
                  <>
                    <p className="font-medium">
                      {customer.data.fullname || 'No name yet'} · {customer.data.orders} orders
                    </p>
                    {customer.data.addresses.length > 0 && (
                      <ul className="mt-1 list-disc pl-5 text-slate-600">
                        {customer.data.addresses.map((a) => (
                          <li key={a.id}>{a.line}</li>
                        ))}
                      </ul>
                    )}
                  </>
                ) : (
                  <p>
                    New customer: an account without a password is made for this number when the order is
                    placed.
                  </p>
                )}
              </div>
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              {(
                [
                  ['firstName', 'First name'],
                  ['lastName', 'Last name'],
                  ['email', 'E-mail (optional)'],
                  ['address', 'Address'],
                  ['apt', 'Apartment, landmark'],
                  ['city', 'City'],
                  ['postalCode', 'PIN code'],
                ] as const
              ).map(([key, label]) => (
                <Field key={key} id={`co-${key}`} label={label}>
                  <input
                    id={`co-${key}`}
                    className={inputClass}
                    value={address[key]}
                    onChange={setField(key)}
                  />
                </Field>
              ))}
              <Field id="co-state" label="State">
                <select
                  id="co-state"
                  className={inputClass}
                  value={address.state}
                  onChange={setField('state')}
                >
                  <option value="">Select State</option>
                  {indianStates.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </select>
              </Field>
            </div>
          </section>

          <section
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            aria-label="Products"
          >
            <h2 className="font-semibold">Products</h2>
            <ProductPicker
              onAdd={(line) =>
                setLines((all) =>
                  all.some((l) => l.pl_id === line.pl_id)
                    ? all.map((l) => (l.pl_id === line.pl_id ? { ...l, quantity: l.quantity + 1 } : l))
                    : [...all, line],
                )
              }
            />
            {lines.length > 0 && (
              <ul className="divide-y" aria-label="Order lines">
                {lines.map((l) => {
                  const priced = quote.data?.lines.find((q) => q.pl_id === l.pl_id);
                  return (
                    <li key={l.pl_id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                      <span className="min-w-0 flex-1">
                        {l.name} ({l.size})
                        {priced && (
                          <span className="block text-slate-500">{formatRupees(priced.unitPaise)} each</span>
                        )}
                      </span>
                      <input
                        aria-label={`Quantity of ${l.name} (${l.size})`}
                        className={`${inputClass} w-20`}
                        type="number"
                        min={1}
                        max={99}
                        value={l.quantity}
                        onChange={(e) =>
                          setLines((all) =>
                            all.map((x) =>
                              x.pl_id === l.pl_id ? { ...x, quantity: Number(e.target.value) || 1 } : x,
                            ),
                          )
                        }
                      />
                      <button
                        type="button"
                        className={buttonClass.secondary}
                        onClick={() => setLines((all) => all.filter((x) => x.pl_id !== l.pl_id))}
                      >
                        Remove
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            aria-label="Discount"
          >
            <h2 className="font-semibold">Discount</h2>
            <div className="grid gap-3 sm:grid-cols-3">
              <Field id={ids.kind} label="Kind">
                <select
                  id={ids.kind}
                  className={inputClass}
                  value={discountKind}
                  onChange={(e) => setDiscountKind(e.target.value as typeof discountKind)}
                >
                  <option value="none">No discount</option>
                  <option value="amount">Amount (₹)</option>
                  <option value="percent">Percent</option>
                </select>
              </Field>
              {discountKind !== 'none' && (
                <>
                  <Field id={ids.value} label={discountKind === 'amount' ? 'Amount in ₹' : 'Percent'}>
                    <input
                      id={ids.value}
                      className={inputClass}
                      inputMode="decimal"
                      value={discountValue}
                      onChange={(e) => setDiscountValue(e.target.value)}
                    />
                  </Field>
                  <Field id={ids.reason} label="Reason">
                    <input
                      id={ids.reason}
                      className={inputClass}
                      value={reason}
                      placeholder="Repeat customer, phone order"
                      onChange={(e) => setReason(e.target.value)}
                    />
                  </Field>
                </>
              )}
            </div>
          </section>
        </div>

        <aside className="flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-4 lg:sticky lg:top-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">Payment</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment"
                checked={payment === 'cod'}
                onChange={() => setPayment('cod')}
              />
              Cash on delivery
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment"
                checked={payment === 'link'}
                onChange={() => setPayment('link')}
              />
              Payment link (to pay online)
            </label>
          </fieldset>
          {quote.data && <QuoteSummary quote={quote.data} />}
          {quote.data?.codMessage && (
            <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900" role="status">
              {quote.data.codMessage}
            </p>
          )}
          {quote.error && (
            <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900" role="status">
              {errorMessage(quote.error, 'The quote could not be worked out.')}
            </p>
          )}
          {error && (
            <p className="rounded-lg bg-red-50 p-2 text-sm text-red-800" role="alert">
              {error}
            </p>
          )}
          <BusyButton type="button" busy={placing} busyText="Placing..." onClick={place}>
            Place order
          </BusyButton>
        </aside>
      </div>
    </div>
  );
}
