import type { AdminOrdersPage } from '@chamak/shared/admin-orders';
import type { Order } from '@chamak/shared/orders';
import { shipmentStatusLabel } from '@chamak/shared/shipment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { csvBatchSize } from './export-csv.ts';
import { countReuseFrom } from './views.ts';

let t: TestApp;
let admin: string;
let buyer: TestUser;
/** Orders placed through checkout: cash, cash with a formula for a name, and online paid. */
let placed: number[];

const get = (url: string, token = admin) => t.app.inject(as(token, { url }));
const page = async (query: string) => (await get(`/api/admin/orders?${query}`)).json() as AdminOrdersPage;

/** Copies of a placed order (with its item), all with the same created_at, so paging must break ties by id. */
async function cloneOrders(from: number, count: number, set: { status?: number; method?: 'online' | 'cod' }) {
  await t.database.db.execute(sql`
    with copies as (
      insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        cod_fee_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code,
        created_at)
      select user_id, ${set.status ?? 1}, ${set.method ?? 'cod'}, ${set.method === 'online' ? 'paid' : 'cod'},
        subtotal_paise, delivery_charge_paise, cod_fee_paise, total_paise, first_name, last_name, email, phone,
        address, apt, city, state, postal_code, now() - interval '1 day'
      from orders, generate_series(1, ${count}) where id = ${from}
      returning id)
    insert into order_items (order_id, product_id, product_litre_id, product_name, litre_label, total_ml, image,
      price_paise, quantity)
    select c.id, i.product_id, i.product_litre_id, i.product_name, i.litre_label, i.total_ml, i.image,
      i.price_paise, i.quantity
    from copies c cross join (select * from order_items where order_id = ${from} limit 1) i`);
}

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  buyer = await signupAndLogin(t.app);
  const size = await sizeInStock(t.database.db, 10);
  placed = [];
  for (const name of ['Kavya', '=HYPERLINK("x")']) {
    await addToCart(t.app, buyer, size, 2);
    placed.push((await checkout(t.app, buyer, 'cod', { firstName: name })).json().orderId);
  }
  // An abandoned online checkout: never listed.
  await addToCart(t.app, buyer, size, 1);
  await checkout(t.app, buyer, 'online');
  // 30 delivered cash orders and 5 paid online ones, older than the placed ones.
  await cloneOrders(placed[0]!, 30, { status: 7 });
  await cloneOrders(placed[0]!, 5, { method: 'online' });
});
afterAll(() => t?.close());

describe('the admin orders list, a page at a time', () => {
  it('answers 12 placed orders a page, newest first, with the totals, and the pages do not overlap', async () => {
    const [counted] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where payment_status <> 'pending'`,
    );
    const first = await page('');
    expect(first).toMatchObject({ total: counted!.n, page: 1, totalPages: Math.ceil(counted!.n / 12) });
    expect(first.orders).toHaveLength(12);
    expect(first.orders.slice(0, 2).map((o) => o.id)).toEqual([placed[1], placed[0]]);
    const all = (await get('/api/order/getall')).json() as Order[];
    const pages = [first];
    for (let p = 2; p <= first.totalPages; p++) pages.push(await page(`page=${p}`));
    expect(pages.flatMap((p) => p.orders.map((o) => o.id))).toEqual(all.map((o) => o.id));
    expect(pages.at(-1)!.orders.length).toBe(counted!.n - 12 * (first.totalPages - 1));
    expect(first.orders[0]).toEqual(all[0]);
  });

  it('filters by status and payment method and searches on the server, counting only the matches', async () => {
    const delivered = await page('status=7&perPage=100');
    expect(delivered.total).toBe(30);
    expect(delivered.orders.every((o) => o.status === 7)).toBe(true);
    const online = await page('paymentMethod=online');
    expect(online).toMatchObject({ total: 5, totalPages: 1 });
    expect(online.orders.every((o) => o.paymentMethod === 'online' && o.paymentStatus === 'paid')).toBe(true);
    expect((await page(`search=${placed[1]}`)).orders.map((o) => o.id)).toContain(placed[1]);
    const product = (await page('')).orders[0]!.OrderItems[0]!.Product.name;
    const byName = await page(`search=${encodeURIComponent(product.toUpperCase())}&status=1`);
    expect(byName.total).toBe(7);
    expect((await page('search=no such thing')).total).toBe(0);
  });

  it('answers a page past the end with no orders and the real total', async () => {
    expect(await page('page=99')).toMatchObject({ orders: [], total: 37, page: 99, totalPages: 4 });
  });

  it('refuses a page size over 100, a status SPEC does not have, and anything but an admin', async () => {
    expect((await get('/api/admin/orders?perPage=101')).statusCode).toBe(400);
    const unknownStatus = await get('/api/admin/orders?status=2');
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json<{ message: string }>().message).toContain(
      'status must be one of 1, 3, 5, 4, 6, 7, 8, 9, 10, 11',
    );
    expect((await t.app.inject('/api/admin/orders')).statusCode).toBe(401);
    expect((await get('/api/admin/orders', buyer.token)).statusCode).toBe(403);
  });

  it('keeps SPEC’s GET /api/order/getall whole, and gives one page of it with ?page=', async () => {
    const all = (await get('/api/order/getall')).json() as Order[];
    expect(all).toHaveLength(37);
    const res = await get('/api/order/getall?page=2&perPage=10&paymentMethod=cod');
    expect(res.headers['x-total-count']).toBe('32');
    const cod = all.filter((o) => o.paymentMethod === 'cod');
    expect((res.json() as Order[]).map((o) => o.id)).toEqual(cod.slice(10, 20).map((o) => o.id));
  });
});

describe('the admin orders count', () => {
  it('counts a shop of fewer than 10,000 orders afresh on every page, so a new order shows at once', async () => {
    const before = (await page('paymentMethod=online')).total;
    await cloneOrders(placed[0]!, 1, { method: 'online' });
    expect((await page('paymentMethod=online')).total).toBe(before + 1);
    expect(before + 1).toBeLessThan(countReuseFrom);
  });
});

/** The CSV as the in-memory export built it before it streamed, from the whole list. */
function csvBefore(orders: Order[]): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  const header =
    'Order,Date,Customer,Email,Phone,City,State,PIN,Items,Subtotal,Discount,Delivery,COD fee,Total,Payment,Payment status,Status,Courier,AWB';
  // Dates in India time, DD/MM/YYYY HH:mm (decision 0183): UTC plus 5 h 30 min, which has no DST.
  const india = (iso: string) => {
    const t = new Date(Date.parse(iso) + 330 * 60_000).toISOString();
    return `${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)} ${t.slice(11, 16)}`;
  };
  const lines = orders.map((o) =>
    [
      o.id,
      india(o.createdAt),
      `${o.firstName} ${o.lastName}`,
      o.email,
      o.phone,
      o.city,
      o.state,
      o.postalCode,
      o.OrderItems.map((i) => `${i.Product.name} (${i.productlitre.litre.litre}) x${i.quantity}`).join('; '),
      o.subtotal.toFixed(2),
      o.discount.toFixed(2),
      o.delivery_charge.toFixed(2),
      o.codFee.toFixed(2),
      o.totalPrice.toFixed(2),
      o.paymentMethod,
      o.paymentStatus,
      shipmentStatusLabel(o.status),
      o.courier_name,
      o.awb_code,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header.split(',').map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}

describe('the orders CSV export', () => {
  it('streams the same columns and cells as before, BOM first and formulas defused', async () => {
    const res = await get('/api/order/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="chamak-orders-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.body).toBe(csvBefore((await get('/api/order/getall')).json()));
    expect(res.body).toContain(`"${placed[1]}","`);
    expect(res.body).toContain(`"'=HYPERLINK(""x"") Nair"`);
  });

  it('applies the list’s filters', async () => {
    for (const query of ['paymentMethod=online', 'status=7', `search=${placed[0]}`]) {
      const res = await get(`/api/order/export.csv?${query}`);
      expect(res.body).toBe(csvBefore((await get(`/api/order/getall?${query}`)).json()));
    }
  });

  it('writes every order once across batches, ties on the date broken by id', async () => {
    await cloneOrders(placed[0]!, csvBatchSize * 2 + 7, { status: 4 });
    const body = (await get('/api/order/export.csv?status=4')).body;
    const ids = body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(/^"(\d+)"/.exec(line)?.[1]));
    const expected = await rows<{ id: number }>(
      t.database.db,
      sql`select id from orders where status = 4 order by created_at desc, id desc`,
    );
    expect(ids).toEqual(expected.map((r) => r.id));
    expect(ids).toHaveLength(csvBatchSize * 2 + 7);
  });

  it('is refused to guests and customers', async () => {
    expect((await t.app.inject('/api/order/export.csv')).statusCode).toBe(401);
    expect((await get('/api/order/export.csv', buyer.token)).statusCode).toBe(403);
  });
});
