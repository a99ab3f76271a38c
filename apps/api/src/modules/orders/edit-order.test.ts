// Editing a placed order before pickup (decision 0355), through the real route, database and sandbox gateway: an
// address moved to another state splits its tax the other way and has its invoice credited and issued again;
// quantities up and down, a line removed and a size added on a cash order move the stock ledger and leave totals
// equal to a fresh quote to the paisa; a paid online order lowered is refunded the difference once (still paid, its
// revenue down by the difference only), raised has the rest collected on delivery (refused where cash is not
// taken); after pickup, a preview, and Support are refused or write nothing.

import { formatRupees } from '@chamak/shared/money';
import type { OrderEditResult } from '@chamak/shared/order-edit';
import { orderEditMessages } from '@chamak/shared/order-edit';
import type { SalesReport } from '@chamak/shared/sales-report';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';
import { quoteOrder } from '../pricing/index.ts';
import { getSetting, putSetting } from '../settings/index.ts';
import { codToCollect } from '../shipping-desk/service.ts';

let t: TestApp;
let admin: string;
const mumbai = { city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' };

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const edit = (orderId: number, payload: object, token = admin) =>
  t.app.inject(as(token, { method: 'PATCH', url: `/api/admin/orders/${orderId}`, payload }));

type Row = Record<string, number | string | null>;
const orderRow = async (id: number) =>
  (await rows<Row>(t.database.db, sql`select * from orders where id = ${id}`))[0]!;
const itemsOf = (id: number) =>
  rows<{
    id: number;
    product_litre_id: number;
    quantity: number;
    price_paise: number;
    cgst_paise: number | null;
    igst_paise: number | null;
  }>(t.database.db, sql`select * from order_items where order_id = ${id} order by id`);
const documentsOf = (id: number) =>
  rows<{ id: number; kind: string; total_paise: number; invoice_id: number | null }>(
    t.database.db,
    sql`select id, kind, total_paise, invoice_id from tax_documents where order_id = ${id} order by id`,
  );
const movementsOf = (id: number) =>
  rows<{ size_id: number; delta: number; reason: string }>(
    t.database.db,
    sql`select size_id, delta, reason from stock_movements where order_id = ${id} order by id`,
  );
const stockOf = async (sizeId: number) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select remaining_qty as n from product_litres where id = ${sizeId}`,
    )
  )[0]!.n;
const everything = async (id: number) => ({
  order: await orderRow(id),
  items: await itemsOf(id),
  documents: await documentsOf(id),
  movements: await movementsOf(id),
  events: await rows(t.database.db, sql`select id from order_events where order_id = ${id}`),
});

/** A new shopper's cash order: two units of one size and one of another. */
async function cashOrder(to: Record<string, string> = mumbai) {
  const u = await signupAndLogin(t.app);
  const a = await sizeInStock(t.database.db, 20);
  const b = await sizeInStock(t.database.db, 20, true);
  await addToCart(t.app, u, a, 2);
  await addToCart(t.app, u, b, 1);
  const placed = await checkout(t.app, u, 'cod', to);
  expect(placed.statusCode, placed.body).toBe(200);
  return { orderId: placed.json().orderId as number, a, b };
}

/** The order as it now stands, quoted afresh by the pricing pipeline (what the edit's totals must equal). */
async function freshQuote(orderId: number) {
  const o = await orderRow(orderId);
  const lines = await rows<{
    productId: number;
    sizeId: number;
    name: string;
    label: string;
    totalMl: number;
    image: string | null;
    pricePaise: number;
    quantity: number;
    hsnCode: string | null;
    gstRate: number | null;
  }>(
    t.database.db,
    sql`select product_id as "productId", product_litre_id as "sizeId", product_name as name, litre_label as label,
      total_ml as "totalMl", image, price_paise as "pricePaise", quantity, hsn_code as "hsnCode", gst_rate as "gstRate"
      from order_items where order_id = ${orderId} order by id`,
  );
  return quoteOrder(
    t.database.db,
    {
      id: orderId,
      userId: o.user_id as number,
      lines,
      deliveryPaise: o.delivery_charge_paise as number,
      postalCode: o.postal_code as string,
      state: o.state as string,
      placeOfSupply: o.place_of_supply as string | null,
      code: null,
    },
    'cod',
  );
}

/** A new shopper's online order for two units, paid through the sandbox gateway. */
async function paidOnlineOrder() {
  const u = await signupAndLogin(t.app);
  await addToCart(t.app, u, await sizeInStock(t.database.db, 20), 2);
  const created = (await checkout(t.app, u, 'online', mumbai)).json().data as {
    orderId: number;
    order_id: string;
  };
  const paid = (
    await t.app.inject(
      as(u.token, {
        method: 'POST',
        url: '/api/payments/sandbox/pay',
        payload: { order_id: created.order_id },
      }),
    )
  ).json();
  const verified = await t.app.inject(
    as(u.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: { ...paid, userId: u.userId, paymentMethod: 'online' },
    }),
  );
  expect(verified.statusCode, verified.body).toBe(200);
  return { orderId: created.orderId };
}

/** The refunds the sandbox gateway made. */
const gatewayRefunds = () => (t.app.gateway as SandboxGateway).refunds;

/** Today as the shop counts days (India). */
const shopDay = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function salesOf(day: string) {
  const res = await t.app.inject(as(admin, { url: `/api/admin/reports/sales?from=${day}&to=${day}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesReport;
}

/** What an after-commit effect leaves, once it is there (up to five seconds). */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = await read();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the effect never came');
}

describe('PATCH /api/admin/orders/:id', () => {
  it('moves a cash order to another state: IGST instead of CGST + SGST, the invoice credited and issued again', async () => {
    const { orderId } = await cashOrder();
    const before = await orderRow(orderId);
    expect(before.cgst_paise).toBeGreaterThan(0);
    expect(before.igst_paise).toBe(0);
    const [invoice] = await documentsOf(orderId);
    expect(invoice!.kind).toBe('invoice');

    const res = await edit(orderId, { address: checkoutAddress });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as OrderEditResult;
    expect(result.addressChanged).toBe(true);
    expect(result.reissueInvoice).toBe(true);
    expect(result.after.placeOfSupply).toBe('Kerala');

    const after = await orderRow(orderId);
    expect(after).toMatchObject({
      city: 'Kochi',
      state: 'Kerala',
      postal_code: '682001',
      place_of_supply: 'Kerala',
    });
    expect(after.cgst_paise).toBe(0);
    expect(after.sgst_paise).toBe(0);
    // The COD fee follows the new PIN code; the tax is the fresh quote's, all of it IGST.
    const fresh = await freshQuote(orderId);
    expect(after.total_paise).toBe(fresh.total);
    expect(after.igst_paise).toBe(fresh.tax?.totals.igstPaise);
    expect(after.igst_paise).toBeGreaterThan(0);
    for (const item of await itemsOf(orderId)) {
      expect(item.cgst_paise).toBe(0);
      expect(item.igst_paise).toBeGreaterThan(0);
    }
    const docs = await documentsOf(orderId);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
    expect(docs[1]).toMatchObject({ invoice_id: invoice!.id, total_paise: invoice!.total_paise });
    expect(docs[2]!.total_paise).toBe(after.total_paise);
    const [note] = await rows<{ reason: string; actor: string }>(
      t.database.db,
      sql`select reason, actor from order_events where order_id = ${orderId} and event = 'note' order by id desc limit 1`,
    );
    expect(note!.reason).toMatch(/^Address changed by /);
    expect(note!.actor).toBe('admin');
  });

  it('refuses a PIN code in another state than the one named, and changes nothing', async () => {
    const { orderId } = await cashOrder();
    const was = await everything(orderId);
    const res = await edit(orderId, { address: { ...checkoutAddress, state: 'Goa' } });
    expect(res.statusCode).toBe(400);
    expect(await everything(orderId)).toEqual(was);
  });

  it('changes quantities, removes a line and adds a size on a cash order: stock ledger, totals equal to a fresh quote', async () => {
    const { orderId, a, b } = await cashOrder();
    const [first, second] = await itemsOf(orderId);
    const added = (
      await rows<{ id: number }>(
        t.database.db,
        sql`select pl.id from product_litres pl join products p on p.id = pl.product_id and p.status = 'active'
          where pl.remaining_qty >= 10 and pl.id not in (${a.pl_id}, ${b.pl_id}) order by pl.id limit 1`,
      )
    )[0]!.id;
    const stockA = await stockOf(a.pl_id);
    const stockB = await stockOf(b.pl_id);
    const stockC = await stockOf(added);
    const old = await orderRow(orderId);

    // Up: 2 → 3 of the first line.
    const up = await edit(orderId, { lines: [{ itemId: first!.id, quantity: 3 }] });
    expect(up.statusCode, up.body).toBe(200);
    expect(await stockOf(a.pl_id)).toBe(stockA - 1);
    const afterUp = await orderRow(orderId);
    expect(afterUp.total_paise).toBeGreaterThan(old.total_paise as number);
    expect(up.json().payment).toContain('Cash to collect on delivery');
    let fresh = await freshQuote(orderId);
    expect(afterUp.total_paise).toBe(fresh.total);
    expect(afterUp.discount_paise).toBe(fresh.discount);
    expect(afterUp.cgst_paise).toBe(fresh.tax?.totals.cgstPaise);

    // Down to 1, the second line removed, a size added.
    const down = await edit(orderId, {
      lines: [
        { itemId: first!.id, quantity: 1 },
        { itemId: second!.id, quantity: 0 },
      ],
      add: [{ sizeId: added, quantity: 2 }],
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(await stockOf(a.pl_id)).toBe(stockA + 1);
    expect(await stockOf(b.pl_id)).toBe(stockB + 1);
    expect(await stockOf(added)).toBe(stockC - 2);
    const items = await itemsOf(orderId);
    expect(items.map((i) => [i.product_litre_id, i.quantity])).toEqual([
      [a.pl_id, 1],
      [added, 2],
    ]);
    const now = await orderRow(orderId);
    fresh = await freshQuote(orderId);
    expect(now.total_paise).toBe(fresh.total);
    expect(now.subtotal_paise).toBe(fresh.subtotal);
    expect(now.cgst_paise).toBe(fresh.tax?.totals.cgstPaise);
    expect(now.sgst_paise).toBe(fresh.tax?.totals.sgstPaise);
    expect(now.cod_fee_paise).toBe(fresh.codFee);

    const moves = await movementsOf(orderId);
    expect(moves.slice(-4 + 0)).toEqual(
      expect.arrayContaining([
        { size_id: a.pl_id, delta: -1, reason: 'order' },
        { size_id: a.pl_id, delta: 2, reason: 'cancellation' },
        { size_id: b.pl_id, delta: 1, reason: 'cancellation' },
        { size_id: added, delta: -2, reason: 'order' },
      ]),
    );
    // Each edit credited the newest invoice in full and issued another for the new total.
    const docs = await documentsOf(orderId);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice', 'credit_note', 'invoice']);
    expect(docs[4]!.total_paise).toBe(now.total_paise);
  });

  it('keeps at least one line', async () => {
    const { orderId } = await cashOrder();
    const items = await itemsOf(orderId);
    const res = await edit(orderId, { lines: items.map((i) => ({ itemId: i.id, quantity: 0 })) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(orderEditMessages.lastLine);
  });

  it('previews without writing anything', async () => {
    const { orderId } = await cashOrder();
    const [first] = await itemsOf(orderId);
    const was = await everything(orderId);
    const res = await edit(orderId, {
      preview: true,
      address: checkoutAddress,
      lines: [{ itemId: first!.id, quantity: 5 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as OrderEditResult;
    expect(result.applied).toBe(false);
    expect(result.lines[0]).toMatchObject({ oldQuantity: 2, quantity: 5, stockChange: 3 });
    expect(result.after.igstPaise).toBeGreaterThan(0);
    expect(result.differencePaise).toBe(result.after.totalPaise - result.before.totalPaise);
    expect(await everything(orderId)).toEqual(was);
  });

  it('refunds a lowered paid online order by the difference, once: still paid, what is left to refund is the new total, revenue falls by the difference only', async () => {
    const { orderId } = await paidOnlineOrder();
    const [line] = await itemsOf(orderId);
    const was = await orderRow(orderId);
    const day = shopDay();
    const revenueBefore = (await salesOf(day)).totals.revenuePaise;

    const res = await edit(orderId, { lines: [{ itemId: line!.id, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as OrderEditResult;
    const difference = (was.total_paise as number) - result.after.totalPaise;
    expect(difference).toBeGreaterThan(0);
    expect(result.payment).toBe(orderEditMessages.refundDifference(formatRupees(difference)));

    const refund = await eventually(async () => {
      const [r] = await rows<{ kind: string; amount_paise: number; status: string; method: string }>(
        t.database.db,
        sql`select kind, amount_paise, status, method from refunds where order_id = ${orderId}`,
      );
      return r?.status === 'processed' ? r : undefined;
    });
    expect(refund).toEqual({
      kind: 'order_edit',
      amount_paise: difference,
      status: 'processed',
      method: 'gateway',
    });
    expect(
      gatewayRefunds()
        .filter((r) => r.paymentId === was.provider_payment_id)
        .map((r) => r.amount),
    ).toEqual([difference]);
    const now = await orderRow(orderId);
    expect(now.payment_status).toBe('paid');
    expect(now.total_paise).toBe(result.after.totalPaise);
    // The report's revenue for the day fell by the difference, not by twice it.
    expect((await salesOf(day)).totals.revenuePaise).toBe(revenueBefore - difference);

    // A full refund afterwards gives back the new total: the edit's refund is not counted against it.
    const rest = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        payload: { reason: 'Customer changed their mind' },
        headers: { 'idempotency-key': `edit-then-refund-${orderId}` },
      }),
    );
    expect(rest.statusCode, rest.body).toBe(201);
    expect(Math.round(rest.json().refund.amount * 100)).toBe(result.after.totalPaise);
    await eventually(async () =>
      (await orderRow(orderId)).payment_status === 'refunded' ? true : undefined,
    );
    expect(
      gatewayRefunds()
        .filter((r) => r.paymentId === was.provider_payment_id)
        .reduce((s, r) => s + r.amount, 0),
    ).toBe(was.total_paise);
  });

  it('collects the rest of a raised paid online order on delivery: what was paid becomes the advance, the label collects the difference', async () => {
    const { orderId } = await paidOnlineOrder();
    const [line] = await itemsOf(orderId);
    const was = await orderRow(orderId);
    const res = await edit(orderId, { lines: [{ itemId: line!.id, quantity: 3 }] });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as OrderEditResult;
    expect(result.differencePaise).toBeGreaterThan(0);
    expect(result.after.codFeePaise).toBe(0);
    expect(result.payment).toBe(
      orderEditMessages.restOnDelivery(
        formatRupees(was.total_paise as number),
        formatRupees(result.differencePaise),
      ),
    );
    const now = await orderRow(orderId);
    expect(now).toMatchObject({
      payment_method: 'cod',
      payment_status: 'cod',
      advance_paise: was.total_paise,
      total_paise: result.after.totalPaise,
      provider_payment_id: was.provider_payment_id,
    });
    expect(codToCollect(now as Parameters<typeof codToCollect>[0])).toBe(result.differencePaise);
    const events = await rows<{ event: string }>(
      t.database.db,
      sql`select event from order_events where order_id = ${orderId} order by id`,
    );
    expect(events.map((e) => e.event)).toContain('rest_on_delivery');
    expect(await rows(t.database.db, sql`select id from refunds where order_id = ${orderId}`)).toEqual([]);

    // Cancelled now, what was paid online goes back through the gateway; nothing was collected in cash.
    const cancelled = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/order/${orderId}/cancel`, payload: { reason: 'Out of area' } }),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const back = await eventually(async () => {
      const found = gatewayRefunds().filter((r) => r.paymentId === was.provider_payment_id);
      return found.length > 0 ? found : undefined;
    });
    expect(back.map((r) => r.amount)).toEqual([was.total_paise]);
  });

  it('refuses raising a paid online order where cash is not taken, writing nothing', async () => {
    const { orderId } = await paidOnlineOrder();
    const [line] = await itemsOf(orderId);
    const cod = await getSetting<Record<string, unknown>>(t.database.db, 'cod', {});
    await putSetting(t.database.db, 'cod', { ...cod, blockedPinCodes: ['400001'] });
    try {
      const was = await everything(orderId);
      const more = await edit(orderId, { lines: [{ itemId: line!.id, quantity: 3 }] });
      expect(more.statusCode).toBe(409);
      expect(more.json().message).toMatch(
        /^This order was paid online and cash on delivery is not available at 400001/,
      );
      expect(await everything(orderId)).toEqual(was);
    } finally {
      await putSetting(t.database.db, 'cod', cod);
    }
    // An address edit that keeps its total needs no payment move.
    const moved = await edit(orderId, {
      address: { ...checkoutAddress, city: 'Pune', state: 'Maharashtra', postalCode: '411001' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await moved.json()).payment).toBe('No payment difference.');
    expect(await orderRow(orderId)).toMatchObject({
      city: 'Pune',
      payment_method: 'online',
      payment_status: 'paid',
    });
  });

  it('refuses an edit after pickup and of a cancelled order', async () => {
    const { orderId } = await cashOrder();
    const [first] = await itemsOf(orderId);
    await t.database.db.execute(sql`update orders set status = 5 where id = ${orderId}`);
    const res = await edit(orderId, { lines: [{ itemId: first!.id, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(orderEditMessages.pickedUp);

    const other = await cashOrder();
    expect(
      (await t.app.inject(as(admin, { method: 'POST', url: `/api/order/${other.orderId}/cancel` })))
        .statusCode,
    ).toBe(200);
    const cancelled = await edit(other.orderId, { address: checkoutAddress });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(orderEditMessages.cancelled);
  });

  it('refuses Support (403) and answers 404 for no such order', async () => {
    const { orderId } = await cashOrder();
    const user = await signupAndLogin(t.app, { fullname: 'Staff support' });
    await t.database.db.execute(
      sql`update users set role = 'admin', staff_role = 'support' where id = ${user.userId}`,
    );
    const support = (await login(t.app, user.email, user.password)).token;
    const was = await everything(orderId);
    const res = await edit(orderId, { address: checkoutAddress }, support);
    expect(res.statusCode).toBe(403);
    expect(await everything(orderId)).toEqual(was);
    expect((await edit(999999, { address: checkoutAddress })).statusCode).toBe(404);
  });
});
