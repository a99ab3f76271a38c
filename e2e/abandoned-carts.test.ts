// Browser journeys of abandoned carts: a shopper's cart sits unchanged for five hours and
// the reminder job (the one the server schedules) writes the reminder; the shopper, logged out, opens the
// mailed link, is asked to log in, comes back to the cart with its lines restored. The admin then reads Admin
// → Abandoned Carts: the cart, its value, the reminder, the 30 days' recovery rate. The shopper at 390 px (most
// are on phones), the admin at 1280 px (the back-office is worked at a desk): the steps are the same at either
// width. E2E_SHOTS_DIR saves screenshots; axe checks both pages at both widths.
import { formatRupees } from '@chamak/shared/money';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCartReminders } from '../apps/api/src/modules/cart-reminders/reminders.ts';
import {
  apiClient,
  desktop,
  expectAccessibleAtBothWidths,
  journey,
  launchBrowser,
  mobile,
  openPage,
  type Shop,
  startShop,
} from './harness.ts';
import { adminToken, pageWithSession } from './orders.ts';

let shop: Shop;
let browser: Browser;
let admin = '';
const { api } = apiClient(() => shop.baseUrl);
const shots = process.env.E2E_SHOTS_DIR;
const url = (path: string) => `${shop.baseUrl}${path}`;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  admin = await adminToken(api);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

type ProductPage = {
  products: { id: number; name: string; productlitres: { pl_id: number; remaining_qty: number }[] }[];
};

/**
 * A new shopper who ticked the offers boxes at signup (reminders go only to those), with two sizes in the cart, last
 * changed five hours ago, reminded by the job: the mailed link.
 */
async function remindedShopper(n: number) {
  const t = `${Date.now().toString(36)}${n}`;
  const account = {
    fullname: `Meera Pillai ${t}`,
    username: `meera.${t}`,
    email: `meera.${t}@example.com`,
    phone: '9876543210',
    password: 'Shop@1234',
    marketingEmail: true,
    marketingMessages: true,
  };
  const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
  const { token } = await api<{ token: string }>('/users/login', {
    body: { email: account.email, password: account.password },
  });
  const { products } = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 50 } });
  const chosen = products
    .flatMap((p) => p.productlitres.filter((s) => s.remaining_qty >= 10).map((s) => ({ p, s })))
    .slice(0, 2);
  for (const [i, { p, s }] of chosen.entries())
    await api('/cart/add', { token, body: { productId: p.id, userId, pl_id: s.pl_id, quantity: i + 1 } });
  await shop.database.db.execute(
    sql`update cart_changes set changed_at = now() - interval '5 hours' where user_id = ${userId}`,
  );
  await runCartReminders({ db: shop.database.db, publicUrl: shop.baseUrl }, new Date());
  const outbox = await api<{ to: string; subject: string; text: string }[]>('/admin/outbox', {
    token: admin,
  });
  const mail = outbox.find((m) => m.to === account.email);
  expect(mail?.subject).toBe('You left something in your cart at Chamak');
  const link = /https?:\/\/\S+\/cart\?restore=[\w-]+/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  // The shopper took the lines out on another device since.
  const lines = await api<{ cartId: number }[]>('/cart/get', { token, body: { userId } });
  for (const line of lines) await api(`/cart/remove/${line.cartId}`, { method: 'DELETE', token });
  return { account, userId, token, link: link!, names: chosen.map(({ p }) => p.name) };
}

describe('abandoned carts', () => {
  it(
    `the mailed link asks a logged-out shopper to log in and brings the cart back (${mobile.width} px)`,
    async () => {
      const viewport = mobile;
      const shopper = await remindedShopper(viewport.width);
      const opened = await openPage(browser, viewport);
      try {
        const { page } = opened;
        await page.goto(shopper.link);
        await page.waitForURL((u) => u.pathname === '/login');
        await page.getByText('Log in to get back the cart you left.').waitFor();
        const form = page.getByRole('form', { name: 'Log in' });
        await form.getByLabel('Email').fill(shopper.account.email);
        await form.getByLabel('Password', { exact: true }).fill(shopper.account.password);
        await form.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL((u) => u.pathname === '/cart', { timeout: 15_000 });
        await page.getByText('Your cart is back.').waitFor();
        const items = page.getByRole('list', { name: 'Cart items' });
        for (const name of shopper.names) await items.getByText(name).first().waitFor();
        expect(new URL(page.url()).search).toBe('');
        await shot(page, `abandoned-cart-restored-${viewport.width}`);
        await expectAccessibleAtBothWidths(page, viewport);
        const cart = await api<{ quantity: number }[]>('/cart/get', {
          token: shopper.token,
          body: { userId: shopper.userId },
        });
        expect(cart.map((l) => l.quantity).sort()).toEqual([1, 2]);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    journey,
  );

  it(
    `Admin → Abandoned Carts lists the reminded carts with value and the recovery rate (${desktop.width} px)`,
    async () => {
      const viewport = desktop;
      const page = await pageWithSession(browser, shop.baseUrl, viewport, {
        token: admin,
        isAdmin: 'true',
      });
      try {
        await page.page.goto(url('/admin/abandoned-carts'));
        await page.page.getByRole('heading', { level: 1, name: 'Abandoned Carts' }).waitFor();
        const table = page.page.getByRole('table', { name: 'Abandoned carts' });
        await table.waitFor();
        const listed = await api<{ carts: { email: string; valuePaise: number }[]; total: number }>(
          '/admin/abandoned-carts',
          { token: admin },
        );
        expect(listed.total).toBeGreaterThanOrEqual(1);
        const first = listed.carts[0]!;
        await table.getByText(first.email).waitFor();
        await table.getByText(formatRupees(first.valuePaise)).first().waitFor();
        await page.page.getByText('Recovery rate').waitFor();
        await shot(page.page, `abandoned-carts-admin-${viewport.width}`);
        await expectAccessibleAtBothWidths(page.page, viewport);

        // Its settings, in Shop Settings.
        await page.page.goto(url('/admin/settings'));
        const section = page.page.getByRole('region', { name: 'Cart reminders' });
        await section.waitFor();
        await expect.poll(() => section.getByLabel('First reminder after').inputValue()).toBe('4');
        if (shots)
          await section.screenshot({ path: `${shots}/cart-reminders-settings-${viewport.width}.png` });
        expect(page.errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
    journey,
  );
});
