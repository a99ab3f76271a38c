// Home banners' words: the title, subtitle, button and link of each home banner, set by the admin per banner
// (decision 0190), served with the slider's images; the demo's slides come with theirs.
import type { HeroBanner } from '@chamak/shared/media';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroBanners } from '../../../../../tools/demo-data/demo-media.ts';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const list = async () => (await t.app.inject('/api/banners')).json() as HeroBanner[];
const put = (id: number, payload: object, token: string | undefined = admin) =>
  t.app.inject(as(token, { method: 'PUT', url: `/api/banners/${id}/text`, payload }));

describe('home banner text', () => {
  it('the demo slides carry their words and links, not drawn into the image', async () => {
    const banners = await list();
    expect(banners.map((b) => b.title)).toEqual(heroBanners.map((h) => h.headline));
    expect(banners[0]).toMatchObject({
      subtitle: heroBanners[0]!.subline,
      buttonText: heroBanners[0]!.buttonText,
      link: '/collection/Floor%20Cleaners',
    });
    expect(banners[0]!.imageUrl).toMatch(/hero-0-art-1920x720/);
  });

  it('is set per banner by the admin only, checked field by field, and kept until the banner goes', async () => {
    const [first, second] = await list();
    const words = {
      title: '  Diwali deep clean ',
      subtitle: 'Everything for the festive clean',
      buttonText: 'Shop the kit',
      link: '/combos',
    };
    const customer = await signupAndLogin(t.app);
    expect((await put(first!.id, words, customer.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/banners/${first!.id}/text`, payload: words }))
        .statusCode,
    ).toBe(401);

    const saved = await put(first!.id, words);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Banner Updated' });
    const after = await list();
    expect(after[0]).toMatchObject({ ...words, title: 'Diwali deep clean' });
    // The other banner keeps its own words.
    expect(after[1]).toMatchObject({ title: second!.title, link: second!.link });

    // Links: a page of the shop or an http(s) address; never another host through "//" or a script.
    for (const link of ['//evil.example/x', 'javascript:alert(1)', 'products', '/a b']) {
      const res = await put(first!.id, { ...words, link });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().message).toMatch(/^link: /);
    }
    expect((await put(first!.id, { ...words, link: 'https://chamak.example/offers' })).statusCode).toBe(200);
    const long = await put(first!.id, { ...words, title: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('title: at most 80 characters');
    expect((await put(999_999, words)).statusCode).toBe(404);

    // Words can be cleared: the slide is then its image alone, linking to the products listing.
    expect((await put(second!.id, {})).statusCode).toBe(200);
    expect((await list())[1]).toMatchObject({ title: '', subtitle: '', buttonText: '', link: '' });
  });

  it('a new banner has no words, and a deleted banner takes its words with it', async () => {
    const png = await sharp({ create: { width: 1920, height: 720, channels: 3, background: '#393185' } })
      .png()
      .toBuffer();
    const body = multipart([{ name: 'image', filename: 'a.png', contentType: 'image/png', data: png }]);
    const up = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/banners/upload', payload: body.payload, headers: body.headers }),
    );
    expect(up.statusCode).toBe(200);
    const added = (await list()).at(-1)!;
    expect(added).toMatchObject({ title: '', subtitle: '', buttonText: '', link: '' });
    expect((await put(added.id, { title: 'Short lived' })).statusCode).toBe(200);
    const del = await t.app.inject(as(admin, { method: 'DELETE', url: `/api/banners/${added.id}` }));
    expect(del.statusCode).toBe(200);
    const stored = await t.app.inject(as(admin, { method: 'GET', url: '/api/banners' }));
    expect((stored.json() as HeroBanner[]).some((b) => b.title === 'Short lived')).toBe(false);
    const [setting] = await rows<{ value: Record<string, unknown> }>(
      t.database.db,
      sql`select value from shop_settings where key = 'bannerTexts'`,
    );
    expect(Object.keys(setting!.value)).not.toContain(String(added.id));
  });
});
