// Unsubscribing from reminders as mail clients do it (RFC 8058): a sent reminder carries List-Unsubscribe and
// List-Unsubscribe-Post; the one-click POST to that address stops reminders without an account, by the signed
// token; opening the address (GET) only leads to the stop page and stops nothing; a forged token is refused.
import { cartReminderMessages } from '@chamak/shared/cart-reminders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, sizeInStock } from '../../test/checkout.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { smtpTransport } from '../mail/smtp.ts';
import { drainOutbox } from '../mail/worker.ts';
import { runCartReminders } from './reminders.ts';

const publicUrl = 'https://shop.example';
const smtp = smtpStandIn();
let t: TestApp;
let mailer: ReturnType<typeof smtpTransport>;

beforeAll(async () => {
  await smtp.listen();
  mailer = smtpTransport(smtp.url(), 'Chamak <care@chamak.example>');
  t = await testApp({ mailer, config: { publicUrl } });
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

/** A shopper whose cart was left five hours ago, reminded once; the reminder went out over SMTP. */
async function remindedShopper(): Promise<TestUser & { raw: string }> {
  const user = await signupAndLogin(t.app, { offers: true, fullname: 'Kavya Nair' });
  await addToCart(t.app, user, await sizeInStock(t.database.db, 5), 1);
  const [changed] = await rows<{ at: Date }>(
    t.database.db,
    sql`select changed_at as at from cart_changes where user_id = ${user.userId}`,
  );
  const ctx = { db: t.database.db, publicUrl, mailer };
  await runCartReminders(ctx, new Date(new Date(changed!.at).getTime() + 5 * 3_600_000));
  const sent = await drainOutbox(ctx, { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 1 });
  expect(sent.sent).toBeGreaterThanOrEqual(1);
  const raw = smtp.received.find((m) => m.includes(`To: ${user.email}`));
  if (!raw) throw new Error('the reminder did not reach the SMTP server');
  return { ...user, raw };
}

/** A header field of a raw message, its folded lines joined. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split('\n\n')[0]!.replace(/\n[ \t]+/g, ' ');
  return head
    .split('\n')
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

const optedOut = async (userId: number) =>
  (
    await rows<{ off: boolean }>(
      t.database.db,
      sql`select reminders_opt_out_at is not null as off from users where id = ${userId}`,
    )
  )[0]!.off;

/** The token in the List-Unsubscribe address. */
const unsubscribeAddress = (raw: string) => {
  const value = header(raw, 'List-Unsubscribe') ?? '';
  const url = /^<(https:\/\/[^>]+)>$/.exec(value)?.[1];
  if (!url) throw new Error(`List-Unsubscribe is not one https address: ${value}`);
  return new URL(url);
};

describe('a reminder’s List-Unsubscribe', () => {
  it('is sent with the reminder, with the one-click signal, pointing at this shop', async () => {
    const shopper = await remindedShopper();
    expect(header(shopper.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const address = unsubscribeAddress(shopper.raw);
    expect(address.origin).toBe(publicUrl);
    expect(address.pathname).toBe('/api/cart-reminders/unsubscribe');
    expect(address.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The same token as the stop link in the body, so either way stops the same reminders.
    const [kept] = await rows<{ headers: Record<string, string> }>(
      t.database.db,
      sql`select headers from mail_outbox where "to" = ${shopper.email}`,
    );
    expect(kept!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('stops reminders on the mail client’s one-click POST, without logging in', async () => {
    const shopper = await remindedShopper();
    const address = unsubscribeAddress(shopper.raw);
    const res = await t.app.inject({
      method: 'POST',
      url: `${address.pathname}${address.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(cartReminderMessages.stopped);
    expect(await optedOut(shopper.userId)).toBe(true);
    const [reminder] = await rows<{ closed: boolean }>(
      t.database.db,
      sql`select closed_at is not null as closed from cart_reminders where user_id = ${shopper.userId}`,
    );
    expect(reminder!.closed).toBe(true);

    // The same POST sent as multipart/form-data, the encoding RFC 8058 prefers, stops too.
    const other = await remindedShopper();
    const boundary = 'one-click-boundary';
    const multipart = unsubscribeAddress(other.raw);
    const sent = await t.app.inject({
      method: 'POST',
      url: `${multipart.pathname}${multipart.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(sent.statusCode).toBe(200);
    expect(await optedOut(other.userId)).toBe(true);
  });

  it('only leads to the stop page when the address is opened, and stops nothing', async () => {
    const shopper = await remindedShopper();
    const address = unsubscribeAddress(shopper.raw);
    const token = address.searchParams.get('token')!;
    const res = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/cart?stop=${token}`);
    // The page itself, as a scanner fetching the body's stop link would load it: no stop either.
    await t.app.inject({ method: 'GET', url: `/cart?stop=${token}` });
    expect(await optedOut(shopper.userId)).toBe(false);
  });

  it('refuses a forged or altered token and stops no one', async () => {
    const shopper = await remindedShopper();
    const token = unsubscribeAddress(shopper.raw).searchParams.get('token')!;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of ['x'.repeat(43), altered]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/cart-reminders/unsubscribe?token=${forged}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(cartReminderMessages.stopInvalid);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/cart-reminders/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(missing.statusCode).toBe(400);
    expect(await optedOut(shopper.userId)).toBe(false);
  });
});
