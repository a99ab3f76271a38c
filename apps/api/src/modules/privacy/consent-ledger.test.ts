// The consent ledger (decision 0357): a row for every give and withdraw, whichever way it came (the signup's and the
// checkout's boxes, Profile → Privacy's buttons both ways, a reminder's and an SMS's stop link, the message
// preferences, the analytics banner of a signed-in shopper), an unknown purpose refused with 422, the migration's
// backfill of the opt-outs kept before it, and a database that refuses to change or delete a row.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsentsReply } from '@chamak/shared/privacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import { phoneStopLink } from '../notify/index.ts';
import { analyticsConsentOf, consentsOf, hasConsent } from './index.ts';

let t: TestApp;
let size: SizeInStock;

beforeAll(async () => {
  t = await testApp();
  size = await sizeInStock(t.database.db, 20);
});
afterAll(() => t?.close());

type Row = {
  purpose: string;
  action: string;
  notice_version: number | null;
  source: string;
  method: string;
  ip: string | null;
};

const ledgerOf = (userId: number) =>
  rows<Row>(
    t.database.db,
    sql`select purpose, action, notice_version, source, method, ip from consent_ledger where user_id = ${userId}
      order by id`,
  );

let unique = 0;
async function signupWith(boxes: Record<string, boolean>) {
  unique++;
  const email = `ledger${Date.now().toString(36)}${unique}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/signup',
    payload: {
      fullname: 'Kavya Menon',
      username: `kavya${Date.now().toString(36)}${unique}`,
      email,
      phone: '9845011111',
      password: 'Secret@123',
      ...boxes,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { userId } = res.json() as { userId: number };
  return { userId, token: (await login(t.app, email, 'Secret@123')).token, email };
}

describe('the consent ledger', () => {
  it('records a ticked signup box as given under the current notice, and nothing for a box left unticked', async () => {
    const kavya = await signupWith({ marketingEmail: true, marketingMessages: false });
    expect(await ledgerOf(kavya.userId)).toEqual([
      {
        purpose: 'marketing_email',
        action: 'given',
        notice_version: 1,
        source: 'signup',
        method: 'checkbox',
        ip: '127.0.0.1',
      },
    ]);
    const plain = await signupWith({});
    expect(await ledgerOf(plain.userId)).toEqual([]);
    expect(await consentsOf(t.database.db, plain.userId)).toEqual({});
  });

  it('records order updates as a contract at the checkout, once, and each ticked offers box', async () => {
    const shopper = await signupAndLogin(t.app);
    await addToCart(t.app, shopper, size, 1);
    const placed = await checkout(t.app, shopper, 'cod', { marketingMessages: true } as never);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await ledgerOf(shopper.userId)).toEqual([
      expect.objectContaining({
        purpose: 'order_updates',
        action: 'given',
        source: 'checkout',
        method: 'contract',
      }),
      expect.objectContaining({
        purpose: 'marketing_messages',
        action: 'given',
        source: 'checkout',
        method: 'checkbox',
      }),
    ]);
    // A second order with no box ticked adds nothing: order updates stand already.
    await addToCart(t.app, shopper, size, 1);
    expect((await checkout(t.app, shopper, 'cod')).statusCode).toBe(200);
    expect(await ledgerOf(shopper.userId)).toHaveLength(2);
    expect(await hasConsent(t.database.db, shopper.userId, 'order_updates')).toBe(true);
  });

  it('gives and withdraws from Profile → Privacy, one row per click, and lists when and under which notice', async () => {
    const shopper = await signupWith({ marketingEmail: true });
    const change = (purpose: string, given: boolean) =>
      t.app.inject(
        as(shopper.token, { method: 'POST', url: '/api/account/consents', payload: { purpose, given } }),
      );
    const stop = await change('marketing_email', false);
    expect(stop.statusCode, stop.body).toBe(200);
    const allow = await change('analytics', true);
    expect(allow.statusCode, allow.body).toBe(200);
    expect((await ledgerOf(shopper.userId)).map((r) => [r.purpose, r.action, r.source, r.method])).toEqual([
      ['marketing_email', 'given', 'signup', 'checkbox'],
      ['marketing_email', 'withdrawn', 'profile', 'button'],
      ['analytics', 'given', 'profile', 'button'],
    ]);
    // Stopping offers by e-mail stops the reminders too.
    const [user] = await rows<{ off: boolean }>(
      t.database.db,
      sql`select reminders_opt_out_at is not null as off from users where id = ${shopper.userId}`,
    );
    expect(user!.off).toBe(true);

    const listed = await t.app.inject(as(shopper.token, { url: '/api/account/consents' }));
    expect(listed.statusCode).toBe(200);
    const reply = listed.json() as ConsentsReply;
    expect(reply.noticeVersion).toBe(1);
    const email = reply.purposes.find((p) => p.purpose === 'marketing_email')!;
    expect(email).toMatchObject({ given: false, noticeVersion: 1, source: 'profile', optional: true });
    expect(email.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(reply.purposes.find((p) => p.purpose === 'analytics')).toMatchObject({ given: true });
    expect(reply.purposes.find((p) => p.purpose === 'marketing_messages')).toMatchObject({
      given: false,
      at: null,
    });
    expect(await analyticsConsentOf(t.database.db, { userId: shopper.userId })).toBe(true);
  });

  it('refuses an unknown purpose with 422 naming the purposes, order updates with 422, and a guest with 401', async () => {
    const shopper = await signupAndLogin(t.app);
    const unknown = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/account/consents',
        payload: { purpose: 'newsletter', given: true },
      }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(
      'purpose must be one of order_updates, marketing_email, marketing_messages, analytics.',
    );
    const contract = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/account/consents',
        payload: { purpose: 'order_updates', given: false },
      }),
    );
    expect(contract.statusCode).toBe(422);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/account/consents',
      payload: { purpose: 'analytics', given: true },
    });
    expect(guest.statusCode).toBe(401);
    expect(await ledgerOf(shopper.userId)).toEqual([]);
  });

  it('records the message preferences’ opt-outs and opt-ins, each change once', async () => {
    const shopper = await signupAndLogin(t.app);
    const save = (body: Record<string, boolean>) =>
      t.app.inject(
        as(shopper.token, { method: 'PUT', url: `/api/users/${shopper.userId}/messages`, payload: body }),
      );
    expect((await save({ sms: false, whatsapp: true, reminders: false })).statusCode).toBe(200);
    // The same again changes nothing, so records nothing.
    expect((await save({ sms: false, whatsapp: true, reminders: false })).statusCode).toBe(200);
    expect((await save({ sms: true, whatsapp: true, reminders: true })).statusCode).toBe(200);
    expect((await ledgerOf(shopper.userId)).map((r) => [r.purpose, r.action, r.source, r.method])).toEqual([
      ['order_updates', 'withdrawn', 'profile', 'checkbox'],
      ['marketing_email', 'withdrawn', 'profile', 'checkbox'],
      ['marketing_messages', 'withdrawn', 'profile', 'checkbox'],
      ['order_updates', 'given', 'profile', 'checkbox'],
      ['marketing_email', 'given', 'profile', 'checkbox'],
      ['marketing_messages', 'given', 'profile', 'checkbox'],
    ]);
  });

  it('withdraws both offers in one click of a reminder’s stop link, with no sign-in', async () => {
    const shopper = await signupWith({ marketingEmail: true, marketingMessages: true });
    const token = randomBytes(32).toString('base64url');
    await t.database.db.execute(sql`insert into cart_reminders (user_id, kind, cart_changed_at, lines, value_paise,
        first_sent_at, last_sent_at, token_hash, expires_at)
      values (${shopper.userId}, 'cart', now(), '[]'::jsonb, 10000, now(), now(),
        ${createHash('sha256').update(token).digest('hex')}, now() + interval '7 days')`);
    const stop = await t.app.inject({ method: 'POST', url: '/api/cart-reminders/stop', payload: { token } });
    expect(stop.statusCode, stop.body).toBe(200);
    const rowsNow = await ledgerOf(shopper.userId);
    expect(rowsNow.slice(2).map((r) => [r.purpose, r.action, r.source, r.method])).toEqual([
      ['marketing_email', 'withdrawn', 'message_link', 'link'],
      ['marketing_messages', 'withdrawn', 'message_link', 'link'],
    ]);
    expect(await hasConsent(t.database.db, shopper.userId, 'marketing_email')).toBe(false);
  });

  it('withdraws messages by phone in one click of an SMS’s stop link, for the accounts with that number', async () => {
    const shopper = await signupAndLogin(t.app, { phone: '9812300457' });
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/messages/stop',
      payload: Object.fromEntries(
        new URL(phoneStopLink(t.app.tokens, 'https://shop.example', '919812300457')).searchParams,
      ),
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect((await ledgerOf(shopper.userId)).map((r) => [r.purpose, r.action, r.source, r.method])).toEqual([
      ['marketing_messages', 'withdrawn', 'message_link', 'link'],
      ['order_updates', 'withdrawn', 'message_link', 'link'],
    ]);
  });

  it('records a signed-in shopper’s banner answer, and keeps a guest’s only in the cookie', async () => {
    const shopper = await signupAndLogin(t.app);
    const answered = await t.app.inject(
      as(shopper.token, { method: 'POST', url: '/api/privacy/analytics', payload: { granted: false } }),
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ version: 1, recorded: true });
    expect(await ledgerOf(shopper.userId)).toEqual([
      expect.objectContaining({ purpose: 'analytics', action: 'withdrawn', source: 'cookie_banner' }),
    ]);
    const before = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from consent_ledger`,
    );
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/analytics',
      payload: { granted: true },
    });
    expect(guest.json()).toEqual({ version: 1, recorded: false });
    const after = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from consent_ledger`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await analyticsConsentOf(t.database.db, { cookie: 'granted.1' })).toBe(true);
    expect(await analyticsConsentOf(t.database.db, { cookie: 'denied.1' })).toBe(false);
    expect(await analyticsConsentOf(t.database.db, {})).toBe(false);
  });

  it('refuses to change or delete a row', async () => {
    const shopper = await signupWith({ marketingEmail: true });
    await expect(
      t.database.db.execute(
        sql`update consent_ledger set action = 'withdrawn' where user_id = ${shopper.userId}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from consent_ledger where user_id = ${shopper.userId}`),
    ).rejects.toThrow();
    expect(await ledgerOf(shopper.userId)).toHaveLength(1);
  });

  it('backfills a withdrawn row for each opt-out kept before the ledger', async () => {
    const shopper = await signupAndLogin(t.app);
    await t.database.db.execute(sql`update users set sms_opt_out_at = '2026-03-01T10:00:00Z',
        reminders_opt_out_at = '2026-04-01T10:00:00Z' where id = ${shopper.userId}`);
    const file = path.join(import.meta.dirname, '../../db/migrations/0056_consent_ledger.sql');
    const backfill = readFileSync(file, 'utf8').split('--> statement-breakpoint').at(-1)!;
    await t.database.db.execute(sql.raw(backfill));
    const found = await rows<Row & { at: Date }>(
      t.database.db,
      sql`select purpose, action, source, method, at from consent_ledger where user_id = ${shopper.userId} order by id`,
    );
    expect(found.map((r) => [r.purpose, r.action, r.source, r.method, new Date(r.at).toISOString()])).toEqual(
      [
        ['order_updates', 'withdrawn', 'existing_opt_out', 'backfill', '2026-03-01T10:00:00.000Z'],
        ['marketing_email', 'withdrawn', 'existing_opt_out', 'backfill', '2026-04-01T10:00:00.000Z'],
        ['marketing_messages', 'withdrawn', 'existing_opt_out', 'backfill', '2026-04-01T10:00:00.000Z'],
      ],
    );
  });
});
