// Orders the shop creates for phone and WhatsApp customers (decision 0354): the customer found or made by number, the
// shop's own prices to the paisa, its discount before GST with a reason, cash on delivery or a pay-now link, the
// stock taken with the ledger's reason, the staff member on the timeline, and refusals that write nothing.
import { createOrderMessages, shopDiscountLabel } from '@chamak/shared/admin-create-order';
import { codRiskMessages } from '@chamak/shared/cod-risk';
import { formatRupees } from '@chamak/shared/money';
import type { CartQuote } from '@chamak/shared/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, type SizeInStock, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;
let admin: string;
let fulfilment: string;
let support: string;
let a: SizeInStock;
let b: SizeInStock;

const address = {
  firstName: 'Meena',
  lastName: 'Iyer',
  address: '4 Temple Street',
  apt: 'Near the temple',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400001',
};

const post = (url: string, payload: object, token = admin) =>
  t.app.inject(as(token, { method: 'POST', url, payload }));

let phones = 0;
const newPhone = () =>
  `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phones++).padStart(2, '0')}`;

async function staffToken(role: string): Promise<string> {
  const user = await signupAndLogin(t.app, { fullname: `Staff ${role}`, phone: newPhone() });
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

const counts = async () =>
  (
    await rows<{ orders: number; users: number; movements: number; events: number }>(
      t.database.db,
      sql`select (select count(*)::int from orders) as orders, (select count(*)::int from users) as users,
        (select count(*)::int from stock_movements) as movements, (select count(*)::int from order_events) as events`,
    )
  )[0]!;

const orderRow = async (id: number) =>
  (
    await rows<{
      user_id: number;
      payment_method: string;
      payment_status: string;
      subtotal_paise: number;
      discount_paise: number;
      total_paise: number;
      taxable_paise: number;
      cgst_paise: number;
      sgst_paise: number;
      igst_paise: number;
      phone: string;
      email: string;
    }>(t.database.db, sql`select * from orders where id = ${id}`)
  )[0]!;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  fulfilment = await staffToken('fulfilment');
  support = await staffToken('support');
  a = await sizeInStock(t.database.db, 20);
  b = await sizeInStock(t.database.db, 20, true);
}, 60_000);
afterAll(() => t?.close());

const lines = () => [
  { productId: a.product_id, pl_id: a.pl_id, quantity: 2 },
  { productId: b.product_id, pl_id: b.pl_id, quantity: 1 },
];

describe('creating an order for a phone or WhatsApp customer', () => {
  it("places a cash order for an existing customer at the shop's own quote to the paisa, leaving their cart alone", async () => {
    const phone = newPhone();
    const customer = await signupAndLogin(t.app, { fullname: 'Meena Iyer', phone });
    // The shopper's own checkout quote for the same lines and address.
    await addToCart(t.app, customer, a, 2);
    await addToCart(t.app, customer, b, 1);
    const quoted = await t.app.inject(
      as(customer.token, {
        method: 'POST',
        url: '/api/cart/quote',
        payload: {
          userId: customer.userId,
          paymentMethod: 'cod',
          postalCode: '400001',
          state: 'Maharashtra',
        },
      }),
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    const shop = quoted.json() as CartQuote;

    const staffQuote = await post('/api/admin/orders/quote', {
      phone,
      postalCode: '400001',
      lines: lines(),
      payment: 'cod',
    });
    expect(staffQuote.statusCode, staffQuote.body).toBe(200);
    // A quote changes nothing: the audit log keeps no entry of it.
    const [quoteEntries] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'POST /api/admin/orders/quote'`,
    );
    expect(quoteEntries!.n).toBe(0);
    expect(staffQuote.json()).toMatchObject({
      totalPaise: shop.totalPaise,
      gstPaise: shop.gstPaise,
      codMessage: null,
    });

    const res = await post(
      '/api/admin/orders',
      { phone, address, lines: lines(), payment: 'cod' },
      fulfilment,
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ customer: { userId: customer.userId, created: false }, payLink: null });
    // Placing it is a write, and the audit log has it, by the Fulfilment member.
    const [placed] = await rows<{ actor_role: string }>(
      t.database.db,
      sql`select actor_role from audit_log where action = 'POST /api/admin/orders' order by id desc limit 1`,
    );
    expect(placed?.actor_role).toBe('fulfilment');
    const order = await orderRow(created.orderId);
    expect(order).toMatchObject({
      user_id: customer.userId,
      payment_method: 'cod',
      payment_status: 'cod',
      subtotal_paise: shop.subtotalPaise,
      total_paise: shop.totalPaise,
      phone,
      // The account's own e-mail, none having been typed.
      email: customer.email,
    });
    expect(order.cgst_paise + order.sgst_paise + order.igst_paise).toBe(shop.gstPaise);
    const cart = await rows(t.database.db, sql`select 1 from cart_items where user_id = ${customer.userId}`);
    expect(cart).toHaveLength(2);
  });

  it('makes a customer account without a password for a new number, takes the stock and names the staff member', async () => {
    const phone = newPhone();
    const stockBefore = (
      await rows<{ remaining_qty: number }>(
        t.database.db,
        sql`select remaining_qty from product_litres where id = ${a.pl_id}`,
      )
    )[0]!.remaining_qty;
    const res = await post('/api/admin/orders', {
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      address,
      lines: lines(),
      payment: 'cod',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, customer } = res.json();
    expect(customer.created).toBe(true);
    const [account] = await rows<{
      role: string;
      staff_role: string | null;
      password_hash: string | null;
      phone: string;
      fullname: string;
      phone_verified_at: Date | null;
    }>(t.database.db, sql`select * from users where id = ${customer.userId}`);
    expect(account).toMatchObject({
      role: 'customer',
      staff_role: null,
      password_hash: null,
      phone,
      fullname: 'Meena Iyer',
    });
    expect(account!.phone_verified_at).not.toBeNull();
    expect((await orderRow(orderId)).email).toBe('');

    const [after] = await rows<{ remaining_qty: number }>(
      t.database.db,
      sql`select remaining_qty from product_litres where id = ${a.pl_id}`,
    );
    expect(after!.remaining_qty).toBe(stockBefore - 2);
    const ledger = await rows<{ reason: string; delta: number; size_id: number }>(
      t.database.db,
      sql`select reason, delta, size_id from stock_movements where order_id = ${orderId} order by id`,
    );
    expect(ledger).toContainEqual({ reason: 'order', delta: -2, size_id: a.pl_id });

    const events = await rows<{ event: string; actor: string; reason: string | null }>(
      t.database.db,
      sql`select event, actor, reason from order_events where order_id = ${orderId} order by id`,
    );
    expect(events[0]).toMatchObject({ event: 'placed', actor: 'admin' });
    expect(events).toContainEqual({
      event: 'note',
      actor: 'admin',
      reason: createOrderMessages.createdBy(demoAccounts.admin.fullname, 'cod'),
    });
  });

  it("takes the shop's discount off the goods before GST, as a named line, and records why", async () => {
    const phone = newPhone();
    const plain = await post('/api/admin/orders/quote', {
      phone,
      postalCode: '400001',
      lines: lines(),
      payment: 'cod',
    });
    const base = plain.json();
    const reason = 'Repeat customer, phone order';
    const res = await post('/api/admin/orders', {
      phone,
      address,
      lines: lines(),
      payment: 'cod',
      discount: { kind: 'percent', value: 10, reason },
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().orderId as number;
    const order = await orderRow(orderId);
    const off = Math.floor(
      (base.subtotalPaise -
        base.lines.reduce((s: number, l: { discountPaise: number }) => s + l.discountPaise, 0)) *
        0.1,
    );
    expect(
      order.discount_paise -
        base.lines.reduce((s: number, l: { discountPaise: number }) => s + l.discountPaise, 0),
    ).toBe(off);
    expect(order.total_paise).toBe(base.totalPaise - off);
    // GST is inside the prices: the tax falls with the taxable value.
    const items = await rows<{
      discount_paise: number;
      taxable_paise: number;
      cgst_paise: number;
      sgst_paise: number;
      gst_rate: number;
      price_paise: number;
      quantity: number;
    }>(t.database.db, sql`select * from order_items where order_id = ${orderId} order by id`);
    for (const i of items) {
      const after = i.price_paise * i.quantity - i.discount_paise;
      expect(i.taxable_paise + i.cgst_paise + i.sgst_paise).toBe(after);
      expect(Math.abs(i.taxable_paise * i.gst_rate - (i.cgst_paise + i.sgst_paise) * 100)).toBeLessThan(
        100 + i.gst_rate,
      );
    }
    const gst = order.cgst_paise + order.sgst_paise + order.igst_paise;
    expect(gst).toBeLessThan(base.gstPaise);
    const discounts = await rows<{ label: string; amount_paise: number; promotion_id: number | null }>(
      t.database.db,
      sql`select label, amount_paise, promotion_id from order_discounts where order_id = ${orderId}`,
    );
    expect(discounts).toContainEqual({
      label: shopDiscountLabel(reason),
      amount_paise: off,
      promotion_id: null,
    });
    const notes = await rows<{ reason: string }>(
      t.database.db,
      sql`select reason from order_events where order_id = ${orderId} and event = 'note'`,
    );
    expect(notes.map((n) => n.reason)).toContain(createOrderMessages.discountNote(formatRupees(off), reason));
  });

  it('places a payment-link order unpaid with a pay-now link that opens for the customer', async () => {
    const phone = newPhone();
    const res = await post('/api/admin/orders', { phone, address, lines: lines(), payment: 'link' });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, payLink } = res.json();
    expect(payLink).toMatch(new RegExp(`/order/${orderId}/pay-now\\?token=[\\w-]+$`));
    expect(await orderRow(orderId)).toMatchObject({ payment_method: 'cod', payment_status: 'cod' });
    const token = new URL(payLink, 'https://x.example').searchParams.get('token');
    const view = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}/pay-now?token=${token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ orderId, state: 'open' });
    const events = await rows<{ reason: string | null }>(
      t.database.db,
      sql`select reason from order_events where order_id = ${orderId} and event = 'note'`,
    );
    expect(events[0]!.reason).toBe(createOrderMessages.createdBy(demoAccounts.admin.fullname, 'link'));
  });

  it('refuses bad inputs with their reasons and writes nothing', async () => {
    const few = (
      await rows<SizeInStock>(
        t.database.db,
        sql`select pl.product_id, pl.id as pl_id, pl.remaining_qty as remaining from product_litres pl
          join products p on p.id = pl.product_id and p.status = 'active'
          where pl.remaining_qty between 1 and 98 order by pl.remaining_qty limit 1`,
      )
    )[0]!;
    const before = await counts();
    const refuse = async (payload: object, status: number, message: string | RegExp) => {
      const res = await post('/api/admin/orders', payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    const phone = newPhone();
    const good = { phone, address, lines: lines(), payment: 'cod' };
    await refuse({ ...good, phone: '12345' }, 400, createOrderMessages.phoneLength);
    await refuse({ ...good, lines: [] }, 400, createOrderMessages.noLines);
    await refuse(
      { ...good, discount: { kind: 'amount', value: 5000, reason: '' } },
      400,
      /Say why the discount is given/,
    );
    await refuse(
      { ...good, discount: { kind: 'amount', value: 99_999_999, reason: 'Friend of the shop' } },
      422,
      /The discount \(.+\) is more than the goods/,
    );
    await refuse(
      { ...good, lines: [{ productId: few.product_id, pl_id: few.pl_id, quantity: few.remaining + 1 }] },
      409,
      /out of stock|Only \d+ left/,
    );
    await refuse({ ...good, address: { ...address, postalCode: '999999' } }, 400, /PIN code/);
    // A draft product is no longer sold.
    await t.database.db.execute(sql`update products set status = 'draft' where id = ${b.product_id}`);
    try {
      await refuse(good, 409, /is no longer sold: remove it from the order/);
    } finally {
      await t.database.db.execute(sql`update products set status = 'active' where id = ${b.product_id}`);
    }
    // A staff member's number is never made a customer's.
    await refuse({ ...good, phone: demoAccounts.admin.phone }, 403, createOrderMessages.staffNumber);
    expect(await counts()).toEqual(before);
  });

  it("refuses cash on delivery to a blocked number with the COD rule's words, the quote saying the same", async () => {
    const phone = newPhone();
    const blocked = await t.app.inject(
      as(admin, { method: 'PUT', url: '/api/admin/cod/phone-rules', payload: { phone, rule: 'block' } }),
    );
    expect(blocked.statusCode, blocked.body).toBe(200);
    const before = await counts();
    const res = await post('/api/admin/orders', { phone, address, lines: lines(), payment: 'cod' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(codRiskMessages.phoneBlocked);
    const quote = await post('/api/admin/orders/quote', {
      phone,
      postalCode: '400001',
      address: address.address,
      lines: lines(),
      payment: 'cod',
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().codMessage).toBe(codRiskMessages.phoneBlocked);
    expect(await counts()).toEqual(before);
  });

  it('lets a Fulfilment member create orders and refuses Support, who only reads them', async () => {
    const payload = { phone: newPhone(), address, lines: lines(), payment: 'cod' };
    const refused = await post('/api/admin/orders', payload, support);
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await post(
          '/api/admin/orders/quote',
          { ...payload, postalCode: '400001', address: undefined },
          support,
        )
      ).statusCode,
    ).toBe(403);
    expect((await post('/api/admin/orders', payload, fulfilment)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/orders', payload })).statusCode).toBe(401);
  });
});
