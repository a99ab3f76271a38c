// Back-in-stock alerts (decisions 0200-0202) through the real routes on a real database: a guest and a shopper
// ask on a sold-out size, the admin's stock edit mails each of them once, and a second restock mails nobody.
import { stockAlertMessages } from '@chamak/shared/stock-alerts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { fields, multipart } from '../../test/multipart.ts';
import { giveBackStock } from '../catalogue/stock.ts';

const publicUrl = 'https://shop.chamak.example';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  // A transport that takes every message: mail is queued for the worker, as with SMTP configured.
  t = await testApp({ mailer: { send: async () => {} }, config: { publicUrl } });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const ask = (payload: object, token?: string) =>
  t.app.inject(as(token, { method: 'POST', url: '/api/stock-alerts', payload }));

const alertsOf = (plId: number) =>
  rows<{ email: string; user_id: number | null; sent: boolean }>(
    t.database.db,
    sql`select email, user_id, sent_at is not null as sent from stock_alerts where product_litre_id = ${plId} order by email`,
  );

const mailsAbout = (name: string) =>
  rows<{ to: string; subject: string; text: string; status: string }>(
    t.database.db,
    sql`select "to", subject, text, status from mail_outbox where subject like ${`Back in stock: ${name}%`} order by id`,
  );

/** A new product with one size of `total` units, whose stock is then sold out (remaining 0). */
async function soldOutProduct(name: string, total: number) {
  const [sub] = await rows<{ id: number; category_id: number }>(
    t.database.db,
    sql`select id, category_id from subcategories order by id limit 1`,
  );
  const [litre] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from litres order by total_ml limit 1`,
  );
  const form = (totalQty: number, plId?: number) =>
    fields({
      name,
      categoryId: sub!.category_id,
      sub_cate_id: sub!.id,
      shortDescription: 'Lifts hard-water marks off taps.',
      longDescription: 'A citric cleaner for bathroom fittings.',
      suitableSurfaces: 'Chrome, steel',
      ingredients: 'Citric acid',
      features: JSON.stringify(['Lifts limescale']),
      howToUse: JSON.stringify(['Spray', 'Wipe']),
      scent: 'Lemon',
      phLevel: '3',
      shelfLife: '24',
      madeIn: 'India',
      packaging: 'Bottle',
      combos: 'false',
      litreConfigs: JSON.stringify([
        {
          ...(plId ? { pl_id: plId } : {}),
          l_id: litre!.id,
          price: 200,
          discounted_price: 180,
          discount: 0,
          total_qty: totalQty,
        },
      ]),
    });
  const save = async (productId: number | null, totalQty: number, plId?: number) => {
    const body = multipart(form(totalQty, plId));
    const res = await t.app.inject(
      as(admin, {
        method: productId === null ? 'POST' : 'PUT',
        url: productId === null ? '/api/products' : `/api/products/${productId}`,
        payload: body.payload,
        headers: body.headers,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const productId = await save(null, total);
  const [size] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from product_litres where product_id = ${productId}`,
  );
  await t.database.db.execute(sql`update product_litres set remaining_qty = 0 where id = ${size!.id}`);
  return { productId, plId: size!.id, restock: (totalQty: number) => save(productId, totalQty, size!.id) };
}

describe('back-in-stock alerts', () => {
  it("takes a guest's e-mail and a shopper's account, once each, and mails each once when the admin restocks", async () => {
    const p = await soldOutProduct('Tap Shine Descaler', 10);
    const guest = await ask({ pl_id: p.plId, email: '  Asha.Rao@Example.com ' });
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json().message).toBe(stockAlertMessages.added);
    // The same e-mail again (any case) is the same alert.
    expect((await ask({ pl_id: p.plId, email: 'asha.rao@example.com' })).statusCode).toBe(201);
    const shopper = await signupAndLogin(t.app);
    // A shopper's own account is written to, whatever e-mail the body names.
    const mine = await ask({ pl_id: p.plId, email: 'someone.else@example.com' }, shopper.token);
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await ask({ pl_id: p.plId }, shopper.token)).statusCode).toBe(201);
    expect(await alertsOf(p.plId)).toEqual([
      { email: 'asha.rao@example.com', user_id: null, sent: false },
      { email: shopper.email.toLowerCase(), user_id: shopper.userId, sent: false },
    ]);
    expect(await mailsAbout('Tap Shine Descaler')).toEqual([]);

    // 0 -> 5 through the admin's product form: one mail per alert, queued, with the size's product link.
    await p.restock(15);
    const mails = await mailsAbout('Tap Shine Descaler');
    expect(mails.map((m) => m.to).sort()).toEqual(
      ['asha.rao@example.com', shopper.email.toLowerCase()].sort(),
    );
    for (const m of mails) {
      expect(m.status).toBe('queued');
      expect(m.text).toContain(`${publicUrl}/product-details/${p.productId}?size=${p.plId}`);
    }
    expect((await alertsOf(p.plId)).every((a) => a.sent)).toBe(true);

    // 5 -> 8: nobody is waiting, nobody is mailed again.
    await p.restock(18);
    expect(await mailsAbout('Tap Shine Descaler')).toHaveLength(2);
  });

  it('refuses a size in stock (409), an unknown size (404), a bad or missing e-mail (400 naming the field)', async () => {
    const inStock = await sizeInStock(t.database.db, 1);
    const res = await ask({ pl_id: inStock.pl_id, email: 'ravi@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(stockAlertMessages.inStock);
    expect((await ask({ pl_id: 2_000_000, email: 'ravi@example.com' })).statusCode).toBe(404);
    const p = await soldOutProduct('Grout Bright Gel', 4);
    const bad = await ask({ pl_id: p.plId, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('email');
    expect(bad.json().message).toContain(stockAlertMessages.emailInvalid);
    const missing = await ask({ pl_id: p.plId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`email: ${stockAlertMessages.emailRequired}`);
    const noSize = await ask({ email: 'ravi@example.com' });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().message).toContain('pl_id');
    expect(await alertsOf(p.plId)).toEqual([]);
  });

  it('mails again only when asked again after the mail', async () => {
    const p = await soldOutProduct('Steel Sink Polish', 6);
    await ask({ pl_id: p.plId, email: 'meera@example.com' });
    await p.restock(8);
    expect(await mailsAbout('Steel Sink Polish')).toHaveLength(1);
    await t.database.db.execute(sql`update product_litres set remaining_qty = 0 where id = ${p.plId}`);
    expect((await ask({ pl_id: p.plId, email: 'meera@example.com' })).statusCode).toBe(201);
    expect(await alertsOf(p.plId)).toEqual([{ email: 'meera@example.com', user_id: null, sent: false }]);
    await p.restock(9);
    expect(await mailsAbout('Steel Sink Polish')).toHaveLength(2);
  });

  it('a cancelled order that gives the last units back mails those waiting', async () => {
    const size = await sizeInStock(t.database.db, 2);
    await t.database.db.execute(sql`update product_litres set remaining_qty = 2 where id = ${size.pl_id}`);
    const buyer = await signupAndLogin(t.app);
    await addToCart(t.app, buyer, size, 2);
    const placed = await checkout(t.app, buyer, 'cod');
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    const [order] = await rows<{ id: number; name: string }>(
      t.database.db,
      sql`select o.id, oi.product_name as name from orders o join order_items oi on oi.order_id = o.id
        where o.user_id = ${buyer.userId}`,
    );
    expect((await ask({ pl_id: size.pl_id, email: 'waiting@example.com' })).statusCode).toBe(201);
    const cancelled = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/order/${order!.id}/cancel` }),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await mailsAbout(order!.name);
    expect(mails.map((m) => m.to)).toEqual(['waiting@example.com']);
  });
});

describe('giveBackStock (a received return, a cancellation)', () => {
  it('mails the waiting alerts of the sizes it restocks once the restock commits, and none when it rolls back', async () => {
    const p = await soldOutProduct('Window Gleam Spray', 5);
    await ask({ pl_id: p.plId, email: 'kiran@example.com' });
    const line = {
      sizeId: p.plId,
      productId: p.productId,
      quantity: 1,
      name: 'Window Gleam Spray',
      label: 'x',
    };
    // A restock whose transaction rolls back mails nobody, now or later.
    await expect(
      t.app.db.transaction(async (tx) => {
        await giveBackStock(tx, [line]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await mailsAbout('Window Gleam Spray')).toEqual([]);
    expect(await alertsOf(p.plId)).toEqual([{ email: 'kiran@example.com', user_id: null, sent: false }]);
    // The committed restock's alert is mailed by the time the transaction's caller carries on.
    await t.app.db.transaction((tx) => giveBackStock(tx, [line]));
    expect((await mailsAbout('Window Gleam Spray')).map((m) => m.to)).toEqual(['kiran@example.com']);
    expect(await alertsOf(p.plId)).toEqual([{ email: 'kiran@example.com', user_id: null, sent: true }]);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await testApp({ authRateLimit: { perIpPerMinute: 2, perAccountPer15Minutes: 100 } });
  });
  afterAll(() => limited?.close());

  it('answers 429 past the per-address limit of public writes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/stock-alerts',
            payload: { pl_id: 1, email: `r${i}@example.com` },
          })
        ).statusCode,
      );
    expect(codes[2]).toBe(429);
    expect(codes.slice(0, 2)).not.toContain(429);
  });
});
