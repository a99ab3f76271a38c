// The banners' words in other languages (migration 0037): the demo brings the home slides' and the promo banner's
// in Hindi; a page asking in Hindi gets them field by field (English where untranslated), English pages never;
// the admin lists and saves them (admins only), a save drops the cached banners, and an emptied field goes back
// to English.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login } from '../../test/auth.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // With the response cache on, to see a save drop the cached banners.
  t = await testApp({ cacheTtlMs: 60_000 });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

type Slide = { id: number; title: string; subtitle: string; buttonText: string; link: string };
const slides = async (language?: string) => {
  const res = await t.app.inject({
    url: '/api/banners',
    headers: language ? { 'x-shop-language': language } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<Slide[]>();
};
const save = (id: number, payload: Record<string, unknown>) =>
  t.app.inject(as(admin, { method: 'PUT', url: `/api/admin/translations/banners/home/${id}`, payload }));

describe('home banners in another language', () => {
  it('come in Hindi from the demo, for a Hindi page only, with the same links', async () => {
    const english = await slides();
    const hindi = await slides('hi');
    expect(english[0]!.title).toBe('Sparkling floors, every single day');
    expect(hindi[0]).toMatchObject({
      id: english[0]!.id,
      title: 'हर दिन चमचमाता फ़र्श',
      buttonText: 'फ़्लोर क्लीनर देखें',
      link: english[0]!.link,
    });
  });

  it('are listed and saved by admins only; a save shows at once and an emptied field is English again', async () => {
    expect((await t.app.inject({ url: '/api/admin/translations/banners?language=hi' })).statusCode).toBe(401);
    const list = await t.app.inject(as(admin, { url: '/api/admin/translations/banners?language=hi' }));
    expect(list.statusCode).toBe(200);
    const [first] = list.json().items;
    expect(first).toMatchObject({
      kind: 'home',
      english: { title: 'Sparkling floors, every single day' },
      translation: { title: 'हर दिन चमचमाता फ़र्श' },
      untranslated: false,
    });

    await slides('hi'); // cached now
    const saved = await save(first.id, { language: 'hi', title: '  नया शीर्षक  ', subtitle: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Translation saved',
      row: {
        translation: { title: 'नया शीर्षक', subtitle: null, buttonText: 'फ़्लोर क्लीनर देखें' },
        untranslated: true,
      },
    });
    const after = (await slides('hi'))[0]!;
    expect(after.title).toBe('नया शीर्षक');
    expect(after.subtitle).toBe('Pine and lavender floor cleaners up to 30% off');
    expect((await slides())[0]!.title).toBe('Sparkling floors, every single day');

    // Everything emptied: no row is left.
    await save(first.id, { language: 'hi', title: null, buttonText: '' });
    const [left] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from banner_translations where banner_id = ${first.id}`,
    );
    expect(left!.n).toBe(0);
  });

  it('refuses an unknown banner, English and too long a title', async () => {
    expect((await save(999_999, { language: 'hi', title: 'x' })).statusCode).toBe(404);
    expect((await save(1, { language: 'en', title: 'x' })).statusCode).toBe(400);
    const long = await save(1, { language: 'hi', title: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('title: Must be 80 characters or less');
  });

  it('includes the promo banner, its description as the subtitle', async () => {
    const english = (await t.app.inject({ url: '/api/promo-banners' })).json()[0];
    expect(
      (await t.app.inject({ url: '/api/promo-banners', headers: { 'x-shop-language': 'hi' } })).json()[0],
    ).toMatchObject({
      title: 'मानसून मेगा सेवर',
      link: english.link,
    });
    const list = await t.app.inject(as(admin, { url: '/api/admin/translations/banners?language=hi' }));
    const promo = list.json().items.find((r: { kind: string }) => r.kind === 'promo');
    expect(promo).toMatchObject({
      id: english.id,
      english: { title: english.title, subtitle: english.description },
    });
    const saved = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: `/api/admin/translations/banners/promo/${english.id}`,
        payload: { language: 'hi', subtitle: 'नया विवरण' },
      }),
    );
    expect(saved.statusCode).toBe(200);
    const hindi = (
      await t.app.inject({ url: '/api/promo-banners', headers: { 'x-shop-language': 'hi' } })
    ).json()[0];
    expect(hindi).toMatchObject({ title: 'मानसून मेगा सेवर', description: 'नया विवरण' });
  });
});
