// A promotion's name in other languages (migration 0042): the admin saves it with the promotion (admins only;
// trimmed, at most 100 characters, only the shop's other languages; left out it stays, emptied it goes), the
// admin list reads it back, and the cart quote asked on a Hindi page labels the offer with it (the English name
// where it has none); English quotes are unchanged, and an order placed on a Hindi page keeps the label it has
// always kept (order_discounts.label, the English name).
import { randomBytes } from 'node:crypto';
import type { CartQuote } from '@chamak/shared/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hindiPromotionNames, seedDemoPromotions } from '../../../../../tools/demo-data/demo-promotions.ts';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkoutAddress, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  customer = (await login(t.app, demoAccounts.customer.email, demoAccounts.customer.password)).token;
});
afterAll(() => t?.close());

const unique = () => randomBytes(3).toString('hex').toUpperCase();
const hi = { 'x-shop-language': 'hi' };
const create = (body: Record<string, unknown>, token = admin) =>
  t.app.inject(as(token, { method: 'POST', url: '/api/admin/promotions', payload: body }));
const update = (id: number, body: Record<string, unknown>, token = admin) =>
  t.app.inject(as(token, { method: 'PUT', url: `/api/admin/promotions/${id}`, payload: body }));
const listed = async (id: number) =>
  (
    (await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/promotions' }))).json() as {
      id: number;
      names: Record<string, string>;
    }[]
  ).find((p) => p.id === id)!;
const stored = (id: number) =>
  rows<{ language: string; name: string }>(
    t.database.db,
    sql`select language, name from promotion_translations where promotion_id = ${id} order by language`,
  );

/** A guest's cart of one unit quoted with `code`, on a page in `headers`' language. */
async function quote(code: string, headers: Record<string, string> = {}): Promise<CartQuote> {
  const size = await sizeInStock(t.database.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    headers,
    payload: { cartDatas: [{ productId: size.product_id, pl_id: size.pl_id, quantity: 1 }], code },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as CartQuote;
}

describe("a promotion's name in other languages", () => {
  it('is saved by admins only: a guest gets 401, a customer 403, and nothing is written', async () => {
    const body = { name: 'Diwali sale', code: `D${unique()}`, action: 'percent', percent: 10 };
    const named = { ...body, names: { hi: 'दिवाली सेल' } };
    const guest = await t.app.inject({ method: 'POST', url: '/api/admin/promotions', payload: named });
    expect(guest.statusCode).toBe(401);
    const asCustomer = await create(named, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe('FORBIDDEN');
    const id = (await create(body)).json().id as number;
    const put = await update(id, named, customer);
    expect(put.statusCode).toBe(403);
    expect(await stored(id)).toEqual([]);
  });

  it('saves, reads back, keeps when left out, clears when emptied, and refuses bad names', async () => {
    const code = `DIWALI${unique()}`;
    const body = { name: 'Diwali 10% off', code, action: 'percent', percent: 10 };
    const made = await create({ ...body, names: { hi: '  दिवाली पर 10% की छूट ', mr: '' } });
    expect(made.statusCode).toBe(200);
    const id = made.json().id as number;
    expect(await stored(id)).toEqual([{ language: 'hi', name: 'दिवाली पर 10% की छूट' }]);
    expect((await listed(id)).names).toEqual({ hi: 'दिवाली पर 10% की छूट' });

    // Saved without names (the list's Enable/Disable of an older client): the names stay.
    expect((await update(id, { ...body, active: false })).statusCode).toBe(200);
    expect((await listed(id)).names).toEqual({ hi: 'दिवाली पर 10% की छूट' });
    // Marathi added, Hindi changed; then Hindi emptied, Marathi left out: Hindi goes, Marathi stays.
    await update(id, { ...body, names: { hi: 'दिवाली छूट', mr: 'दिवाळी सवलत' } });
    expect((await listed(id)).names).toEqual({ hi: 'दिवाली छूट', mr: 'दिवाळी सवलत' });
    await update(id, { ...body, names: { hi: '  ' } });
    expect((await listed(id)).names).toEqual({ mr: 'दिवाळी सवलत' });
    await update(id, { ...body, names: { mr: null } });
    expect(await stored(id)).toEqual([]);

    // Refused, naming the field; nothing written.
    const refused = async (names: unknown) => {
      const res = await update(id, { ...body, names });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      return res.json().message as string;
    };
    expect(await refused({ hi: 'द'.repeat(101) })).toMatch(
      /^names[./]hi: Name in Hindi must be at most 100 characters$/,
    );
    expect(await refused({ hi: 12 })).toMatch(/^names[./]hi: Name in Hindi must be text$/);
    expect(await refused({ en: 'Diwali' })).toMatch(/^names: /);
    expect(await refused({ fr: 'Diwali' })).toMatch(/^names: /);
    expect(await refused('दिवाली')).toMatch(/^names: /);
    expect(await stored(id)).toEqual([]);
    // 100 characters are allowed.
    expect((await update(id, { ...body, names: { hi: 'द'.repeat(100) } })).statusCode).toBe(200);
  });

  it("labels the Hindi cart quote's offer with its Hindi name, English where it has none", async () => {
    const code = `DIWALI${unique()}`;
    const id = (
      await create({
        name: 'Diwali 10% off',
        code,
        action: 'percent',
        percent: 10,
        names: { hi: 'दिवाली पर 10% की छूट' },
      })
    ).json().id as number;
    const plain = `PLAIN${unique()}`;
    const plainId = (
      await create({ name: 'Plain 5% off', code: plain, action: 'percent', percent: 5 })
    ).json().id as number;

    const hindi = await quote(code, hi);
    const offer = hindi.offers.find((o) => o.promotionId === id);
    expect(offer).toMatchObject({ label: 'दिवाली पर 10% की छूट', code, kind: 'lines' });
    expect(offer!.amountPaise).toBeGreaterThan(0);
    // The English quote: the English name, the same money.
    const english = await quote(code);
    expect(english.offers.find((o) => o.promotionId === id)).toEqual({ ...offer, label: 'Diwali 10% off' });
    expect(english.totalPaise).toBe(hindi.totalPaise);
    // No Hindi name: the English one on the Hindi page, never a blank.
    expect((await quote(plain, hi)).offers.find((o) => o.promotionId === plainId)?.label).toBe(
      'Plain 5% off',
    );
    // Marathi has no name either: English.
    expect(
      (await quote(code, { 'x-shop-language': 'mr' })).offers.find((o) => o.promotionId === id)?.label,
    ).toBe('Diwali 10% off');
  });

  it('leaves an order placed on a Hindi page with the label orders keep (the English name)', async () => {
    const code = `DIWALI${unique()}`;
    const id = (
      await create({
        name: 'Diwali 10% off',
        code,
        action: 'percent',
        percent: 10,
        names: { hi: 'दिवाली पर 10% की छूट' },
      })
    ).json().id as number;
    const u = await signupAndLogin(t.app);
    await addToCart(t.app, u, await sizeInStock(t.database.db));
    const placed = await t.app.inject(
      as(u.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        headers: hi,
        payload: { ...checkoutAddress, userId: u.userId, paymentMethod: 'cod', code },
      }),
    );
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().orderId as number;
    expect(
      await rows(
        t.database.db,
        sql`select label from order_discounts where order_id = ${orderId} and promotion_id = ${id}`,
      ),
    ).toEqual([{ label: 'Diwali 10% off' }]);
  });

  it("gives the demo shop's promotions their Hindi names: the prepaid offer reads in Hindi on a Hindi page", async () => {
    await seedDemoPromotions(t.database.db);
    const size = await sizeInStock(t.database.db);
    const body = { cartDatas: [{ productId: size.product_id, pl_id: size.pl_id, quantity: 1 }] };
    const quoted = (headers: Record<string, string>) =>
      t.app
        .inject({ method: 'POST', url: '/api/cart/quote', headers, payload: body })
        .then((r) => r.json() as CartQuote);
    const prepaid = '5% off when you pay online';
    expect((await quoted(hi)).offers.map((o) => o.label)).toContain(hindiPromotionNames[prepaid]);
    expect((await quoted({})).offers.map((o) => o.label)).toContain(prepaid);
  });
});
