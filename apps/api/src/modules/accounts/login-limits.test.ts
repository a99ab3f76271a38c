// Login limits count failures only, per account and address (decision 0020): an attacker cannot lock the owner out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../../test/auth.ts';

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  // The shop's limits (10 failures per account and address, slowdown after 20 per account, the request limit
  // per account of signup and reset mails), a short slowdown, and room for one address's many tries a minute.
  t = await testApp({
    authRateLimit: { perIpPerMinute: 100, perAccountPer15Minutes: 10 },
    config: { loginFailures: { perAccountAndAddress: 10, perAccountBeforeSlowdown: 20, slowdownMs: 5 } },
  });
  customer = await signupAndLogin(t.app);
});
afterAll(() => t?.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email, password } });
const tooMany = 'Too many requests. Please wait a moment and try again.';

describe('login failures', () => {
  it('let the admin in from their own address after 50 failures from 50 other addresses', async () => {
    const { email, password } = demoAccounts.admin;
    for (let i = 1; i <= 50; i++) {
      const res = await login(email, 'Guess@1234', `10.1.0.${i}`);
      // Past 20 failures the answers slow down; they are never refused outright.
      expect(res.statusCode).toBe(401);
    }
    const owner = await login(email, password, '192.168.1.20');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().isAdmin).toBe(true);
  });

  it("refuse the attacker's address with 429 after its limit, while the owner still logs in", async () => {
    const attacker = '10.2.0.1';
    for (let i = 0; i < 10; i++)
      expect((await login(customer.email, `Guess@${i}000`, attacker)).statusCode).toBe(401);
    const refused = await login(customer.email, 'Guess@9999', attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(tooMany);
    // Even the right password is refused from that address: it is the pair that is limited.
    expect((await login(customer.email, customer.password, attacker)).statusCode).toBe(429);
    // The attacker's other targets and the owner's address are untouched.
    expect((await login('someone-else@example.com', 'Guess@1234', attacker)).statusCode).toBe(401);
    const owner = await login(customer.email, customer.password, '192.168.1.30');
    expect(owner.statusCode).toBe(200);
    expect(
      (await t.app.inject(as(owner.json().token, { url: `/api/users/profile/${customer.userId}` })))
        .statusCode,
    ).toBe(200);
  });

  it('do not count correct logins', async () => {
    const me = await signupAndLogin(t.app);
    for (let i = 0; i < 12; i++)
      expect((await login(me.email, me.password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('are cleared for the address by a successful login', async () => {
    const me = await signupAndLogin(t.app);
    const address = '10.4.0.1';
    for (let i = 0; i < 9; i++) expect((await login(me.email, 'Typo@1234', address)).statusCode).toBe(401);
    expect((await login(me.email, me.password, address)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(me.email, 'Typo@1234', address)).statusCode).toBe(401);
    expect((await login(me.email, me.password, address)).statusCode).toBe(429);
  });

  it('count an unknown e-mail like a known one, so 429 reveals nothing', async () => {
    const address = '10.5.0.1';
    for (let i = 0; i < 10; i++)
      expect((await login('nobody-here@example.com', 'Guess@1234', address)).statusCode).toBe(401);
    expect((await login('NOBODY-here@example.com ', 'Guess@1234', address)).statusCode).toBe(429);
  });
});
