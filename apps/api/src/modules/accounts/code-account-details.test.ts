// An account made by a mobile code gives its name and e-mail afterwards through the profile: the first e-mail
// replaces the stand-in without a password (it has none) and without ending sessions or mailing the stand-in; a
// later change of a real e-mail needs the password a reset link sets first. The profile says whether there is one.
import { randomBytes } from 'node:crypto';
import { hasNoEmail } from '@chamak/shared/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin } from '../../test/auth.ts';
import { numberMaker } from '../../test/phone-codes.ts';
import { hashPassword } from './passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const freshNumber = numberMaker('7', 300_000_000, 7727);
const freshEmail = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;

async function signInByCode(phone: string) {
  const asked = await t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  expect(asked.statusCode, asked.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { phone, code: '123456' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; userId: number; needsDetails: boolean };
}

const profileOf = async (who: { token: string; userId: number }) => {
  const res = await t.app.inject(as(who.token, { method: 'GET', url: `/api/users/profile/${who.userId}` }));
  expect(res.statusCode, res.body).toBe(200);
  const { user, passwordSet } = res.json() as {
    user: { fullname: string; username: string; email: string; phone: string };
    passwordSet: boolean;
  };
  // The fields the profile form sends back.
  const { fullname, username, email, phone } = user;
  return { user: { fullname, username, email, phone }, passwordSet };
};

const patch = (who: { token: string; userId: number }, payload: Record<string, string>) =>
  t.app.inject(as(who.token, { method: 'PATCH', url: `/api/users/profile/${who.userId}`, payload }));

const mailTo = async (to: string) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_outbox where "to" = ${to}`,
    )
  )[0]!.n;

describe('the name and e-mail of an account made by a code', () => {
  it('gives the first e-mail without a password, keeps the session, and mails nobody', async () => {
    const shopper = await signInByCode(freshNumber());
    expect(shopper.needsDetails).toBe(true);
    const before = await profileOf(shopper);
    expect(before.passwordSet).toBe(false);
    expect(hasNoEmail(before.user.email)).toBe(true);
    expect(before.user.fullname).toBe('');

    const email = freshEmail('first');
    const res = await patch(shopper, { ...before.user, fullname: 'Kavya Nair', email });
    expect(res.statusCode, res.body).toBe(200);
    // Not a change of a real address: no fresh token, the old one still works, nothing sent to the stand-in.
    expect(res.json().token).toBeUndefined();
    expect((await profileOf(shopper)).user).toMatchObject({ fullname: 'Kavya Nair', email });
    expect(await mailTo(before.user.email)).toBe(0);

    // The next sign-in by code has nothing to ask.
    expect((await signInByCode(before.user.phone)).needsDetails).toBe(false);
  });

  it('refuses a later change of that e-mail until the account has a password', async () => {
    const shopper = await signInByCode(freshNumber());
    const { user } = await profileOf(shopper);
    const email = freshEmail('kept');
    expect((await patch(shopper, { ...user, fullname: 'Arjun Das', email })).statusCode).toBe(200);

    const refused = await patch(shopper, { ...user, fullname: 'Arjun Das', email: freshEmail('other') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        'Your mobile number is how you sign in to this account. To change your email, first set a password with "Forgot password".',
      code: 'EMAIL_NEEDS_PASSWORD',
    });
    expect((await profileOf(shopper)).user.email).toBe(email);

    // With a password (as a reset link sets it), the change asks for it, as for any account.
    await t.database.db.execute(
      sql`update users set password_hash = ${await hashPassword('Secret@123')} where id = ${shopper.userId}`,
    );
    expect((await profileOf(shopper)).passwordSet).toBe(true);
    const withoutPassword = await patch(shopper, {
      ...user,
      fullname: 'Arjun Das',
      email: freshEmail('other'),
    });
    expect(withoutPassword.json().code).toBe('CURRENT_PASSWORD_REQUIRED');
    const next = freshEmail('changed');
    const changed = await patch(shopper, {
      ...user,
      fullname: 'Arjun Das',
      email: next,
      currentPassword: 'Secret@123',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().token).toEqual(expect.any(String));
    // The real address it replaced is told.
    expect(await mailTo(email)).toBe(1);
  });

  it('refuses a first e-mail another account has, keeping the stand-in', async () => {
    const owner = await signupAndLogin(t.app);
    const ownerEmail = (await profileOf(owner)).user.email;
    const shopper = await signInByCode(freshNumber());
    const { user } = await profileOf(shopper);
    const refused = await patch(shopper, { ...user, fullname: 'Same Mail', email: ownerEmail });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMAIL_TAKEN');
    expect(hasNoEmail((await profileOf(shopper)).user.email)).toBe(true);
  });

  it('tells a password account it has one', async () => {
    const customer = await signupAndLogin(t.app);
    expect((await profileOf(customer)).passwordSet).toBe(true);
  });
});
