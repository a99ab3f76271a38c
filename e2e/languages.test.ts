// The shop in Hindi (decision 0331): the server renders /hi/... in Hindi with lang="hi", every page names its
// address in each language (hreflang, x-default English), English stays at SPEC's routes with SPEC's words, an
// unknown language prefix is a 404, and the switch keeps the shopper's choice. The browser takes a Hindi page over
// without changing its words (the Hindi build's texts are the server's), and downloads only Hindi code.
import type { ProductPage } from '@chamak/shared/catalogue';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  journey,
  launchBrowser,
  mobile,
  openPage,
  type Shop,
  startShop,
  wait,
} from './harness.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;
const { api } = apiClient(() => shop!.baseUrl);
let productId = 0;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const page = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 1 } });
  productId = page.products[0]!.id;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

async function served(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${shop!.baseUrl}${pathname}`, { headers, redirect: 'manual' });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    (m) => `${m[1]} ${new URL(m[2]!).pathname}`,
  );
  return { status: response.status, location: response.headers.get('location'), html, root, alternates };
}

describe('a page in Hindi from the server', () => {
  it('is under /hi/, in Hindi with lang="hi", and names itself in each language', async () => {
    const home = await served('/hi/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<html lang="hi">');
    // The header's menu and the footer in Hindi.
    expect(home.root).toContain('सभी उत्पाद');
    expect(home.root).toContain('ऑर्डर ट्रैक करें');
    expect(home.root).not.toContain('>All Product<');
    expect(home.alternates).toEqual(['en /', 'hi /hi/', 'x-default /']);
    // Its code is the Hindi build's.
    const scripts = [...home.html.matchAll(/"(\/[^"]*assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.every((src) => src.startsWith('/hi/assets/'))).toBe(true);

    const product = await served(`/hi/product-details/${productId}`);
    expect(product.status).toBe(200);
    expect(product.html).toContain('<html lang="hi">');
    // Its own address is the Hindi one.
    expect(/<link rel="canonical" href="([^"]+)"/.exec(product.html)?.[1]).toMatch(
      new RegExp(`^https?://[^/]+/hi/product-details/${productId}$`),
    );
    expect(product.alternates).toEqual([
      `en /product-details/${productId}`,
      `hi /hi/product-details/${productId}`,
      `x-default /product-details/${productId}`,
    ]);
  });

  it('leaves English at SPEC’s routes with SPEC’s words, and names the Hindi page', async () => {
    const home = await served('/');
    expect(home.html).toContain('<html lang="en">');
    expect(home.root).toContain('All Product');
    expect(home.root).not.toContain('सभी उत्पाद');
    expect(home.alternates).toEqual(['en /', 'hi /hi/', 'x-default /']);
    // The switch to Hindi is offered, in its own script.
    expect(home.root).toMatch(/<a href="\/hi\/" hreflang="hi" lang="hi"[^>]*>हिन्दी<\/a>/);
  });

  it('answers 404 for a language the shop does not have', async () => {
    expect((await served('/fr/products')).status).toBe(404);
    expect((await served('/xx/')).status).toBe(404);
  });

  it('is where a shopper who chose Hindi comes back to, and only then', async () => {
    const chosen = await served('/products?page=2', { cookie: 'chamak_lang=hi' });
    expect(chosen.status).toBe(302);
    expect(chosen.location).toBe('/hi/products?page=2');
    // A browser asking for Hindi by its own language is not sent anywhere.
    expect((await served('/products', { 'accept-language': 'hi-IN,hi;q=0.9' })).status).toBe(200);
    // The back-office stays English.
    expect((await served('/admin', { cookie: 'chamak_lang=hi' })).status).toBe(200);
  });
});

describe('a page in Hindi in the browser', () => {
  it(
    'keeps the server’s Hindi words as it starts, and the switch leads to the English page and keeps the choice',
    async () => {
      const { page, errors, close } = await openPage(browser!, mobile);
      try {
        await page.addInitScript({
          content: `document.addEventListener('DOMContentLoaded', () => {
            window.__served = document.getElementById('root')?.textContent ?? '';
          });`,
        });
        await page.goto(`${shop!.baseUrl}/hi/product-details/${productId}`);
        const [served, started] = await page.evaluate(() => [
          (window as unknown as { __served: string }).__served,
          document.getElementById('root')?.textContent ?? '',
        ]);
        expect(served).toContain('सभी उत्पाद');
        // The header and the product page's words are the server's after the app has started.
        expect(started.slice(0, 400)).toBe(served.slice(0, 400));
        expect(errors).toEqual([]);

        // Moving inside the shop stays in Hindi.
        await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
        await page.getByRole('link', { name: 'सभी उत्पाद' }).first().click();
        await page.waitForURL(`${shop!.baseUrl}/hi/products`, wait);

        // On a phone the switch is in the menu.
        await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
        await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'English' }).click();
        await page.waitForURL(`${shop!.baseUrl}/products`, wait);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
        const cookies = await page.context().cookies(shop!.baseUrl);
        expect(cookies.find((c) => c.name === 'chamak_lang')?.value).toBe('en');
      } finally {
        await close();
      }
    },
    journey,
  );
});
