// Grievance tickets (decision 0359): the contact form and /grievance open numbered tickets acknowledged by mail at
// once through the outbox and SMTP; the back-office list shows each ticket's one-month redressal clock (due date,
// days left, overdue); closing a grievance needs a resolution, which is kept and mailed; the mails name the seller
// settings' grievance officer; and the roles without the contacts area are refused.
import type { ContactRequestsPage } from '@chamak/shared/contact-requests';
import { daysLeft, redressalDue } from '@chamak/shared/grievances';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { smtpTransport } from '../mail/smtp.ts';
import { drainOutbox } from '../mail/worker.ts';

const smtp = smtpStandIn();
let mailer: ReturnType<typeof smtpTransport>;
let t: TestApp;
let admin: string;
// The app's clock: 10 March 2026, noon in India; moved forward to see the clock run out.
let now = new Date('2026-03-10T06:30:00Z');

async function staff(role: string): Promise<string> {
  const user = await signupAndLogin(t.app);
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

const list = async (query = 'page=1') => {
  const res = await t.app.inject(as(admin, { url: `/api/admin/contacts?${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ContactRequestsPage;
};

const lastMailTo = async (to: string) =>
  (
    await rows<{ subject: string; text: string; status: string }>(
      t.database.db,
      sql`select subject, text, status from mail_outbox where "to" = ${to} order by id desc limit 1`,
    )
  )[0];

beforeAll(async () => {
  await smtp.listen();
  mailer = smtpTransport(smtp.url(), 'Chamak <care@chamak.example>');
  t = await testApp({ mailer, clock: () => now });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

describe('grievance tickets', () => {
  it('numbers each message GR-<year>-<six digits> in order and mails the acknowledgement at once', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/addContact',
      payload: { name: 'Lakshmi Pillai', email: 'lakshmi@example.com', message: 'Where is my parcel?' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      payload: {
        name: 'Farhan Ali',
        email: 'farhan@example.com',
        phone: '+91 98765 43210',
        orderNumber: 'CH-1042',
        subject: 'Wrong size delivered',
        description: 'I ordered the 5 litre can and got the 1 litre bottle.',
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const reply = filed.json();
    const numbers = await rows<{ number: string; kind: string }>(
      t.database.db,
      sql`select number, kind from grievance_tickets order by contact_id`,
    );
    expect(numbers.map((n) => n.number)).toEqual(['GR-2026-000001', 'GR-2026-000002']);
    expect(numbers.map((n) => n.kind)).toEqual(['contact', 'grievance']);
    expect(reply).toMatchObject({ ticketNumber: 'GR-2026-000002', dueAt: '2026-04-10T06:30:00.000Z' });
    expect(reply.message).toContain('GR-2026-000002');

    const ack = await lastMailTo('farhan@example.com');
    expect(ack!.status).toBe('queued');
    expect(ack!.subject).toContain('GR-2026-000002');
    expect(ack!.text).toContain('Your ticket number is GR-2026-000002');
    expect(ack!.text).toContain('"Wrong size delivered"');
    expect(ack!.text).toMatch(/by 10 April 2026/);
    expect((await lastMailTo('lakshmi@example.com'))!.subject).toContain('GR-2026-000001');
    await drainOutbox(
      { db: t.database.db, mailer },
      { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 1 },
    );
    expect(
      smtp.received.some((m) => m.includes('To: farhan@example.com') && m.includes('GR-2026-000002')),
    ).toBe(true);
  });

  it('refuses a grievance without a subject or description, with clear messages, and numbers nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      payload: { name: 'A', email: 'a@example.com', subject: ' ', description: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Subject is required');
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from grievance_tickets`,
    );
    expect(n!.n).toBe(2);
  });

  it('shows the redressal clock on the back-office list: received, due a month later, days left, then overdue', async () => {
    const open = (await list()).items.find((c) => c.ticket?.number === 'GR-2026-000002')!;
    expect(open.ticket).toMatchObject({
      kind: 'grievance',
      subject: 'Wrong size delivered',
      orderNumber: 'CH-1042',
      receivedAt: '2026-03-10T06:30:00.000Z',
      dueAt: '2026-04-10T06:30:00.000Z',
      daysLeft: 31,
      overdue: false,
      acknowledged: true,
    });
    expect(open.message).toContain('Phone: 9876543210');
    now = new Date('2026-04-12T06:30:00Z');
    const late = (await list()).items.find((c) => c.ticket?.number === 'GR-2026-000002')!;
    expect(late.ticket).toMatchObject({ daysLeft: -2, overdue: true });
  });

  it('computes the due date as the same day next month, or the month’s last day', () => {
    expect(redressalDue(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(redressalDue(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(daysLeft(new Date('2026-04-10T06:30:00Z'), new Date('2026-04-10T06:00:00Z'))).toBe(1);
  });

  it('closes a grievance only with a resolution, which is kept and mailed with its number', async () => {
    const [ticket] = await rows<{ contact_id: number }>(
      t.database.db,
      sql`select contact_id from grievance_tickets where number = 'GR-2026-000002'`,
    );
    const id = ticket!.contact_id;
    const bare = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/admin/contacts/${id}`, payload: { state: 'closed' } }),
    );
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Write the resolution before closing a grievance.');
    const closed = await t.app.inject(
      as(admin, {
        method: 'PATCH',
        url: `/api/admin/contacts/${id}`,
        payload: {
          state: 'closed',
          resolution: 'We sent the 5 litre can; keep the bottle with our apologies.',
        },
      }),
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().message).toBe('Request closed; the resolution was mailed to farhan@example.com.');
    expect(closed.json().request.ticket).toMatchObject({
      resolution: 'We sent the 5 litre can; keep the bottle with our apologies.',
      daysLeft: null,
      overdue: false,
    });
    expect(closed.json().request.ticket.resolvedBy).toBeTruthy();
    const mail = await lastMailTo('farhan@example.com');
    expect(mail!.subject).toContain('GR-2026-000002 is resolved');
    expect(mail!.text).toContain('We sent the 5 litre can');
  });

  it('keeps a reply that closes a contact request as its ticket’s resolution, mailed once', async () => {
    const [ticket] = await rows<{ contact_id: number }>(
      t.database.db,
      sql`select contact_id from grievance_tickets where number = 'GR-2026-000001'`,
    );
    const before = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox`);
    const res = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/contacts/${ticket!.contact_id}/replies`,
        payload: { message: 'It is out for delivery today.' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().request.ticket.resolution).toBe('It is out for delivery today.');
    const after = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox`);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it('names the grievance officer of the seller settings in the acknowledgement', async () => {
    const ack = await lastMailTo('lakshmi@example.com');
    const [officer] = await rows<{ name: string; email: string }>(
      t.database.db,
      sql`select value->'grievanceOfficer'->>'name' as name, value->'grievanceOfficer'->>'email' as email
        from shop_settings where key = 'seller'`,
    );
    const expected = officer?.name ? officer : { name: 'Anjali Kulkarni', email: 'grievance@chamak.example' };
    expect(
      (
        await rows<{ text: string }>(
          t.database.db,
          sql`select text from mail_outbox where "to" = 'lakshmi@example.com' order by id limit 1`,
        )
      )[0]!.text,
    ).toContain(`Grievance officer: ${expected.name}, ${expected.email}`);
    expect(ack).toBeDefined();
  });

  it('refuses the back-office list and closing to roles without contacts', async () => {
    for (const role of ['fulfilment', 'catalogue']) {
      const token = await staff(role);
      const res = await t.app.inject(as(token, { url: '/api/admin/contacts?page=1' }));
      expect(res.statusCode).toBe(403);
      const close = await t.app.inject(
        as(token, {
          method: 'PATCH',
          url: '/api/admin/contacts/1',
          payload: { state: 'closed', resolution: 'x' },
        }),
      );
      expect(close.statusCode).toBe(403);
      expect(close.json().message).toContain('contacts.write');
    }
    const customer = await signupAndLogin(t.app);
    expect((await t.app.inject(as(customer.token, { url: '/api/admin/contacts?page=1' }))).statusCode).toBe(
      403,
    );
  });
});
