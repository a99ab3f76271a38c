// Inventory (decision 0349) through the real routes and database: orders, a cancellation, a return, a parcel back
// at the shop, a manual adjustment and a stock-take each write their reason into the stock ledger, and afterwards
// every size's ledger sums to its stock; the stock-take refuses a bad file whole, naming row and column, and a
// stale preview; the low-stock list and the Owners' daily mail; and the roles without inventory are refused.
import type {
  InventorySizesPage,
  LowStockReply,
  StockLedgerPage,
  StockTakePreview,
} from '@chamak/shared/inventory';
import { OrderStatus } from '@chamak/shared/order-state';
import type { OrderReturn } from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout } from '../../test/checkout.ts';
import { fields, multipart } from '../../test/multipart.ts';
import { sendLowStockMail } from './low-stock-mail.ts';

let t: TestApp;
let admin: string;
let adminId: number;
type Size = { product_id: number; pl_id: number; sku: string; remaining: number };
let a: Size;
let b: Size;
let firstMovement: number;

const stockOf = async (sizeId: number) =>
  (
    await rows<{ remaining: number }>(
      t.database.db,
      sql`select remaining_qty as remaining from product_litres where id = ${sizeId}`,
    )
  )[0]!.remaining;

/** The movements written since the test began, oldest first. */
const movementsSince = (from: number) =>
  rows<{ size_id: number; delta: number; reason: string; order_id: number | null; actor: number | null }>(
    t.database.db,
    sql`select size_id, delta, reason, order_id, actor_user_id as actor from stock_movements where id > ${from}
      order by id`,
  );

async function placeCod(shopper: TestUser, lines: [Size, number][]): Promise<number> {
  for (const [size, quantity] of lines) await addToCart(t.app, shopper, size, quantity);
  const res = await checkout(t.app, shopper, 'cod');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orderId as number;
}

const ship = (id: number, status: number) =>
  t.app.inject(as(admin, { method: 'PATCH', url: `/api/order/${id}/shipment`, payload: { status } }));

const adjust = (sizeId: number, payload: object, token = admin) =>
  t.app.inject(
    as(token, { method: 'POST', url: `/api/admin/inventory/sizes/${sizeId}/adjustments`, payload }),
  );

function csvUpload(text: string | Buffer, extra: Record<string, string> = {}, name = 'count.csv') {
  return multipart([
    ...fields(extra),
    {
      name: 'file',
      filename: name,
      contentType: name.endsWith('.csv') ? 'text/csv' : 'image/png',
      data: Buffer.from(text),
    },
  ]);
}
const stockTake = (step: 'preview' | 'apply', text: string | Buffer, extra = {}, name?: string) => {
  const form = csvUpload(text, extra, name);
  return t.app.inject(
    as(admin, {
      method: 'POST',
      url: `/api/admin/inventory/stock-take/${step}`,
      payload: form.payload,
      headers: form.headers,
    }),
  );
};

/** A signed-in staff user of the given role. */
async function staff(role: string): Promise<string> {
  const user = await signupAndLogin(t.app);
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  [{ id: adminId }] = (await rows<{ id: number }>(
    t.database.db,
    sql`select id from users where email = ${demoAccounts.admin.email}`,
  )) as [{ id: number }];
  const sizes = await rows<Size>(
    t.database.db,
    sql`select distinct on (p.id) p.id as product_id, pl.id as pl_id, pl.sku, pl.remaining_qty as remaining
      from product_litres pl join products p on p.id = pl.product_id
      where pl.remaining_qty >= 20 and p.hsn_code is not null order by p.id, pl.id limit 2`,
  );
  [a, b] = sizes as [Size, Size];
  expect(b).toBeDefined();
  [{ id: firstMovement }] = (await rows<{ id: number }>(
    t.database.db,
    sql`select coalesce(max(id), 0)::int as id from stock_movements`,
  )) as [{ id: number }];
});
afterAll(() => t?.close());

describe('the stock ledger', () => {
  it('names every movement of a mixed run, and every size’s ledger sums to its stock', async () => {
    const startA = await stockOf(a.pl_id);
    const startB = await stockOf(b.pl_id);

    // An order of 2 of a and 1 of b.
    const kept = await placeCod(await signupAndLogin(t.app), [
      [a, 2],
      [b, 1],
    ]);
    // An order of 3 of a, cancelled by the admin.
    const cancelled = await placeCod(await signupAndLogin(t.app), [[a, 3]]);
    const cancel = await t.app.inject(as(admin, { method: 'POST', url: `/api/order/${cancelled}/cancel` }));
    expect(cancel.statusCode, cancel.body).toBe(200);
    // An order of 2 of b, delivered, 1 of them returned and resellable.
    const shopper = await signupAndLogin(t.app);
    const returnedOrder = await placeCod(shopper, [[b, 2]]);
    expect((await ship(returnedOrder, OrderStatus.Delivered)).statusCode).toBe(200);
    const [item] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from order_items where order_id = ${returnedOrder}`,
    );
    const form = multipart(
      fields({
        items: JSON.stringify([{ orderItemId: item!.id, quantity: 1 }]),
        reason: 'wrong_item',
        details: 'Ordered the wrong size',
      }),
    );
    const asked = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: `/api/order/${returnedOrder}/returns`,
        payload: form.payload,
        headers: form.headers,
      }),
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = (asked.json().return as OrderReturn).id;
    const step = (name: string, payload: object) =>
      t.app.inject(as(admin, { method: 'POST', url: `/api/admin/returns/${returnId}/${name}`, payload }));
    expect((await step('approve', { pickup: 'manual' })).statusCode).toBe(200);
    const received = await step('receive', { items: [{ orderItemId: item!.id, resellable: 1 }] });
    expect(received.statusCode, received.body).toBe(200);
    // An order of 1 of a that came back to the shop undelivered.
    const rto = await placeCod(await signupAndLogin(t.app), [[a, 1]]);
    for (const status of [OrderStatus.PickedUp, OrderStatus.RtoInitiated, OrderStatus.RtoDelivered])
      expect((await ship(rto, status)).statusCode).toBe(200);
    // A broken bottle written off.
    const adjusted = await adjust(a.pl_id, { delta: -1, note: 'Broken bottle' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json().size.remaining).toBe(startA - 2 - 1);
    // A stock-take finds 4 more of a than the shop thought, and b as it is (its SKU written in lower case).
    const counted = `sku,counted\n${a.sku},${startA - 3 + 4}\n${b.sku.toLowerCase()},${startB - 2}\n`;
    const preview = await stockTake('preview', counted);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json() as StockTakePreview;
    expect(p.changed).toBe(1);
    expect(p.lines[0]).toMatchObject({
      sizeId: a.pl_id,
      remaining: startA - 3,
      counted: startA + 1,
      difference: 4,
    });
    expect(p.lines[1]).toMatchObject({ sizeId: b.pl_id, sku: b.sku, difference: 0 });
    const applied = await stockTake('apply', counted, { token: p.token });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ message: 'Stock-take applied: 1 size changed', changed: 1 });

    expect(await stockOf(a.pl_id)).toBe(startA + 1);
    expect(await stockOf(b.pl_id)).toBe(startB - 2);
    const moved = (await movementsSince(firstMovement)).filter(
      (m) => m.size_id === a.pl_id || m.size_id === b.pl_id,
    );
    expect(moved.map((m) => [m.size_id, m.reason, m.delta, m.order_id])).toEqual([
      [a.pl_id, 'order', -2, kept],
      [b.pl_id, 'order', -1, kept],
      [a.pl_id, 'order', -3, cancelled],
      [a.pl_id, 'cancellation', 3, cancelled],
      [b.pl_id, 'order', -2, returnedOrder],
      [b.pl_id, 'return', 1, returnedOrder],
      [a.pl_id, 'order', -1, rto],
      [a.pl_id, 'rto', 1, rto],
      [a.pl_id, 'adjustment', -1, null],
      [a.pl_id, 'stock-take', 4, null],
    ]);
    expect(
      moved.filter((m) => m.reason === 'adjustment' || m.reason === 'stock-take').map((m) => m.actor),
    ).toEqual([adminId, adminId]);
    // Nothing in the run moved stock without a reason.
    expect((await movementsSince(firstMovement)).filter((m) => m.reason === 'unknown')).toEqual([]);

    // Every size of the shop: its ledger sums to its stock.
    const off = await rows<{ id: number; remaining: number; sum: number }>(
      t.database.db,
      sql`select pl.id, pl.remaining_qty as remaining, coalesce(sum(m.delta), 0)::int as sum
        from product_litres pl left join stock_movements m on m.size_id = pl.id
        group by pl.id having pl.remaining_qty <> coalesce(sum(m.delta), 0)`,
    );
    expect(off).toEqual([]);
    const [{ sizes }] = (await rows<{ sizes: number }>(
      t.database.db,
      sql`select count(*)::int as sizes from product_litres`,
    )) as [{ sizes: number }];
    expect(sizes).toBeGreaterThan(2);

    // The size's page of the ledger: newest first, with reasons, orders and who.
    const ledger = await t.app.inject(
      as(admin, { url: `/api/admin/inventory/sizes/${a.pl_id}/movements?pageSize=3` }),
    );
    expect(ledger.statusCode, ledger.body).toBe(200);
    const page = ledger.json() as StockLedgerPage;
    expect(page.size.remaining).toBe(startA + 1);
    expect(page.items.map((m) => [m.reason, m.delta, m.balance])).toEqual([
      ['stock-take', 4, startA + 1],
      ['adjustment', -1, startA - 3],
      ['rto', 1, startA - 2],
    ]);
    expect(page.items[1]).toMatchObject({ note: 'Broken bottle', actor: expect.any(String) });
    expect(page.total).toBeGreaterThanOrEqual(8);
  });
});

describe('manual adjustments', () => {
  it('needs a note and a whole non-zero change, and never takes stock below 0', async () => {
    const before = await stockOf(b.pl_id);
    const noNote = await adjust(b.pl_id, { delta: 2, note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toMatch(/note is required/);
    expect((await adjust(b.pl_id, { delta: 1.5, note: 'x' })).json().message).toMatch(/whole number/);
    expect((await adjust(b.pl_id, { delta: 0, note: 'x' })).statusCode).toBe(400);
    const below = await adjust(b.pl_id, { delta: -(before + 1), note: 'Too many' });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toMatch(new RegExp(`has ${before} in stock: it cannot go below 0`));
    expect((await adjust(999_999, { delta: 1, note: 'x' })).statusCode).toBe(404);
    expect(await stockOf(b.pl_id)).toBe(before);
  });

  it('refuses the roles without inventory: support may not read or adjust, fulfilment may read only', async () => {
    const support = await staff('support');
    expect((await adjust(a.pl_id, { delta: 1, note: 'x' }, support)).statusCode).toBe(403);
    expect((await t.app.inject(as(support, { url: '/api/admin/inventory/sizes' }))).statusCode).toBe(403);
    const fulfilment = await staff('fulfilment');
    expect((await t.app.inject(as(fulfilment, { url: '/api/admin/inventory/sizes' }))).statusCode).toBe(200);
    const refused = await adjust(a.pl_id, { delta: 1, note: 'x' }, fulfilment);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/inventory\.write/);
    const catalogue = await staff('catalogue');
    expect((await adjust(a.pl_id, { delta: 1, note: 'Found one' }, catalogue)).statusCode).toBe(200);
    const shopper = await signupAndLogin(t.app);
    expect((await adjust(a.pl_id, { delta: 1, note: 'x' }, shopper.token)).statusCode).toBe(403);
    expect((await adjust(a.pl_id, { delta: 1, note: 'x' }, '')).statusCode).toBe(401);
  });
});

describe('the stock-take', () => {
  const ledgerRows = async () =>
    (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from stock_movements`))[0]!.n;

  it('refuses a bad file whole, naming the row and column of each problem', async () => {
    const before = await ledgerRows();
    const bad = await stockTake(
      'preview',
      `sku,counted\n${a.sku},3\n${b.sku},2.5\nNO-SUCH-SKU,1\n${a.sku.toLowerCase()},4\n`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.split('\n')).toEqual([
      'Row 3, counted: must be a whole number',
      `Row 5, sku: ${a.sku.toLowerCase()} is already counted in row 2`,
    ]);
    const unknown = await stockTake('preview', `sku,counted\n${a.sku},3\nNO-SUCH-SKU,1\n`);
    expect(unknown.json().message).toBe('Row 3, sku: no size has the SKU NO-SUCH-SKU');
    const column = await stockTake('apply', `sku,counted,bin\n${a.sku},3,A4\n`, { token: 'x' });
    expect(column.statusCode).toBe(400);
    expect(column.json().message).toMatch(/^Row 1: unknown column "bin"/);
    const png = await stockTake('preview', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]), {}, 'photo.png');
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe('Upload a CSV file (.csv) with the columns sku and counted');
    expect(await ledgerRows()).toBe(before);
  });

  it('applies nothing when the stock moved since the preview, or without a preview', async () => {
    const counted = `sku,counted\n${a.sku},7\n${b.sku},8\n`;
    const preview = (await stockTake('preview', counted)).json() as StockTakePreview;
    expect(preview.changed).toBe(2);
    expect((await adjust(b.pl_id, { delta: 1, note: 'Found one' })).statusCode).toBe(200);
    const before = [await stockOf(a.pl_id), await stockOf(b.pl_id)];
    const stale = await stockTake('apply', counted, { token: preview.token });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Stock changed since the preview/);
    expect((await stockTake('apply', counted)).statusCode).toBe(400);
    expect([await stockOf(a.pl_id), await stockOf(b.pl_id)]).toEqual(before);
    const again = (await stockTake('preview', counted)).json() as StockTakePreview;
    expect((await stockTake('apply', counted, { token: again.token })).statusCode).toBe(200);
    expect([await stockOf(a.pl_id), await stockOf(b.pl_id)]).toEqual([7, 8]);
  });
});

describe('low stock', () => {
  it('lists the sizes at or below their threshold and mails the Owners once a day, not when none is low', async () => {
    await t.database.db.execute(sql`update product_litres set low_stock_threshold = null`);
    const sent = () =>
      rows<{ to: string; subject: string; text: string }>(
        t.database.db,
        sql`select "to", subject, text from mail_outbox where subject like '%low on stock%'`,
      );
    const morning = new Date('2026-12-01T03:00:00Z'); // 08:30 in India
    expect(await sendLowStockMail({ db: t.database.db }, morning)).toBe(0);
    expect(await sent()).toEqual([]);

    await t.database.db.execute(
      sql`update product_litres set low_stock_threshold = 8 where id in (${a.pl_id}, ${b.pl_id})`,
    );
    const low = await t.app.inject(as(admin, { url: '/api/admin/inventory/low-stock' }));
    expect(low.statusCode).toBe(200);
    expect((low.json() as LowStockReply).items.map((s) => [s.sizeId, s.remaining, s.low])).toEqual([
      [a.pl_id, 7, true],
      [b.pl_id, 8, true],
    ]);
    const listed = await t.app.inject(as(admin, { url: '/api/admin/inventory/sizes?low=1' }));
    expect((listed.json() as InventorySizesPage).lowCount).toBe(2);
    const found = await t.app.inject(as(admin, { url: `/api/admin/inventory/sizes?q=${a.sku}` }));
    expect((found.json() as InventorySizesPage).items.map((s) => s.sizeId)).toEqual([a.pl_id]);

    const early = new Date('2026-12-02T01:00:00Z'); // 06:30 in India: not yet
    expect(await sendLowStockMail({ db: t.database.db }, early)).toBeNull();
    const next = new Date('2026-12-02T04:00:00Z');
    expect(await sendLowStockMail({ db: t.database.db }, next)).toBe(1);
    expect(await sendLowStockMail({ db: t.database.db }, next)).toBe(0);
    const [mail] = await sent();
    expect(mail!.to).toBe(demoAccounts.admin.email);
    expect(mail!.subject).toMatch(/2 sizes low on stock/);
    expect(mail!.text).toContain(`SKU ${a.sku}: 7 left (threshold 8)`);
  });
});

describe("the product form's inventory fields", () => {
  it('saves SKU, GTIN, threshold, weight and dimensions, gives a new size a SKU, and refuses a taken SKU or a bad GTIN', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const [sub] = await rows<{ id: number; category_id: number }>(
      t.database.db,
      sql`select id, category_id from subcategories order by id limit 1`,
    );
    const [litre] = await rows<{ id: number }>(t.database.db, sql`select id from litres order by id limit 1`);
    const [taken] = await rows<{ sku: string; product: string; size: string }>(
      t.database.db,
      sql`select pl.sku, p.name as product, l.label as size from product_litres pl join products p on p.id = pl.product_id
        join litres l on l.id = pl.litre_id where pl.id = ${a.pl_id}`,
    );
    const product = {
      name: 'Neem Floor Wash',
      categoryId: sub!.category_id,
      sub_cate_id: sub!.id,
      shortDescription: 'Neem floor cleaner.',
      longDescription: 'Cleans floors.',
      suitableSurfaces: 'Tiles',
      ingredients: 'Neem oil',
      features: JSON.stringify(['Neem scent']),
      howToUse: JSON.stringify(['Dilute', 'Mop']),
    };
    const size = { l_id: litre!.id, price: 199, discounted_price: 0, discount: 0, total_qty: 12 };
    const send = (method: 'POST' | 'PUT', url: string, config: object) => {
      const body = multipart([
        ...fields({ ...product, litreConfigs: JSON.stringify([config]) }),
        ...(method === 'POST'
          ? [{ name: 'images_0', filename: 'p.png', contentType: 'image/png', data: png }]
          : []),
      ]);
      return t.app.inject(as(admin, { method, url, payload: body.payload, headers: body.headers }));
    };

    // A new size with its SKU left blank: CHK-<product>-<litre>, and its first stock an opening movement.
    const added = await send('POST', '/api/products', { ...size, sku: '' });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id as number;
    const [made] = await rows<{ id: number; sku: string }>(
      t.database.db,
      sql`select id, sku from product_litres where product_id = ${id}`,
    );
    expect(made!.sku).toBe(`CHK-${id}-${litre!.id}`);
    const [opening] = await rows<{ reason: string; delta: number; actor: number | null }>(
      t.database.db,
      sql`select reason, delta, actor_user_id as actor from stock_movements where size_id = ${made!.id}`,
    );
    expect(opening).toEqual({ reason: 'opening', delta: 12, actor: adminId });

    const saved = { ...size, pl_id: made!.id };
    const dup = await send('PUT', `/api/products/${id}`, { ...saved, sku: taken!.sku.toLowerCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(
      `SKU ${taken!.sku.toLowerCase()} is already used by ${taken!.product} (${taken!.size})`,
    );
    const badGtin = await send('PUT', `/api/products/${id}`, { ...saved, gtin: '8901063010315' });
    expect(badGtin.statusCode).toBe(400);
    expect(badGtin.json().message).toMatch(
      /8901063010315 has a wrong check digit: the last digit should be 4/,
    );

    const changed = await send('PUT', `/api/products/${id}`, {
      ...saved,
      total_qty: 15,
      sku: 'NEEM-1L',
      gtin: '8901063010314',
      lowStockThreshold: '20',
      weightGrams: '1100',
      lengthCm: '10',
      breadthCm: '8',
      heightCm: '25',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = (
      await t.app.inject(as(admin, { url: '/api/admin/inventory/sizes?q=neem-1l' }))
    ).json() as InventorySizesPage;
    expect(listed.items).toEqual([
      expect.objectContaining({
        sizeId: made!.id,
        sku: 'NEEM-1L',
        gtin: '8901063010314',
        remaining: 15,
        lowStockThreshold: 20,
        low: true,
        weightGrams: 1100,
        lengthCm: 10,
        breadthCm: 8,
        heightCm: 25,
      }),
    ]);
    // The form's stock change is an adjustment by the admin; a save that leaves the fields out keeps them.
    const [adjusted] = await rows<{ reason: string; delta: number; actor: number | null }>(
      t.database.db,
      sql`select reason, delta, actor_user_id as actor from stock_movements where size_id = ${made!.id}
        order by id desc limit 1`,
    );
    expect(adjusted).toEqual({ reason: 'adjustment', delta: 3, actor: adminId });
    expect((await send('PUT', `/api/products/${id}`, { ...saved, total_qty: 15 })).statusCode).toBe(200);
    const [kept] = await rows<{ sku: string; gtin: string; threshold: number }>(
      t.database.db,
      sql`select sku, gtin, low_stock_threshold as threshold from product_litres where id = ${made!.id}`,
    );
    expect(kept).toEqual({ sku: 'NEEM-1L', gtin: '8901063010314', threshold: 20 });
  });
});
