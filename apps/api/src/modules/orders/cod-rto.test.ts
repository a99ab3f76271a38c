// Cash collection and returns to origin through the real routes: the admin records the
// cash of a delivered COD order once (409 for anything else), and a parcel reaching RTO Delivered, by the admin's
// hand or Shiprocket's webhook, gives its stock back once, owes back what was paid online, gets a credit note,
// and shows on the dashboard (COD outstanding, the RTO rate of 30 days).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';

let t: TestApp;
let admin: string;
const hookToken = 'rto-hook-token-1';

beforeAll(async () => {
  t = await testApp({
    config: {
      shiprocket: {
        email: 'ops@chamak.example',
        password: 'pw',
        pickupLocation: 'Primary',
        webhookToken: hookToken,
        syncMinutes: 0,
      },
    },
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const post = (url: string, payload: object = {}) => t.app.inject(as(admin, { method: 'POST', url, payload }));
const setStatus = (id: number, status: number, extra: object = {}) =>
  t.app.inject(
    as(admin, { method: 'PATCH', url: `/api/order/${id}/shipment`, payload: { status, ...extra } }),
  );
const collect = (id: number) => post(`/api/admin/orders/${id}/cod-collected`);
const orderRow = async (id: number) =>
  (
    await rows<{
      status: number;
      payment_status: string;
      cod_collected_at: Date | null;
      returned_to_origin_at: Date | null;
      stock_reserved_at: Date | null;
      total_paise: number;
    }>(t.database.db, sql`select * from orders where id = ${id}`)
  )[0]!;
const remaining = async (plId: number) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select remaining_qty as n from product_litres where id = ${plId}`,
    )
  )[0]!.n;
const creditNotes = (orderId: number) =>
  rows<{ total_paise: number }>(
    t.database.db,
    sql`select total_paise from tax_documents where order_id = ${orderId} and kind = 'credit_note' order by id`,
  );
const invoiceTotal = async (orderId: number) =>
  (
    await rows<{ total_paise: number }>(
      t.database.db,
      sql`select total_paise from tax_documents where order_id = ${orderId} and kind = 'invoice'`,
    )
  )[0]?.total_paise;
const dashboard = async () => (await t.app.inject(as(admin, { url: '/api/admin/dashboard' }))).json();

/** A new customer's order of `quantity` units of one size: COD placed at once, online paid in the sandbox. */
async function order(method: 'cod' | 'online', quantity = 2): Promise<{ id: number; plId: number }> {
  const u: TestUser = await signupAndLogin(t.app);
  const size = await sizeInStock(t.database.db, 10);
  await addToCart(t.app, u, size, quantity);
  const placed = await checkout(t.app, u, method);
  expect(placed.statusCode).toBe(200);
  if (method === 'cod') return { id: placed.json().orderId, plId: size.pl_id };
  const { orderId, order_id } = placed.json().data as { orderId: number; order_id: string };
  const paid = (
    await t.app.inject(
      as(u.token, { method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id } }),
    )
  ).json();
  const verified = await t.app.inject(
    as(u.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: { ...paid, userId: u.userId, paymentMethod: 'online' },
    }),
  );
  expect(verified.statusCode).toBe(200);
  return { id: orderId, plId: size.pl_id };
}

describe('cash collection', () => {
  it('records the cash of a delivered COD order once, and shows it as outstanding until then', async () => {
    const before = (await dashboard()).codOutstanding;
    const { id } = await order('cod');
    const total = (await orderRow(id)).total_paise;
    expect((await setStatus(id, 7)).statusCode).toBe(200);
    const outstanding = (await dashboard()).codOutstanding;
    expect(outstanding).toEqual({
      orders: before.orders + 1,
      amount: Math.round(before.amount * 100 + total) / 100,
    });

    const first = await collect(id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Cash collected' });
    const row = await orderRow(id);
    expect(row.payment_status).toBe('cod_collected');
    expect(row.cod_collected_at).not.toBeNull();
    const again = await collect(id);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('The cash for this order was already recorded as collected.');
    expect((await orderRow(id)).cod_collected_at).toEqual(row.cod_collected_at);
    expect((await dashboard()).codOutstanding).toEqual(before);

    const view = (await t.app.inject(as(admin, { url: `/api/order/get/${id}` }))).json();
    expect(view.paymentStatus).toBe('cod_collected');
    // Still an order and still revenue: the orders page lists it.
    const listed = (await t.app.inject(as(admin, { url: `/api/admin/orders?search=${id}` }))).json();
    expect(listed.orders.map((o: { id: number }) => o.id)).toContain(id);
  });

  it('refuses with 409 an order not delivered, a cancelled one and an online one; 404 for none; admins only', async () => {
    const { id } = await order('cod');
    let res = await collect(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cash is collected on delivery; this order is Order Placed.');
    expect((await setStatus(id, 6)).statusCode).toBe(200);
    res = await collect(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cash is collected on delivery; this order is Out for Delivery.');
    expect((await orderRow(id)).payment_status).toBe('cod');

    const cancelled = await order('cod');
    expect((await post(`/api/order/${cancelled.id}/cancel`)).statusCode).toBe(200);
    res = await collect(cancelled.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A cancelled order has no cash to collect.');

    const online = await order('online');
    expect((await setStatus(online.id, 7)).statusCode).toBe(200);
    res = await collect(online.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a cash-on-delivery order has cash to collect.');
    expect((await orderRow(online.id)).payment_status).toBe('paid');

    expect((await collect(999_999)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/cod-collected` })).statusCode,
    ).toBe(401);
    const shopper = await signupAndLogin(t.app);
    expect(
      (
        await t.app.inject(
          as(shopper.token, { method: 'POST', url: `/api/admin/orders/${id}/cod-collected`, payload: {} }),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('return to origin', () => {
  it('gives a COD parcel’s stock back once, however often RTO Delivered is set, with one credit note', async () => {
    const { id, plId } = await order('cod', 3);
    const afterOrder = await remaining(plId);
    expect((await setStatus(id, 5)).statusCode).toBe(200);
    expect((await setStatus(id, 8)).statusCode).toBe(200);
    expect(await remaining(plId)).toBe(afterOrder);
    expect((await setStatus(id, 10)).statusCode).toBe(200);
    expect(await remaining(plId)).toBe(afterOrder + 3);
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 10, payment_status: 'cod', stock_reserved_at: null });
    expect(row.returned_to_origin_at).not.toBeNull();
    // Set again by hand, and as a tracking event: nothing more comes back.
    expect((await setStatus(id, 10)).statusCode).toBe(200);
    expect(
      (await post(`/api/order/${id}/tracking`, { activity: 'Back at the warehouse', status: 10 })).statusCode,
    ).toBe(200);
    expect(await remaining(plId)).toBe(afterOrder + 3);
    const notes = await creditNotes(id);
    expect(notes.map((n) => n.total_paise)).toEqual([await invoiceTotal(id)]);
    // A returned COD order has no cash to collect; cancelling it afterwards neither restocks nor credits again.
    expect((await collect(id)).statusCode).toBe(409);
    expect((await post(`/api/order/${id}/cancel`)).statusCode).toBe(200);
    expect(await remaining(plId)).toBe(afterOrder + 3);
    expect(await creditNotes(id)).toHaveLength(1);
  });

  it('turns a paid order into a refund due with a credit note for the whole invoice, from the Shiprocket webhook', async () => {
    const { id, plId } = await order('online', 2);
    const afterOrder = await remaining(plId);
    expect((await setStatus(id, 4, { awb_code: `RTO${id}` })).statusCode).toBe(200);
    const hook = (code: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/shipping/shiprocket/webhook',
        headers: { 'x-api-key': hookToken },
        payload: { awb: `RTO${id}`, shipment_status_id: code, scans: [] },
      });
    expect((await hook(9)).json().status).toBe('ok');
    expect((await orderRow(id)).status).toBe(8);
    expect((await hook(10)).json().status).toBe('ok');
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 10, payment_status: 'refund_due' });
    expect(await remaining(plId)).toBe(afterOrder + 2);
    const notes = await creditNotes(id);
    expect(notes.map((n) => n.total_paise)).toEqual([await invoiceTotal(id)]);
    // The same report again, and a late one: nothing changes.
    await hook(10);
    await hook(18);
    expect(await remaining(plId)).toBe(afterOrder + 2);
    expect(await creditNotes(id)).toHaveLength(1);
    expect((await orderRow(id)).status).toBe(10);
    const view = (await t.app.inject(as(admin, { url: `/api/order/get/${id}` }))).json();
    expect(view).toMatchObject({ paymentStatus: 'refund_due', status: 10 });
  });

  it('credits only what a refund before the return left, and a refund of the rest issues no further credit note', async () => {
    const { id } = await order('online', 2);
    const sandbox = t.app.gateway as SandboxGateway;
    const refund = (amount?: number) =>
      post(`/api/admin/orders/${id}/refunds`, { ...(amount ? { amount } : {}), reason: 'Parcel trouble' });
    expect((await refund(100.5)).statusCode).toBe(201);
    await sandbox.settled();
    expect((await orderRow(id)).payment_status).toBe('partially_refunded');
    const invoiced = (await invoiceTotal(id))!;
    for (const status of [5, 8, 10]) expect((await setStatus(id, status)).statusCode).toBe(200);
    expect((await orderRow(id)).payment_status).toBe('refund_due');
    const notes = (await creditNotes(id)).map((n) => n.total_paise);
    expect(notes).toEqual([10050, invoiced - 10050]);
    // The rest refunded: the invoice is fully credited already.
    expect((await refund()).statusCode).toBe(201);
    await sandbox.settled();
    expect((await orderRow(id)).payment_status).toBe('refunded');
    expect((await creditNotes(id)).map((n) => n.total_paise)).toEqual(notes);
  });

  it('is refused before the parcel has left (409), and counts in the RTO rate of the last 30 days', async () => {
    const { id } = await order('cod');
    const res = await setStatus(id, 10);
    expect(res.statusCode).toBe(409);
    expect((await orderRow(id)).returned_to_origin_at).toBeNull();

    // The rate: orders placed in 30 days that left the shop, and those of them returned.
    const [expected] = await rows<{ shipped: number; returned: number }>(
      t.database.db,
      sql`select count(*)::int as shipped, count(returned_to_origin_at)::int as returned from orders
        where created_at >= now() - interval '30 days' and payment_status in ('paid', 'cod', 'cod_collected', 'refund_due', 'refunded')
          and (status in (4, 5, 6, 7, 8, 9, 10) or returned_to_origin_at is not null)`,
    );
    const rto = (await dashboard()).rto30Days;
    expect(rto.returned).toBeGreaterThanOrEqual(2);
    expect(rto).toEqual({
      shipped: expected!.shipped,
      returned: expected!.returned,
      rate: expected!.returned / expected!.shipped,
    });
    // An order from 40 days ago is outside the window.
    const old = await order('cod');
    for (const status of [5, 8, 10]) expect((await setStatus(old.id, status)).statusCode).toBe(200);
    expect((await orderRow(old.id)).returned_to_origin_at).not.toBeNull();
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '40 days' where id = ${old.id}`,
    );
    expect((await dashboard()).rto30Days).toEqual(rto);
  });
});
