// The owner's daily summary by WhatsApp (decision 0347's addendum) on a real database: the template and the owner's
// number saved through the summary's own settings call as the admin does it (Fulfilment refused), the job's run
// with a set clock, the message read from a stand-in of WhatsApp's Cloud API on 127.0.0.1 and the mail from the
// outbox. Configured, one template message with yesterday's figures goes to the owner's number in the run that
// writes the mail, and the next tick sends nothing; without WhatsApp or the template only the mail goes; a failing
// send leaves the mail sent once.
import { formatRupees } from '@chamak/shared/money';
import { salesSummaryMessages } from '@chamak/shared/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { whatsappStandIn } from '../../test/whatsapp.ts';
import { sendDailySalesSummary } from './daily-summary.ts';

const whatsapp = whatsappStandIn();
let t: TestApp;
let admin: string;
/** The cash order placed on 10 Nov: its total in paise. */
let total: number;

const summaryMails = async (when: string) => {
  const [row] = await rows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from mail_outbox where subject like ${`%sales for ${when}%`}`,
  );
  return row!.n;
};

const saveSummarySetting = (whatsapp: Record<string, string> | null, token = admin) =>
  t.app.inject(as(token, { method: 'PUT', url: '/api/admin/settings/sales-summary', payload: { whatsapp } }));

beforeAll(async () => {
  await whatsapp.listen();
  t = await testApp({ config: { publicUrl: 'https://shop.example', phone: whatsapp.phone() } });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const shopper = await signupAndLogin(t.app);
  await addToCart(t.app, shopper, await sizeInStock(t.database.db, 5), 2);
  const res = await checkout(t.app, shopper, 'cod', { phone: '9800000011' });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await rows<{ total: number }>(
    t.database.db,
    sql`update orders set created_at = '2026-11-10T06:00:00Z' where id = ${res.json().orderId as number}
      returning total_paise as total`,
  );
  total = row!.total;
});
afterAll(async () => {
  await t?.close();
  await whatsapp.close();
});

describe("the owner's daily summary by WhatsApp", () => {
  it('refuses a number that is not an Indian mobile, a template name WhatsApp would not take, and Fulfilment', async () => {
    const badPhone = await saveSummarySetting({
      template: 'daily_sales',
      language: 'en',
      phone: '2224567890',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.body).toContain(salesSummaryMessages.phone);
    const badName = await saveSummarySetting({
      template: 'Daily Sales',
      language: 'en',
      phone: '9812345678',
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.body).toContain(salesSummaryMessages.templateShape);
    const packer = await signupAndLogin(t.app);
    await t.database.db.execute(
      sql`update users set role = 'admin', staff_role = 'fulfilment' where id = ${packer.userId}`,
    );
    const packerToken = (await login(t.app, packer.email, packer.password)).token;
    const read = await t.app.inject(as(packerToken, { url: '/api/admin/settings/sales-summary' }));
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toContain('settings.read');
    const write = await saveSummarySetting(
      { template: 'daily_sales', language: 'en', phone: '9812345678' },
      packerToken,
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toContain('settings.write');
    // Nothing was saved, and the owner's number is not among the public settings.
    const view = await t.app.inject(as(admin, { url: '/api/admin/settings/sales-summary' }));
    expect(view.json()).toEqual({ whatsapp: null, whatsappConfigured: true });
    expect((await t.app.inject({ url: '/api/settings' })).body).not.toContain('9812345678');
  });

  it("sends yesterday's figures once as a template message to the owner's number, beside the mail", async () => {
    const saved = await saveSummarySetting({
      template: 'daily_sales',
      language: 'en_US',
      phone: '9812345678',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      whatsapp: { template: 'daily_sales', language: 'en_US', phone: '9812345678' },
      whatsappConfigured: true,
    });
    expect((await t.app.inject({ url: '/api/settings' })).body).not.toContain('9812345678');
    const ctx = { db: t.database.db, publicUrl: 'https://shop.example', phone: t.app.phone };
    const before = whatsapp.seen.length;
    // 08:30 on 11 Nov India time: 10 Nov is summarised.
    expect(await sendDailySalesSummary(ctx, new Date('2026-11-11T03:00:00Z'))).toBe('2026-11-10');
    const sent = whatsapp.seen.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/555/messages');
    expect(sent[0]!.body).toMatchObject({
      to: '919812345678',
      type: 'template',
      template: {
        name: 'daily_sales',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: ['10 November 2026', '1', formatRupees(total), formatRupees(total), '100%', '0'].map(
              (text) => ({ type: 'text', text }),
            ),
          },
        ],
      },
    });
    expect(await summaryMails('10 November 2026')).toBe(1);
    // The next tick, and a second process's, send nothing more.
    expect(await sendDailySalesSummary(ctx, new Date('2026-11-11T03:15:00Z'))).toBeNull();
    expect(whatsapp.seen.length).toBe(before + 1);
    expect(await summaryMails('10 November 2026')).toBe(1);
  });

  it('mails only when WhatsApp is not configured, or its template is not set', async () => {
    const before = whatsapp.seen.length;
    // No WhatsApp keys: the setting is there, the sender is not.
    const unconfigured = { db: t.database.db, phone: { sms: null, whatsapp: null, gate: t.app.phone.gate } };
    expect(await sendDailySalesSummary(unconfigured, new Date('2026-11-12T03:00:00Z'))).toBe('2026-11-11');
    expect(await summaryMails('11 November 2026')).toBe(1);
    // WhatsApp configured, no template named for the summary.
    const cleared = await saveSummarySetting(null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const ctx = { db: t.database.db, phone: t.app.phone };
    expect(await sendDailySalesSummary(ctx, new Date('2026-11-13T03:00:00Z'))).toBe('2026-11-12');
    expect(await summaryMails('12 November 2026')).toBe(1);
    expect(whatsapp.seen.length).toBe(before);
  });

  it('still mails once when the WhatsApp send fails, and does not try it again', async () => {
    const saved = await saveSummarySetting({
      template: 'daily_sales',
      language: 'en',
      phone: '+91 98123 45678',
    });
    // The form tidies the number before saving; the API takes only the ten digits.
    expect(saved.statusCode).toBe(400);
    expect(
      (await saveSummarySetting({ template: 'daily_sales', language: 'en', phone: '9812345678' })).statusCode,
    ).toBe(200);
    let tries = 0;
    const warnings: unknown[] = [];
    const failing = {
      ...t.app.phone,
      whatsapp: {
        async send() {
          tries += 1;
          throw new Error('WhatsApp answered 500');
        },
      },
    };
    const ctx = { db: t.database.db, phone: failing, log: { warn: (o: unknown) => warnings.push(o) } };
    expect(await sendDailySalesSummary(ctx, new Date('2026-11-14T03:00:00Z'))).toBe('2026-11-13');
    expect(await sendDailySalesSummary(ctx, new Date('2026-11-14T03:15:00Z'))).toBeNull();
    expect(tries).toBe(1);
    expect(warnings).toEqual([{ error: 'WhatsApp answered 500' }]);
    expect(await summaryMails('13 November 2026')).toBe(1);
  });
});
