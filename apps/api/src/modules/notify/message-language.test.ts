// Messages in the shopper's language, through the real routes and database with WhatsApp's stand-in on 127.0.0.1:
// an order placed from a Hindi page keeps `hi` and its confirmation mail and WhatsApp message are Hindi while an
// English order's are as before, and a Marathi order's are Marathi; a signed-in
// shopper's language is kept on the account (at sign-up, at sign-in and by the language switch's
// PUT /api/user/language, which refuses a language the shop has not and anyone but a signed-in shopper) and their
// cart reminder speaks it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkoutAddress, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import { routeByWhatsapp, whatsappStandIn } from '../../test/whatsapp.ts';
import { runCartReminders } from '../cart-reminders/reminders.ts';

const publicUrl = 'https://shop.chamak.example';
const whatsapp = whatsappStandIn();
let t: TestApp;
let admin: string;
let size: SizeInStock;

beforeAll(async () => {
  await whatsapp.listen();
  t = await testApp({ mailer: { send: async () => {} }, config: { publicUrl, phone: whatsapp.phone() } });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  await routeByWhatsapp(t.app, admin, 'order_placed', 'order_placed');
  await routeByWhatsapp(t.app, admin, 'cart_reminder', 'cart_left');
  size = await sizeInStock(t.database.db, 20);
});
afterAll(async () => {
  await t?.close();
  await whatsapp.close();
});

const hindi = { 'x-shop-language': 'hi' };

/** Places a cash order for `user` from a page in `headers`' language; its id and stored language. */
async function placeCod(user: TestUser, phone: string, headers: Record<string, string> = {}) {
  await addToCart(t.app, user, size, 1);
  const placed = await t.app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      headers,
      payload: { ...checkoutAddress, phone, userId: user.userId, paymentMethod: 'cod' },
    }),
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const [order] = await rows<{ id: number; language: string }>(
    t.database.db,
    sql`select id, language from orders where user_id = ${user.userId} order by id desc limit 1`,
  );
  return order!;
}

const mailsTo = (email: string) =>
  rows<{ subject: string; text: string; html: string }>(
    t.database.db,
    sql`select subject, text, html from mail_outbox where "to" = ${email} order by id`,
  );
const languageOf = async (userId: number) =>
  (await rows<{ language: string }>(t.database.db, sql`select language from users where id = ${userId}`))[0]!
    .language;
const whatsappTo = (phone: string) => whatsapp.seen.filter((m) => m.body.to === `91${phone}`);

const chooseLanguage = (token: string | undefined, payload: unknown) =>
  t.app.inject(as(token, { method: 'PUT', url: '/api/user/language', payload: payload as object }));

describe('an order in the language it was placed in', () => {
  it('keeps hi for an order placed from a Hindi page, and mails and messages it in Hindi', async () => {
    const shopper = await signupAndLogin(t.app, {
      offers: true,
      fullname: 'Kavya Nair',
      phone: '9812311111',
    });
    const order = await placeCod(shopper, '9812311111', hindi);
    expect(order.language).toBe('hi');

    const [mail] = await mailsTo(checkoutAddress.email).then((all) =>
      all.filter((m) => m.subject.includes(`#${order.id}`)),
    );
    expect(mail!.subject).toBe(`आपका Chamak ऑर्डर #${order.id} पक्का हो गया है`);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('आपके ऑर्डर के लिए धन्यवाद');
      expect(part).toContain(`नमस्ते ${checkoutAddress.firstName},`);
      expect(part).toContain('डिलीवरी का पता');
      expect(part).not.toContain('Thank you for your order');
    }
    expect(mail!.html).toMatch(/<html [^>]*lang="hi"/);

    const [message] = whatsappTo('9812311111');
    expect(message!.body.template).toMatchObject({ name: 'order_placed', language: { code: 'hi' } });
  });

  it('leaves an order placed from an English page as it was: en, English mail, the settings’ template language', async () => {
    const shopper = await signupAndLogin(t.app, { offers: true, fullname: 'Ravi Iyer', phone: '9812322222' });
    const order = await placeCod(shopper, '9812322222');
    expect(order.language).toBe('en');
    const [mail] = await mailsTo(checkoutAddress.email).then((all) =>
      all.filter((m) => m.subject.includes(`#${order.id}`)),
    );
    expect(mail!.subject).toBe(`Your Chamak order #${order.id} is confirmed`);
    expect(mail!.text).toContain(`Hello ${checkoutAddress.firstName},`);
    expect(mail!.html).toMatch(/<html [^>]*lang="en"/);
    expect(whatsappTo('9812322222')[0]!.body.template).toMatchObject({
      name: 'order_placed',
      language: { code: 'en' },
    });
  });

  it('mails and messages an order placed from a Marathi page in Marathi', async () => {
    const shopper = await signupAndLogin(t.app, {
      offers: true,
      fullname: 'Asha Patil',
      phone: '9812366666',
    });
    const order = await placeCod(shopper, '9812366666', { 'x-shop-language': 'mr' });
    expect(order.language).toBe('mr');
    const [mail] = await mailsTo(checkoutAddress.email).then((all) =>
      all.filter((m) => m.subject.includes(`#${order.id}`)),
    );
    expect(mail!.subject).toBe(`तुमची Chamak ऑर्डर #${order.id} निश्चित झाली आहे`);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('तुमच्या ऑर्डरबद्दल धन्यवाद');
      expect(part).toContain(`नमस्कार ${checkoutAddress.firstName},`);
      expect(part).toContain('डिलिव्हरीचा पत्ता');
      expect(part).toContain('एकूण (डिलिव्हरीच्या वेळी भरायचे)');
      // Neither English nor Hindi's words.
      for (const other of ['Thank you for your order', 'Delivery address', 'नमस्ते', 'आपके ऑर्डर'])
        expect(part).not.toContain(other);
    }
    expect(mail!.html).toMatch(/<html [^>]*lang="mr"/);
    // WhatsApp asks for the approved template's Marathi translation; the name is the shopper's.
    const [message] = whatsappTo('9812366666');
    expect(message!.body.template).toMatchObject({ name: 'order_placed', language: { code: 'mr' } });
    expect(JSON.stringify(message!.body.template)).toContain(checkoutAddress.firstName);
  });
});

describe("the shopper's language on the account", () => {
  it('is kept from the page a shopper signs up and signs in on, and left alone without a language', async () => {
    const body = {
      fullname: 'Meera Das',
      username: `meera${Date.now().toString(36)}`,
      email: `meera${Date.now().toString(36)}@example.com`,
      phone: '9812333333',
      password: 'Secret@123',
    };
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: hindi,
      payload: body,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const userId = signup.json().userId as number;
    expect(await languageOf(userId)).toBe('hi');
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers,
        payload: { email: body.email, password: body.password },
      });
    expect((await signIn({ 'x-shop-language': 'en' })).statusCode).toBe(200);
    expect(await languageOf(userId)).toBe('en');
    expect((await signIn(hindi)).statusCode).toBe(200);
    expect(await languageOf(userId)).toBe('hi');
    // No header (or one the shop has not): the kept choice stays.
    expect((await signIn({})).statusCode).toBe(200);
    expect((await signIn({ 'x-shop-language': 'fr' })).statusCode).toBe(200);
    expect(await languageOf(userId)).toBe('hi');
  });

  it('is set by the language switch for the signed-in shopper, refusing a language the shop has not', async () => {
    const shopper = await signupAndLogin(t.app, { offers: true });
    expect(await languageOf(shopper.userId)).toBe('en');
    const saved = await chooseLanguage(shopper.token, { language: 'hi' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: 'Language saved', language: 'hi' });
    expect(await languageOf(shopper.userId)).toBe('hi');

    for (const bad of [{ language: 'fr' }, {}, { language: 'hi', userId: 1 }]) {
      const refused = await chooseLanguage(shopper.token, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const fr = await chooseLanguage(shopper.token, { language: 'fr' });
    expect(fr.json().message).toContain('Choose a language the shop has: en (English)');
    expect((await chooseLanguage(shopper.token, {})).json().message).toMatch(/^language: /);
    expect(await languageOf(shopper.userId)).toBe('hi');

    // A guest, and an administrator (no shopper's messages to choose for), are refused.
    const guest = await chooseLanguage(undefined, { language: 'en' });
    expect(guest.statusCode).toBe(401);
    const byAdmin = await chooseLanguage(admin, { language: 'en' });
    expect(byAdmin.statusCode).toBe(403);
    expect(await languageOf(shopper.userId)).toBe('hi');
  });

  it("writes a signed-in shopper's cart reminder in the language they chose", async () => {
    const shopper = await signupAndLogin(t.app, {
      offers: true,
      fullname: 'Kavya Nair',
      phone: '9812344444',
    });
    expect((await chooseLanguage(shopper.token, { language: 'hi' })).statusCode).toBe(200);
    const english = await signupAndLogin(t.app, { offers: true, fullname: 'Ravi Iyer', phone: '9812355555' });
    await addToCart(t.app, shopper, size, 2);
    await addToCart(t.app, english, size, 1);
    await runCartReminders(
      { db: t.database.db, publicUrl, mailer: { send: async () => {} }, phone: t.app.phone },
      new Date(Date.now() + 4.1 * 3_600_000),
    );

    const [reminder] = await mailsTo(shopper.email);
    expect(reminder!.subject).toBe('आपने Chamak पर अपने कार्ट में कुछ छोड़ दिया है');
    expect(reminder!.text).toContain('नमस्ते Kavya,');
    expect(reminder!.text).toContain('मेरे कार्ट पर वापस जाएँ');
    expect(reminder!.html).toMatch(/<html [^>]*lang="hi"/);
    expect(whatsappTo('9812344444')[0]!.body.template).toMatchObject({
      name: 'cart_left',
      language: { code: 'hi' },
    });

    const [asBefore] = await mailsTo(english.email);
    expect(asBefore!.subject).toBe('You left something in your cart at Chamak');
    expect(whatsappTo('9812355555')[0]!.body.template).toMatchObject({ language: { code: 'en' } });
  });
});
