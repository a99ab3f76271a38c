// Promotions in the quote and the order through the real routes: every refusal of a code, a code and an
// automatic offer on the quote, the order carrying its discounts into order_items, order_discounts, the
// invoice (GST on the discounted value) and the order views, the prepaid offer's online savings, a refused
// code at placement, redemption and its release on cancel. Promotions are written straight into their table
// here (the admin's routes are the promotions module's, tested there).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InvoiceDocument } from '@chamak/shared/invoices';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { CartQuote } from '@chamak/shared/pricing';
import { promotionMessages } from '@chamak/shared/promotions';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { promotions } from '../../db/schema/index.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress } from '../../test/checkout.ts';
import { shiprocketProvider } from '../delivery/shiprocket.ts';
import { issueCreditNote } from '../invoices/service.ts';
import type { SandboxGateway } from '../payments/gateway.ts';
import { createShipment } from '../shipping/service.ts';

let t: TestApp;
let admin: { token: string };
type Size = { product_id: number; pl_id: number; price: number; category_id: number | null };
/** Two sizes of two different products, with plenty of stock. */
let a: Size;
let b: Size;

beforeAll(async () => {
  t = await testApp();
  admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  const sizes = await rows<Size>(
    t.database.db,
    sql`select distinct on (p.id) p.id as product_id, pl.id as pl_id, pl.discounted_price_paise as price, p.category_id
      from product_litres pl join products p on p.id = pl.product_id
      where pl.discounted_price_paise between 10000 and 60000 order by p.id, pl.id limit 2`,
  );
  [a, b] = sizes as [Size, Size];
  await t.database.db.execute(
    sql`update product_litres set remaining_qty = 1000 where id in (${a.pl_id}, ${b.pl_id})`,
  );
});
afterAll(() => t?.close());
// Each test's promotions end with it, so automatic offers never leak into the next test's totals.
afterEach(async () => {
  await t.database.db.update(promotions).set({ active: false });
});

let codes = 0;
/** A promotion (10% off everything, a fresh code, unless told otherwise); answers it with its id. */
async function promo(over: Partial<typeof promotions.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(promotions)
    .values({ name: '10% off', code: `CODE${++codes}X`, action: 'percent', percent: 10, ...over })
    .returning();
  return row!;
}

const quote = async (u: TestUser | null, payload: object = {}) => {
  const res = await t.app.inject(
    as(u?.token, {
      method: 'POST',
      url: '/api/cart/quote',
      payload: u
        ? { userId: u.userId, ...payload }
        : {
            cartDatas: [
              { productId: a.product_id, pl_id: a.pl_id, quantity: 2 },
              { productId: b.product_id, pl_id: b.pl_id, quantity: 1 },
            ],
            ...payload,
          },
    }),
  );
  expect(res.statusCode).toBe(200);
  return res.json() as CartQuote;
};

/** A new customer with 2 of `a` and 1 of `b` in the cart. */
async function shopper(): Promise<TestUser> {
  const u = await signupAndLogin(t.app);
  await addToCart(t.app, u, a, 2);
  await addToCart(t.app, u, b, 1);
  return u;
}

const subtotal = () => a.price * 2 + b.price;

describe('a code on the quote', () => {
  it('applies whatever its case, lists the offer by name and splits it across the lines to the paisa', async () => {
    const p = await promo({ name: 'Diwali 10%', code: 'Diwali10' });
    const u = await shopper();
    const q = await quote(u, { code: 'diwali10' });
    const off = Math.floor(subtotal() / 10);
    expect(q.codeApplied).toBe('Diwali10');
    expect(q.codeMessage).toBeNull();
    expect(q.offers).toEqual([
      { promotionId: p.id, code: 'Diwali10', label: 'Diwali 10%', kind: 'lines', amountPaise: off },
    ]);
    expect(q.discountPaise).toBe(off);
    expect(q.lines.reduce((sum, l) => sum + l.discountPaise, 0)).toBe(off);
    // Each line's share is in proportion to its value, to the paisa.
    for (const l of q.lines)
      expect(Math.abs(l.discountPaise - (l.linePaise * off) / subtotal())).toBeLessThan(1);
    expect(q.totalPaise).toBe(subtotal() - off + q.deliveryPaise + q.codFeePaise);
    // GST on the discounted value: 18% inside what is left of the goods and the delivery.
    const taxed = subtotal() - off + q.deliveryPaise;
    expect(Math.abs(q.gstPaise - (taxed * 18) / 118)).toBeLessThan(3);
  });

  it('refuses with the reason the shopper can act on', async () => {
    const u = await shopper();
    const reason = async (
      over: Partial<typeof promotions.$inferInsert>,
      who: TestUser | null = u,
      extra = {},
    ) => {
      const p = await promo(over);
      const q = await quote(who, { code: p.code, ...extra });
      expect(q.codeApplied).toBeNull();
      expect(q.offers).toEqual([]);
      expect(q.totalPaise).toBe(q.subtotalPaise + q.deliveryPaise + q.codFeePaise);
      return q.codeMessage;
    };
    expect(await reason({ endsAt: new Date(Date.now() - 60_000) })).toBe('This code is not valid.');
    expect(await reason({ startsAt: new Date(Date.now() + 3600_000) })).toBe(promotionMessages.unknown);
    expect(await reason({ minCartPaise: subtotal() + 49_900 })).toBe(
      promotionMessages.minCart(subtotal() + 49_900),
    );
    expect(await reason({ minCartPaise: 49_900_00 })).toBe(
      'Your cart must be at least ₹49,900 for this code.',
    );
    expect(await reason({ appliesTo: 'products', productIds: [999_999] })).toBe(
      'This code is not valid for the items in your cart.',
    );
    expect(await reason({ appliesTo: 'combos' }, u)).toBe(promotionMessages.notForItems);
    expect(await reason({ onlineOnly: true }, u, { paymentMethod: 'cod', postalCode: '682001' })).toBe(
      promotionMessages.onlineOnly,
    );
    expect(await reason({ perCustomerLimit: 1 }, null)).toBe(promotionMessages.signIn);
    expect(await reason({ firstOrderOnly: true }, null)).toBe(promotionMessages.signIn);
    expect(await reason({ active: false })).toBe(promotionMessages.unknown);
    const q = await quote(u, { code: 'NOSUCHCODE' });
    expect(q.codeMessage).toBe('This code is not valid.');
  });

  it('is used up: by every order (usage limit) or by this customer (per-customer limit); first order only', async () => {
    const once = await promo({ usageLimit: 1 });
    const mine = await promo({ perCustomerLimit: 1 });
    const first = await promo({ firstOrderOnly: true });
    const u = await shopper();
    expect((await quote(u, { code: first.code })).codeApplied).toBe(first.code);
    const placed = await checkout(t.app, u, 'cod', { code: once.code! } as never);
    expect(placed.statusCode).toBe(200);
    await addToCart(t.app, u, a, 1);
    expect((await quote(u, { code: first.code })).codeMessage).toBe(
      'This code is only for your first order.',
    );
    const other = await shopper();
    expect((await quote(other, { code: once.code })).codeMessage).toBe('This code has already been used.');
    // The per-customer code: the first customer uses it, another still may.
    expect((await checkout(t.app, u, 'cod', { code: mine.code! } as never)).statusCode).toBe(200);
    await addToCart(t.app, u, a, 1);
    expect((await quote(u, { code: mine.code })).codeMessage).toBe('This code has already been used.');
    expect((await quote(other, { code: mine.code })).codeApplied).toBe(mine.code);
  });
});

describe('automatic offers', () => {
  it('the best one applies by itself, and a code comes on top on what it left', async () => {
    await promo({ name: '5% off', code: null, percent: 5 });
    const best = await promo({ name: '15% off', code: null, percent: 15 });
    const code = await promo({ name: '₹50 off', action: 'fixed', percent: null, amountPaise: 5000 });
    const u = await shopper();
    const q = await quote(u, { code: code.code });
    const auto = Math.floor((subtotal() * 15) / 100);
    expect(q.offers.map((o) => [o.promotionId, o.amountPaise])).toEqual([
      [best.id, auto],
      [code.id, 5000],
    ]);
    expect(q.discountPaise).toBe(auto + 5000);
    expect(q.totalPaise).toBe(subtotal() - auto - 5000 + q.deliveryPaise);
  });

  it('a prepaid offer applies only online, and the quote says what paying online saves (offer + COD fee)', async () => {
    const prepaid = await promo({
      name: '5% off when you pay online',
      code: null,
      percent: 5,
      onlineOnly: true,
    });
    const u = await shopper();
    const off = Math.floor((subtotal() * 5) / 100);
    // 400001 is on the COD fee list (₹30 by default).
    const online = await quote(u, { paymentMethod: 'online', postalCode: '400001' });
    expect(online.offers).toEqual([expect.objectContaining({ promotionId: prepaid.id, amountPaise: off })]);
    expect(online.onlineSavingsPaise).toBe(off + 3000);
    const cod = await quote(u, { paymentMethod: 'cod', postalCode: '400001' });
    expect(cod.offers).toEqual([]);
    expect(cod.codFeePaise).toBe(3000);
    expect(cod.onlineSavingsPaise).toBe(off + 3000);
    expect(cod.totalPaise - online.totalPaise).toBe(off + 3000);
  });

  it('free delivery waives the delivery charge (never the COD fee) and the order charges none', async () => {
    const free = await promo({ name: 'Free delivery', code: null, action: 'free_delivery', percent: null });
    const u = await shopper();
    const q = await quote(u, { paymentMethod: 'cod', postalCode: '400001' });
    expect(q.deliveryPaise).toBeGreaterThan(0);
    expect(q.offers).toEqual([
      {
        promotionId: free.id,
        code: null,
        label: 'Free delivery',
        kind: 'delivery',
        amountPaise: q.deliveryPaise,
      },
    ]);
    expect(q.discountPaise).toBe(0);
    expect(q.totalPaise).toBe(subtotal() + q.codFeePaise);
    const placed = await checkout(t.app, u, 'cod', { postalCode: '400001', state: 'Maharashtra' });
    expect(placed.statusCode).toBe(200);
    const [o] = await rows<{ delivery: number; discount: number; cod: number; total: number }>(
      t.database.db,
      sql`select delivery_charge_paise as delivery, discount_paise as discount, cod_fee_paise as cod, total_paise as total
        from orders where id = ${placed.json().orderId}`,
    );
    expect(o).toEqual({ delivery: 0, discount: 0, cod: 3000, total: q.totalPaise });
  });
});

describe('the order carries its discounts', () => {
  it('into order_items, order_discounts (redeemed), the invoice (GST after the discount) and the order views', async () => {
    const p = await promo({ name: 'Festive 12%', code: 'FESTIVE12', percent: 12 });
    const u = await shopper();
    const q = await quote(u, {
      paymentMethod: 'cod',
      postalCode: checkoutAddress.postalCode,
      code: 'festive12',
    });
    const placed = await checkout(t.app, u, 'cod', { code: 'festive12' } as never);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().orderId as number;
    const [o] = await rows<{ subtotal: number; discount: number; total: number }>(
      t.database.db,
      sql`select subtotal_paise as subtotal, discount_paise as discount, total_paise as total from orders where id = ${orderId}`,
    );
    expect(o).toEqual({ subtotal: subtotal(), discount: q.discountPaise, total: q.totalPaise });
    const items = await rows<{ discount: number; taxable: number; igst: number; line: number }>(
      t.database.db,
      sql`select discount_paise as discount, taxable_paise as taxable, igst_paise as igst, price_paise * quantity as line
        from order_items where order_id = ${orderId} order by id`,
    );
    expect(items.map((i) => i.discount)).toEqual(q.lines.map((l) => l.discountPaise));
    for (const i of items) {
      // Kerala from a Maharashtra seller: IGST at 18% inside what is left of the line, two halves at 9 % each
      // rounded to the paisa (decision 0302).
      expect(i.taxable + i.igst).toBe(i.line - i.discount);
      expect(i.igst).toBe(2 * Math.round(((i.line - i.discount) * 9) / 118));
    }
    const discounts = await rows<{
      promotion_id: number;
      code: string;
      label: string;
      amount: number;
      redeemed: boolean;
    }>(
      t.database.db,
      sql`select promotion_id, code, label, amount_paise as amount, redeemed_at is not null as redeemed
        from order_discounts where order_id = ${orderId}`,
    );
    expect(discounts).toEqual([
      {
        promotion_id: p.id,
        code: 'FESTIVE12',
        label: 'Festive 12%',
        amount: q.discountPaise,
        redeemed: true,
      },
    ]);
    const [doc] = await rows<{ document: InvoiceDocument; total: number }>(
      t.database.db,
      sql`select document, total_paise as total from tax_documents where order_id = ${orderId} and kind = 'invoice'`,
    );
    expect(doc!.total).toBe(q.totalPaise);
    expect(
      doc!.document.lines.slice(0, 2).map((l) => [l.discountPaise, l.amountPaise, l.taxablePaise]),
    ).toEqual(items.map((i) => [i.discount, i.line - i.discount, i.taxable]));
    const view = (await t.app.inject(as(u.token, { url: `/api/order/get/${orderId}` }))).json() as Order;
    expect(view.discount).toBe(q.discountPaise / 100);
    expect(view.discounts).toEqual([
      { label: 'Festive 12%', code: 'FESTIVE12', kind: 'lines', amount: q.discountPaise / 100 },
    ]);
    expect(view.OrderItems.map((i) => i.discount)).toEqual(items.map((i) => i.discount / 100));
    expect(view.totalPrice).toBe(view.subtotal - view.discount + view.delivery_charge + view.codFee);
    // The confirmation mail says what the shopper saved and with what.
    const [mail] = await rows<{ text: string }>(
      t.database.db,
      sql`select text from mail_outbox where subject = ${`Your Chamak order #${orderId} is confirmed`}`,
    );
    expect(mail!.text).toContain(
      `You saved ${formatRupees(q.discountPaise)}: Festive 12% (code FESTIVE12) ${formatRupees(q.discountPaise)}.`,
    );
    // The PDF prints each line's discount in its own column and what came off the lines in all.
    const pdf = await t.app.inject(as(u.token, { url: `/api/order/${orderId}/invoice` }));
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Discount');
    for (const i of items) expect(text).toContain(`-${formatRupees(i.discount)}`);
    expect(text).toContain(`-${formatRupees(q.discountPaise)}`);

    // A credit note of one unit of the first line credits that unit's share after the discount, rounded up.
    const [invoice] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from tax_documents where order_id = ${orderId} and kind = 'invoice'`,
    );
    const note = await t.database.db.transaction((tx) =>
      issueCreditNote(tx, { invoiceId: invoice!.id, reason: 'Return', lines: [{ line: 1, quantity: 1 }] }),
    );
    const [credited] = await rows<{ total: number }>(
      t.database.db,
      sql`select total_paise as total from tax_documents where id = ${note.id}`,
    );
    expect(credited!.total).toBe(a.price - Math.ceil(items[0]!.discount / 2));
  });

  it('a code refused at placement is 422 with its reason and places nothing', async () => {
    const p = await promo({ endsAt: new Date(Date.now() - 1000) });
    const u = await shopper();
    const res = await checkout(t.app, u, 'cod', { code: p.code! } as never);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'This code is not valid.', code: 'COUPON_NOT_FOUND' });
    const online = await checkout(t.app, u, 'online', { code: 'NOSUCH' } as never);
    expect(online.statusCode).toBe(422);
    expect(online.json().message).toBe('This code is not valid.');
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id = ${u.userId}`,
    );
    expect(n!.n).toBe(0);
  });
});

describe('redemption', () => {
  const redemptions = (promotionId: number) =>
    rows<{ order_id: number; redeemed: boolean; released: boolean }>(
      t.database.db,
      sql`select order_id, redeemed_at is not null as redeemed, released_at is not null as released
        from order_discounts where promotion_id = ${promotionId} order by id`,
    );

  it('a cancelled order gives its use back (release on cancel), unless the promotion says not to', async () => {
    const back = await promo({ usageLimit: 1 });
    const kept = await promo({ usageLimit: 1, releaseOnCancel: false });
    for (const p of [back, kept]) {
      const u = await shopper();
      const placed = await checkout(t.app, u, 'cod', { code: p.code! } as never);
      expect(placed.statusCode).toBe(200);
      const id = placed.json().orderId as number;
      const other = await shopper();
      expect((await quote(other, { code: p.code })).codeMessage).toBe(promotionMessages.used);
      expect(
        (await t.app.inject(as(u.token, { method: 'POST', url: `/api/order/${id}/cancel` }))).statusCode,
      ).toBe(200);
      if (p.releaseOnCancel) {
        expect(await redemptions(p.id)).toEqual([{ order_id: id, redeemed: true, released: true }]);
        expect((await quote(other, { code: p.code })).codeApplied).toBe(p.code);
        expect((await checkout(t.app, other, 'cod', { code: p.code! } as never)).statusCode).toBe(200);
      } else {
        expect(await redemptions(p.id)).toEqual([{ order_id: id, redeemed: true, released: false }]);
        expect((await quote(other, { code: p.code })).codeMessage).toBe(promotionMessages.used);
      }
    }
  });

  it('an online order holds its use while the shopper pays, and is redeemed when paid', async () => {
    const p = await promo({ usageLimit: 1 });
    const u = await shopper();
    const q = await quote(u, { code: p.code });
    const created = await checkout(t.app, u, 'online', { code: p.code! } as never);
    expect(created.statusCode).toBe(200);
    const { orderId, order_id, amount } = created.json().data as {
      orderId: number;
      order_id: string;
      amount: number;
    };
    expect(q.discountPaise).toBeGreaterThan(0);
    expect(amount).toBe(q.totalPaise);
    // The shopper's own unpaid order does not block them (closing the payment window and paying again).
    expect((await quote(u, { code: p.code })).codeApplied).toBe(p.code);
    // Held: another shopper cannot take the last use meanwhile, by quote or by placing.
    const other = await shopper();
    expect((await quote(other, { code: p.code })).codeMessage).toBe(promotionMessages.used);
    const refused = await checkout(t.app, other, 'cod', { code: p.code! } as never);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(promotionMessages.used);
    expect(await redemptions(p.id)).toEqual([{ order_id: orderId, redeemed: false, released: false }]);
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
    expect(await redemptions(p.id)).toEqual([{ order_id: orderId, redeemed: true, released: false }]);

    // A part refund keeps the use; refunding the rest (the whole order refunded) gives it back.
    const refund = (body: object, key: string) =>
      t.app.inject(
        as(admin.token, {
          method: 'POST',
          url: `/api/admin/orders/${orderId}/refunds`,
          payload: body,
          headers: { 'idempotency-key': key },
        }),
      );
    expect((await refund({ amount: 1, reason: 'A scratch' }, `offers-${orderId}-1`)).statusCode).toBe(201);
    await (t.app.gateway as SandboxGateway).settled();
    expect(await redemptions(p.id)).toEqual([{ order_id: orderId, redeemed: true, released: false }]);
    expect((await refund({ reason: 'Changed their mind' }, `offers-${orderId}-2`)).statusCode).toBe(201);
    await (t.app.gateway as SandboxGateway).settled();
    const [status] = await rows<{ s: string }>(
      t.database.db,
      sql`select payment_status as s from orders where id = ${orderId}`,
    );
    expect(status!.s).toBe('refunded');
    expect(await redemptions(p.id)).toEqual([{ order_id: orderId, redeemed: true, released: true }]);
    expect((await quote(other, { code: p.code })).codeApplied).toBe(p.code);
  });

  it('two placements racing for the last use: one has it, the other is 409 and leaves nothing', async () => {
    const p = await promo({ usageLimit: 1 });
    const [u1, u2] = [await shopper(), await shopper()];
    const results = await Promise.all(
      [u1, u2].map((u) => checkout(t.app, u, 'cod', { code: p.code! } as never)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    // The loser either saw the use taken when quoting (422) or lost the lock in orderPlaced (409).
    expect(codes[0]).toBe(200);
    expect([409, 422]).toContain(codes[1]);
    expect(results.find((r) => r.statusCode !== 200)!.json().message).toBe(promotionMessages.used);
    expect((await redemptions(p.id)).filter((r) => r.redeemed)).toHaveLength(1);
    await t.database.db.update(promotions).set({ active: false }).where(eq(promotions.id, p.id));
  });
});

describe("Shiprocket's order of a discounted order", () => {
  it('prices the items after their discount and asks for the discounted total (the COD amount)', async () => {
    // A local stand-in of Shiprocket's API that records the adhoc order it is sent.
    const sent: Record<string, unknown>[] = [];
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.url!.endsWith('/auth/login')) return res.end(JSON.stringify({ token: 'sr' }));
        if (req.url!.endsWith('/orders/create/adhoc')) {
          sent.push(JSON.parse(raw));
          return res.end(
            JSON.stringify({ order_id: 77, shipment_id: 78, awb_code: 'SRDISC1', courier_name: 'Delhivery' }),
          );
        }
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await promo({ name: '₹55.55 off', code: null, action: 'fixed', percent: null, amountPaise: 5555 });
      const u = await shopper();
      const placed = await checkout(t.app, u, 'cod');
      expect(placed.statusCode).toBe(200);
      const orderId = placed.json().orderId as number;
      const { port } = server.address() as AddressInfo;
      const shipping = shiprocketProvider({
        email: 'ops@chamak.example',
        password: 'pw',
        pickupLocation: 'Primary',
        baseUrl: `http://127.0.0.1:${port}`,
      });
      await createShipment({ db: t.database.db, shipping }, orderId);
      const [o] = await rows<{ total: number; subtotal: number; discount: number }>(
        t.database.db,
        sql`select total_paise as total, subtotal_paise as subtotal, discount_paise as discount from orders where id = ${orderId}`,
      );
      expect(o!.discount).toBe(5555);
      const order = sent[0] as { sub_total: number; order_items: { units: number; selling_price: number }[] };
      expect(order.sub_total).toBe(o!.total / 100);
      // ₹55.55 split 2:1 by value; each unit's price after its line's share, to the paisa.
      const items = await rows<{ price: number; quantity: number; discount: number }>(
        t.database.db,
        sql`select price_paise as price, quantity, discount_paise as discount from order_items where order_id = ${orderId} order by id`,
      );
      expect(order.order_items.map((i) => i.selling_price)).toEqual(
        items.map((i) => Math.round((i.price * i.quantity - i.discount) / i.quantity) / 100),
      );
      const goods = order.order_items.reduce(
        (sum, i) => sum + Math.round(i.selling_price * 100) * i.units,
        0,
      );
      expect(Math.abs(goods - (o!.subtotal - o!.discount))).toBeLessThanOrEqual(items.length);
    } finally {
      server.close();
    }
  });
});
