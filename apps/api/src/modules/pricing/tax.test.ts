// GST in the quote and in the order through the real routes on a real database: the tax inside tax-inclusive
// prices (CGST + SGST within the seller's state, IGST between states), fees at the highest line rate, mixed
// rates, the COD fee, an untaxed product refused once the shop has a GSTIN, no GST without one, the breakup
// an order stores, and the database CHECKs that refuse a breakup that does not add up. Worked example (prices
// include GST; per line, each half of the tax is the price's tax at half the rate rounded to the paisa, CGST =
// SGST, and the taxable value is the rest, decision 0302):
//   A ₹100.00 at 18 %: half round(10000 x 9 / 118) = 763, tax 1526 (CGST 763 + SGST 763, or IGST 1526), taxable 8474
//   B ₹105.00 at  5 %: taxable 10000, tax 500 (250 + 250)
//   delivery ₹99 at 18 % (the highest line rate): taxable 8390, tax 1510 (755 + 755)
//   COD fee ₹30 at 18 %: taxable 2542, tax 458 (229 + 229)
import type { CartQuote } from '@chamak/shared/pricing';
import { defaultSellerIdentity } from '@chamak/shared/seller';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout } from '../../test/checkout.ts';

let t: TestApp;
let admin: string;
type Size = { product_id: number; pl_id: number; name: string };
/** Two sizes of different products, 250 ml and 500 ml (delivery ₹99 together), priced for the example. */
let a: Size;
let b: Size;

const gstin = '27AAJCC4821K1ZH';
const registered = { ...defaultSellerIdentity, state: 'Maharashtra' as const, gstin };
const setSeller = async (seller: object) => {
  const res = await t.app.inject(
    as(admin, { method: 'PUT', url: '/api/admin/settings', payload: { seller } }),
  );
  expect(res.statusCode, res.body).toBe(200);
};

async function priced(ml: number, pricePaise: number, rate: number, ...others: Size[]): Promise<Size> {
  const [size] = await rows<Size>(
    t.database.db,
    sql`select pl.product_id, pl.id as pl_id, p.name from product_litres pl join litres l on l.id = pl.litre_id
      join products p on p.id = pl.product_id
      where l.total_ml = ${ml} and pl.product_id <> all(${`{${others.map((o) => o.product_id).join(',')}}`}::int[])
      order by pl.id limit 1`,
  );
  await t.database.db.execute(
    sql`update product_litres set price_paise = ${pricePaise}, discounted_price_paise = ${pricePaise}, discount = 0,
      remaining_qty = 500 where id = ${size!.pl_id}`,
  );
  await t.database.db.execute(sql`update products set gst_rate = ${rate} where id = ${size!.product_id}`);
  return size!;
}

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  await setSeller(registered);
  a = await priced(250, 10000, 18);
  b = await priced(500, 10500, 5, a);
});
afterAll(() => t?.close());

/** The CHECK constraint that refused a write, or 'accepted'. */
async function refusedBy(write: Promise<unknown>): Promise<string> {
  try {
    await write;
    return 'accepted';
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause ?? error;
    return (cause as { constraint?: string }).constraint ?? String((cause as Error).message);
  }
}

const quote = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CartQuote;
};
const line = (s: Size) => ({ productId: s.product_id, pl_id: s.pl_id, quantity: 1 });
const both = () => ({ cartDatas: [line(a), line(b)] });

describe('the quote carries the GST inside its prices', () => {
  it('within the seller state: A ₹100 at 18 % + B ₹105 at 5 % + delivery ₹99 at 18 % is CGST ₹17.68 + SGST ₹17.68, total unchanged', async () => {
    const q = await quote({ ...both(), state: 'Maharashtra' });
    expect(q.subtotalPaise).toBe(20500);
    expect(q.deliveryPaise).toBe(9900);
    expect(q.taxes).toEqual([
      { label: 'CGST', amountPaise: 763 + 250 + 755 },
      { label: 'SGST', amountPaise: 763 + 250 + 755 },
    ]);
    expect(q.gstPaise).toBe(3536);
    expect(q.totalPaise).toBe(30400);
  });

  it('to another state: the same cart is IGST ₹35.36 (the same tax, one line)', async () => {
    const q = await quote({ ...both(), state: 'Kerala' });
    expect(q.taxes).toEqual([{ label: 'IGST', amountPaise: 1526 + 500 + 1510 }]);
    expect(q.totalPaise).toBe(30400);
  });

  it("without a state assumes the seller's state (decision 0105): CGST + SGST", async () => {
    const q = await quote(both());
    expect(q.taxes.map((x) => x.label)).toEqual(['CGST', 'SGST']);
    expect(q.taxes.reduce((sum, x) => sum + x.amountPaise, 0)).toBe(3536);
  });

  it('one line at 5 % alone: delivery ₹99 is taxed at 5 % too (taxable 9428, tax 472)', async () => {
    const q = await quote({ cartDatas: [line(b)], state: 'Kerala' });
    expect(q.taxes).toEqual([{ label: 'IGST', amountPaise: 500 + 472 }]);
  });

  it('the COD fee ₹30 is taxed at the highest line rate: IGST ₹35.36 + ₹4.58 to Karnataka', async () => {
    const q = await quote({ ...both(), paymentMethod: 'cod', postalCode: '560001', state: 'Karnataka' });
    expect(q.codFeePaise).toBe(3000);
    expect(q.taxes).toEqual([{ label: 'IGST', amountPaise: 3536 + 458 }]);
    expect(q.gstPaise).toBe(3994);
    expect(q.totalPaise).toBe(33400);
  });

  it('the checkout summary (rupees) says the same GST', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(t.app, u, a);
    await addToCart(t.app, u, b);
    const res = await t.app.inject(
      as(u.token, {
        method: 'POST',
        url: '/api/order/quote',
        payload: { userId: u.userId, state: 'Kerala' },
      }),
    );
    expect(res.json()).toMatchObject({ total: 304, gst: 35.36 });
  });

  it('answers 400 naming the state when it is not an Indian state', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { ...both(), state: 'Atlantis' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('State must be an Indian state or union territory');
  });
});

describe('a product without HSN code or rate', () => {
  let untaxed: Size;
  beforeAll(async () => {
    untaxed = await priced(1000, 25000, 18, a, b);
    await t.database.db.execute(sql`update products set hsn_code = null where id = ${untaxed.product_id}`);
  });

  it('cannot be quoted or ordered once the shop has a GSTIN, and the message names it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { cartDatas: [line(a), line(untaxed)] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(untaxed.name);
    expect(res.json().message).toContain('HSN code and rate');
    const u = await signupAndLogin(t.app);
    await addToCart(t.app, u, untaxed);
    const before = await rows(t.database.db, sql`select id from orders where user_id = ${u.userId}`);
    for (const method of ['cod', 'online'] as const) {
      const placed = await checkout(t.app, u, method);
      expect(placed.statusCode, method).toBe(422);
      expect(placed.json().message).toContain(untaxed.name);
    }
    expect(await rows(t.database.db, sql`select id from orders where user_id = ${u.userId}`)).toEqual(before);
  });

  it('sells without GST while the shop has no GSTIN (an unregistered shop charges none)', async () => {
    await setSeller(defaultSellerIdentity);
    try {
      const q = await quote({ cartDatas: [line(a), line(untaxed)], state: 'Kerala' });
      expect(q.taxes).toEqual([]);
      expect(q.gstPaise).toBe(0);
      const u = await signupAndLogin(t.app);
      await addToCart(t.app, u, untaxed);
      const placed = await checkout(t.app, u, 'cod');
      expect(placed.statusCode).toBe(200);
      const [order] = await rows(
        t.database.db,
        sql`select place_of_supply, taxable_paise, igst_paise from orders where id = ${placed.json().orderId}`,
      );
      expect(order).toEqual({ place_of_supply: null, taxable_paise: null, igst_paise: null });
    } finally {
      await setSeller(registered);
    }
  });
});

describe('the order stores its breakup', () => {
  type Item = {
    hsn_code: string;
    gst_rate: number;
    taxable_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
  };
  const itemsOf = (orderId: number) =>
    rows<Item & { pl_id: number }>(
      t.database.db,
      sql`select product_litre_id as pl_id, hsn_code, gst_rate, taxable_paise, cgst_paise, sgst_paise, igst_paise
        from order_items where order_id = ${orderId} order by id`,
    );
  const orderOf = async (orderId: number) =>
    (
      await rows(
        t.database.db,
        sql`select place_of_supply, fee_gst_rate, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise
          from orders where id = ${orderId}`,
      )
    )[0];
  let customer: TestUser;
  let orderId: number;

  beforeAll(async () => {
    customer = await signupAndLogin(t.app);
    await addToCart(t.app, customer, a);
    await addToCart(t.app, customer, b);
    const placed = await checkout(t.app, customer, 'cod', { state: 'Karnataka', postalCode: '560001' });
    expect(placed.statusCode, placed.body).toBe(200);
    orderId = placed.json().orderId;
  });

  it('a COD order to Karnataka: each line its HSN, rate, taxable value and IGST; the order its place of supply and totals', async () => {
    expect(await itemsOf(orderId)).toEqual([
      {
        pl_id: a.pl_id,
        hsn_code: expect.stringMatching(/^\d{4}$/),
        gst_rate: 18,
        taxable_paise: 8474,
        cgst_paise: 0,
        sgst_paise: 0,
        igst_paise: 1526,
      },
      {
        pl_id: b.pl_id,
        hsn_code: expect.stringMatching(/^\d{4}$/),
        gst_rate: 5,
        taxable_paise: 10000,
        cgst_paise: 0,
        sgst_paise: 0,
        igst_paise: 500,
      },
    ]);
    expect(await orderOf(orderId)).toEqual({
      place_of_supply: 'Karnataka',
      fee_gst_rate: 18,
      taxable_paise: 8474 + 10000 + 8390 + 2542,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 3994,
      total_paise: 33400,
    });
  });

  it('an online order within Maharashtra stores CGST and SGST from its quote', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(t.app, u, a);
    const created = await checkout(t.app, u, 'online', { state: 'Maharashtra', postalCode: '411001' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.orderId as number;
    expect(await itemsOf(id)).toEqual([
      expect.objectContaining({ taxable_paise: 8474, cgst_paise: 763, sgst_paise: 763, igst_paise: 0 }),
    ]);
    expect(await orderOf(id)).toMatchObject({
      place_of_supply: 'Maharashtra',
      taxable_paise: 8474 + 8390,
      cgst_paise: 763 + 755,
      sgst_paise: 763 + 755,
      igst_paise: 0,
    });
  });

  it('the database refuses a line whose breakup does not add up to price x quantity (CHECK)', async () => {
    const insertLine = (breakup: ReturnType<typeof sql>) =>
      t.database.db.execute(sql`insert into order_items (order_id, product_name, litre_label, total_ml, price_paise, quantity,
          hsn_code, gst_rate, taxable_paise, cgst_paise, sgst_paise, igst_paise)
        values (${orderId}, 'Test', '1 L', 1000, 11800, 2, ${breakup})`);
    // 2 x ₹118 = 23600 paise: taxable 20000 and tax 3600 add up; one paisa short does not.
    expect(await refusedBy(insertLine(sql`'3402', 18, 20000, 0, 0, 3599`))).toBe('order_items_tax_breakup');
    expect(await refusedBy(insertLine(sql`'3402', 18, 20000, 1800, 1800, 0`))).toBe('accepted');
    // CGST and IGST together, an HSN code of 5 digits, a rate off the slabs, half a breakup: all refused.
    for (const bad of [
      sql`'3402', 18, 20000, 1000, 0, 2600`,
      sql`'34021', 18, 20000, 0, 0, 3600`,
      sql`'3402', 15, 20000, 0, 0, 3600`,
      sql`'3402', null, 20000, 0, 0, 3600`,
      sql`null, 18, 20000, 0, 0, 3600`,
    ])
      expect(await refusedBy(insertLine(bad))).toBe('order_items_tax_breakup');
  });

  it('the database refuses an order whose tax totals do not add up to its total (CHECK)', async () => {
    expect(
      await refusedBy(
        t.database.db.execute(sql`update orders set igst_paise = igst_paise + 1 where id = ${orderId}`),
      ),
    ).toBe('orders_tax_breakup');
    expect(
      await refusedBy(
        t.database.db.execute(sql`update orders set place_of_supply = null where id = ${orderId}`),
      ),
    ).toBe('orders_tax_breakup');
    expect(await orderOf(orderId)).toMatchObject({ igst_paise: 3994, place_of_supply: 'Karnataka' });
  });

  it('the database refuses a product with a bad HSN code or rate (CHECK)', async () => {
    expect(
      await refusedBy(
        t.database.db.execute(sql`update products set hsn_code = '34A2' where id = ${a.product_id}`),
      ),
    ).toBe('products_hsn_code_digits');
    expect(
      await refusedBy(
        t.database.db.execute(sql`update products set gst_rate = 20 where id = ${a.product_id}`),
      ),
    ).toBe('products_gst_rate_slab');
  });
});
