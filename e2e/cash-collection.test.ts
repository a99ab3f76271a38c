// Browser journey of cash collection (issue 13 item 3): a delivered cash-on-delivery order shows on the dashboard
// as COD outstanding; the admin follows the link to the delivered COD orders, opens the order, marks its cash
// collected, and the dashboard no longer counts it. At 1280 and 390 px; the API checks what the pages did.

import type { ProductPage } from '@chamak/shared/catalogue';
import type { DashboardView } from '@chamak/shared/dashboard';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  desktop,
  journey,
  launchBrowser,
  mobile,
  openPage,
  type Shop,
  startShop,
  type Viewport,
  wait,
} from './harness.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;
let adminToken = '';

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  adminToken = (
    await api<{ token: string }>('/users/login', {
      body: { email: 'admin@chamak.example', password: 'Admin@12345' },
    })
  ).token;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const url = (p: string) => `${shop!.baseUrl}${p}`;
const { api } = apiClient(() => shop!.baseUrl);
const asAdmin = <T = unknown>(p: string, options: { method?: string; body?: unknown } = {}) =>
  api<T>(p, { ...options, token: adminToken });

let serial = 0;
/** A new customer's cash-on-delivery order of one unit, delivered by hand: its id. */
async function deliveredCodOrder(): Promise<number> {
  serial++;
  const t = `${Date.now().toString(36)}${serial}`;
  const account = {
    fullname: `Ravi Menon ${t}`,
    username: `ravi.${t}`,
    email: `ravi.${t}@example.com`,
    phone: '9876543210',
    password: 'Shop@1234',
  };
  const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
  const { token } = await api<{ token: string }>('/users/login', {
    body: { email: account.email, password: account.password },
  });
  const { products } = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 50 } });
  const product = products.find((p) => p.productlitres.some((s) => s.remaining_qty >= 10))!;
  const size = product.productlitres.find((s) => s.remaining_qty >= 10)!;
  await api('/cart/add', { token, body: { productId: product.id, userId, pl_id: size.pl_id, quantity: 1 } });
  const { orderId } = await api<{ orderId: number }>('/order/verify-payment', {
    token,
    body: {
      firstName: 'Ravi',
      lastName: 'Menon',
      email: account.email,
      phone: '9876543210',
      address: '4 Beach Road',
      apt: 'House 2',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600001',
      userId,
      paymentMethod: 'cod',
    },
  });
  await asAdmin(`/order/${orderId}/shipment`, { method: 'PATCH', body: { status: 7 } });
  return orderId;
}

/** A page logged in as the admin, opened at `at` (the session written where a login would put it). */
async function adminPage(viewport: Viewport, at: string) {
  const opened = await openPage(browser!, viewport);
  const blank = url('/e2e-session');
  await opened.page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Session</title><link rel="icon" href="data:,">',
    }),
  );
  await opened.page.goto(blank);
  await opened.page.evaluate((token) => {
    localStorage.clear();
    localStorage.setItem('token', token);
    localStorage.setItem('isAdmin', 'true');
  }, adminToken);
  await opened.page.unroute(blank);
  await opened.page.goto(url(at));
  return opened;
}

const cashCard = (page: Page) => page.getByRole('region', { name: 'Cash and returns' });

describe('cash collection', () => {
  for (const viewport of [desktop, mobile])
    it(
      `the admin sees the cash outstanding and marks a delivered order's cash collected (${viewport.width} px)`,
      async () => {
        const orderId = await deliveredCodOrder();
        const before = (await asAdmin<DashboardView>('/admin/dashboard')).codOutstanding;
        expect(before.orders).toBeGreaterThanOrEqual(1);
        const { page, errors, close } = await adminPage(viewport, '/admin');
        try {
          const card = cashCard(page);
          await card.getByText(formatRupees(Math.round(before.amount * 100)), { exact: true }).waitFor();
          await card.getByRole('link', { name: 'Delivered COD orders' }).click();
          await page.waitForURL((u) => u.pathname === '/admin/orders' && u.search.includes('status=7'));
          await page.goto(url(`/admin/orders?order=${orderId}`));
          const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
          await modal.getByRole('button', { name: 'Mark cash collected' }).click();
          await modal.getByRole('status').filter({ hasText: 'Cash collected' }).waitFor();
          await expect
            .poll(async () => (await asAdmin<Order>(`/order/get/${orderId}`)).paymentStatus, wait)
            .toBe('cod_collected');
          await expect(modal.getByRole('button', { name: 'Mark cash collected' }).count()).resolves.toBe(0);
          await modal.getByText('Cash on Delivery · Cash collected').waitFor();

          const after = (await asAdmin<DashboardView>('/admin/dashboard')).codOutstanding;
          expect(after.orders).toBe(before.orders - 1);
          await page.goto(url('/admin'));
          await cashCard(page)
            .getByText(after.orders === 0 ? 'No delivered order waits for its cash.' : /awaiting cash/)
            .waitFor();
          await cashCard(page)
            .getByText(formatRupees(Math.round(after.amount * 100)), { exact: true })
            .waitFor();
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});
