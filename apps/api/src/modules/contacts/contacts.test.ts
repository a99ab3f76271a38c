import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

describe('contact form', () => {
  it('accepts a message with 201, which only an admin can list and delete', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/addContact',
      payload: { name: 'Ravi', email: 'ravi@example.com', message: 'Do you ship to Goa?' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Message sent successfully!');
    const customer = await signupAndLogin(t.app);
    expect((await t.app.inject({ url: '/api/contacts/getContact' })).statusCode).toBe(401);
    expect((await t.app.inject(as(customer.token, { url: '/api/contacts/getContact' }))).statusCode).toBe(
      403,
    );
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const list = (await t.app.inject(as(admin.token, { url: '/api/contacts/getContact' }))).json();
    expect(list[0]).toMatchObject({ name: 'Ravi', message: 'Do you ship to Goa?' });
    expect(
      (
        await t.app.inject(
          as(customer.token, { method: 'DELETE', url: `/api/contacts/remove/${list[0].id}` }),
        )
      ).statusCode,
    ).toBe(403);
    const removed = await t.app.inject(
      as(admin.token, { method: 'DELETE', url: `/api/contacts/remove/${list[0].id}` }),
    );
    expect(removed.json().message).toBe('Request Deleted...');
  });

  it('refuses empty fields and a bad e-mail with clear messages', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/addContact',
      payload: { name: '', email: 'a@b.in', message: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Name is required.');
    const email = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/addContact',
      payload: { name: 'A', email: 'nope', message: 'x' },
    });
    expect(email.json().message).toContain('Please enter a valid email address.');
  });
});
