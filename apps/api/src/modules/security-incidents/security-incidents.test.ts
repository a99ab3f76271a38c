// The breach runbook (decision 0360): an incident's drafts hold every element DPDP Rule 7 asks of the notice and of
// the Board's report; the Board's 72-hour deadline runs from when the breach was found; the notice goes once to
// each affected person after the owner confirms how many (a repeat sends none, a changed number is refused); the
// report downloads as text with the record of notices; and roles other than Owner and Manager are refused.
import type { IncidentRecipients, SecurityIncident } from '@chamak/shared/security-incidents';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { routeByWhatsapp, whatsappStandIn } from '../../test/whatsapp.ts';
import { smtpTransport } from '../mail/smtp.ts';

const smtp = smtpStandIn();
const whatsapp = whatsappStandIn();
let t: TestApp;
let admin: string;
const now = new Date('2026-11-30T10:00:00Z');
const foundAt = '2026-11-30T04:00:00.000Z';
let incident: SecurityIncident;

async function staff(role: string): Promise<string> {
  const user = await signupAndLogin(t.app);
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
  t.app.inject(
    as(token, { method, url: `/api/admin/security-incidents${url}`, ...(payload ? { payload } : {}) }),
  );

const noticeCount = async () =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_outbox where subject = ${incident.noticeSubject}`,
    )
  )[0]!.n;

beforeAll(async () => {
  await Promise.all([smtp.listen(), whatsapp.listen()]);
  t = await testApp({
    mailer: smtpTransport(smtp.url(), 'Chamak <care@chamak.example>'),
    clock: () => now,
    config: { phone: whatsapp.phone() },
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  await routeByWhatsapp(t.app, admin, 'security_notice', 'data_breach_notice');
});
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp.close(), whatsapp.close()]);
});

describe('security incidents', () => {
  it('drafts a notice and a Board report holding every element Rule 7 asks, with the 72-hour deadline', async () => {
    const res = await call('POST', '', {
      whatHappened: 'A backup of the customer table was left readable on a public link for two days.',
      foundAt,
      happenedAt: '2026-11-28T09:00:00.000Z',
      dataAffected: ['names', 'emails', 'phones', 'passwordsHashed'],
      people: 'list',
      peopleList: ['asha@example.com', 'ASHA@example.com', 'ravi@example.com', '9876500011'],
      cause: 'A misconfigured storage bucket.',
      mitigation: 'We removed the link, rotated the keys and checked the access logs.',
      remedialMeasures: 'Backups are now encrypted and private by default.',
    });
    expect(res.statusCode, res.body).toBe(201);
    incident = res.json().incident;
    expect(incident.reportDueAt).toBe('2026-12-03T04:00:00.000Z');
    expect(incident.reportHoursLeft).toBe(66);
    const notice = incident.noticeText;
    expect(notice).toContain('What happened: A backup of the customer table');
    expect(notice).toContain('Likely consequences for you:');
    expect(notice).toContain('phishing e-mails');
    expect(notice).toContain('What we have done: We removed the link');
    expect(notice).toContain('What you can do to protect yourself:');
    expect(notice).toContain('change your password');
    expect(notice).toMatch(/Whom to contact: .+Grievance Officer/);
    const report = incident.reportText;
    for (const part of [
      'PART A. INTIMATION',
      'nature and extent',
      'Timing: became aware on',
      'Likely impact:',
      'PART B. DETAILED REPORT',
      'Cause of the breach: A misconfigured storage bucket.',
      'Measures taken to mitigate the risk: We removed the link',
      'Findings about the person who caused the breach: Not known',
      'Remedial measures to prevent a recurrence: Backups are now encrypted',
      'Intimations to affected Data Principals',
    ])
      expect(report).toContain(part);
  });

  it('refuses an incident without the data affected or without the date range of the orders', async () => {
    const none = await call('POST', '', { whatHappened: 'x', foundAt, dataAffected: [], people: 'all' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Tick the data affected');
    const range = await call('POST', '', {
      whatHappened: 'x',
      foundAt,
      dataAffected: ['names'],
      people: 'orders',
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toContain('Give the first and last day of the orders affected');
  });

  it('keeps the owner’s edits of the drafts', async () => {
    const res = await call('PUT', `/${incident.id}/drafts`, {
      noticeSubject: 'Chamak: about your account data',
      noticeText: `${incident.noticeText}\n\nWe are sorry.`,
      reportText: incident.reportText,
    });
    expect(res.statusCode, res.body).toBe(200);
    incident = res.json().incident;
    expect(incident.noticeText.endsWith('We are sorry.')).toBe(true);
  });

  it('sends one notice per affected person after the confirmation, by mail and by WhatsApp, and none on a repeat', async () => {
    const counted = await call('GET', `/${incident.id}/recipients`);
    expect(counted.statusCode, counted.body).toBe(200);
    // asha@ twice in two cases is one person; the bare phone number is one more, reached by WhatsApp.
    expect(counted.json() as IncidentRecipients).toEqual({ toSend: 3, withPhone: 1, alreadySent: 0 });
    const wrong = await call('POST', `/${incident.id}/notices`, { confirmCount: 2 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain('changed to 3');
    expect(await noticeCount()).toBe(0);
    expect(whatsapp.seen).toHaveLength(0);
    const sent = await call('POST', `/${incident.id}/notices`, { confirmCount: 3 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ sent: 3, byPhone: 1, message: 'Notice sent to 3 people.' });
    expect(await noticeCount()).toBe(2);
    expect(whatsapp.seen).toHaveLength(1);
    expect(whatsapp.seen[0]!.body.to).toBe('919876500011');
    expect(whatsapp.seen[0]!.body.template.name).toBe('data_breach_notice');
    const [mail] = await rows<{ to: string; text: string }>(
      t.database.db,
      sql`select "to", text from mail_outbox where subject = 'Chamak: about your account data' order by id limit 1`,
    );
    expect(mail!.text).toContain('What happened:');
    expect(mail!.text).toContain('We are sorry.');
    const again = await call('POST', `/${incident.id}/notices`, { confirmCount: 3 });
    expect(again.json()).toMatchObject({ sent: 0, alreadySent: 3 });
    expect(await noticeCount()).toBe(2);
    expect(whatsapp.seen).toHaveLength(1);
    expect((await call('GET', `/${incident.id}`)).json().noticesSent).toBe(3);
  });

  it('downloads the Board report as text with the record of notices sent and the deadline', async () => {
    const res = await call('GET', `/${incident.id}/report.txt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['content-disposition']).toContain(`breach-report-${incident.id}.txt`);
    expect(res.body).toContain('PART B. DETAILED REPORT');
    expect(res.body).toContain('3 affected people were sent the notice');
    expect(res.body).toContain('due by 2026-12-03T04:00:00.000Z (72 hours)');
  });

  it('finds the customers of the orders placed in a date range', async () => {
    const shopper = await signupAndLogin(t.app);
    await addToCart(t.app, shopper, await sizeInStock(t.database.db));
    expect((await checkout(t.app, shopper, 'cod')).statusCode).toBe(200);
    const [range] = await rows<{ from: string; to: string; n: number }>(
      t.database.db,
      sql`select to_char(min(created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as from,
          to_char(max(created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as to,
          count(distinct lower(email)) filter (where email like '%@%')::int as n from orders`,
    );
    const res = await call('POST', '', {
      whatHappened: 'Order export mailed to the wrong address.',
      foundAt,
      dataAffected: ['orders', 'addresses'],
      people: 'orders',
      ordersFrom: range!.from,
      ordersTo: range!.to,
    });
    expect(res.statusCode, res.body).toBe(201);
    const counted = await call('GET', `/${res.json().incident.id}/recipients`);
    expect(counted.json().toSend).toBe(range!.n);
    expect(range!.n).toBeGreaterThan(0);
  });

  it('refuses every incident call to roles other than Owner and Manager', async () => {
    const manager = await staff('manager');
    expect((await call('GET', '', undefined, manager)).statusCode).toBe(200);
    for (const role of ['accounts', 'support', 'fulfilment', 'catalogue']) {
      const token = await staff(role);
      const read = await call('GET', '', undefined, token);
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toContain('security.read');
      const send = await call('POST', `/${incident.id}/notices`, { confirmCount: 0 }, token);
      expect(send.statusCode).toBe(403);
      expect(send.json().message).toContain('security.write');
      expect((await call('GET', `/${incident.id}/report.txt`, undefined, token)).statusCode).toBe(403);
    }
    const customer = await signupAndLogin(t.app);
    expect((await call('POST', '', { whatHappened: 'x' }, customer.token)).statusCode).toBe(403);
  });
});
