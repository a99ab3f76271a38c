// The shop's tagline, header taglines and customer care hours in other languages (migration 0037): the demo
// brings them in Hindi; the settings of a page asking in Hindi carry them, English pages never; the admin lists
// and saves them (admins only), a save drops the cached settings, and emptied fields go back to English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login } from '../../test/auth.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ cacheTtlMs: 60_000 });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const settings = async (language?: string) => {
  const res = await t.app.inject({
    url: '/api/settings',
    headers: language ? { 'x-shop-language': language } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const save = (payload: Record<string, unknown>) =>
  t.app.inject(as(admin, { method: 'PUT', url: '/api/admin/translations/shop', payload }));

describe("the shop's texts in another language", () => {
  it('come in Hindi from the demo, for a Hindi page only', async () => {
    const english = await settings();
    const hindi = await settings('hi');
    expect(hindi.shop.tagline).toBe('होम केयर कॉन्सन्ट्रेट, भारत में बने');
    expect(hindi.shop.taglines).toHaveLength(english.shop.taglines.length);
    expect(hindi.seller.customerCare.hours).toBe('सोम–शनि, सुबह 9:30 – शाम 6:30');
    // The rest is the same in every language.
    expect(hindi.shop.name).toBe(english.shop.name);
    expect(english.shop.tagline).toBe('Home care concentrates, made in India');
  });

  it('are listed and saved by admins only; a save shows at once and emptied fields are English again', async () => {
    expect((await t.app.inject({ url: '/api/admin/translations/shop?language=hi' })).statusCode).toBe(401);
    const listed = await t.app.inject(as(admin, { url: '/api/admin/translations/shop?language=hi' }));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      english: { tagline: 'Home care concentrates, made in India' },
      untranslated: false,
    });

    await settings('hi'); // cached now
    const saved = await save({ language: 'hi', taglines: [' पहली ', 'दूसरी'], customerCareHours: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().row).toMatchObject({
      translation: { taglines: ['पहली', 'दूसरी'], customerCareHours: null },
      untranslated: true,
    });
    const hindi = await settings('hi');
    expect(hindi.shop.taglines).toEqual(['पहली', 'दूसरी']);
    expect(hindi.seller.customerCare.hours).toBe('Mon–Sat, 9:30 am – 6:30 pm');

    await save({ language: 'hi', tagline: null, taglines: [] });
    const english = await settings();
    expect(await settings('hi')).toMatchObject({ shop: english.shop, seller: english.seller });
  });

  it('refuses English and too many taglines', async () => {
    expect((await save({ language: 'en', tagline: 'x' })).statusCode).toBe(400);
    expect((await save({ language: 'hi', taglines: Array(11).fill('x') })).statusCode).toBe(400);
  });
});
