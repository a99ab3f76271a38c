// What search engines and link previews get, from the real server on the demo shop with the built web app: a
// product page's head (title, description, canonical, Open Graph and Twitter tags, the Product and
// BreadcrumbList JSON-LD, checked against schema-dts's types), the home page's Organization, listings'
// canonicals (tracking parameters dropped, pages named, filters folded), search pages kept out of the index,
// 404 for unknown addresses and missing or removed products (with the app's not-found page), the icons and
// the manifest. In Chromium at 1280 and 390 px: the head after hydration has each tag once, it follows
// client-side navigation, and the home and product pages look as before (E2E_SHOTS_DIR saves screenshots).
import path from 'node:path';
import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import type { Browser } from 'playwright-core';
import type { BreadcrumbList, Offer, Organization, Product, WithContext } from 'schema-dts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  journey,
  launchBrowser,
  openPage,
  type Shop,
  startShop,
  viewports,
  wait,
} from './harness.ts';

/** The shop's public address (PUBLIC_URL), deliberately not the address the test reaches it at. */
const publicUrl = 'https://shop.example.in';

let shop: Shop | undefined;
let browser: Browser | undefined;
const { api } = apiClient(() => shop!.baseUrl);
const shots = process.env.E2E_SHOTS_DIR;
/** A product with reviews (for aggregateRating) and one without. */
let reviewed: ProductDetails;
let settings: ShopSettingsResponse;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ PUBLIC_URL: publicUrl }), launchBrowser()]);
  const page = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 100 } });
  const withReviews = page.products.find((p) => p.totalReviews > 0 && p.productlitres.length > 1)!;
  reviewed = await api<ProductDetails>(`/products/${withReviews.id}`);
  settings = await api<ShopSettingsResponse>('/settings');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page as the server sends it, with its head's tags read out. */
async function served(pathname: string) {
  const response = await fetch(`${shop!.baseUrl}${pathname}`);
  const html = await response.text();
  const head = html.split('</head>')[0] ?? '';
  const metas = [...head.matchAll(/<meta ([^>]*)\/?>/g)].map(([, attrs]) =>
    Object.fromEntries([...attrs!.matchAll(/([a-z:-]+)="([^"]*)"/gi)].map(([, k, v]) => [k!, decode(v!)])),
  );
  const meta = (key: string) =>
    metas.filter((m) => m.name === key || m.property === key).map((m) => m.content as string);
  return {
    status: response.status,
    html,
    head,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    meta,
    canonicals: [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decode(m[1]!)),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string },
    ),
    root: /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '',
  };
}

const sizeRange = (p: ProductDetails) => {
  const sizes = [...p.productlitres].sort((a, b) => a.litre.total_ml - b.litre.total_ml);
  return `${sizes[0]!.litre.litre} – ${sizes.at(-1)!.litre.litre}`;
};
const rupees = (n: number) => n.toFixed(2);

describe('a product page as the server sends it', () => {
  it('has its own title, description, canonical, Open Graph and Twitter tags with its image', async () => {
    const page = await served(`/product-details/${reviewed.id}?utm_source=whatsapp&fbclid=abc`);
    expect(page.status).toBe(200);
    const url = `${publicUrl}/product-details/${reviewed.id}`;
    const lowest = Math.min(...reviewed.productlitres.map((pl) => pl.discounted_price));

    expect(page.titles).toEqual([`${reviewed.name} (${sizeRange(reviewed)}) | ${settings.shop.name}`]);
    const [description, ...more] = page.meta('description');
    expect(more).toEqual([]);
    expect(description).toContain(reviewed.name);
    expect(description).toContain(sizeRange(reviewed));
    expect(description).toMatch(new RegExp(`from ₹${lowest.toLocaleString('en-IN')}\\.00`));
    expect(description!.length).toBeLessThanOrEqual(160);

    // Canonical: the shop's address, without the tracking parameters the link was shared with.
    expect(page.canonicals).toEqual([url]);
    expect(page.meta('og:url')).toEqual([url]);
    expect(page.meta('og:type')).toEqual(['product']);
    expect(page.meta('og:title')).toEqual([`${reviewed.name} (${sizeRange(reviewed)})`]);
    expect(page.meta('og:description')).toEqual([description]);
    expect(page.meta('og:site_name')).toEqual([settings.shop.name]);
    const [image] = page.meta('og:image');
    const first = reviewed.productlitres.find((pl) => pl.images.length > 0)!.images[0]!;
    // The product's own first image, absolute on the shop's address, in its largest variant.
    expect(image).toMatch(new RegExp(`^${publicUrl}/media/`));
    expect(first.srcset).toContain(image!.replace(publicUrl, ''));
    expect(Number(page.meta('og:image:width')[0])).toBeGreaterThanOrEqual(640);
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('twitter:image')).toEqual([image]);
    expect(page.meta('robots')).toEqual([]);

    // The image is really there for a link preview to fetch.
    const fetched = await fetch(`${shop!.baseUrl}${image!.replace(publicUrl, '')}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toMatch(/^image\//);
  });

  it('carries Product JSON-LD with an offer per size, the MRP, stock, rating and brand, and its breadcrumb', async () => {
    const page = await served(`/product-details/${reviewed.id}`);
    const url = `${publicUrl}/product-details/${reviewed.id}`;
    const brand = settings.shop.name;
    // The expected documents, typed with schema-dts: a property schema.org's Product has not would not compile.
    const offers: Offer[] = reviewed.productlitres.map((pl) => ({
      '@type': 'Offer',
      sku: `${reviewed.id}-${pl.pl_id}`,
      name: `${reviewed.name}, ${pl.litre.litre}`,
      url,
      price: rupees(pl.discounted_price),
      priceCurrency: 'INR',
      availability: pl.remaining_qty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/ListPrice',
        price: rupees(pl.price),
        priceCurrency: 'INR',
        valueAddedTaxIncluded: true,
      },
      seller: { '@type': 'Organization', name: brand },
    }));
    const product: WithContext<Product> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${url}#product`,
      name: reviewed.name,
      description: reviewed.shortDescription,
      url,
      sku: String(reviewed.id),
      image: [
        ...new Set(reviewed.productlitres.flatMap((pl) => pl.images.map((i) => `${publicUrl}${i.image}`))),
      ],
      category: `${reviewed.Category.name} > ${reviewed.subcategory.sub_cate_name}`,
      brand: { '@type': 'Brand', name: brand },
      countryOfOrigin: reviewed.madeIn,
      offers,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: reviewed.averageRatings.toFixed(1),
        reviewCount: reviewed.totalReviews,
        bestRating: 5,
        worstRating: 1,
      },
    };
    const breadcrumb: WithContext<BreadcrumbList> = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${publicUrl}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: reviewed.Category.name,
          item: `${publicUrl}/subcategory/${reviewed.categoryId}`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: reviewed.subcategory.sub_cate_name,
          item: `${publicUrl}/products/${reviewed.sub_cate_id}`,
        },
        { '@type': 'ListItem', position: 4, name: reviewed.name, item: url },
      ],
    };
    expect(page.jsonLd).toEqual([product, breadcrumb]);
    expect(offers.length).toBeGreaterThan(1);
  });

  it('says OutOfStock for a size with no stock left and leaves out aggregateRating without reviews', async () => {
    const page = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 100 } });
    const unreviewed = page.products.find((p) => p.totalReviews === 0);
    const soldOut = page.products.find((p) => p.productlitres.some((pl) => pl.remaining_qty === 0));
    if (unreviewed) {
      const [product] = (await served(`/product-details/${unreviewed.id}`)).jsonLd as WithContext<Product>[];
      expect(product!['@type']).toBe('Product');
      expect(product).not.toHaveProperty('aggregateRating');
    }
    if (soldOut) {
      const [product] = (await served(`/product-details/${soldOut.id}`)).jsonLd as (Product & {
        offers: Offer[];
      })[];
      const none = soldOut.productlitres.find((pl) => pl.remaining_qty === 0)!;
      expect(product!.offers.find((o) => o.sku === `${soldOut.id}-${none.pl_id}`)?.availability).toBe(
        'https://schema.org/OutOfStock',
      );
    }
    expect(unreviewed ?? soldOut, 'the demo shop has a product without reviews or stock').toBeDefined();
  });
});

describe('the home page and the listings', () => {
  it('home names the shop as an Organization with the seller contacts, and as a WebSite with its search', async () => {
    const page = await served('/');
    expect(page.status).toBe(200);
    expect(page.titles).toEqual([`${settings.shop.name}: ${settings.shop.tagline}`]);
    expect(page.meta('description')).toHaveLength(1);
    expect(page.canonicals).toEqual([`${publicUrl}/`]);
    expect(page.meta('og:image')).toEqual([`${publicUrl}/icons/icon-512.png`]);
    const organization = page.jsonLd.find((d) => d['@type'] === 'Organization') as WithContext<Organization> &
      Record<string, unknown>;
    const { seller, shop: identity } = settings;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: identity.name,
      legalName: seller.legalName,
      url: `${publicUrl}/`,
      logo: `${publicUrl}/icons/icon-512.png`,
      email: identity.email,
      telephone: identity.phones[0]!,
      address: { '@type': 'PostalAddress', addressRegion: seller.state, addressCountry: 'IN' },
    } satisfies WithContext<Organization>);
    expect(organization.contactPoint).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'ContactPoint',
          contactType: 'customer service',
          email: seller.customerCare.email,
          telephone: seller.customerCare.phone,
        }),
        expect.objectContaining({ contactType: 'grievance officer', email: seller.grievanceOfficer.email }),
      ]),
    );
    const website = page.jsonLd.find((d) => d['@type'] === 'WebSite') as Record<string, unknown>;
    expect(JSON.stringify(website)).toContain(`${publicUrl}/products?search={search_term_string}`);
  });

  it('a listing names its own page as canonical, without tracking parameters; category pages have their own titles', async () => {
    const first = await served('/products?utm_source=newsletter&gclid=x');
    expect(first.status).toBe(200);
    expect(first.canonicals).toEqual([`${publicUrl}/products`]);
    expect(first.titles[0]).toMatch(/^All Products \| /);
    const second = await served('/products?page=2&utm_campaign=diwali');
    expect(second.canonicals).toEqual([`${publicUrl}/products?page=2`]);
    expect(second.titles[0]).toMatch(/^All Products, page 2 \| /);
    expect(second.meta('description')[0]).not.toBe(first.meta('description')[0]);
    // Rendered with its page: the products of page 2 are in the HTML.
    const pageTwo = await api<ProductPage>('/products/getallproducts', { body: { page: 2, perPage: 15 } });
    expect(second.root).toContain(pageTwo.products[0]!.name.replace(/&/g, '&amp;'));

    const categories = await api<{ id: number; name: string }[]>('/category');
    const category = await served(`/subcategory/${categories[0]!.id}`);
    expect(category.titles[0]).toBe(`${categories[0]!.name} | ${settings.shop.name}`);
    expect(category.canonicals).toEqual([`${publicUrl}/subcategory/${categories[0]!.id}`]);
    const subcategory = await served(`/products/${reviewed.sub_cate_id}`);
    expect(subcategory.titles[0]).toBe(`${reviewed.subcategory.sub_cate_name} | ${settings.shop.name}`);
    expect(subcategory.meta('description')[0]).toContain(reviewed.subcategory.sub_cate_name);
  });

  it('search results are served with noindex and no canonical', async () => {
    const page = await served('/products?search=floor');
    expect(page.status).toBe(200);
    expect(page.meta('robots')).toEqual(['noindex, follow']);
    expect(page.canonicals).toEqual([]);
    expect(page.titles[0]).toMatch(/^Search: floor \| /);
  });
});

describe('addresses the shop does not have', () => {
  it('an unknown route answers 404 with the not-found page', async () => {
    const page = await served('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.root).toContain('Page not found');
    expect(page.meta('robots')).toEqual(['noindex, follow']);
  });

  it('a missing product, a bad id and a removed product answer 404', async () => {
    expect((await served('/product-details/987654')).status).toBe(404);
    expect((await served('/product-details/not-a-number')).status).toBe(404);
    const admin = await api<{ token: string }>('/users/login', {
      body: { email: 'admin@chamak.example', password: 'Admin@12345' },
    });
    const page = await api<ProductPage>('/products/getallproducts', { body: { page: 3, perPage: 15 } });
    const doomed = page.products.at(-1)!;
    expect((await served(`/product-details/${doomed.id}`)).status).toBe(200);
    await api(`/products/${doomed.id}`, { method: 'DELETE', token: admin.token });
    const removed = await served(`/product-details/${doomed.id}`);
    expect(removed.status).toBe(404);
    // Gone from the sitemap too.
    const sitemap = await (await fetch(`${shop!.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`/product-details/${doomed.id}<`);
    expect(sitemap).toContain(`<loc>${publicUrl}/product-details/${reviewed.id}</loc>`);
  });
});

describe('icons and the web app manifest', () => {
  it('serves a favicon set and a manifest with the name, icons and theme colour', async () => {
    const home = await served('/');
    expect(home.head).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(home.head).toContain('<link rel="icon" href="/favicon.ico"');
    expect(home.head).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    const response = await fetch(`${shop!.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'Chamak',
      theme_color: '#393185',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const src of ['/favicon.ico', '/icons/apple-touch-icon.png', ...manifest.icons.map((i) => i.src)]) {
      const icon = await fetch(`${shop!.baseUrl}${src}`);
      expect(icon.status, src).toBe(200);
      const bytes = new Uint8Array(await icon.arrayBuffer());
      // PNG signature, or an ICO header (0, 1) whose images are PNGs.
      if (src.endsWith('.png')) expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      else expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    }
  });
});

describe('in the browser', () => {
  for (const viewport of viewports)
    it(
      `keeps one of each head tag after hydrating and follows client-side navigation (${viewport.name})`,
      async () => {
        const { page, errors, close } = await openPage(browser!, viewport);
        try {
          const response = await page.goto(`${shop!.baseUrl}/product-details/${reviewed.id}`);
          expect(response?.status()).toBe(200);
          await expect.poll(() => page.locator('h1').first().textContent(), wait).toBe(reviewed.name);
          const head = () =>
            page.evaluate(() => ({
              title: document.title,
              descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) =>
                m.getAttribute('content'),
              ),
              canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) =>
                l.getAttribute('href'),
              ),
              ogUrls: [...document.querySelectorAll('meta[property="og:url"]')].map((m) =>
                m.getAttribute('content'),
              ),
              jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
            }));
          const product = await head();
          expect(product.descriptions).toHaveLength(1);
          expect(product.canonicals).toEqual([`${publicUrl}/product-details/${reviewed.id}`]);
          expect(product.ogUrls).toEqual(product.canonicals);
          expect(product.jsonLd).toBe(2);
          if (shots)
            await page.screenshot({
              path: path.join(shots, `findability-product-${viewport.name}.png`),
              fullPage: false,
            });

          // A click to the category's page (client-side): the head follows.
          await page
            .getByRole('navigation', { name: 'Breadcrumb' })
            .getByRole('link', { name: reviewed.Category.name })
            .click();
          await expect
            .poll(async () => (await head()).canonicals, wait)
            .toEqual([`${publicUrl}/subcategory/${reviewed.categoryId}`]);
          // The category's name once its subcategories have loaded (SPEC: the first result's category).
          await expect
            .poll(async () => (await head()).title, wait)
            .toMatch(new RegExp(`^${reviewed.Category.name} \\| `));
          const category = await head();
          expect(category.descriptions).toHaveLength(1);
          expect(category.jsonLd).toBe(0);

          // A filtered listing renders in the browser from the shell: its own description replaces the shell's,
          // and its canonical is the bare listing.
          await page.goto(`${shop!.baseUrl}/products?category=${reviewed.categoryId}&utm_source=wa`);
          await expect.poll(async () => (await head()).canonicals, wait).toEqual([`${publicUrl}/products`]);
          expect((await head()).descriptions).toHaveLength(1);
          expect((await head()).title).toMatch(/^All Products \| /);

          await page.goto(`${shop!.baseUrl}/`);
          const home = await head();
          expect(home.canonicals).toEqual([`${publicUrl}/`]);
          expect(home.descriptions).toHaveLength(1);
          expect(home.jsonLd).toBe(2);
          if (shots)
            await page.screenshot({ path: path.join(shots, `findability-home-${viewport.name}.png`) });
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});
