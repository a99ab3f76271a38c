// robots.txt and the sitemap on the demo shop: what crawlers may visit, every page a search engine should
// know with its last change and images, a fresh sitemap after a catalogue change even while the cache would
// keep it, and the sitemap index of numbered parts past the per-file limit (a small limit here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login } from '../../test/auth.ts';

const publicUrl = 'https://shop.example.in';
let t: TestApp;
let small: TestApp;

beforeAll(async () => {
  // A long cache lifetime: the sitemap must still follow a catalogue change at once.
  [t, small] = await Promise.all([
    testApp({ cacheTtlMs: 600_000, config: { publicUrl } }),
    testApp({ config: { publicUrl, sitemapMaxUrls: 40 } }),
  ]);
});

afterAll(async () => {
  await Promise.all([t?.close(), small?.close()]);
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** Each <url> of a urlset: its address, last change and images. */
function urls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)?.[1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    images: [...body!.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((m) => m[1]!),
    alternates: [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    ),
  }));
}

type Listed = {
  products: { id: number; productlitres: { productimages: { image: string }[] }[] }[];
  totalProducts: number;
};

describe('robots.txt', () => {
  it('lets crawlers into the shop, keeps them out of admin, account, cart and checkout, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/cart', '/checkout', '/track-order', '/wishlist', '/login', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    // The same pages in Hindi.
    for (const path of ['/hi/cart', '/hi/checkout', '/hi/track-order', '/hi/wishlist', '/hi/login'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    // Nothing disallows the pages a shopper finds through search.
    expect(
      lines.filter((l) => /^Disallow: \/(products|product-details|combos|subcategory)?$/.test(l)),
    ).toEqual([]);
  });
});

describe('sitemap.xml', () => {
  it('lists home, the listings, every category, subcategory and product with its last change and images', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    const listed = urls(res.body);
    const at = new Map(listed.map((u) => [u.loc, u]));
    for (const path of ['/', '/products', '/combos', '/about', '/contact', '/faqs'])
      expect(at.has(`${publicUrl}${path}`), path).toBe(true);

    const categories = (await t.app.inject('/api/category')).json() as { id: number }[];
    const subcategories = (await t.app.inject('/api/subcategory')).json() as { sub_cate_id: number }[];
    for (const c of categories) expect(at.has(`${publicUrl}/subcategory/${c.id}`)).toBe(true);
    for (const s of subcategories) expect(at.has(`${publicUrl}/products/${s.sub_cate_id}`)).toBe(true);

    const page = (
      await t.app.inject({
        method: 'POST',
        url: '/api/products/getallproducts',
        payload: { page: 1, perPage: 100 },
      })
    ).json() as Listed;
    // Every page in English and in Hindi (/hi/...), each naming both and English as the default.
    const productUrls = listed.filter((u) => u.loc?.startsWith(`${publicUrl}/product-details/`));
    expect(productUrls).toHaveLength(page.totalProducts);
    expect(listed.filter((u) => u.loc?.startsWith(`${publicUrl}/hi/product-details/`))).toHaveLength(
      page.totalProducts,
    );
    const sample = `/product-details/${page.products[0]!.id}`;
    const alternates = [
      `en ${publicUrl}${sample}`,
      `hi ${publicUrl}/hi${sample}`,
      `x-default ${publicUrl}${sample}`,
    ];
    expect(at.get(`${publicUrl}${sample}`)?.alternates).toEqual(alternates);
    expect(at.get(`${publicUrl}/hi${sample}`)?.alternates).toEqual(alternates);
    expect(at.get(`${publicUrl}/hi/`)?.alternates).toEqual([
      `en ${publicUrl}/`,
      `hi ${publicUrl}/hi/`,
      `x-default ${publicUrl}/`,
    ]);
    for (const product of page.products) {
      const entry = at.get(`${publicUrl}/product-details/${product.id}`);
      expect(entry, `product ${product.id}`).toBeDefined();
      expect(Number.isNaN(Date.parse(entry!.lastmod ?? ''))).toBe(false);
      // Every image of every size, absolute on the shop's address.
      const images = product.productlitres.flatMap((pl) =>
        pl.productimages.map((i) => `${publicUrl}${i.image}`),
      );
      expect(entry!.images.length).toBeGreaterThan(0);
      for (const image of images) expect(entry!.images).toContain(image);
    }
    expect(listed.length).toBe(2 * (10 + categories.length + subcategories.length + page.totalProducts));
  });

  it('follows a catalogue change at once, though the cache would keep it for minutes', async () => {
    const before = locs((await t.app.inject('/sitemap.xml')).body);
    const admin = await login(t.app, 'admin@chamak.example', 'Admin@12345');
    const page = (
      await t.app.inject({
        method: 'POST',
        url: '/api/products/getallproducts',
        payload: { page: 1, perPage: 1 },
      })
    ).json() as Listed;
    const gone = `${publicUrl}/product-details/${page.products[0]!.id}`;
    expect(before).toContain(gone);
    const removed = await t.app.inject(
      as(admin.token, { method: 'DELETE', url: `/api/products/${page.products[0]!.id}` }),
    );
    expect(removed.statusCode).toBe(200);
    const after = locs((await t.app.inject('/sitemap.xml')).body);
    expect(after).not.toContain(gone);
    // Gone in both languages.
    expect(after).toHaveLength(before.length - 2);
  });
});

describe('the sitemap index past the per-file limit', () => {
  it('splits the addresses into numbered parts of at most the limit, which together list them all once', async () => {
    const index = await small.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index.body);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts).toEqual(parts.map((_, i) => `${publicUrl}/sitemap-${i + 1}.xml`));
    expect([...index.body.matchAll(/<lastmod>/g)]).toHaveLength(parts.length);

    const all: string[] = [];
    for (const part of parts) {
      const res = await small.app.inject(part.replace(publicUrl, ''));
      expect(res.statusCode, part).toBe(200);
      expect(res.body).toContain('<urlset');
      const inPart = locs(res.body).filter((loc) => !loc.startsWith(`${publicUrl}/media/`));
      expect(urls(res.body).length).toBeLessThanOrEqual(40);
      all.push(...urls(res.body).map((u) => u.loc!));
      expect(inPart.length).toBeGreaterThan(0);
    }
    expect(new Set(all).size).toBe(all.length);
    // The same addresses as one file would hold: the one-file shop (t) lost a product above, so count afresh.
    const categories = ((await small.app.inject('/api/category')).json() as unknown[]).length;
    const subcategories = ((await small.app.inject('/api/subcategory')).json() as unknown[]).length;
    const products = (
      (
        await small.app.inject({
          method: 'POST',
          url: '/api/products/getallproducts',
          payload: { page: 1, perPage: 1 },
        })
      ).json() as Listed
    ).totalProducts;
    expect(all).toHaveLength(2 * (10 + categories + subcategories + products));

    expect((await small.app.inject(`/sitemap-${parts.length + 1}.xml`)).statusCode).toBe(404);
    expect((await small.app.inject('/sitemap-0.xml')).statusCode).toBe(400);
    // A shop that fits in one file has no parts.
    expect((await t.app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });
});

describe('manifest.webmanifest', () => {
  it('names the shop from its settings, with its icons and theme colour, and follows a change of name', async () => {
    const res = await t.app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const settings = (await t.app.inject('/api/settings')).json() as { shop: Record<string, unknown> };
    expect(res.json()).toMatchObject({
      name: `${settings.shop.name}: ${settings.shop.tagline}`,
      short_name: settings.shop.name,
      start_url: '/',
      display: 'standalone',
      theme_color: '#393185',
      icons: expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192' }),
        expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512' }),
        expect.objectContaining({ purpose: 'maskable' }),
      ]),
    });

    const admin = await login(t.app, 'admin@chamak.example', 'Admin@12345');
    const saved = await t.app.inject(
      as(admin.token, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { shop: { ...settings.shop, name: 'Ujala Home' } },
      }),
    );
    expect(saved.statusCode).toBe(200);
    // Cached for minutes in this app, yet the new name shows at once.
    expect((await t.app.inject('/manifest.webmanifest')).json()).toMatchObject({ short_name: 'Ujala Home' });
  });
});
