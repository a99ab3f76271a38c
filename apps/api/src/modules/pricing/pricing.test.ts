// The quote (decision 0050) through the real routes: a customer's and a guest's cart priced by the server, the
// delivery rule and its settings, the COD fee by PIN code, guards and input, and orders storing the quote.
import type { CartQuote } from '@chamak/shared/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout } from '../../test/checkout.ts';

let t: TestApp;
let admin: { token: string };
type Size = {
  product_id: number;
  pl_id: number;
  price: number;
  total_ml: number;
  name: string;
  label: string;
};
/** Sizes with plenty in stock, by volume: 500 ml and 250 ml (under the threshold), 2 L (over). */
let half: Size;
let quarter: Size;
let big: Size;

async function sizeOf(ml: number): Promise<Size> {
  const [size] = await rows<Size>(
    t.database.db,
    sql`select pl.product_id, pl.id as pl_id, pl.discounted_price_paise as price, l.total_ml, p.name, l.label
      from product_litres pl join litres l on l.id = pl.litre_id join products p on p.id = pl.product_id
      where l.total_ml = ${ml} order by pl.id limit 1`,
  );
  await t.database.db.execute(sql`update product_litres set remaining_qty = 500 where id = ${size!.pl_id}`);
  return size!;
}

beforeAll(async () => {
  t = await testApp();
  admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  half = await sizeOf(500);
  quarter = await sizeOf(250);
  big = await sizeOf(2000);
});
afterAll(() => t?.close());

const quote = (token: string | undefined, payload: object) =>
  t.app.inject(as(token, { method: 'POST', url: '/api/cart/quote', payload }));
const guestLine = (s: Size, quantity: number) => ({ productId: s.product_id, pl_id: s.pl_id, quantity });

async function customerWith(...lines: [Size, number][]): Promise<TestUser> {
  const u = await signupAndLogin(t.app);
  for (const [size, quantity] of lines) await addToCart(t.app, u, size, quantity);
  return u;
}

describe('POST /api/cart/quote', () => {
  it("quotes a customer's server cart at the database's prices, step by step in paise", async () => {
    const u = await customerWith([half, 1], [quarter, 3]);
    const res = await quote(u.token, { userId: u.userId });
    expect(res.statusCode).toBe(200);
    const q = res.json() as CartQuote;
    expect(q.lines).toEqual([
      {
        productId: half.product_id,
        pl_id: half.pl_id,
        name: half.name,
        size: half.label,
        totalMl: 500,
        quantity: 1,
        unitPaise: half.price,
        linePaise: half.price,
        discountPaise: 0,
      },
      expect.objectContaining({
        pl_id: quarter.pl_id,
        quantity: 3,
        unitPaise: quarter.price,
        linePaise: quarter.price * 3,
      }),
    ]);
    const subtotal = half.price + quarter.price * 3;
    expect(q).toMatchObject({
      subtotalPaise: subtotal,
      offers: [],
      volumeMl: 1250,
      deliveryPaise: 19900,
      codFeePaise: 0,
      // The GST inside (never added): tax.test.ts.
      totalPaise: subtotal + 19900,
      codAvailable: true,
      codMessage: null,
    });
  });

  it("quotes a guest's browser cart without a token, leaving out lines whose size is not the product's", async () => {
    const res = await quote(undefined, {
      cartDatas: [guestLine(half, 1), { productId: big.product_id, pl_id: half.pl_id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const q = res.json() as CartQuote;
    expect(q.lines.map((l) => l.pl_id)).toEqual([half.pl_id]);
    expect(q).toMatchObject({
      subtotalPaise: half.price,
      deliveryPaise: 9900,
      totalPaise: half.price + 9900,
    });
  });

  it('quotes an empty cart as nothing to pay', async () => {
    const empty = { subtotalPaise: 0, deliveryPaise: 0, codFeePaise: 0, totalPaise: 0, lines: [] };
    expect((await quote(undefined, { cartDatas: [] })).json()).toMatchObject(empty);
    const u = await signupAndLogin(t.app);
    expect((await quote(u.token, { userId: u.userId })).json()).toMatchObject(empty);
  });

  it('charges delivery by the volume threshold: under 1000 ml the lower charge, from 1000 ml the higher', async () => {
    const delivery = async (...lines: [Size, number][]) =>
      ((await quote(undefined, { cartDatas: lines.map(([s, n]) => guestLine(s, n)) })).json() as CartQuote)
        .deliveryPaise;
    expect(await delivery([quarter, 3])).toBe(9900); // 750 ml
    expect(await delivery([half, 1], [quarter, 1])).toBe(9900); // 750 ml
    expect(await delivery([half, 2])).toBe(19900); // exactly 1000 ml
    expect(await delivery([quarter, 3], [quarter, 1])).toBe(19900); // 1000 ml over two lines
    expect(await delivery([big, 1])).toBe(19900);
  });

  it("follows the shop's delivery settings as soon as the admin changes them", async () => {
    const put = (delivery: object) =>
      t.app.inject(as(admin.token, { method: 'PUT', url: '/api/admin/settings', payload: { delivery } }));
    expect(
      (await put({ thresholdMl: 2500, underThresholdPaise: 4900, atOrOverThresholdPaise: 14900 })).statusCode,
    ).toBe(200);
    try {
      const q = (await quote(undefined, { cartDatas: [guestLine(big, 1)] })).json() as CartQuote;
      expect(q).toMatchObject({ deliveryPaise: 4900, totalPaise: big.price + 4900 });
      const over = (await quote(undefined, { cartDatas: [guestLine(big, 2)] })).json() as CartQuote;
      expect(over.deliveryPaise).toBe(14900);
    } finally {
      await put({ thresholdMl: 1000, underThresholdPaise: 9900, atOrOverThresholdPaise: 19900 });
    }
  });

  it('adds the COD fee only for cash on delivery to a fee PIN code, and says where COD is refused', async () => {
    const cart = { cartDatas: [guestLine(half, 1)] };
    const online = (await quote(undefined, { ...cart, postalCode: '560001' })).json() as CartQuote;
    expect(online.codFeePaise).toBe(0);
    const fee = (
      await quote(undefined, { ...cart, paymentMethod: 'cod', postalCode: '560001' })
    ).json() as CartQuote;
    expect(fee).toMatchObject({
      codFeePaise: 3000,
      totalPaise: online.totalPaise + 3000,
      codAvailable: true,
    });
    const plain = (
      await quote(undefined, { ...cart, paymentMethod: 'cod', postalCode: '682001' })
    ).json() as CartQuote;
    expect(plain).toMatchObject({ codFeePaise: 0, totalPaise: online.totalPaise, codAvailable: true });
    const blocked = (await quote(undefined, { ...cart, paymentMethod: 'cod', postalCode: '744101' })).json();
    expect(blocked).toMatchObject({
      codAvailable: false,
      codMessage: 'Cash on delivery is not available for this PIN code. Please pay online.',
      codFeePaise: 0,
      totalPaise: online.totalPaise,
    });
  });

  it("refuses another customer's cart (403) and a customer's cart without a token (401)", async () => {
    const u = await customerWith([half, 1]);
    const other = await signupAndLogin(t.app);
    expect((await quote(other.token, { userId: u.userId })).statusCode).toBe(403);
    expect((await quote(undefined, { userId: u.userId })).statusCode).toBe(401);
  });

  it('answers 400 to bad input', async () => {
    for (const payload of [
      { cartDatas: [{ ...guestLine(half, 1), quantity: 0 }] },
      { cartDatas: [guestLine(half, 1)], postalCode: '12345' },
      { cartDatas: [guestLine(half, 1)], paymentMethod: 'upi' },
      { userId: 'me' },
      {},
    ]) {
      const res = await quote(undefined, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('agrees with the checkout summary call, which answers from the same module in rupees', async () => {
    const u = await customerWith([big, 1], [quarter, 2]);
    const body = { userId: u.userId, paymentMethod: 'cod', postalCode: '400001' };
    const q = (await quote(u.token, body)).json() as CartQuote;
    const summary = (
      await t.app.inject(as(u.token, { method: 'POST', url: '/api/order/quote', payload: body }))
    ).json();
    expect(summary).toEqual({
      subtotal: q.subtotalPaise / 100,
      delivery_charge: q.deliveryPaise / 100,
      codFee: q.codFeePaise / 100,
      total: q.totalPaise / 100,
      gst: q.taxes.reduce((sum, tax) => sum + tax.amountPaise, 0) / 100,
      lines: 2,
      codAvailable: true,
      codMessage: null,
      codNotice: null,
      codAdvance: 0,
      discount: 0,
      offers: [],
      codeApplied: null,
      codeMessage: null,
      // No prepaid offer: paying online saves the COD fee of this PIN code.
      onlineSavings: q.codFeePaise / 100,
    });
  });
});

describe('orders store the quote', () => {
  type Stored = { subtotal: number; delivery: number; cod_fee: number; total: number };
  const stored = async (orderId: number) => {
    const [order] = await rows<Stored>(
      t.database.db,
      sql`select subtotal_paise as subtotal, delivery_charge_paise as delivery, cod_fee_paise as cod_fee,
        total_paise as total from orders where id = ${orderId}`,
    );
    const items = await rows<{ pl_id: number; price: number; quantity: number }>(
      t.database.db,
      sql`select product_litre_id as pl_id, price_paise as price, quantity from order_items where order_id = ${orderId} order by id`,
    );
    return { order, items };
  };
  const expectStoredQuote = async (orderId: number, q: CartQuote) => {
    const { order, items } = await stored(orderId);
    expect(order).toEqual({
      subtotal: q.subtotalPaise,
      delivery: q.deliveryPaise,
      cod_fee: q.codFeePaise,
      total: q.totalPaise,
    });
    expect(items).toEqual(q.lines.map((l) => ({ pl_id: l.pl_id, price: l.unitPaise, quantity: l.quantity })));
  };

  it('a cash order to a fee PIN code stores exactly the figures its quote showed', async () => {
    const u = await customerWith([half, 2], [quarter, 1]);
    const q = (
      await quote(u.token, { userId: u.userId, paymentMethod: 'cod', postalCode: '560001' })
    ).json() as CartQuote;
    expect(q.codFeePaise).toBe(3000);
    const placed = await checkout(t.app, u, 'cod', { postalCode: '560001', state: 'Karnataka' });
    expect(placed.statusCode).toBe(200);
    await expectStoredQuote(placed.json().orderId, q);
  });

  it('an online order stores its quote and asks the gateway for the quoted total', async () => {
    const u = await customerWith([big, 1]);
    const q = (await quote(u.token, { userId: u.userId })).json() as CartQuote;
    const created = await checkout(t.app, u, 'online');
    expect(created.statusCode).toBe(200);
    expect(created.json().data.amount).toBe(q.totalPaise);
    await expectStoredQuote(created.json().data.orderId, q);
  });
});
