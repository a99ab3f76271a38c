// Browser journeys of the back-office (SPEC section 2 'Admin routes', section 8's admin messages; D3, D13, D16):
// the guard and the sidebar, the dashboard, a catalogue round trip seen from the storefront, an order shipped
// by hand and cancelled, a home banner, contact requests, users and reviews, the top-bar search, the menu at
// phone width, and an axe and error check of the admin pages. Every journey checks the server through the API.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Category, Litre, ProductDetails, ProductPage, Subcategory } from '@chamak/shared/catalogue';
import type { Order } from '@chamak/shared/orders';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  axeViolations,
  describeViolations,
  desktop,
  journey,
  launchBrowser,
  mobile,
  type OpenedPage,
  openPage,
  redirectDelayMs,
  type Shop,
  startShop,
  timerSlackMs,
  type Viewport,
  wait,
} from './harness.ts';

const adminLogin = { email: 'admin@chamak.example', password: 'Admin@12345' };

/** SPEC section 2: the admin sidebar, in order. */
const specSidebar: [label: string, path: string][] = [
  ['Dashboard', '/admin'],
  ['Banner', '/admin/banner'],
  ['About Banner', '/admin/aboutbanner'],
  ['Promo Banner', '/admin/promoBanner'],
  ['Bottom Banner', '/admin/bottombanner'],
  ['Categories', '/admin/categories'],
  ['Litres', '/admin/litres'],
  ['SubCategories', '/admin/subcategory'],
  ['Products', '/admin/products'],
  ['Orders', '/admin/orders'],
  ['Subscriptions', '/admin/subscriptions'],
  ['Images', '/admin/insta'],
  ['Videos', '/admin/videos'],
  ['Users', '/admin/users'],
  ['Reviews', '/admin/reviews'],
  ['Contact', '/admin/contact'],
];

let shop: Shop | undefined;
let browser: Browser | undefined;
let adminToken = '';
/** Temporary folder for the images the journeys upload. */
let files = '';

beforeAll(async () => {
  [shop, browser, files] = await Promise.all([
    startShop(),
    launchBrowser(),
    mkdtemp(path.join(os.tmpdir(), 'chamak-e2e-admin-')),
  ]);
  // One admin login per file: login is rate-limited per account (D8).
  adminToken = (await api<{ token: string }>('/users/login', { body: adminLogin })).token;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  if (files) await rm(files, { recursive: true, force: true });
});

const url = (p: string) => `${shop!.baseUrl}${p}`;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

// ---- The API, as a second pair of eyes on what the pages did ------------------------------------------------

const { call, api } = apiClient(() => shop!.baseUrl);

/** An admin call that must succeed. */
const asAdmin = <T = unknown>(p: string, options: Parameters<typeof call>[1] = {}) =>
  api<T>(p, { ...options, token: adminToken });

const product = (id: number) => api<ProductDetails>(`/products/${id}`);

async function findProducts(search: string) {
  return (
    await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 50, filter: { search } } })
  ).products;
}

/** A demo product with a size well in stock. */
async function productInStock(): Promise<{ productId: number; plId: number; name: string }> {
  const { products } = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 50 } });
  for (const p of products) {
    const size = p.productlitres.find((s) => s.remaining_qty >= 20);
    if (size) return { productId: p.id, plId: size.pl_id, name: p.name };
  }
  throw new Error('The demo catalogue has no size in stock');
}

const stockOf = async (productId: number, plId: number) =>
  (await product(productId)).productlitres.find((s) => s.pl_id === plId)!.remaining_qty;

// ---- Customers -----------------------------------------------------------------------------------------------

type Customer = { fullname: string; email: string; password: string; userId: number; token: string };

let serial = 0;
/** A unique tag for names, e-mails and texts made by one journey. */
function tag(): string {
  serial++;
  return `${Date.now().toString(36)}${serial}${Math.random().toString(36).slice(2, 6)}`;
}

/** A fresh customer, signed up and logged in through the API. */
async function newCustomer(): Promise<Customer> {
  const t = tag();
  const account = {
    fullname: `Meera Iyer ${t}`,
    username: `meera.${t}`,
    email: `meera.${t}@example.com`,
    phone: '9876543210',
    password: 'Shop@1234',
  };
  const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
  const { token } = await api<{ token: string }>('/users/login', {
    body: { email: account.email, password: account.password },
  });
  return { ...account, userId, token };
}

const address = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.orders@example.com',
  phone: '9876543210',
  address: '12 MG Road',
  apt: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560002',
};

/** A cash-on-delivery order of one unit, placed by the customer through the API. */
async function placeCodOrder(customer: Customer, productId: number, plId: number): Promise<number> {
  await api('/cart/add', {
    token: customer.token,
    body: { productId, userId: customer.userId, pl_id: plId, quantity: 1 },
  });
  const { orderId } = await api<{ orderId: number }>('/order/verify-payment', {
    token: customer.token,
    body: { ...address, userId: customer.userId, paymentMethod: 'cod' },
  });
  return orderId;
}

// ---- Files ---------------------------------------------------------------------------------------------------

/** A PNG of one colour, written to the journeys' temporary folder. */
async function pngFile(name: string, width: number, height: number, colour: string): Promise<string> {
  const file = path.join(files, `${name}.png`);
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toFile(file);
  return file;
}

// ---- The browser -----------------------------------------------------------------------------------------

/** Each open page's requests sent and not yet answered or failed. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Waits until every request the page has sent has its answer: a condition, not network idle's half second. */
const requestsDone = (page: Page) => expect.poll(() => inFlight.get(page)?.size ?? 0, wait).toBe(0);

/**
 * A fresh page (harness.openPage) whose error list also names every refused request: Chromium's console line
 * for a failed load says only the status, not which call it was.
 */
async function open(viewport: Viewport = desktop): Promise<OpenedPage> {
  const opened = await openPage(browser!, viewport);
  const pending = new Set<Request>();
  inFlight.set(opened.page, pending);
  opened.page.on('request', (request) => pending.add(request));
  opened.page.on('requestfinished', (request) => pending.delete(request));
  opened.page.on('requestfailed', (request) => pending.delete(request));
  opened.page.on('response', (response) => {
    if (response.status() >= 400)
      opened.errors.push(
        `response ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
      );
  });
  return opened;
}

/**
 * Writes a session to localStorage where a login would (SPEC section 3: token and isAdmin for an admin, token
 * and userId for a customer), from a blank page of the same origin so no page of the app runs first. (A JSON
 * address such as /api/settings would do, but Chromium then asks for /favicon.ico: a 404 in the console.)
 */
async function setSession(page: Page, entries: Record<string, string>) {
  const blank = url('/e2e-session');
  await page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Session</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto(blank);
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await page.unroute(blank);
}

/** A page logged in as the admin (the API login's token), opened at `at`. */
async function adminPage(at: string, viewport: Viewport = desktop): Promise<OpenedPage> {
  const opened = await open(viewport);
  await setSession(opened.page, { token: adminToken, isAdmin: 'true' });
  await opened.page.goto(url(at));
  return opened;
}

/** Waits for a toast with exactly this text (they stay 3 s, D15). */
async function toast(page: Page, text: string) {
  await page
    .locator('div[aria-live="polite"] > output')
    .filter({ hasText: exactly(text) })
    .first()
    .waitFor();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Waits until the page's title is `title` and nothing in main says 'Loading...' any more. */
async function settled(page: Page, title: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.querySelector('main');
          if (!main || main.textContent?.includes('Loading...')) return null;
          return main.querySelector('h1')?.textContent ?? null;
        }),
      wait,
    )
    .toBe(title);
}

/** Confirms the open 'Delete?' dialog. */
async function confirmDelete(page: Page) {
  const confirm = dialog(page, 'Delete?');
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
}

/** The rows of the first table in main. */
const tableRows = (page: Page) => page.locator('main table > tbody > tr');
/** The products table's product rows (its first body row is the bulk actions' "select all"). */
const productRows = (page: Page) =>
  tableRows(page).filter({ has: page.getByRole('button', { name: /^Edit / }) });

/** The value a select shows. */
const selectedLabel = (select: Locator) =>
  select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

/** Page and console errors, less the refused requests whose status is expected here. */
function unexpected(errors: string[], ...statuses: number[]): string[] {
  return errors.filter(
    (e) =>
      !(statuses.length > 0 && e.startsWith('console error: Failed to load resource:')) &&
      !statuses.some((s) => e.startsWith(`response ${s} `)),
  );
}

// ---- 1. The guard and the sidebar ----------------------------------------------------------------------------

describe('admin back-office', () => {
  it(
    'sends a guest and a customer from /admin/orders to /login, and a form login as admin to /admin with the sidebar of SPEC',
    async () => {
      const { page, errors, close } = await open();
      try {
        await page.goto(url('/admin/orders'));
        await page.waitForURL((u) => u.pathname === '/login');
        expect(await sidebar(page).count()).toBe(0);

        const customer = await newCustomer();
        await setSession(page, { token: customer.token, userId: String(customer.userId) });
        await page.goto(url('/admin/orders'));
        await page.waitForURL((u) => u.pathname === '/login');
        expect(await sidebar(page).count()).toBe(0);
        // The server says no as well (D3).
        expect((await call('/order/getall', { token: customer.token })).status).toBe(403);

        const form = page.getByRole('form', { name: 'Log in' });
        await form.getByLabel('Email').fill(adminLogin.email);
        await form.getByLabel('Password', { exact: true }).fill(adminLogin.password);
        const started = Date.now();
        await form.getByRole('button', { name: 'Login' }).click();
        await toast(page, 'Login successful! Redirecting...');
        await page.waitForURL((u) => u.pathname === '/admin');
        expect(Date.now() - started).toBeGreaterThanOrEqual(redirectDelayMs - timerSlackMs);
        const stored = await page.evaluate(() => ({ ...localStorage }));
        expect(stored.isAdmin).toBe('true');
        expect(stored.token).toBeTruthy();
        expect(stored.userId).toBeUndefined();

        const links = sidebar(page).getByRole('link');
        await links.first().waitFor();
        const entries = await links.evaluateAll((as) =>
          as.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']),
        );
        // SPEC's fifteen entries, in its order; the pages beyond SPEC (promotions, GST rates, returns, failed
        // deliveries, abandoned carts, translations, reports, e-invoices, mail outbox, settings) come after.
        expect(entries.slice(0, specSidebar.length)).toEqual(specSidebar);
        expect(entries.slice(specSidebar.length).map(([label]) => label)).toEqual([
          'Customers',
          'Privacy requests',
          'Inventory',
          'Import / Export',
          'Shipping desk',
          'Promotions',
          'GST Rates',
          'Returns',
          'Failed deliveries',
          'Abandoned Carts',
          'Translations',
          'Reports',
          'Sales',
          'E-invoices',
          'Mail Outbox',
          'Shop Settings',
          'Privacy notice',
          'Staff',
          'Audit log',
          'Security incidents',
          'Retention',
        ]);
        // The current page is marked, and the dashboard is really shown.
        expect(
          await sidebar(page).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
        ).toBe('page');
        await settled(page, 'Dashboard');
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  // ---- 2. Dashboard ------------------------------------------------------------------------------------------

  it(
    'shows the seven counters of the API, the 5 newest users, the revenue chart, and links to /admin/ratings',
    async () => {
      // A new customer with an order today: the newest user, and a bar in the chart.
      const customer = await newCustomer();
      const { productId, plId } = await productInStock();
      await placeCodOrder(customer, productId, plId);

      const { page, errors, close } = await adminPage('/admin');
      try {
        const counters = await asAdmin<Record<string, number>>('/products/dashboardcounter');
        const labels: [string, string][] = [
          ['products', 'Products'],
          ['orders', 'Orders'],
          ['category', 'Categories'],
          ['subcat', 'SubCategories'],
          ['users', 'Users'],
          ['contact', 'Contact requests'],
          ['reviews', 'Reviews'],
        ];
        const cards = page.getByRole('region', { name: 'Counters' }).getByRole('link');
        const shown = async () =>
          (await cards.evaluateAll((as) =>
            as.map((a) => Array.from(a.querySelectorAll('span')).map((s) => s.textContent?.trim() ?? '')),
          )) as [string, string][];
        await expect
          .poll(shown, wait)
          .toEqual(labels.map(([key, label]) => [counters[key]!.toLocaleString('en-IN'), label]));
        expect(counters.orders).toBeGreaterThanOrEqual(1);
        // Each counter leads to its page.
        expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
          '/admin/products',
          '/admin/orders',
          '/admin/categories',
          '/admin/subcategory',
          '/admin/users',
          '/admin/contact',
          '/admin/reviews',
        ]);

        // The 5 newest users, newest first, as the users list has them.
        const users =
          await asAdmin<{ id: number; fullname: string; email: string; createdAt: string }[]>(
            '/users/profile',
          );
        const newest = [...users]
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
          .slice(0, 5);
        expect(newest[0]!.email).toBe(customer.email);
        const newestPanel = page.getByRole('region', { name: 'Newest users' });
        const userLinks = newestPanel.getByRole('listitem');
        await expect.poll(() => userLinks.count(), wait).toBe(5);
        const rows = (await userLinks.allInnerTexts()).map(squash);
        newest.forEach((u, i) => {
          expect(rows[i]).toContain(u.fullname);
          expect(rows[i]).toContain(u.email);
        });

        // The chart: one day per column of the API's 30 days, a bar for each day with revenue.
        const board = await asAdmin<{ last30Days: { day: string; orders: number; revenue: number }[] }>(
          '/admin/dashboard',
        );
        expect(board.last30Days).toHaveLength(30);
        const chart = page.getByRole('img', { name: /^Revenue and orders per day, last 30 days/ });
        await chart.waitFor();
        expect(await chart.locator('circle').count()).toBe(30);
        const withRevenue = board.last30Days.filter((d) => d.revenue > 0).length;
        expect(withRevenue).toBeGreaterThanOrEqual(1);
        // Each day has a transparent hover area; the visible bars are the other rects.
        expect(await chart.locator('rect:not([fill="transparent"])').count()).toBe(withRevenue);
        const ordersIn30Days = board.last30Days.reduce((n, d) => n + d.orders, 0);
        expect(squash((await chart.locator('desc').textContent()) ?? '')).toContain(
          `from ${ordersIn30Days} orders`,
        );
        // The same figures in the table for screen readers.
        const figureRows = page.locator('figure table tbody tr');
        expect(await figureRows.count()).toBe(30);
        const orderCells = await figureRows.locator('td:first-of-type').allTextContents();
        expect(orderCells.map(Number)).toEqual(board.last30Days.map((d) => d.orders));

        // Quick link to the ratings page.
        await page
          .getByRole('region', { name: 'Quick links' })
          .getByRole('link', { name: 'Ratings and reviews' })
          .click();
        await page.waitForURL((u) => u.pathname === '/admin/ratings');
        await settled(page, 'Reviews');
        const reviews = await asAdmin<unknown[]>('/ratings');
        expect(await tableRows(page).count()).toBe(Math.min(10, reviews.length));
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  // ---- 3. Catalogue round trip -------------------------------------------------------------------------------

  it(
    'adds a category, a subcategory and a product with two sizes, sees it in the shop, edits its price, deletes it, and is refused deleting a litre in use',
    async () => {
      const t = tag();
      const categoryName = `Test Care ${t}`;
      const subName = `Test Sprays ${t}`;
      const word = `Zestquartz${t.replace(/\d/g, '')}`;
      const productName = `${word} Glass Polish`;
      const [categoryImage, subImage, sizeImage1, sizeImage2] = await Promise.all([
        pngFile(`category-${t}`, 400, 400, '#2a9d8f'),
        pngFile(`sub-${t}`, 400, 400, '#e9c46a'),
        pngFile(`size1-${t}`, 600, 600, '#264653'),
        pngFile(`size2-${t}`, 600, 600, '#f4a261'),
      ]);
      // Two sizes from the first page of the Litres table, so the one the product uses can be tried there.
      const { litres } = await api<{ litres: Litre[] }>('/litre/getall', { body: { page: 1, perPage: 10 } });
      expect(litres.length).toBeGreaterThanOrEqual(2);
      const [small, large] = [litres[0]!, litres[1]!];

      const { page, errors, close } = await adminPage('/admin/categories');
      const shopper = await open();
      try {
        // Category, with its image.
        await settled(page, 'Categories');
        await page.getByRole('button', { name: 'Add Category' }).click();
        const categoryForm = dialog(page, 'Add Category');
        await categoryForm.getByLabel('Name *', { exact: true }).fill(categoryName);
        await categoryForm.getByLabel('Description', { exact: true }).fill('Made by the admin journey.');
        await categoryForm.getByLabel('Image *', { exact: true }).setInputFiles(categoryImage);
        await categoryForm.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
        await categoryForm.getByRole('button', { name: 'Save Category' }).click();
        await toast(page, 'Category Added');
        await expect.poll(() => categoryForm.isVisible(), wait).toBe(false);
        await page.getByRole('heading', { level: 2, name: categoryName, exact: true }).waitFor();
        const category = (await api<Category[]>('/category')).find((c) => c.name === categoryName);
        expect(category, 'the new category in GET /api/category').toBeDefined();
        expect(category!.image).toBeTruthy();

        // Subcategory under it.
        await sidebar(page).getByRole('link', { name: 'SubCategories' }).click();
        await page.waitForURL((u) => u.pathname === '/admin/subcategory');
        await settled(page, 'SubCategories');
        await page.getByRole('button', { name: 'Add SubCategory' }).click();
        const subForm = dialog(page, 'Add SubCategory');
        const categorySelect = subForm.getByLabel('Category *', { exact: true });
        await categorySelect.locator('option', { hasText: categoryName }).waitFor({ state: 'attached' });
        await categorySelect.selectOption({ label: categoryName });
        await subForm.getByLabel('SubCategory Name *', { exact: true }).fill(subName);
        await subForm.getByLabel('Image *', { exact: true }).setInputFiles(subImage);
        await subForm.getByRole('button', { name: 'Save SubCategory' }).click();
        await toast(page, 'SubCategory Added');
        await expect.poll(() => subForm.isVisible(), wait).toBe(false);
        const subcategory = (await api<Subcategory[]>(`/products/subcategory/${category!.id}`)).find(
          (s) => s.sub_cate_name === subName,
        );
        expect(subcategory, 'the new subcategory under its category').toBeDefined();

        // Product with two sizes, each with an image.
        await sidebar(page).getByRole('link', { name: 'Products' }).click();
        await page.waitForURL((u) => u.pathname === '/admin/products');
        await settled(page, 'Products');
        await page.getByRole('button', { name: 'Add Product' }).click();
        const productForm = dialog(page, 'Add Product');
        await productForm.getByLabel('Name *', { exact: true }).fill(productName);
        const productCategory = productForm.getByLabel('Category *', { exact: true });
        await productCategory.locator('option', { hasText: categoryName }).waitFor({ state: 'attached' });
        await productCategory.selectOption({ label: categoryName });
        const productSub = productForm.getByLabel('SubCategory *', { exact: true });
        await productSub.locator('option', { hasText: subName }).waitFor({ state: 'attached' });
        await productSub.selectOption({ label: subName });
        await productForm
          .getByLabel('Short description *', { exact: true })
          .fill('Streak-free shine for glass.');
        await productForm
          .getByLabel('Long description *', { exact: true })
          .fill('A glass polish made by the admin journey.');
        await productForm.getByLabel('Suitable surfaces *', { exact: true }).fill('Glass, mirrors');
        await productForm.getByLabel('Ingredients *', { exact: true }).fill('Water, surfactants');
        await productForm.getByLabel('Features *', { exact: true }).fill('Streak-free');
        await productForm.getByRole('button', { name: 'Add feature' }).click();
        await productForm.getByLabel('How to use *', { exact: true }).fill('Spray and wipe');
        await productForm.getByRole('button', { name: 'Add step' }).click();
        await productForm.getByRole('list', { name: 'Features' }).getByText('Streak-free').waitFor();

        await productForm.getByRole('button', { name: 'Add size' }).click();
        await expect.poll(() => productForm.getByLabel('Litre *', { exact: true }).count(), wait).toBe(2);
        const sizes = [
          { litre: small, price: '240', discounted: '199', qty: '40', image: sizeImage1 },
          { litre: large, price: '420', discounted: '379', qty: '25', image: sizeImage2 },
        ];
        for (const [i, s] of sizes.entries()) {
          await productForm
            .getByLabel('Litre *', { exact: true })
            .nth(i)
            .selectOption({ label: s.litre.litre });
          await productForm.getByLabel('Price (₹) *', { exact: true }).nth(i).fill(s.price);
          await productForm.getByLabel('Discounted (₹)', { exact: true }).nth(i).fill(s.discounted);
          await productForm.getByLabel('Total quantity *', { exact: true }).nth(i).fill(s.qty);
          await productForm.locator('input[type="file"]').nth(i).setInputFiles(s.image);
        }
        await expect
          .poll(() => productForm.getByRole('img', { name: /\(not uploaded yet\)$/ }).count(), wait)
          .toBe(2);
        await productForm.getByRole('button', { name: 'Save Product' }).click();
        await toast(page, 'Product Added');
        await expect.poll(() => productForm.isVisible(), wait).toBe(false);

        const [created] = (await findProducts(word)).filter((p) => p.name === productName);
        expect(created, 'the new product in the catalogue').toBeDefined();
        const id = created!.id;
        let saved = await product(id);
        expect(saved).toMatchObject({ categoryId: category!.id, sub_cate_id: subcategory!.sub_cate_id });
        expect(saved.features).toEqual(['Streak-free']);
        expect(saved.howToUse).toEqual(['Spray and wipe']);
        expect(
          saved.productlitres.map((pl) => ({
            litre: pl.litre.litre,
            price: pl.price,
            discounted: pl.discounted_price,
            qty: pl.total_qty,
            images: pl.productimages.length,
          })),
        ).toEqual(
          sizes.map((s) => ({
            litre: s.litre.litre,
            price: Number(s.price),
            discounted: Number(s.discounted),
            qty: Number(s.qty),
            images: 1,
          })),
        );

        // The storefront shows it: both sizes, the first size's image, its price.
        const sp = shopper.page;
        await sp.goto(url(`/product-details/${id}`));
        await expect.poll(() => sp.getByRole('heading', { level: 1 }).innerText(), wait).toBe(productName);
        const sizeButtons = sp.getByRole('group', { name: /^Size:/ }).getByRole('button');
        await expect.poll(() => sizeButtons.count(), wait).toBe(2);
        const sizeTexts = (await sizeButtons.allInnerTexts()).map(squash);
        for (const [i, s] of sizes.entries()) expect(sizeTexts[i]).toContain(s.litre.litre);
        const mainImage = sp.getByRole('img', { name: `${productName}, ${small.litre}`, exact: true });
        const firstImage = saved.productlitres[0]!.productimages[0]!.image;
        await expect
          .poll(
            () =>
              mainImage.evaluate((img) => {
                const el = img as HTMLImageElement;
                return el.complete && el.naturalWidth > 0 ? el.getAttribute('src') : null;
              }),
            wait,
          )
          .toBe(firstImage);
        const sellingPrice = sp
          .getByText('Inclusive of all taxes', { exact: true })
          .locator('xpath=..')
          .locator('span')
          .nth(1);
        expect(await sellingPrice.innerText()).toBe('₹199.00');

        // And the storefront search finds it.
        await sp.goto(url(`/products?search=${encodeURIComponent(word)}`));
        await sp.locator(`main article a[href="/product-details/${id}"]`).first().waitFor();

        // Edit the price of the first size.
        const search = page.getByRole('searchbox', { name: 'Search products' });
        await search.fill(productName);
        await search.press('Enter');
        await expect.poll(() => productRows(page).count(), wait).toBe(1);
        await page.getByRole('button', { name: `Edit ${productName}`, exact: true }).click();
        const editForm = dialog(page, 'Edit Product');
        const price = editForm.getByLabel('Price (₹) *', { exact: true }).first();
        await expect.poll(() => price.inputValue(), wait).toBe('240');
        expect(await editForm.getByLabel('Litre *', { exact: true }).first().isDisabled()).toBe(true);
        await price.fill('260');
        await editForm.getByLabel('Discounted (₹)', { exact: true }).first().fill('229');
        await editForm.getByRole('button', { name: 'Save Product' }).click();
        await toast(page, 'Product Updated');
        await expect.poll(() => editForm.isVisible(), wait).toBe(false);
        saved = await product(id);
        expect(saved.productlitres[0]).toMatchObject({ price: 260, discounted_price: 229 });
        expect(saved.productlitres[1]).toMatchObject({ price: 420, discounted_price: 379 });
        expect(saved.productlitres.map((pl) => pl.productimages.length)).toEqual([1, 1]);
        await sp.goto(url(`/product-details/${id}`));
        await expect.poll(() => sp.getByRole('heading', { level: 1 }).innerText(), wait).toBe(productName);
        await expect.poll(() => sellingPrice.innerText(), wait).toBe('₹229.00');

        // Deleting a litre that products use is refused with the server's message.
        await sidebar(page).getByRole('link', { name: 'Litres' }).click();
        await page.waitForURL((u) => u.pathname === '/admin/litres');
        await settled(page, 'Litres');
        // The new product uses this one.
        const inUse = small;
        await page.getByRole('button', { name: `Delete ${inUse.litre}`, exact: true }).click();
        await confirmDelete(page);
        await toast(page, 'This litre is used by products. Remove it from them first.');
        expect((await api<Litre[]>('/litre')).some((l) => l.l_id === inUse.l_id)).toBe(true);

        // Delete the product, after confirming.
        await sidebar(page).getByRole('link', { name: 'Products' }).click();
        await page.waitForURL((u) => u.pathname === '/admin/products');
        await settled(page, 'Products');
        const again = page.getByRole('searchbox', { name: 'Search products' });
        await again.fill(productName);
        await again.press('Enter');
        await expect.poll(() => productRows(page).count(), wait).toBe(1);
        await page.getByRole('button', { name: `Delete ${productName}`, exact: true }).click();
        await confirmDelete(page);
        await toast(page, 'Product deleted');
        await page.getByText('No products found', { exact: true }).waitFor();
        expect((await call(`/products/${id}`)).status).toBe(404);
        await sp.goto(url(`/product-details/${id}`));
        await expect
          .poll(() => sp.getByRole('heading', { level: 1 }).innerText(), wait)
          .toBe('Product not found.');

        expect(unexpected(errors, 409)).toEqual([]);
        // The deleted product's 404 is the only thing the shopper's console reports.
        expect(unexpected(shopper.errors, 404)).toEqual([]);
      } finally {
        await shopper.close();
        await close();
      }
    },
    journey,
  );

  // ---- 4. Orders ---------------------------------------------------------------------------------------------

  it(
    'finds an order by id, ships it by hand with tracking the customer sees, cancels it with the stock put back, and exports it as CSV',
    async () => {
      const customer = await newCustomer();
      const { productId, plId } = await productInStock();
      const stockBefore = await stockOf(productId, plId);
      const orderId = await placeCodOrder(customer, productId, plId);
      expect(await stockOf(productId, plId)).toBe(stockBefore - 1);
      const customerOrder = () => api<Order>(`/order/get/${orderId}`, { token: customer.token });

      const { page, errors, close } = await adminPage('/admin/orders');
      try {
        await settled(page, 'Manage Orders');
        const box = page.getByRole('searchbox', {
          name: 'Search orders by order ID, product, customer name, phone, e-mail or AWB code',
        });
        expect(await box.getAttribute('placeholder')).toBe('Search by Order ID or Product Name...');
        await box.fill(String(orderId));
        // SPEC section 2: the id as a substring, or a product name, case-insensitive (a number of up to 4 digits
        // is an order number: the customers' phones are not searched for it).
        const all = await asAdmin<Order[]>('/order/getall');
        const matching = all
          .filter(
            (o) =>
              String(o.id).includes(String(orderId)) ||
              o.OrderItems.some((item) => item.Product.name.toLowerCase().includes(String(orderId))),
          )
          .map((o) => `Order #${o.id}`);
        expect(matching).toContain(`Order #${orderId}`);
        const cards = page
          .getByRole('list', { name: 'Orders', exact: true })
          .getByRole('heading', { level: 2 });
        await expect.poll(() => cards.allInnerTexts(), wait).toEqual(matching);

        // The details modal: the customer's address; no shipping badge in a shop without Shiprocket (decision
        // 0300), where every order ships by hand.
        await page.getByRole('button', { name: `View details of order #${orderId}` }).click();
        const modal = dialog(page, `Order #${orderId}`);
        await modal.waitFor();
        await page.waitForURL((u) => u.searchParams.get('order') === String(orderId));
        await modal.getByRole('region', { name: 'Order actions' }).waitFor();
        expect(await modal.getByText(/^(Manual Order|Shipped by hand)$/).count()).toBe(0);
        expect(squash(await modal.locator('address').innerText())).toBe(
          '12 MG Road, Flat 4B Bengaluru, Karnataka 560002',
        );

        // Courier, AWB, tracking URL and 'In Transit': the customer's order shows them.
        await modal.getByRole('button', { name: 'Update shipment' }).click();
        const shipment = modal.getByRole('form', { name: 'Update shipment' });
        await shipment.getByLabel('Status').selectOption({ label: 'In Transit' });
        await shipment.getByLabel('Courier').fill('Delhivery');
        await shipment.getByLabel('AWB code').fill(`AWB${orderId}X7`);
        await shipment.getByLabel('Tracking URL').fill(`https://track.example.com/AWB${orderId}X7`);
        await shipment.getByRole('button', { name: 'Save shipment' }).click();
        await expect.poll(() => shipment.count(), wait).toBe(0);
        await expect
          .poll(async () => {
            const o = await customerOrder();
            return {
              status: o.status,
              courier: o.courier_name,
              awb: o.awb_code,
              url: o.tracking.tracking_data.track_url,
            };
          }, wait)
          .toEqual({
            status: 4,
            courier: 'Delhivery',
            awb: `AWB${orderId}X7`,
            url: `https://track.example.com/AWB${orderId}X7`,
          });
        const tracking = modal.getByRole('region', { name: 'Tracking' });
        await tracking.getByText('Delhivery', { exact: true }).waitFor();
        expect(await tracking.getByRole('link', { name: 'Track Shipment' }).getAttribute('href')).toBe(
          `https://track.example.com/AWB${orderId}X7`,
        );

        // A tracking event shows in the modal's history, and the customer's order has it.
        await modal.getByRole('button', { name: 'Add tracking event' }).click();
        const event = modal.getByRole('form', { name: 'Add tracking event' });
        await event.getByLabel('Activity').fill('Reached the Bengaluru hub');
        await event.getByLabel('Location (optional)').fill('Bengaluru');
        await event.getByRole('button', { name: 'Add event' }).click();
        const history = modal.getByRole('table', { name: `Tracking history of order #${orderId}` });
        await history.getByRole('cell', { name: 'Reached the Bengaluru hub', exact: true }).waitFor();
        expect(
          (await customerOrder()).tracking.tracking_data.shipment_track_activities.map((a) => ({
            activity: a.activity,
            location: a.location,
          })),
        ).toContainEqual({ activity: 'Reached the Bengaluru hub', location: 'Bengaluru' });

        // Cancelling asks first, then puts the stock back.
        await modal
          .getByRole('region', { name: 'Order actions' })
          .getByRole('button', { name: 'Cancel order' })
          .click();
        const confirm = dialog(page, `Cancel order #${orderId}?`);
        await confirm.getByRole('button', { name: 'Cancel order' }).click();
        await expect.poll(async () => (await customerOrder()).status, wait).toBe(11);
        expect(await stockOf(productId, plId)).toBe(stockBefore);
        // The headline's status (SPEC: the first shipment track's current status).
        const status = modal.getByText('Status', { exact: true }).locator('xpath=..');
        await expect.poll(async () => squash(await status.innerText()), wait).toBe('Status Cancelled');
        await expect
          .poll(
            () =>
              modal
                .getByRole('region', { name: 'Order actions' })
                .getByRole('button', { name: 'Cancel order' })
                .count(),
            wait,
          )
          .toBe(0);

        // Close, then export the (still filtered) list.
        await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
        await expect.poll(() => modal.count(), wait).toBe(0);
        expect(new URL(page.url()).searchParams.has('order')).toBe(false);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Export CSV' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.csv$/);
        const csv = await readFile(await download.path(), 'utf8');
        const line = csv.split(/\r?\n/).find((l) => l.startsWith(`"${orderId}",`));
        expect(line, csv).toBeDefined();
        expect(line).toContain('"Meera Iyer"');
        expect(line).toContain('"Delhivery"');
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  // ---- 5. Media ----------------------------------------------------------------------------------------------

  it(
    'uploads a home banner that the storefront slider shows, and deletes it after confirmation',
    async () => {
      type Banner = { id: number; imageUrl: string };
      const before = await api<Banner[]>('/banners');
      const image = await pngFile(`banner-${tag()}`, 1600, 600, '#3d348b');
      const shopper = await open();
      const { page, errors, close } = await adminPage('/admin/banner');
      try {
        const slides = shopper.page
          .getByRole('region', { name: 'Featured offers' })
          .locator('[aria-roledescription="slide"]');
        const dots = shopper.page
          .getByRole('region', { name: 'Featured offers' })
          .getByRole('button', { name: /^Go to slide \d+$/ });
        await shopper.page.goto(url('/'));
        await expect.poll(() => slides.count(), wait).toBe(before.length);

        await settled(page, 'Banners');
        const grid = page.getByRole('list', { name: 'Banners' });
        await expect.poll(() => grid.getByRole('listitem').count(), wait).toBe(before.length);
        await page.getByRole('button', { name: 'Add Banner' }).click();
        const upload = dialog(page, 'Upload Banner');
        // Nothing chosen: refused before any call.
        await upload.getByRole('button', { name: 'Upload Banner', exact: true }).click();
        await upload.getByText('Please select at least one image', { exact: true }).waitFor();
        await upload.getByLabel('Banner images *').setInputFiles(image);
        await upload.getByRole('img', { name: `Preview of ${path.basename(image)}` }).waitFor();
        await upload.getByRole('button', { name: 'Upload Banner', exact: true }).click();
        await toast(page, 'Banner Uploaded');
        await expect.poll(() => upload.isVisible(), wait).toBe(false);
        const after = await api<Banner[]>('/banners');
        expect(after).toHaveLength(before.length + 1);
        const added = after.find((b) => !before.some((o) => o.id === b.id))!;
        await expect.poll(() => grid.getByRole('listitem').count(), wait).toBe(after.length);

        // The storefront's slider has one more slide (and dot) after a reload.
        await shopper.page.reload();
        await expect.poll(() => slides.count(), wait).toBe(after.length);
        expect(await dots.count()).toBe(after.length >= 2 ? after.length : 0);

        // Delete it, after confirmation.
        const n = after.findIndex((b) => b.id === added.id) + 1;
        await page.getByRole('button', { name: `Delete banner ${n}`, exact: true }).click();
        await confirmDelete(page);
        await toast(page, 'Media deleted');
        await expect
          .poll(async () => (await api<Banner[]>('/banners')).map((b) => b.id), wait)
          .toEqual(before.map((b) => b.id));
        await expect.poll(() => grid.getByRole('listitem').count(), wait).toBe(before.length);
        await shopper.page.reload();
        await expect.poll(() => slides.count(), wait).toBe(before.length);
        expect(unexpected(errors)).toEqual([]);
        expect(unexpected(shopper.errors)).toEqual([]);
      } finally {
        await shopper.close();
        await close();
      }
    },
    journey,
  );

  // ---- 6. Contact requests, users and reviews --------------------------------------------------------------

  it(
    'deletes a contact request, finds a customer by e-mail, and deletes a review',
    async () => {
      const t = tag();
      const sender = { name: `Ravi Kumar ${t}`, email: `ravi.${t}@example.com`, message: `Bulk order? ${t}` };
      expect((await call('/contacts/addContact', { body: sender })).status).toBe(201);
      const customer = await newCustomer();
      const { productId } = await productInStock();
      const reviewText = `Lovely scent ${t}`;
      await api('/ratings', {
        token: customer.token,
        body: { userId: customer.userId, productId, rating: 4, description: reviewText },
      });

      const { page, errors, close } = await adminPage('/admin/contact');
      try {
        // Contact: the message is listed, then deleted after confirmation.
        await settled(page, 'Contact Requests');
        const row = tableRows(page).filter({ hasText: sender.name });
        await row.waitFor();
        expect(squash(await row.innerText())).toContain(sender.message);
        await row.getByRole('button', { name: `Delete request from ${sender.name}` }).click();
        await confirmDelete(page);
        await toast(page, 'Request Deleted...');
        await expect.poll(() => row.count(), wait).toBe(0);
        const contacts = await asAdmin<{ email: string }[]>('/contacts/getContact');
        expect(contacts.some((c) => c.email === sender.email)).toBe(false);

        // Users: the search box finds the customer by e-mail.
        await sidebar(page).getByRole('link', { name: 'Users' }).click();
        await page.waitForURL((u) => u.pathname === '/admin/users');
        await settled(page, 'Users');
        const users = await asAdmin<unknown[]>('/users/profile');
        expect(await tableRows(page).count()).toBe(Math.min(10, users.length));
        await page.getByRole('searchbox', { name: 'Search users' }).fill(customer.email);
        await expect.poll(() => tableRows(page).count(), wait).toBe(1);
        expect(squash(await tableRows(page).innerText())).toContain(customer.email);
        expect(squash(await tableRows(page).innerText())).toContain(customer.fullname);
        expect(new URL(page.url()).searchParams.get('search')).toBe(customer.email);

        // Reviews: found by its text, deleted after confirmation.
        await sidebar(page).getByRole('link', { name: 'Reviews' }).click();
        await page.waitForURL((u) => u.pathname === '/admin/reviews');
        await settled(page, 'Reviews');
        await page.getByRole('searchbox', { name: 'Search reviews' }).fill(reviewText);
        await expect.poll(() => tableRows(page).count(), wait).toBe(1);
        await tableRows(page)
          .getByRole('button', { name: `Delete review by ${customer.fullname}` })
          .click();
        await confirmDelete(page);
        await toast(page, 'Review deleted successfully');
        await page.getByText('No reviews found', { exact: true }).waitFor();
        const left = await api<{ description: string }[]>(`/ratings/products/${productId}`);
        expect(left.some((r) => r.description === reviewText)).toBe(false);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  // ---- 7. Top-bar search (D16) -------------------------------------------------------------------------------

  it(
    'finds products and users from the top bar: a product opens its form, a user the filtered users list',
    async () => {
      const target = await productInStock();
      const word = target.name.split(/\s+/).find((w) => w.length >= 4) ?? target.name;
      const customer = await newCustomer();
      const { page, errors, close } = await adminPage('/admin');
      try {
        await settled(page, 'Dashboard');
        const box = page.getByRole('combobox', { name: 'Search products, orders and users' });
        await box.fill(word);
        const results = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
        const expected = await asAdmin<{ products: { id: number; name: string }[] }>(
          `/admin/search?q=${encodeURIComponent(word)}`,
        );
        expect(expected.products.map((p) => p.id)).toContain(target.productId);
        const productLinks = results.locator('a[href^="/admin/products?edit="]');
        await expect
          .poll(() => productLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href'))), wait)
          .toEqual(expected.products.map((p) => `/admin/products?edit=${p.id}`));
        expect(await box.getAttribute('aria-expanded')).toBe('true');

        await results.getByRole('link', { name: target.name, exact: true }).click();
        await page.waitForURL((u) => u.pathname + u.search === `/admin/products?edit=${target.productId}`);
        const form = dialog(page, 'Edit Product');
        await expect
          .poll(() => form.getByLabel('Name *', { exact: true }).inputValue(), wait)
          .toBe(target.name);
        const details = await product(target.productId);
        // The categories arrive by their own call, possibly after the product's name is in.
        await expect
          .poll(() => selectedLabel(form.getByLabel('Category *', { exact: true })), wait)
          .toBe(details.Category.name);
        await form.getByRole('button', { name: 'Cancel' }).click();
        await expect.poll(() => form.count(), wait).toBe(0);
        await page.waitForURL((u) => u.pathname === '/admin/products' && u.search === '');

        // A customer by e-mail: the users list, filtered to them.
        await box.fill(customer.email);
        const userLink = results.getByRole('link', { name: `${customer.fullname} · ${customer.email}` });
        await userLink.click();
        await page.waitForURL(
          (u) => u.pathname === '/admin/users' && u.searchParams.get('search') === customer.email,
        );
        await expect.poll(() => tableRows(page).count(), wait).toBe(1);
        expect(squash(await tableRows(page).innerText())).toContain(customer.email);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  // ---- 8. Phone width ----------------------------------------------------------------------------------------

  it(
    `keeps the sidebar behind the menu button at ${mobile.width} px, opens it and goes to Orders`,
    async () => {
      const { page, errors, close } = await adminPage('/admin', mobile);
      try {
        await settled(page, 'Dashboard');
        const nav = sidebar(page);
        const menu = page.getByRole('button', { name: 'Open menu' });
        /** The sidebar's right edge: at or left of 0 when it is off the screen. */
        const right = () => nav.evaluate((el) => el.getBoundingClientRect().right);
        const left = () => nav.evaluate((el) => el.getBoundingClientRect().left);
        expect(await right()).toBeLessThanOrEqual(0);
        expect(await menu.isVisible()).toBe(true);
        expect(await menu.getAttribute('aria-expanded')).toBe('false');

        await menu.click();
        await expect.poll(left, wait).toBe(0);
        expect(await menu.getAttribute('aria-expanded')).toBe('true');
        await nav.getByRole('link', { name: 'Orders', exact: true }).click();
        await page.waitForURL((u) => u.pathname === '/admin/orders');
        await settled(page, 'Manage Orders');
        await expect.poll(right, wait).toBeLessThanOrEqual(0);
        expect(await menu.getAttribute('aria-expanded')).toBe('false');
        // Nothing spills sideways at this width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          mobile.width,
        );

        // The menu's own close button closes it too.
        await menu.click();
        await expect.poll(left, wait).toBe(0);
        await nav.getByRole('button', { name: 'Close menu' }).click();
        await expect.poll(right, wait).toBeLessThanOrEqual(0);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  // ---- 9 and 10. axe and errors on every admin page -----------------------------------------------------------

  describe('every admin page has no serious or critical axe violations and no page or console errors', () => {
    type Route = {
      name: string;
      /** Makes what the page needs and gives its address. */
      url: () => Promise<string> | string;
      /** Waits for the page's content (and opens what should be open). */
      ready: (page: Page) => Promise<void>;
    };
    const titled = (title: string, content?: (page: Page) => Locator) => async (page: Page) => {
      await settled(page, title);
      if (content) await content(page).first().waitFor();
    };
    const routes: Route[] = [
      {
        name: '/admin',
        url: () => '/admin',
        ready: titled('Dashboard', (page) =>
          page.getByRole('img', { name: /^Revenue and orders per day, last 30 days/ }),
        ),
      },
      {
        name: '/admin/orders',
        url: async () => {
          const { productId, plId } = await productInStock();
          await placeCodOrder(await newCustomer(), productId, plId);
          return '/admin/orders';
        },
        ready: titled('Manage Orders', (page) => page.getByRole('list', { name: 'Orders', exact: true })),
      },
      {
        name: '/admin/orders with the order modal open',
        url: async () => {
          const { productId, plId } = await productInStock();
          const id = await placeCodOrder(await newCustomer(), productId, plId);
          return `/admin/orders?order=${id}`;
        },
        ready: async (page) => {
          await settled(page, 'Manage Orders');
          const modal = page.getByRole('dialog', { name: /^Order #\d+$/ });
          await modal.getByRole('button', { name: 'Update shipment' }).click();
          await modal.getByRole('form', { name: 'Update shipment' }).waitFor();
        },
      },
      {
        name: '/admin/products',
        url: () => '/admin/products',
        ready: titled('Products', (page) => page.getByRole('button', { name: /^Edit / })),
      },
      {
        name: '/admin/products with the add form open',
        url: () => '/admin/products',
        ready: async (page) => {
          await settled(page, 'Products');
          await page.getByRole('button', { name: 'Add Product' }).click();
          await dialog(page, 'Add Product').getByLabel('Litre *', { exact: true }).waitFor();
        },
      },
      {
        name: '/admin/products with the edit form open',
        url: async () => `/admin/products?edit=${(await productInStock()).productId}`,
        ready: async (page) => {
          await settled(page, 'Products');
          const form = dialog(page, 'Edit Product');
          await form.getByLabel('Litre *', { exact: true }).first().waitFor();
          await expect
            .poll(() => form.getByRole('img', { name: /, image 1$/ }).count(), wait)
            .toBeGreaterThan(0);
        },
      },
      {
        name: '/admin/categories',
        url: () => '/admin/categories',
        ready: titled('Categories', (page) => page.getByRole('button', { name: /^Edit / })),
      },
      {
        name: '/admin/subcategory',
        url: () => '/admin/subcategory',
        ready: titled('SubCategories', (page) => page.getByRole('button', { name: /^Edit / })),
      },
      {
        name: '/admin/litres',
        url: () => '/admin/litres',
        ready: titled('Litres', (page) => page.getByRole('button', { name: /^Edit / })),
      },
      { name: '/admin/banner', url: () => '/admin/banner', ready: titled('Banners') },
      { name: '/admin/promoBanner', url: () => '/admin/promoBanner', ready: titled('Promo Banner') },
      {
        name: '/admin/users',
        url: () => '/admin/users',
        ready: titled('Users', (page) => tableRows(page)),
      },
      {
        name: '/admin/reviews',
        url: () => '/admin/reviews',
        ready: titled('Reviews', (page) => tableRows(page)),
      },
      {
        name: '/admin/contact',
        url: async () => {
          const t = tag();
          const long = `Please call me back about a bulk order for our office. ${'We need it soon. '.repeat(5)}${t}`;
          await api('/contacts/addContact', {
            body: { name: `Anil ${t}`, email: `anil.${t}@example.com`, message: long },
          });
          return '/admin/contact';
        },
        ready: titled('Contact Requests', (page) => page.getByRole('button', { name: /^Show more/ })),
      },
      {
        name: "/admin/reports with this month's invoice",
        url: async () => {
          const { productId, plId } = await productInStock();
          await placeCodOrder(await newCustomer(), productId, plId);
          return '/admin/reports';
        },
        ready: titled('GST (GSTR-1)', (page) => page.getByRole('table', { name: 'Documents issued' })),
      },
      {
        name: '/admin/abandoned-carts',
        url: () => '/admin/abandoned-carts',
        ready: titled('Abandoned Carts'),
      },
      { name: '/admin/outbox', url: () => '/admin/outbox', ready: titled('Mail Outbox') },
      {
        name: '/admin/settings',
        url: () => '/admin/settings',
        ready: titled('Shop Settings', (page) => page.locator('main form')),
      },
    ];
    for (const route of routes) {
      it(
        route.name,
        async () => {
          const { page, errors, close } = await adminPage(await route.url());
          try {
            await route.ready(page);
            // Every call the page made answered, so a refused one is in the errors.
            await requestsDone(page);
            const violations = await axeViolations(page);
            expect.soft(violations, describeViolations(violations)).toEqual([]);
            expect.soft(errors).toEqual([]);
          } finally {
            await close();
          }
        },
        journey,
      );
    }
  });
});
