// /admin/customers/:id (decision 0352): one customer: the figures (orders, lifetime value, last order, returns to
// origin), the profile, consent and message preferences, the address book, and every order with its status and
// totals, each linking to the orders page. A deleted account shows its orders and nothing personal.
import type { CustomerDetail } from '@chamak/shared/customers';
import { formatRupees } from '@chamak/shared/money';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/states.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { errorMessage } from '../admin-api.ts';
import { AdminTable, Badge, ListMessage, td } from '../list-kit/table.tsx';
import { adminPath } from '../nav.ts';
import { AdminPageHeader } from '../ui.tsx';
import { customerCalls, customerKeys } from './api.ts';

const languageNames: Record<string, string> = { en: 'English', hi: 'Hindi', mr: 'Marathi' };

function Figure({ label, value, tone }: { label: string; value: ReactNode; tone?: 'red' }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd
        className={`mt-1 text-xl font-bold tabular-nums ${tone === 'red' ? 'text-red-700' : 'text-slate-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-t border-slate-100 py-2 first:border-t-0">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm font-medium break-all text-slate-800">{children}</dd>
    </div>
  );
}

function Preference({ label, at }: { label: string; at: string | null }) {
  return (
    <Row label={label}>
      {at === null ? (
        <Badge tone="green">On</Badge>
      ) : (
        <span>
          <Badge tone="amber">Off</Badge>{' '}
          <span className="text-xs font-normal text-slate-500">since {formatDateTime(at)}</span>
        </span>
      )}
    </Row>
  );
}

function Profile({ c }: { c: CustomerDetail }) {
  return (
    <Card title="Profile">
      <dl>
        <Row label="Name">{c.fullname}</Row>
        <Row label="E-mail">
          {c.email ? (
            <a href={`mailto:${c.email}`} className="text-brand hover:underline">
              {c.email}
            </a>
          ) : (
            '—'
          )}
        </Row>
        <Row label="Phone">
          {c.phone ?? '—'}{' '}
          {c.phone &&
            (c.phoneVerifiedAt ? (
              <Badge tone="green">Verified</Badge>
            ) : (
              <Badge tone="slate">Not verified</Badge>
            ))}
        </Row>
        {c.username && <Row label="Username">@{c.username}</Row>}
        <Row label="Status">{c.status[0]!.toUpperCase() + c.status.slice(1)}</Row>
        <Row label="Joined">{formatDate(c.createdAt)}</Row>
        <Row label="Contact requests">{c.contactRequests}</Row>
      </dl>
    </Card>
  );
}

function Consent({ c }: { c: CustomerDetail }) {
  return (
    <Card title="Consent and messages">
      <dl>
        <Preference label="Order messages by SMS" at={c.preferences.sms.optedOutAt} />
        <Preference label="Order messages by WhatsApp" at={c.preferences.whatsapp.optedOutAt} />
        <Preference label="Cart and payment reminders" at={c.preferences.reminders.optedOutAt} />
        <Row label="Language">{languageNames[c.language] ?? c.language}</Row>
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        The customer chooses these in their profile; a turned-off choice is kept with its time.
      </p>
    </Card>
  );
}

function Addresses({ c }: { c: CustomerDetail }) {
  return (
    <Card title="Addresses">
      {c.addresses.length === 0 ? (
        <p className="text-sm text-slate-500">No saved addresses.</p>
      ) : (
        <ul className="space-y-3">
          {c.addresses.map((a) => (
            <li key={a.id} className="text-sm">
              <span className="font-medium text-slate-900">{a.label ?? 'Address'}</span>{' '}
              {a.isDefault && <Badge tone="brand">Default</Badge>}
              <span className="block text-slate-700">
                {a.name}, {a.phone}
              </span>
              <span className="block text-slate-600">{a.line}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Orders({ c }: { c: CustomerDetail }) {
  if (c.orderList.length === 0) return <ListMessage>No orders yet.</ListMessage>;
  return (
    <AdminTable
      caption={`Orders of ${c.fullname}`}
      minWidth="min-w-[680px]"
      columns={['Order', 'Placed', 'Status', 'Payment', ['Total', 'text-right'], ['Refunded', 'text-right']]}
    >
      {c.orderList.map((o) => (
        <tr key={o.id} className={o.kept ? 'hover:bg-slate-50/60' : 'bg-slate-50/70 text-slate-500'}>
          <td className={td}>
            <Link
              to={`${adminPath('orders')}?search=${o.id}`}
              className="font-medium text-brand hover:underline"
            >
              #{o.id}
            </Link>
          </td>
          <td className={`${td} whitespace-nowrap`}>{formatDateTime(o.createdAt)}</td>
          <td className={td}>
            <Badge tone={o.returnedToOrigin || o.status === 11 ? 'red' : o.status === 7 ? 'green' : 'slate'}>
              {o.statusLabel}
            </Badge>
            {!o.kept && <span className="mt-1 block text-xs">Not in lifetime value</span>}
          </td>
          <td className={td}>
            {o.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online'}
            <span className="block text-xs text-slate-500">{o.paymentLabel}</span>
          </td>
          <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatRupees(o.totalPaise)}</td>
          <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
            {o.refundedPaise ? formatRupees(o.refundedPaise) : '—'}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export default function CustomerPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, error } = useQuery({
    queryKey: customerKeys.one(id),
    queryFn: ({ signal }) => customerCalls.one(id, signal),
    enabled: valid,
  });
  const back = (
    <Link to={adminPath('customers')} className="text-sm font-medium text-brand hover:underline">
      ← All customers
    </Link>
  );
  if (!valid || error)
    return (
      <div className="space-y-4">
        {back}
        <ListMessage tone="red">
          {valid ? errorMessage(error, 'Failed to load the customer.') : 'Customer not found.'}
        </ListMessage>
      </div>
    );
  if (isPending) return <Loading />;
  const c = data;
  return (
    <div className="space-y-6">
      <div>
        {back}
        <div className="mt-2">
          <AdminPageHeader
            title={c.fullname}
            description={`Customer #${c.id}${c.lastOrderAt ? `, last ordered ${formatDate(c.lastOrderAt)}` : ', no orders yet'}`}
          />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Orders" value={c.orders} />
        <Figure label="Lifetime value" value={formatRupees(c.lifetimeValuePaise)} />
        <Figure label="Last order" value={c.lastOrderAt ? formatDate(c.lastOrderAt) : '—'} />
        <Figure label="Returned to origin" value={c.rtoCount} tone={c.rtoCount > 0 ? 'red' : undefined} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-3">
        <Profile c={c} />
        <Consent c={c} />
        <Addresses c={c} />
      </div>
      <section aria-label="Orders">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Orders</h2>
        <Orders c={c} />
      </section>
    </div>
  );
}
