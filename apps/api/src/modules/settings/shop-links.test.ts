// The links an admin sets (the shop's social links, a home banner's link, the promo banner's link) are saved only
// as http(s) addresses or pages of the shop: every other scheme, another site's "//host", and the whitespace and control-character
// disguises of javascript: are refused with one message, and nothing is stored. Real routes, real database.
import { linkMessage } from '@chamak/shared/links';
import type { HeroBanner, PromoBanner } from '@chamak/shared/media';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { fields, multipart } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const badLinks = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  'https:/\\evil.example',
  'ftp://files.example/x',
  'instagram.com/chamak',
  'https://',
];

const settings = async () => (await t.app.inject('/api/settings')).json() as ShopSettingsResponse;
const banners = async () => (await t.app.inject('/api/banners')).json() as HeroBanner[];
const promos = async () => (await t.app.inject('/api/promo-banners')).json() as PromoBanner[];
/** The promo banner's form as the admin page sends it (multipart, the image left as it is). */
const savePromo = (promo: PromoBanner, link: string | undefined, token = admin) => {
  const body = multipart(
    fields({
      title: promo.title,
      description: promo.description,
      buttonText: promo.buttonText,
      ...(link === undefined ? {} : { link }),
    }),
  );
  return t.app.inject(
    as(token, {
      method: 'PUT',
      url: `/api/promo-banners/${promo.id}`,
      payload: body.payload,
      headers: body.headers,
    }),
  );
};

describe('links the admin sets', () => {
  it('refuses a social link that is not http(s) or a page of the shop, and keeps the saved ones', async () => {
    const before = await settings();
    for (const url of badLinks) {
      const social = [...before.shop.social, { label: 'Elsewhere', url }];
      const res = await t.app.inject(
        as(admin, {
          method: 'PUT',
          url: '/api/admin/settings',
          payload: { shop: { ...before.shop, social } },
        }),
      );
      expect(res.statusCode, JSON.stringify(url)).toBe(400);
      expect(res.json().message, JSON.stringify(url)).toContain(linkMessage);
    }
    expect((await settings()).shop.social).toEqual(before.shop.social);
  });

  it('saves social links that are http(s) addresses or pages of the shop', async () => {
    const before = await settings();
    const social = [
      { label: 'Instagram', url: 'https://instagram.com/chamak' },
      { label: 'Blog', url: 'http://blog.chamak.example/@news' },
      { label: 'About', url: '/about' },
    ];
    const res = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { shop: { ...before.shop, social: social.map((s) => ({ ...s, url: ` ${s.url} ` })) } },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await settings()).shop.social).toEqual(social);
  });

  it('refuses a home banner link that is not http(s) or a page of the shop, and keeps the saved one', async () => {
    const [first] = await banners();
    for (const link of badLinks) {
      const res = await t.app.inject(
        as(admin, {
          method: 'PUT',
          url: `/api/banners/${first!.id}/text`,
          payload: { title: first!.title, subtitle: first!.subtitle, buttonText: first!.buttonText, link },
        }),
      );
      expect(res.statusCode, JSON.stringify(link)).toBe(400);
      expect(res.json().message, JSON.stringify(link)).toBe(`link: ${linkMessage}`);
    }
    expect((await banners())[0]!.link).toBe(first!.link);
  });

  it('saves the promo banner’s link as a page of the shop or an http(s) address, trimmed; empty when left out', async () => {
    const [promo] = await promos();
    for (const [link, saved] of [
      ['/collection/Floor%20Cleaners', '/collection/Floor%20Cleaners'],
      [' https://offers.example/diwali ', 'https://offers.example/diwali'],
      [undefined, ''],
    ] as const) {
      const res = await savePromo(promo!, link);
      expect(res.statusCode, res.body).toBe(200);
      expect((await promos())[0]!.link).toBe(saved);
    }
  });

  it('refuses a promo banner link that is not http(s) or a page of the shop, and keeps the saved one', async () => {
    const [promo] = await promos();
    expect((await savePromo(promo!, '/combos')).statusCode).toBe(200);
    for (const link of badLinks) {
      const res = await savePromo(promo!, link);
      expect(res.statusCode, JSON.stringify(link)).toBe(400);
      expect(res.json().message, JSON.stringify(link)).toBe(`link: ${linkMessage}`);
    }
    const customer = await signupAndLogin(t.app);
    expect((await savePromo(promo!, '/products', customer.token)).statusCode).toBe(403);
    expect((await promos())[0]!.link).toBe('/combos');
  });
});
