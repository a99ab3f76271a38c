// Back-in-stock alerts (decisions 0200-0202) through the real routes on a real database: a guest and a shopper
// ask on a sold-out size, the guest's address confirms from its one mailed link, the admin's stock edit mails
// each confirmed alert once, and a second restock mails nobody.
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
  rows<{ email: string; user_id: number | null; sent: boolean; confirmed: boolean }>(
    t.database.db,
    sql`select email, user_id, sent_at is not null as sent, confirmed_at is not null as confirmed
      from stock_alerts where product_litre_id = ${plId} order by email`,
  );

const confirmationsTo = (email: string) =>
  rows<{ subject: string; text: string }>(
    t.database.db,
    sql`select subject, text from mail_outbox where "to" = ${email} and subject like 'Confirm your alert:%' order by id`,
  );

/** The token of the latest confirmation link mailed to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  const mails = await confirmationsTo(email);
  const token = /[?&]alert=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(token, `a confirmation link to ${email}`).toBeTruthy();
  return token!;
}

const confirm = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/stock-alerts/confirm', payload: { token } });

/** A guest's alert, confirmed from its mail as its address's owner would. */
async function askConfirmed(plId: number, email: string) {
  expect((await ask({ pl_id: plId, email })).statusCode).toBe(201);
  expect((await confirm(await tokenMailedTo(email))).statusCode).toBe(200);
}

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
  it("mails a guest's address one confirmation link, and only confirmed alerts when the admin restocks; a shopper's own account needs no link", async () => {
    const p = await soldOutProduct('Tap Shine Descaler', 10);
    const guest = await ask({ pl_id: p.plId, email: '  Asha.Rao@Example.com ' });
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json().message).toBe(stockAlertMessages.confirmSent);
    const [confirmation] = await confirmationsTo('asha.rao@example.com');
    expect(confirmation!.subject).toContain('Tap Shine Descaler');
    expect(confirmation!.text).toContain(`${publicUrl}/product-details/${p.productId}?size=${p.plId}&alert=`);
    // The same e-mail again (any case) is the same alert, and its pending link is not mailed again.
    const again = await ask({ pl_id: p.plId, email: 'asha.rao@example.com' });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(stockAlertMessages.confirmSent);
    expect(await confirmationsTo('asha.rao@example.com')).toHaveLength(1);
    const shopper = await signupAndLogin(t.app);
    // A shopper's own account is written to, whatever e-mail the body names, and is confirmed at once.
    const mine = await ask({ pl_id: p.plId, email: 'someone.else@example.com' }, shopper.token);
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().message).toBe(stockAlertMessages.added);
    expect((await ask({ pl_id: p.plId }, shopper.token)).statusCode).toBe(201);
    expect(await confirmationsTo(shopper.email.toLowerCase())).toEqual([]);
    expect(await confirmationsTo('someone.else@example.com')).toEqual([]);
    expect(await alertsOf(p.plId)).toEqual([
      { email: 'asha.rao@example.com', user_id: null, sent: false, confirmed: false },
      { email: shopper.email.toLowerCase(), user_id: shopper.userId, sent: false, confirmed: true },
    ]);
    expect(await mailsAbout('Tap Shine Descaler')).toEqual([]);

    // 0 -> 5 through the admin's product form: the confirmed alert is mailed, queued, with the size's link;
    // the address that never confirmed gets nothing.
    await p.restock(15);
    const mails = await mailsAbout('Tap Shine Descaler');
    expect(mails.map((m) => m.to)).toEqual([shopper.email.toLowerCase()]);
    expect(mails[0]!.status).toBe('queued');
    expect(mails[0]!.text).toContain(`${publicUrl}/product-details/${p.productId}?size=${p.plId}`);

    // The guest's click confirms; the size is back already, so its mail is written at once, and only once.
    const token = await tokenMailedTo('asha.rao@example.com');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(stockAlertMessages.confirmed);
    expect((await confirm(token)).json().message).toBe(stockAlertMessages.confirmed);
    expect((await mailsAbout('Tap Shine Descaler')).map((m) => m.to).sort()).toEqual(
      ['asha.rao@example.com', shopper.email.toLowerCase()].sort(),
    );
    expect((await alertsOf(p.plId)).every((a) => a.sent && a.confirmed)).toBe(true);

    // 5 -> 8: nobody is waiting, nobody is mailed again.
    await p.restock(18);
    expect(await mailsAbout('Tap Shine Descaler')).toHaveLength(2);
  });

  it('refuses a wrong, missing or expired confirmation link, and mails a new link only once the last one expired', async () => {
    const p = await soldOutProduct('Basin Bright Foam', 3);
    const wrong = await confirm('a'.repeat(32));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: stockAlertMessages.linkInvalid, code: 'NOT_FOUND' });
    const empty = await confirm('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(stockAlertMessages.tokenRequired);
    await ask({ pl_id: p.plId, email: 'old.link@example.com' });
    const first = await tokenMailedTo('old.link@example.com');
    await t.database.db.execute(
      sql`update stock_alerts set confirm_sent_at = now() - interval '25 hours' where email = 'old.link@example.com'`,
    );
    expect((await confirm(first)).statusCode).toBe(404);
    // Past its day, asking again mails a fresh link; the old one stays dead.
    await ask({ pl_id: p.plId, email: 'old.link@example.com' });
    expect(await confirmationsTo('old.link@example.com')).toHaveLength(2);
    const second = await tokenMailedTo('old.link@example.com');
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(404);
    expect((await confirm(second)).statusCode).toBe(200);
    expect(await alertsOf(p.plId)).toEqual([
      { email: 'old.link@example.com', user_id: null, sent: false, confirmed: true },
    ]);
    // A confirmed alert still waiting asked again stays confirmed and gets no new link.
    await ask({ pl_id: p.plId, email: 'old.link@example.com' });
    expect(await confirmationsTo('old.link@example.com')).toHaveLength(2);
    expect((await alertsOf(p.plId))[0]!.confirmed).toBe(true);
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

  it('mails again only when asked again after the mail, and a guest confirms that new alert too', async () => {
    const p = await soldOutProduct('Steel Sink Polish', 6);
    await askConfirmed(p.plId, 'meera@example.com');
    await p.restock(8);
    expect(await mailsAbout('Steel Sink Polish')).toHaveLength(1);
    await t.database.db.execute(sql`update product_litres set remaining_qty = 0 where id = ${p.plId}`);
    expect((await ask({ pl_id: p.plId, email: 'meera@example.com' })).statusCode).toBe(201);
    expect(await alertsOf(p.plId)).toEqual([
      { email: 'meera@example.com', user_id: null, sent: false, confirmed: false },
    ]);
    expect(await confirmationsTo('meera@example.com')).toHaveLength(2);
    await p.restock(9);
    expect(await mailsAbout('Steel Sink Polish')).toHaveLength(1);
    await t.database.db.execute(sql`update product_litres set remaining_qty = 0 where id = ${p.plId}`);
    expect((await confirm(await tokenMailedTo('meera@example.com'))).statusCode).toBe(200);
    await p.restock(10);
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
    await askConfirmed(size.pl_id, 'waiting@example.com');
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
    await askConfirmed(p.plId, 'kiran@example.com');
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
    expect(await alertsOf(p.plId)).toEqual([
      { email: 'kiran@example.com', user_id: null, sent: false, confirmed: true },
    ]);
    // The committed restock's alert is mailed by the time the transaction's caller carries on.
    await t.app.db.transaction((tx) => giveBackStock(tx, [line]));
    expect((await mailsAbout('Window Gleam Spray')).map((m) => m.to)).toEqual(['kiran@example.com']);
    expect(await alertsOf(p.plId)).toEqual([
      { email: 'kiran@example.com', user_id: null, sent: true, confirmed: true },
    ]);
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

describe('confirmation mails per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await testApp({ authRateLimit: { perIpPerMinute: 100, perAccountPer15Minutes: 2 } });
  });
  afterAll(() => limited?.close());

  it('answers 429 past the limit of requests naming one e-mail, from any address, while another e-mail goes on', async () => {
    const send = (email: string, ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/stock-alerts',
        remoteAddress: ip,
        payload: { pl_id: 1, email },
      });
    const codes = [
      (await send('target@example.com', '10.0.0.1')).statusCode,
      (await send('Target@Example.com', '10.0.0.2')).statusCode,
      (await send('target@example.com', '10.0.0.3')).statusCode,
    ];
    expect(codes.slice(0, 2)).not.toContain(429);
    expect(codes[2]).toBe(429);
    expect((await send('someone@example.com', '10.0.0.3')).statusCode).not.toBe(429);
  });
});
