// Back-in-stock mails in the language the alert was asked for in (stock_alerts.language, migration 0038), through
// the real routes, the outbox and the mail worker with the SMTP stand-in on 127.0.0.1: a guest asking on a Hindi
// page gets the confirmation and, once the size is back, the back-in-stock mail in Hindi, as does a signed-in
// shopper; an alert asked for on an English page gets both as before.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin } from '../../test/auth.ts';
import { sizeInStock } from '../../test/checkout.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { giveBackStock } from '../catalogue/stock.ts';
import { smtpTransport } from '../mail/smtp.ts';
import { receivedMail } from '../mail/smtp-received.ts';
import { drainOutbox } from '../mail/worker.ts';

const publicUrl = 'https://shop.chamak.example';
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

const hindi = { 'x-shop-language': 'hi' };

const ask = (payload: object, headers: Record<string, string> = {}, token?: string) =>
  t.app.inject(as(token, { method: 'POST', url: '/api/stock-alerts', payload, headers }));

/** Sends what the outbox holds over SMTP; the mails `email` has received, as its reader sees them. */
async function mailsTo(email: string) {
  await drainOutbox(
    { db: t.database.db, mailer },
    { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 1 },
  );
  return smtp.received.map(receivedMail).filter((m) => m.to === email);
}

const languageOf = async (email: string, plId: number) =>
  (
    await rows<{ language: string }>(
      t.database.db,
      sql`select language from stock_alerts where email = ${email} and product_litre_id = ${plId}`,
    )
  )[0]?.language;

/** A seeded size made sold out: its id, product and names. */
async function soldOutSize() {
  const size = await sizeInStock(t.database.db, 1);
  await t.database.db.execute(sql`update product_litres set remaining_qty = 0 where id = ${size.pl_id}`);
  const [names] = await rows<{ name: string; label: string }>(
    t.database.db,
    sql`select p.name, l.label from product_litres pl join products p on p.id = pl.product_id
      join litres l on l.id = pl.litre_id where pl.id = ${size.pl_id}`,
  );
  const restock = () =>
    t.app.db.transaction((tx) =>
      giveBackStock(tx, [
        {
          sizeId: size.pl_id,
          productId: size.product_id,
          quantity: 1,
          name: names!.name,
          label: names!.label,
        },
      ]),
    );
  return { ...size, ...names!, restock };
}

const linkToken = (text: string) => /[?&]alert=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const confirm = (token: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/stock-alerts/confirm', payload: { token } });

describe('back-in-stock mails in the alert’s language', () => {
  it('writes a guest’s confirmation and back-in-stock mail in Hindi when the alert was asked for on a Hindi page', async () => {
    const size = await soldOutSize();
    const email = 'hindi-guest@example.com';
    expect((await ask({ pl_id: size.pl_id, email }, hindi)).statusCode).toBe(201);
    expect(await languageOf(email, size.pl_id)).toBe('hi');

    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe(`अपना अलर्ट पक्का करें: ${size.name} (${size.label})`);
    expect(confirmation!.text).toContain('नमस्ते,');
    expect(confirmation!.text).toContain('मेरा अलर्ट पक्का करें');
    for (const english of ['Hello', 'Confirm my alert', 'Someone, we hope you', 'Questions?'])
      expect(confirmation!.text).not.toContain(english);

    expect((await confirm(linkToken(confirmation!.text))).statusCode).toBe(200);
    await size.restock();
    const back = (await mailsTo(email)).at(-1)!;
    expect(back.subject).toBe(`फिर से स्टॉक में: ${size.name} (${size.label})`);
    expect(back.text).toContain(`${size.name} (${size.label}) फिर से स्टॉक में है।`);
    expect(back.text).toContain('अभी खरीदें');
    expect(back.text).toContain(`${publicUrl}/product-details/${size.product_id}?size=${size.pl_id}`);
    for (const english of ['Hello', 'Back in stock', 'Buy it now', 'Questions?'])
      expect(back.text).not.toContain(english);
  });

  it('writes a signed-in shopper’s back-in-stock mail in Hindi when asked on a Hindi page', async () => {
    const size = await soldOutSize();
    const shopper = await signupAndLogin(t.app);
    expect((await ask({ pl_id: size.pl_id }, hindi, shopper.token)).statusCode).toBe(201);
    expect(await languageOf(shopper.email, size.pl_id)).toBe('hi');
    await size.restock();
    const [back] = await mailsTo(shopper.email);
    expect(back!.subject).toBe(`फिर से स्टॉक में: ${size.name} (${size.label})`);
    expect(back!.text).toContain('कोई सवाल?');
  });

  it('writes them in English as before for an alert asked for on an English page', async () => {
    const size = await soldOutSize();
    const email = 'english-guest@example.com';
    expect((await ask({ pl_id: size.pl_id, email })).statusCode).toBe(201);
    expect(await languageOf(email, size.pl_id)).toBe('en');

    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe(`Confirm your alert: ${size.name} (${size.label})`);
    expect(confirmation!.text).toContain(
      `Someone, we hope you, asked us to e-mail this address when ${size.name} (${size.label}) is back in`,
    );
    expect(confirmation!.text).toContain('Confirm my alert');
    expect((await confirm(linkToken(confirmation!.text))).statusCode).toBe(200);
    await size.restock();
    const back = (await mailsTo(email)).at(-1)!;
    expect(back.subject).toBe(`Back in stock: ${size.name} (${size.label})`);
    expect(back.text).toContain('Hello,');
    expect(back.text).toContain('We will not write about this size again unless you ask again.');
    expect(back.text).not.toMatch(/[\u0900-\u097F]/);
  });
});
