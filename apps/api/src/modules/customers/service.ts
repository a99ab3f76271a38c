// Admin → Customers (decision 0352): the customer accounts (never staff) searched by name, phone or e-mail, each
// with its placed orders, lifetime value, last order and parcels returned to origin; one customer in full; and the
// list as CSV. Lifetime value is what the dashboard and the sales report count as kept (revenueOrder): each kept
// order's total less its processed refunds, in paise. A deleted account keeps its orders for the books but shows
// none of its personal data, and a search never finds it.
import {
  type CustomerDetail,
  type CustomerRow,
  type CustomersPage,
  customerMessages,
} from '@chamak/shared/customers';
import { orderStatusLabel, paymentStatusLabel } from '@chamak/shared/order-state';
import type { Paging } from '@chamak/shared/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { csvCell } from '../../lib/csv.ts';
import { containsPattern, whereAll } from '../../lib/paging.ts';
import { rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';
import { placedOrder, revenueOrder } from '../orders/index.ts';

type Ctx = { db: DbOrTx };
type Time = Date | string;
type Num = number | string;
const iso = (t: Time | null) => (t === null ? null : new Date(t).toISOString());

/** The digits of a phone number as typed: spaces, dashes and a leading +91 or 0 dropped. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** Customers matching `q` in their name, e-mail or phone number (deleted accounts have none of these). */
function matching(q: string): SQL {
  const term = containsPattern(q);
  const digits = phoneDigits(q);
  return whereAll([
    sql`u.role = 'customer'`,
    term &&
      sql`u.deleted_at is null and (u.fullname ilike ${term} or u.email ilike ${term} or u.username ilike ${term}
        ${digits.length >= 3 ? sql`or u.phone like ${`%${digits}%`}` : sql``})`,
  ]);
}

/** Each account's placed orders, lifetime value, last order and returns to origin, in one pass over its orders. */
const figures = sql`left join lateral (
    select count(*) filter (where ${placedOrder})::int as orders,
      coalesce(sum(o.total_paise - coalesce(r.refunded, 0)) filter (where ${revenueOrder}), 0)::float8 as value,
      max(o.created_at) filter (where ${placedOrder}) as last_order_at,
      count(*) filter (where o.returned_to_origin_at is not null)::int as rto
    from orders o
      left join (select order_id, sum(amount_paise) as refunded from refunds where status = 'processed' and kind = 'refund'
        group by order_id) r on r.order_id = o.id
    where o.user_id = u.id) f on true`;

type Row = {
  id: number;
  fullname: string;
  email: string;
  phone: string;
  status: 'active' | 'pending' | 'blocked';
  deleted_at: Time | null;
  created_at: Time;
  orders: Num;
  value: Num;
  last_order_at: Time | null;
  rto: Num;
};

const rowColumns = sql`u.id, u.fullname, u.email, u.phone, u.status, u.deleted_at, u.created_at,
  f.orders, f.value, f.last_order_at, f.rto`;

function toRow(r: Row): CustomerRow {
  const deleted = r.deleted_at !== null;
  return {
    id: r.id,
    fullname: deleted ? customerMessages.deleted : r.fullname,
    email: deleted ? null : r.email,
    phone: deleted ? null : r.phone,
    status: deleted ? 'deleted' : r.status,
    createdAt: iso(r.created_at)!,
    orders: Number(r.orders),
    lifetimeValuePaise: Number(r.value),
    lastOrderAt: iso(r.last_order_at),
    rtoCount: Number(r.rto),
  };
}

/** One page of customers, newest accounts first. */
export async function customersPage(ctx: Ctx, paging: Paging): Promise<CustomersPage> {
  const where = matching(paging.q);
  const [[counted], page] = await Promise.all([
    rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from users u ${where}`),
    rows<Row>(
      ctx.db,
      sql`select ${rowColumns} from users u ${figures} ${where}
        order by u.created_at desc, u.id desc
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
    ),
  ]);
  return { items: page.map(toRow), total: counted?.n ?? 0, page: paging.page, pageSize: paging.pageSize };
}

/** One customer: profile, consent, addresses and every order; a staff account or an unknown id is 404. */
export async function customerDetail(ctx: Ctx, id: number): Promise<CustomerDetail> {
  const [found] = await rows<
    Row & {
      username: string;
      language: string;
      phone_verified_at: Time | null;
      sms_opt_out_at: Time | null;
      whatsapp_opt_out_at: Time | null;
      reminders_opt_out_at: Time | null;
      contact_requests: Num;
    }
  >(
    ctx.db,
    sql`select ${rowColumns}, u.username, u.language, u.phone_verified_at, u.sms_opt_out_at,
        u.whatsapp_opt_out_at, u.reminders_opt_out_at,
        (select count(*) from contact_messages c where lower(c.email) = lower(u.email))::int as contact_requests
      from users u ${figures} where u.id = ${id} and u.role = 'customer'`,
  );
  if (!found) throw new NotFound(customerMessages.notFound);
  const deleted = found.deleted_at !== null;
  const [addresses, orders] = await Promise.all([
    deleted
      ? []
      : rows<{
          id: number;
          label: string | null;
          first_name: string;
          last_name: string;
          phone: string;
          address: string;
          apt: string;
          city: string;
          state: string;
          postal_code: string;
          is_default: boolean;
          last_used_at: Time | null;
        }>(
          ctx.db,
          sql`select id, label, first_name, last_name, phone, address, apt, city, state, postal_code, is_default,
              last_used_at
            from addresses where user_id = ${id} order by is_default desc, last_used_at desc nulls last, id`,
        ),
    rows<{
      id: number;
      created_at: Time;
      status: number;
      payment_method: 'online' | 'cod';
      payment_status: string;
      total_paise: number;
      refunded: Num | null;
      kept: boolean;
      rto: boolean;
    }>(
      ctx.db,
      sql`select o.id, o.created_at, o.status, o.payment_method, o.payment_status, o.total_paise,
          (select sum(amount_paise) from refunds where order_id = o.id and status = 'processed' and kind = 'refund')::float8
            as refunded,
          ${revenueOrder} as kept, o.returned_to_origin_at is not null as rto
        from orders o where o.user_id = ${id} order by o.created_at desc, o.id desc`,
    ),
  ]);
  const preference = (at: Time | null) => ({ receive: at === null, optedOutAt: iso(at) });
  return {
    ...toRow(found),
    username: deleted ? null : found.username,
    language: found.language,
    phoneVerifiedAt: deleted ? null : iso(found.phone_verified_at),
    preferences: {
      sms: preference(found.sms_opt_out_at),
      whatsapp: preference(found.whatsapp_opt_out_at),
      reminders: preference(found.reminders_opt_out_at),
    },
    addresses: addresses.map((a) => ({
      id: a.id,
      label: a.label,
      name: `${a.first_name} ${a.last_name}`.trim(),
      phone: a.phone,
      line: [a.address, a.apt, a.city, a.state, a.postal_code].filter((p) => p.trim() !== '').join(', '),
      isDefault: a.is_default,
      lastUsedAt: iso(a.last_used_at),
    })),
    orderList: orders.map((o) => ({
      id: o.id,
      createdAt: iso(o.created_at)!,
      status: o.status,
      statusLabel: orderStatusLabel(o.status),
      paymentMethod: o.payment_method,
      paymentStatus: o.payment_status,
      paymentLabel: paymentStatusLabel(o.payment_status),
      totalPaise: o.total_paise,
      refundedPaise: Number(o.refunded ?? 0),
      kept: o.kept,
      returnedToOrigin: o.rto,
    })),
    contactRequests: deleted ? 0 : Number(found.contact_requests),
  };
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Every customer matching `q` as CSV, with how many lines it holds (for the audit log). */
export async function customersCsv(
  ctx: Ctx,
  q = '',
): Promise<{ text: string; count: number; fileName: string }> {
  const found = await rows<Row>(
    ctx.db,
    sql`select ${rowColumns} from users u ${figures} ${matching(q)} order by u.created_at desc, u.id desc`,
  );
  const header = [
    'Customer ID',
    'Name',
    'E-mail',
    'Phone',
    'Status',
    'Joined',
    'Orders',
    'Lifetime value (₹)',
    'Last order',
    'Returned to origin',
  ];
  const lines = found
    .map(toRow)
    .map((c) =>
      [
        c.id,
        c.fullname,
        c.email,
        c.phone,
        c.status,
        c.createdAt,
        c.orders,
        rupees(c.lifetimeValuePaise),
        c.lastOrderAt,
        c.rtoCount,
      ]
        .map(csvCell)
        .join(','),
    );
  return {
    text: `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`,
    count: found.length,
    fileName: 'customers.csv',
  };
}
