// Browser journey of a shopper's cancellation (issue 13 item 4): a shopper pays online through the sandbox, opens
// the order's page, chooses Cancel order, keeps it once, then confirms; the order reads Cancelled, the refund is
// started at once and the sandbox's signed refund.processed webhook marks it refunded, which the page shows after
// a reload. At 1280 and 390 px (E2E_SHOTS_DIR saves screenshots); the API checks what the page did.

import type { ProductPage } from '@chamak/shared/catalogue';
import type { CreatedOrder } from '@chamak/shared/checkout';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  desktop,
  journey,
  launchBrowser,
  mobile,
  type OpenedPage,
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
const shots = process.env.E2E_SHOTS_DIR;

type Customer = { userId: number; token: string };

let serial = 0;
/** A new customer's online order of one unit, paid through the sandbox checkout: the customer and the order id. */
async function paidOrder(): Promise<{ customer: Customer; orderId: number }> {
  serial++;
  const t = `${Date.now().toString(36)}${serial}`;
  const account = {
    fullname: `Asha Pillai ${t}`,
    username: `asha.${t}`,
    email: `asha.${t}@example.com`,
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
  const created = await api<CreatedOrder>('/order/order', {
    token,
    body: {
      firstName: 'Asha',
      lastName: 'Pillai',
      email: account.email,
      phone: '9876543210',
      address: '9 Hill Road',
      apt: 'Flat 1A',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      userId,
      paymentMethod: 'online',
    },
  });
  const proof = await api<Record<string, string>>('/payments/sandbox/pay', {
    token,
    body: { order_id: created.data.order_id },
  });
  await api('/order/verify-payment', { token, body: proof });
  return { customer: { userId, token }, orderId: created.data.orderId };
}

/** A page with a session in localStorage (as a login leaves it), written before any app page runs. */
async function pageWithSession(viewport: Viewport, entries: Record<string, string>): Promise<OpenedPage> {
  const opened = await openPage(browser!, viewport);
  const blank = url('/e2e-session');
  await opened.page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Session</title><link rel="icon" href="data:,">',
    }),
  );
  await opened.page.goto(blank);
  await opened.page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await opened.page.unroute(blank);
  return opened;
}

describe('shopper cancellation', () => {
  for (const viewport of [desktop, mobile])
    it(
      `the shopper cancels a paid order and sees it refunded (${viewport.width} px)`,
      async () => {
        const { customer, orderId } = await paidOrder();
        const order = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
        expect(order).toMatchObject({ paymentStatus: 'paid', cancellable: true });
        const total = formatRupees(Math.round(order.totalPrice * 100));

        const shopper = await pageWithSession(viewport, {
          token: customer.token,
          userId: String(customer.userId),
        });
        try {
          const { page } = shopper;
          await page.goto(url(`/track-order?tab=orders&order=${orderId}`));
          await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
          await page.getByText(/You can cancel this order until/).waitFor();
          if (shots) await page.screenshot({ path: `${shots}/cancel-offered-${viewport.width}.png` });
          await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
          await dialog.getByText(`The ${total} you paid is refunded in full`, { exact: false }).waitFor();
          await dialog.getByRole('button', { name: 'Keep the order' }).click();
          await dialog.waitFor({ state: 'hidden' });
          expect((await api<Order>(`/order/get/${orderId}`, { token: customer.token })).status).toBe(1);

          await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
          if (shots) await page.screenshot({ path: `${shots}/cancel-dialog-${viewport.width}.png` });
          await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
          await dialog.waitFor({ state: 'hidden' });
          const list = page.getByRole('list', { name: `Refunds of order #${orderId}` });
          await list.getByText(total, { exact: true }).waitFor();
          await expect(page.getByRole('button', { name: 'Cancel order', exact: true }).count()).resolves.toBe(
            0,
          );
          await expect
            .poll(
              async () =>
                (await api<Order>(`/order/get/${orderId}`, { token: customer.token })).paymentStatus,
              wait,
            )
            .toBe('refunded');
          await page.reload();
          await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
          await page.getByText('Cancelled', { exact: true }).first().waitFor();
          await list.getByText('Refunded', { exact: true }).waitFor();
          await list.getByText(/^Refund id rfnd_sbx/).waitFor();
          if (shots)
            await page.screenshot({ path: `${shots}/cancel-refunded-${viewport.width}.png`, fullPage: true });
          expect(shopper.errors).toEqual([]);
        } finally {
          await shopper.close();
        }
        const after = await api<Order>(`/order/get/${orderId}`, { token: adminToken });
        expect(after).toMatchObject({
          status: 11,
          paymentStatus: 'refunded',
          cancellable: false,
          refundable: 0,
        });
        expect(after.refunds).toHaveLength(1);
      },
      journey,
    );
});
