// The privacy notice (decision 0357): version 1 on a fresh shop, shown publicly; publishing makes a new version and
// leaves the old one as it was; a notice missing a part is refused; and roles without Settings' write are refused.
import { type PrivacyNoticeBody, privacyNoticeBody } from '@chamak/shared/privacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';

let t: TestApp;
let owner: string;

async function staff(role: string): Promise<string> {
  const user = await signupAndLogin(t.app);
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

beforeAll(async () => {
  t = await testApp({ seed: true });
  owner = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

describe('the privacy notice', () => {
  let first: PrivacyNoticeBody;

  it('has version 1 on a fresh shop, itemised, with every right, the Board and a contact', async () => {
    const res = await t.app.inject({ url: '/api/privacy/notice' });
    expect(res.statusCode).toBe(200);
    const notice = res.json();
    expect(notice.version).toBe(1);
    first = privacyNoticeBody.parse(notice.body);
    expect(first.items.length).toBeGreaterThan(3);
    expect(Object.keys(first.rights).sort()).toEqual(
      ['access', 'correction', 'erasure', 'grievance', 'nomination'].sort(),
    );
    expect(first.complain).toContain('Data Protection Board of India');
    expect(first.contact.email).toMatch(/@/);
  });

  it('publishes a new version and never changes the old one', async () => {
    const next = { ...first, contact: { ...first.contact, name: 'Ritu Sharma', phone: '+91 98200 11223' } };
    const res = await t.app.inject(
      as(owner, { method: 'POST', url: '/api/admin/privacy/notices', payload: next }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().notice).toMatchObject({ version: 2, publishedBy: demoAccounts.admin.fullname });
    const shown = (await t.app.inject({ url: '/api/privacy/notice' })).json();
    expect(shown.version).toBe(2);
    expect(shown.body.contact.name).toBe('Ritu Sharma');
    const list = await t.app.inject(as(owner, { url: '/api/admin/privacy/notices' }));
    expect(list.json().notices.map((n: { version: number }) => n.version)).toEqual([2, 1]);
    expect(list.json().notices[1].body).toEqual(first);
    // A shopper's consent from now on is recorded under version 2.
    const shopper = await signupAndLogin(t.app);
    await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/account/consents',
        payload: { purpose: 'analytics', given: true },
      }),
    );
    const consents = (await t.app.inject(as(shopper.token, { url: '/api/account/consents' }))).json();
    expect(consents.purposes.find((p: { purpose: string }) => p.purpose === 'analytics').noticeVersion).toBe(
      2,
    );
  });

  it('refuses a notice without a right or a contact', async () => {
    const { nomination: _, ...rights } = first.rights;
    const res = await t.app.inject(
      as(owner, { method: 'POST', url: '/api/admin/privacy/notices', payload: { ...first, rights } }),
    );
    expect(res.statusCode).toBe(400);
    const noMail = await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/admin/privacy/notices',
        payload: { ...first, contact: { ...first.contact, email: 'nobody' } },
      }),
    );
    expect(noMail.statusCode).toBe(400);
  });

  it('refuses publishing to support and fulfilment, and to a shopper', async () => {
    const version = (await t.app.inject({ url: '/api/privacy/notice' })).json().version;
    for (const role of ['support', 'fulfilment', 'catalogue', 'accounts']) {
      const token = await staff(role);
      const res = await t.app.inject(
        as(token, { method: 'POST', url: '/api/admin/privacy/notices', payload: first }),
      );
      expect(res.statusCode, role).toBe(403);
    }
    const shopper = await signupAndLogin(t.app);
    const res = await t.app.inject(
      as(shopper.token, { method: 'POST', url: '/api/admin/privacy/notices', payload: first }),
    );
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/privacy/notice' })).json().version).toBe(version);
  });

  it('lets a manager publish', async () => {
    const token = await staff('manager');
    const res = await t.app.inject(
      as(token, { method: 'POST', url: '/api/admin/privacy/notices', payload: first }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
