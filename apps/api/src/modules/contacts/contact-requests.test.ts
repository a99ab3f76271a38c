// Contact requests in the back-office (decision 0352): open until closed; a reply mailed to the sender through the
// outbox and SMTP, kept on the request with who sent it and when, closing it unless asked not to; a closed request
// takes no reply until reopened; bad replies refused with clear messages; SPEC's contact calls unchanged; and the
// roles without contacts refused.
import type { ContactRequestSaved, ContactRequestsPage } from '@chamak/shared/contact-requests';
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
let first: number;
let second: number;

async function contact(name: string, email: string, message: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contacts/addContact',
    payload: { name, email, message },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().contact.id as number;
}

const reply = (id: number, payload: Record<string, unknown>, token = admin) =>
  t.app.inject(as(token, { method: 'POST', url: `/api/admin/contacts/${id}/replies`, payload }));
const setState = (id: number, state: string, token = admin) =>
  t.app.inject(as(token, { method: 'PATCH', url: `/api/admin/contacts/${id}`, payload: { state } }));
const page = async (query: string, token = admin) => {
  const res = await t.app.inject(as(token, { url: `/api/admin/contacts?${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ContactRequestsPage;
};

/** A staff member of a role, signed in. */
async function staff(role: string): Promise<string> {
  const user = await signupAndLogin(t.app);
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

beforeAll(async () => {
  await smtp.listen();
  mailer = smtpTransport(smtp.url(), 'Chamak <care@chamak.example>');
  t = await testApp({ mailer });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  first = await contact('Lakshmi Pillai', 'lakshmi@example.com', 'Do you deliver to Alappuzha?\n\nThanks.');
  second = await contact('Farhan Ali', 'farhan@example.com', 'Is the 5 litre can back in stock?');
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

describe('contact requests in the back-office', () => {
  it('lists new requests as open, with the open count, and filters by state', async () => {
    const all = await page('page=1');
    expect(all.items.find((c) => c.id === first)).toMatchObject({
      name: 'Lakshmi Pillai',
      state: 'open',
      closedAt: null,
      replies: [],
    });
    expect(all.open).toBeGreaterThanOrEqual(2);
    expect((await page('page=1&state=closed')).items.map((c) => c.id)).not.toContain(first);
  });

  it('mails a reply through the outbox and SMTP, keeps it with who sent it, and closes the request', async () => {
    const res = await reply(first, {
      message: 'Yes, we deliver to Alappuzha in 3 to 5 days.\n\nWarm regards',
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as ContactRequestSaved;
    expect(saved.message).toBe('Reply sent to lakshmi@example.com.');
    expect(saved.request).toMatchObject({ id: first, state: 'closed' });
    expect(saved.request.closedBy).toBeTruthy();
    expect(saved.request.replies).toHaveLength(1);
    expect(saved.request.replies[0]).toMatchObject({
      message: 'Yes, we deliver to Alappuzha in 3 to 5 days.\n\nWarm regards',
      sentBy: saved.request.closedBy,
    });
    const [mail] = await rows<{ to: string; subject: string; text: string; status: string }>(
      t.database.db,
      sql`select "to", subject, text, status from mail_outbox where "to" = 'lakshmi@example.com'
        order by id desc limit 1`,
    );
    expect(mail!.status).toBe('queued');
    expect(mail!.subject).toMatch(/^Re: your message to /);
    expect(mail!.text).toContain('Hello Lakshmi Pillai,');
    expect(mail!.text).toContain('Yes, we deliver to Alappuzha in 3 to 5 days.');
    expect(mail!.text).toContain('> Do you deliver to Alappuzha?');
    const [kept] = await rows<{ sent_by_id: number | null; mail_id: number | null }>(
      t.database.db,
      sql`select sent_by_id, mail_id from contact_replies where contact_id = ${first}`,
    );
    expect(kept!.sent_by_id).not.toBeNull();
    expect(kept!.mail_id).not.toBeNull();
    await drainOutbox(
      { db: t.database.db, mailer },
      { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 1 },
    );
    expect(
      smtp.received.some(
        (m) => m.includes('To: lakshmi@example.com') && m.includes('Alappuzha in 3 to 5 days'),
      ),
    ).toBe(true);
  });

  it('refuses a reply to a closed request until it is reopened, and sends nothing', async () => {
    const before = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox`);
    const closed = await reply(first, { message: 'One more thing' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This request is closed: reopen it before replying.');
    const after = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox`);
    expect(after[0]!.n).toBe(before[0]!.n);
    const reopened = await setState(first, 'open');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({
      message: 'Request reopened.',
      request: { state: 'open', closedAt: null, closedBy: null },
    });
    // Kept open on purpose this time: the second reply is kept and the request stays open.
    const again = await reply(first, {
      message: 'One more thing: delivery is free above ₹999.',
      keepOpen: true,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().message).toBe('Reply sent to lakshmi@example.com; the request stays open.');
    expect(again.json().request.state).toBe('open');
    expect(again.json().request.replies).toHaveLength(2);
  });

  it('closes a request by hand and keeps who closed it', async () => {
    const res = await setState(second, 'closed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Request closed.');
    expect(res.json().request.closedAt).not.toBeNull();
    expect((await page('page=1&state=closed')).items.map((c) => c.id)).toContain(second);
    expect((await page('page=1&state=open')).items.map((c) => c.id)).not.toContain(second);
  });

  it('refuses an empty, a too long or a malformed reply and an unknown request with clear messages', async () => {
    await setState(second, 'open');
    const empty = await reply(second, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Write a reply before sending.');
    const long = await reply(second, { message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('A reply must be 5000 characters or less.');
    const extra = await reply(second, { message: 'Hi', to: 'someone@else.example' });
    expect(extra.statusCode).toBe(400);
    const state = await setState(second, 'pending');
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toContain('state is open or closed');
    const missing = await reply(999_999, { message: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Contact request not found.');
    const [open] = await rows<{ state: string; replies: number }>(
      t.database.db,
      sql`select state, (select count(*)::int from contact_replies where contact_id = ${second}) as replies
        from contact_messages where id = ${second}`,
    );
    expect(open).toEqual({ state: 'open', replies: 0 });
  });

  it("keeps SPEC's contact list answering as it did", async () => {
    const res = await t.app.inject(as(admin, { url: '/api/contacts/getContact' }));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['createdAt', 'email', 'id', 'message', 'name']);
  });

  it('refuses the roles without contacts: Catalogue and Fulfilment, and a customer', async () => {
    const support = await staff('support');
    expect((await page('page=1', support)).items.length).toBeGreaterThan(0);
    for (const role of ['catalogue', 'fulfilment']) {
      const token = await staff(role);
      const list = await t.app.inject(as(token, { url: '/api/admin/contacts?page=1' }));
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toContain('contacts.read');
      const sent = await reply(second, { message: 'Hello' }, token);
      expect(sent.statusCode).toBe(403);
      expect(sent.json().message).toContain('contacts.write');
      expect((await setState(second, 'closed', token)).statusCode).toBe(403);
    }
    const customer = await signupAndLogin(t.app);
    expect((await reply(second, { message: 'Hello' }, customer.token)).statusCode).toBe(403);
  });
});
