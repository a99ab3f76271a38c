// The first views the server renders (home, all products, a product): their HTML carries the page itself, rendered
// from the queries the routes declare and embedded for the app under the page's own keys; a browser without
// scripts can read it, the app takes it over without a hydration error (and without asking the API again) for a
// guest and for a logged-in customer, and shopper pages never download the back-office's code or zod.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { unitSalePrice } from '@chamak/shared/unit-price';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiClient,
  journey,
  launchBrowser,
  mobile,
  openPage,
  type Shop,
  startShop,
  viewports,
  wait,
} from './harness.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;
const { api } = apiClient(() => shop!.baseUrl);
let first: { listed: string; product: ProductDetails } | undefined;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const page = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 15 } });
  const listed = page.products[0]!;
  first = { listed: listed.name, product: await api<ProductDetails>(`/products/${listed.id}`) };
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** The page as the server sends it: what #root holds and the data embedded for the app. */
async function served(pathname: string) {
  const response = await fetch(`${shop!.baseUrl}${pathname}`);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  const data = /<script type="application\/json" id="chamak-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: response.status,
    html,
    root,
    /** The query cache the page was rendered from (TanStack Query's dehydrated state), by query key. */
    queries: new Map(
      (data
        ? (JSON.parse(data) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries
        : []
      ).map((query) => [JSON.stringify(query.queryKey), query.state.data]),
    ),
  };
}

/** The API calls a page makes from now on, each as "METHOD /api/path?query body". */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      calls.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`.trim());
  });
  return calls;
}

/**
 * The requests the page has sent from now on and not yet seen answered or failed (only the API's, with `api`).
 * Waiting for it to be empty is a condition, not network idle's half second of silence.
 */
function inFlight(page: Page, { api = false } = {}) {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!api || new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    /** Waits until every request sent so far has its answer. */
    done: () => expect.poll(() => pending.size, wait).toBe(0),
    /**
     * For a test whose point is that the app asks the API nothing more: waits for the calls already sent, then
     * watches a short, bounded window (`ms`) for any further call, waiting that one out too and watching again.
     */
    async quiet(ms = 300) {
      for (let round = 0; round < 20; round++) {
        await expect.poll(() => pending.size, wait).toBe(0);
        const next = await page
          .waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'), { timeout: ms })
          .then(
            () => true,
            () => false,
          );
        if (!next) return;
      }
      throw new Error('the page kept asking the API');
    },
  };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('the HTML of a first view', () => {
  it('of all products holds the first page of products, the filters and the data the app starts from', async () => {
    const page = await served('/products');
    expect(page.status).toBe(200);
    const shown = text(page.root);
    expect(shown).toContain('All Products');
    expect(shown).toContain(first!.listed);
    expect(shown).toContain('Apply Filter');
    expect(page.root).toMatch(/<img [^>]*srcSet=/i);
    expect([...page.queries.keys()]).toContain(
      JSON.stringify(['chamak', 'products', { page: 1, perPage: 15 }]),
    );
    expect([...page.queries.keys()]).toContain(JSON.stringify(['chamak', 'settings']));
    // The code loads after the first paint (boot.ts); the largest images are preloaded from the head.
    expect(page.html).toContain('id="chamak-modules"');
    expect(page.html).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
  });

  it('of a product holds its name, sizes and prices; of the home page its banners and categories', async () => {
    const product = first!.product;
    const details = text((await served(`/product-details/${product.id}`)).root);
    expect(details).toContain(product.name);
    for (const size of product.productlitres) expect(details).toContain(size.litre.litre);
    // The unit sale price of the size asked for is beside its price (decision 0339; a combo has none).
    const { products } = await api<ProductPage>('/products/getallproducts', {
      body: { page: 1, perPage: 15 },
    });
    const single = products.find((p) => !p.combos)!;
    const [size] = single.productlitres;
    const unit = unitSalePrice(rupeesToPaise(size!.discounted_price), size!.litre)!;
    const sized = text((await served(`/product-details/${single.id}?size=${size!.pl_id}`)).root);
    expect(sized).toContain(`(${formatRupees(unit.paise)}/${unit.unit})`);
    const home = await served('/');
    expect([...home.queries.keys()]).toContain(JSON.stringify(['chamak', 'media', 'banners']));
    expect(home.root).toContain('New Arrivals');
  });

  it('of every catalogue and content page holds its heading, and its title is the head’s only title', async () => {
    const [category] = await api<{ id: number; name: string }[]>('/category');
    const [subcategory] = await api<{ sub_cate_id: number; sub_cate_name: string }[]>(
      `/products/subcategory/${category!.id}`,
    );
    const pages: [string, string][] = [
      ['/combos', 'Combos'],
      [`/subcategory/${category!.id}`, category!.name],
      [`/products/${subcategory!.sub_cate_id}`, subcategory!.sub_cate_name],
      ['/about', 'About Us'],
      ['/contact', 'Contact'],
      ['/faqs', 'Frequently Asked Questions'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-conditions', 'Terms'],
      ['/return-exchange', 'Return'],
      ['/shipping-policy', 'Shipping Policy'],
      [`/product-details/${first!.product.id}`, first!.product.name],
    ];
    for (const [pathname, heading] of pages) {
      const page = await served(pathname);
      expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.root)?.[1] ?? ''), pathname).toContain(heading);
      expect(page.root, pathname).not.toContain('<title>');
      expect(page.html.match(/<title>/g), pathname).toHaveLength(1);
    }
    // the category's page lists its subcategories
    expect(text((await served(`/subcategory/${category!.id}`)).root)).toContain(subcategory!.sub_cate_name);
    const details = await served(`/product-details/${first!.product.id}`);
    // The product's name with its size range (e2e/findability.test.ts reads the whole head).
    expect(details.html).toContain(`<title>${first!.product.name.replace(/&/g, '&amp;')} (`);
    expect(details.html).toMatch(/<title>[^<]* \| Chamak<\/title>/);
  });

  it('is rendered from the queries its routes declare, as the API answers them, under the page’s own keys', async () => {
    const product = first!.product;
    const [subcategory] = await api<{ sub_cate_id: number }[]>('/subcategory');
    const settings = await api<unknown>('/settings');
    // Each first view: exactly what its route and the layout around it read (routes.tsx), nothing else.
    const views: [string, [unknown[], string][]][] = [
      [
        '/',
        [
          [['chamak', 'media', 'banners'], '/banners'],
          [['chamak', 'categories'], '/category'],
        ],
      ],
      [
        `/product-details/${product.id}`,
        [
          [['chamak', 'product', product.id], `/products/${product.id}`],
          [['chamak', 'promotions', 'offers'], '/promotions/offers'],
        ],
      ],
      [
        `/products/${subcategory!.sub_cate_id}`,
        [
          [['chamak', 'subcategory-products', subcategory!.sub_cate_id, 1, 16], ''],
          [['chamak', 'subcategories'], '/subcategory'],
          [['chamak', 'promotions', 'offers'], '/promotions/offers'],
        ],
      ],
      ['/about', [[['chamak', 'media', 'about-banner'], '/banners/getaboutbanner']]],
      ['/faqs', []],
    ];
    for (const [pathname, reads] of views) {
      const page = await served(pathname);
      expect([...page.queries.keys()].sort(), pathname).toEqual(
        [['chamak', 'settings'], ...reads.map(([key]) => key)].map((key) => JSON.stringify(key)).sort(),
      );
      expect(page.queries.get(JSON.stringify(['chamak', 'settings'])), pathname).toEqual(settings);
      for (const [key, call] of reads)
        if (call) expect(page.queries.get(JSON.stringify(key)), pathname).toEqual(await api<unknown>(call));
    }
    // the product's page shows what the API says of it
    expect(text((await served(`/product-details/${product.id}`)).root)).toContain(product.name);
  });

  it('is the empty app shell where the server does not render: a filtered list, admin, checkout', async () => {
    // A listing's page number and a search are rendered; filters are not.
    for (const pathname of ['/products?category=1', '/admin', '/checkout']) {
      const page = await served(pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.root, pathname).toBe('');
      expect(page.html, pathname).toContain('<link rel="modulepreload"');
    }
  });

  it('lists the code of a page the browser renders (checkout, login) with the app’s, not after it', async () => {
    const browserPages: [string, string][] = [
      ['/checkout', 'checkout-page'],
      ['/login', 'login-page'],
      ['/track-order', 'track-order-page'],
    ];
    for (const [pathname, module] of browserPages) {
      const { html } = await served(pathname);
      expect(html, pathname).toMatch(
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${module}-[\\w-]+\\.js">`),
      );
    }
    // The cart's code carries no schema library: it only asks whether sign-in by code is offered. The cart is
    // rendered, so its code is listed for after the first paint (boot.ts), beside the app's.
    const listed = /<script type="application\/json" id="chamak-modules">([^<]*)<\/script>/.exec(
      (await served('/cart')).html,
    )?.[1];
    const cartModules = JSON.parse(listed ?? '[]') as string[];
    expect(cartModules.some((file) => /\/assets\/cart-page-[\w-]+\.js$/.test(file))).toBe(true);
    const sizes = await Promise.all(
      cartModules.map(async (file) => (await fetch(`${shop!.baseUrl}${file}`)).text()),
    );
    expect(sizes.join('\n')).not.toMatch(/invalid_type/);
  });

  it('of an address that names nothing is the page’s not-found view, answered 404 with its title and no Retry', async () => {
    const views: [string, string, string][] = [
      ['/subcategory/999', 'Category not found', 'No subcategory available.'],
      ['/subcategory/abc', 'Category not found', 'No subcategory available.'],
      ['/products/999', 'Subcategory not found', 'No products available.'],
      ['/products/abc', 'Subcategory not found', 'No products available.'],
      ['/product-details/999999', 'Product not found', 'Product not found.'],
    ];
    for (const [pathname, title, message] of views) {
      const page = await served(pathname);
      expect(page.status, pathname).toBe(404);
      expect(page.html, pathname).toContain(`<title>${title} | Chamak</title>`);
      expect(page.html, pathname).toMatch(/<meta name="robots" content="noindex/);
      const shown = text(page.root);
      expect(shown, pathname).toContain(message);
      expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.root)?.[1] ?? ''), pathname).toContain(title);
      expect(shown, pathname).not.toContain('Error:');
      expect(shown, pathname).not.toContain('Retry');
    }
    // The refused query goes with the page, so the app starts on the same view without asking again.
    const missing = await served('/products/999');
    expect(missing.html).toContain('"name":"ApiError","status":404,"message":"Subcategory not found."');
  });
});

/**
 * Every script the page has loaded, with its body. A response the page navigated away from has no body left in the
 * browser: the body is then read from the built web app, where the shop served it from.
 */
function collectScripts(page: Page) {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url()).pathname;
    scripts.push(
      response.text().then(
        (body) => ({ url, body }),
        () => ({ url, body: readFileSync(path.join(inject('webDist'), url), 'utf8') }),
      ),
    );
  });
  return () => Promise.all(scripts);
}

// The server's HTML is the same at every width (nothing reads the user agent or the window's size), and the
// app's first render reads no media query: what differs by width is the CSS, and which parts of the page are on
// the first screen (the home sections start when near). So these run at both widths: what shows without scripts,
// the hydration watch (the sections in view start during it), the deferred parts (a phone opens the filter panel
// first) and the home sections below the first screen. The rest run once, at a phone's width, where most
// shoppers are.
describe.each(viewports)('a rendered page in the browser at $name width', (viewport) => {
  it(
    'reads without scripts',
    async () => {
      const context = await browser!.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        javaScriptEnabled: false,
      });
      try {
        const page = await context.newPage();
        await page.goto(`${shop!.baseUrl}/products`);
        await expect(page.getByRole('heading', { level: 1, name: 'All Products' }).isVisible()).resolves.toBe(
          true,
        );
        await expect(page.getByText(first!.listed, { exact: true }).first().isVisible()).resolves.toBe(true);
        await page.goto(`${shop!.baseUrl}/product-details/${first!.product.id}`);
        await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain(
          first!.product.name,
        );
      } finally {
        await context.close();
      }
    },
    journey,
  );

  it(
    'hydrates without changing the page: no element added, removed or altered, the same text',
    async () => {
      // Preact (decision 0230) does not report a mismatch between the server's HTML and the app's first render as
      // React did: it mends the page quietly. So every change to #root is recorded from the moment the HTML is
      // parsed until the app marks itself hydrated (main.tsx, right after the first pass): hydration must add,
      // remove and alter no element and leave the text as the server wrote it. The parts hydrated after the page
      // (cards, the filter panel, the footer: decision 0270) are watched on until the app marks itself started.
      // (Preact splits a run of text the server wrote as one node into the pieces the components render; that
      // changes nothing on screen and is allowed.)
      const opened = await openPage(browser!, viewport);
      const { page, errors } = opened;
      try {
        // A plain script, not a function: the test's compiler may wrap named functions in helpers the page lacks.
        await opened.page.addInitScript({
          content: `(() => {
            const seen = { parsed: false, hydrated: false, done: false, startedEarly: false, changes: [], before: '',
              after: '', partsBefore: '', partsAfter: '' };
            window.__hydration = seen;
            const parts = 'article, aside, footer';
            const partsText = () => [...document.querySelectorAll('#root :is(' + parts + ')')]
              .map((el) => el.textContent).join('|');
            const what = (n) => n.nodeType === 1
              ? '<' + n.tagName.toLowerCase() + ' class="' + (n.getAttribute('class') || '') + '"> ' + (n.textContent || '').trim().slice(0, 40)
              : '#' + n.nodeName;
            const observer = new MutationObserver((records) => {
              for (const r of records) {
                if (r.target === document.documentElement && r.attributeName === 'data-app') {
                  if (document.documentElement.dataset.app === 'hydrated') {
                    seen.after = document.getElementById('root')?.textContent ?? '';
                    seen.hydrated = true;
                    continue;
                  }
                  if (!seen.hydrated) seen.after = document.getElementById('root')?.textContent ?? '';
                  seen.partsAfter = partsText();
                  seen.done = true;
                  observer.disconnect();
                  return;
                }
                const root = document.getElementById('root');
                if (!seen.parsed || !root || !root.contains(r.target)) continue;
                // After the first pass, only the parts still to hydrate (effects may change the rest).
                const element = r.target.nodeType === 1 ? r.target : r.target.parentElement;
                if (seen.hydrated && !element?.closest(parts)) continue;
                if (r.type === 'attributes') seen.changes.push(r.attributeName + ' of ' + what(r.target));
                if (r.type === 'childList') {
                  for (const n of r.addedNodes) if (n.nodeType === 1) seen.changes.push('added ' + what(n));
                  for (const n of r.removedNodes) if (n.nodeType === 1) seen.changes.push('removed ' + what(n));
                }
              }
            });
            observer.observe(document, { subtree: true, childList: true, attributes: true });
            document.addEventListener('DOMContentLoaded', () => {
              seen.parsed = true;
              seen.startedEarly = Boolean(document.documentElement.dataset.app);
              seen.before = document.getElementById('root')?.textContent ?? '';
              seen.partsBefore = partsText();
            });
          })();`,
        });
        const [category] = await api<{ id: number }[]>('/category');
        for (const pathname of [
          '/',
          '/products',
          `/product-details/${first!.product.id}`,
          `/subcategory/${category!.id}`,
          '/about',
          '/cart',
        ]) {
          await page.goto(`${shop!.baseUrl}${pathname}`);
          const seen = await page.evaluate(
            () =>
              (
                window as unknown as {
                  __hydration: {
                    done: boolean;
                    hydrated: boolean;
                    startedEarly: boolean;
                    changes: string[];
                    before: string;
                    after: string;
                    partsBefore: string;
                    partsAfter: string;
                  };
                }
              ).__hydration,
          );
          expect(seen.done, pathname).toBe(true);
          expect(seen.startedEarly, pathname).toBe(false);
          expect(seen.before.length, pathname).toBeGreaterThan(500);
          expect(seen.changes, pathname).toEqual([]);
          expect(seen.after, pathname).toBe(seen.before);
          expect(seen.hydrated, pathname).toBe(true);
          expect(seen.partsAfter, pathname).toBe(seen.partsBefore);
        }
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    journey,
  );

  it(
    'hydrates the cards, the filter panel and the footer after the page, in the very elements the server sent',
    async () => {
      // Decision 0270: those parts suspend during the first hydration and are hydrated one per task after it. The
      // elements the server sent must be the ones that end up working (a tap on one is never lost to a
      // replacement), and the page counts as started only once the last part is hydrated.
      const opened = await openPage(browser!, viewport);
      const { page, errors } = opened;
      try {
        // An expando on each served element, not an attribute: nothing the app could see or change.
        await opened.page.addInitScript({
          content: `document.addEventListener('DOMContentLoaded', () => {
            const parts = document.querySelectorAll('#root article, #root aside, #root footer');
            window.__served = parts.length;
            parts.forEach((el) => { el.__served = true; });
          });`,
        });
        await page.goto(`${shop!.baseUrl}/products`);
        const kept = await page.evaluate(() => {
          const parts = [...document.querySelectorAll('#root article, #root aside, #root footer')];
          const served = (window as unknown as { __served: number }).__served;
          return { served, now: parts.length, kept: parts.filter((el) => '__served' in el).length };
        });
        // Fifteen cards, the filter panel and the footer, every one the element the server sent.
        expect(kept.served).toBe(17);
        expect(kept).toEqual({ served: 17, now: 17, kept: 17 });
        // The last card works: its size buttons and its heart.
        const card = page.locator('article').last();
        const sizes = card.locator('fieldset button');
        if ((await sizes.count()) > 1) {
          await sizes.nth(1).click();
          await expect.poll(() => sizes.nth(1).getAttribute('aria-pressed'), wait).toBe('true');
        }
        const heart = card.getByRole('button', { name: /wishlist/ });
        await heart.click();
        await expect.poll(() => heart.getAttribute('aria-pressed'), wait).toBe('true');
        // The filter panel applies a choice (on a phone it opens first).
        if (viewport.name === 'mobile') await page.getByRole('button', { name: 'Filters' }).click();
        await page.getByRole('checkbox', { name: '4 stars & Up' }).check();
        await page.getByRole('button', { name: 'Apply Filter' }).click();
        await expect.poll(() => new URL(page.url()).search, wait).toContain('rating');
        // The footer's links are the app's: no new document.
        await page.evaluate(() => {
          (window as unknown as { __same: boolean }).__same = true;
        });
        await page
          .getByRole('navigation', { name: 'Customer service' })
          .getByRole('link', { name: 'FAQs' })
          .click();
        await expect.poll(() => new URL(page.url()).pathname, wait).toBe('/faqs');
        await expect(page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).resolves.toBe(
          true,
        );
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    journey,
  );

  it(
    'starts the home sections below the first screen only when the shopper scrolls near them',
    async () => {
      const opened = await openPage(browser!, viewport);
      const { page, errors } = opened;
      try {
        const calls = apiCalls(page);
        const bestSellers = (call: string) => call.includes('best-selling');
        const gallery = (call: string) => call.startsWith('GET /api/instasection');
        const requests = inFlight(page, { api: true });
        await page.goto(shop!.baseUrl);
        // The point is what the app does not ask before a scroll: its calls answered, then a short window.
        await requests.quiet();
        await expect(page.getByRole('heading', { name: 'New Arrivals' }).isVisible()).resolves.toBe(true);
        // Loaded, not scrolled: the gallery is neither asked for nor drawn (nor Best Sellers on a laptop's screen).
        expect(calls.filter(gallery)).toEqual([]);
        await expect(page.getByRole('heading', { name: 'Shine at home' }).count()).resolves.toBe(0);
        if (viewport.name === 'desktop') expect(calls.filter(bestSellers)).toEqual([]);
        // Scrolled down, each section starts, fetches its data and shows it.
        // A step at a time, each once the page has moved (or reached its end), so every section comes near.
        for (let y = 0; y < 8000; y += 500) {
          const before = await page.evaluate(() => window.scrollY);
          await page.mouse.wheel(0, 500);
          await page.waitForFunction(
            (from) =>
              window.scrollY !== from ||
              window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
            before,
          );
        }
        const shine = page.getByRole('heading', { name: 'Shine at home' });
        await expect.poll(() => shine.count(), wait).toBe(1);
        await expect
          .poll(() => page.getByRole('region', { name: 'Best Sellers' }).locator('article').count(), wait)
          .toBeGreaterThan(0);
        expect(calls.filter(bestSellers)).toHaveLength(1);
        expect(calls.filter(gallery)).toHaveLength(1);
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    journey,
  );
});

describe('a rendered page in the browser at phone width', () => {
  const viewport = mobile;
  it(
    'is taken over by the app without a hydration error, and works: add to cart counts in the header',
    async () => {
      const opened = await openPage(browser!, viewport);
      const { page, errors } = opened;
      try {
        const scripts = collectScripts(page);
        const requests = inFlight(page);
        // Each page's requests (its code split into chunks among them) answered before the next page.
        for (const pathname of ['/', `/product-details/${first!.product.id}`, '/products']) {
          await page.goto(`${shop!.baseUrl}${pathname}`);
          await requests.done();
        }
        expect(errors).toEqual([]);
        const cart = page.getByRole('link', { name: /^Cart, / });
        await expect(cart.textContent()).resolves.toContain('Cart, 0 items');
        await page.getByRole('button', { name: 'Add to Cart' }).first().click();
        await expect.poll(() => cart.textContent(), wait).toContain('Cart, 1 item');
        // Shopper pages never download the back-office's code, nor zod (the forms' validation).
        const manifest = JSON.parse(
          readFileSync(path.join(inject('webDist'), '.vite/manifest.json'), 'utf8'),
        );
        const adminFile = `/${manifest['src/features/admin/admin-app.tsx'].file}`;
        const loaded = await scripts();
        expect(loaded.length).toBeGreaterThan(3);
        expect(loaded.map((s) => s.url)).not.toContain(adminFile);
        expect(loaded.filter((s) => s.body.includes('$ZodType')).map((s) => s.url)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    journey,
  );

  it(
    'paints the cart before its code runs: empty for a new browser, loading for one that holds a cart',
    async () => {
      // The server cannot see the browser's cart (shared/cart-first-paint.ts): its page holds both first views
      // and an inline script, allowed by its hash in the page's policy, shows the true one from the first paint.
      const opened = await openPage(browser!, viewport);
      const { page, errors } = opened;
      const empty = page.getByText('Your Cart is Currently Empty.');
      const loading = page.getByText('Loading your cart...');
      try {
        const served = await page.goto(`${shop!.baseUrl}/cart`);
        const policy = served!.headers()['content-security-policy'] ?? '';
        expect(policy).toMatch(/script-src [^;]*'sha256-[\w+/=]+'/);
        await expect(empty.isVisible()).resolves.toBe(true);
        // A guest who put a product in the cart, on a phone whose app code has not arrived yet.
        const product = first!.product;
        const line = { productId: product.id, pl_id: product.productlitres[0]!.pl_id, quantity: 2 };
        const slow = await browser!.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          storageState: {
            cookies: [],
            origins: [
              { origin: shop!.baseUrl, localStorage: [{ name: 'guestCart', value: JSON.stringify([line]) }] },
            ],
          },
        });
        try {
          const early = await slow.newPage();
          const refused: string[] = [];
          early.on('console', (m) => {
            if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
          });
          await early.route(/\/assets\/.*\.js$/, (route) => route.abort());
          await early.goto(`${shop!.baseUrl}/cart`);
          await expect(early.getByText('Loading your cart...').isVisible()).resolves.toBe(true);
          await expect(early.getByText('Your Cart is Currently Empty.').isVisible()).resolves.toBe(false);
          expect(refused).toEqual([]);
        } finally {
          await slow.close();
        }
        await page.evaluate((held) => localStorage.setItem('guestCart', JSON.stringify([held])), line);
        // With its code, the app shows the cart the browser holds, priced by the server.
        await page.reload();
        await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
        await expect(page.getByRole('list', { name: 'Cart items' }).innerText()).resolves.toContain(
          product.name,
        );
        await expect(empty.count()).resolves.toBe(0);
        await expect(loading.count()).resolves.toBe(0);
        // Only the aborted code may have failed: no policy refused the script, no page error.
        expect(errors.filter((e) => !/Failed to load resource|Failed to fetch dynamically/.test(e))).toEqual(
          [],
        );
      } finally {
        await opened.close();
      }
    },
    journey,
  );

  it(
    'takes over an address that names nothing on its not-found view, without asking the API again',
    async () => {
      const opened = await openPage(browser!, viewport);
      const { page, errors } = opened;
      try {
        const calls = apiCalls(page);
        const requests = inFlight(page, { api: true });
        for (const [pathname, title] of [
          ['/subcategory/999', 'Category not found'],
          ['/products/999', 'Subcategory not found'],
          ['/product-details/999999', 'Product not found.'],
        ] as const) {
          calls.length = 0;
          await page.goto(`${shop!.baseUrl}${pathname}`);
          // The point is that the app asks nothing more: its calls answered, then a short window with none.
          await requests.quiet();
          await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(title);
          await expect(page.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
          await expect(page.title()).resolves.toBe(`${title.replace(/\.$/, '')} | Chamak`);
          expect(
            calls.filter((call) => call.includes('999')),
            pathname,
          ).toEqual([]);
        }
        // The only error is each page's own 404 status.
        for (const error of errors) expect(error).toMatch(/status of 404/);
      } finally {
        await opened.close();
      }
    },
    journey,
  );

  it(
    'hydrates from the data in the page: the app asks the API nothing the server already fetched',
    async () => {
      const opened = await openPage(browser!, viewport);
      const { page, errors } = opened;
      try {
        const calls = apiCalls(page);
        const requests = inFlight(page, { api: true });
        const product = first!.product;
        const reviews = page.waitForResponse(
          (response) => new URL(response.url()).pathname === `/api/ratings/products/${product.id}`,
        );
        await page.goto(`${shop!.baseUrl}/product-details/${product.id}`);
        await reviews;
        // The point is that the app asks nothing more: its calls answered, then a short window with none.
        await requests.quiet();
        await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain(product.name);
        // the reviews are not part of the first view: the app fetches them, so calls are being counted
        expect(calls).toContain(`GET /api/ratings/products/${product.id}`);
        expect(calls).not.toContain(`GET /api/products/${product.id}`);
        expect(calls).not.toContain('GET /api/settings');

        calls.length = 0;
        await page.goto(`${shop!.baseUrl}/products`);
        await requests.quiet();
        expect(calls.filter((call) => call.includes('"page":1,'))).toEqual([]);
        for (const call of ['GET /api/settings', 'GET /api/category', 'GET /api/subcategory'])
          expect(calls).not.toContain(call);
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    journey,
  );

  it(
    'shows the placeholder for an image that failed before the app took the page over',
    async () => {
      const opened = await openPage(browser!, viewport);
      const { page } = opened;
      try {
        const image = first!.product.productlitres[0]!.images[0]!.image.replace(/-\d+\.webp$/, '');
        await page.route(
          (url) => url.pathname.startsWith(image),
          (route) => route.fulfill({ status: 404 }),
        );
        await page.goto(`${shop!.baseUrl}/products`);
        const firstImage = page.getByRole('article').first().locator('img').first();
        await expect.poll(() => firstImage.getAttribute('src'), wait).toMatch(/^data:image\/svg\+xml/);
      } finally {
        await opened.close();
      }
    },
    journey,
  );

  it(
    'shows a logged-in customer their account after hydrating, without a mismatch',
    async () => {
      const login = await api<{ token: string; userId: number }>('/users/login', {
        body: { email: 'customer@chamak.example', password: 'Customer@123' },
      });
      const opened = await openPage(browser!, viewport);
      const { page, errors } = opened;
      const requests = inFlight(page);
      try {
        await opened.page.addInitScript(
          ({ token, userId }) => {
            localStorage.setItem('token', token);
            localStorage.setItem('userId', userId);
          },
          { token: login.token, userId: String(login.userId) },
        );
        await page.goto(`${shop!.baseUrl}/products`);
        await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).count(), wait).toBe(1);
        await expect(page.getByRole('link', { name: 'Log in' }).count()).resolves.toBe(0);
        // Every call answered (a refused one would log an error).
        await requests.done();
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    journey,
  );
});
