// Browser journey of the delivery promise at 390 px, where shoppers mostly are (decision 0295; the steps are the
// same at 1280 px): for PIN code 411045 the product page, the cart, the checkout's summary, the confirmation
// page and the confirmation mail all say the same delivery dates, the ones the delivery module's estimate gives
// and the order keeps. axe-core on the pages at 390 and 1280 px; E2E_SHOTS_DIR saves screenshots.
import type { CartItem } from '@chamak/shared/cart';
import type { DeliveryEstimate } from '@chamak/shared/delivery-estimate';
import type { Order } from '@chamak/shared/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  expectAccessibleAtBothWidths,
  journey,
  launchBrowser,
  mobile,
  type Shop,
  startShop,
  type Viewport,
  wait,
} from './harness.ts';
import { type Address, adminToken, customerWithOneUnit, pageWithSession } from './orders.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  // The first look-up reads the PIN code table: done before the journeys' waits.
  await api('/delivery/estimate?pin=411045');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const url = (p: string) => `${shop!.baseUrl}${p}`;
const { api } = apiClient(() => shop!.baseUrl);
const shots = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string, viewport: Viewport, fullPage = false) => {
  if (shots) await page.screenshot({ path: `${shots}/promise-${name}-${viewport.width}.png`, fullPage });
};

const pune: Address = {
  firstName: 'Rohan',
  lastName: 'Kulkarni',
  address: '22 Baner Road',
  apt: 'Flat 7',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411045',
};

const dates = /Delivery (between|by) \w{3}, \d{1,2} \w{3}( and \w{3}, \d{1,2} \w{3})?/;
const checkDelivery = (page: Page) => page.getByRole('region', { name: 'Check delivery' });

describe('one delivery promise', () => {
  it(
    `the product page, cart, checkout, confirmation and mail say the same dates (${mobile.width} px)`,
    async () => {
      const viewport = mobile;
      const customer = await customerWithOneUnit(api, pune);
      const [line] = await api<CartItem[]>('/cart/get', {
        token: customer.token,
        body: { userId: customer.userId },
      });
      const expected = await api<DeliveryEstimate>(
        `/delivery/estimate?pin=${pune.postalCode}&productId=${line!.productId}`,
      );
      expect(expected.message).toMatch(dates);
      const opened = await pageWithSession(browser!, shop!.baseUrl, viewport, {
        token: customer.token,
        userId: String(customer.userId),
        deliveryPin: pune.postalCode,
      });
      try {
        const { page, errors } = opened;
        const said: string[] = [];

        await page.goto(url(`/product-details/${line!.productId}`));
        const onProduct = checkDelivery(page).getByText(dates);
        await onProduct.waitFor(wait);
        said.push(dates.exec((await onProduct.textContent()) ?? '')![0]);
        await checkDelivery(page).scrollIntoViewIfNeeded();
        await shot(page, 'product', viewport);

        await page.goto(url('/cart'));
        const inCart = checkDelivery(page).getByText(dates);
        await inCart.waitFor(wait);
        said.push(dates.exec((await inCart.textContent()) ?? '')![0]);
        await checkDelivery(page).scrollIntoViewIfNeeded();
        await shot(page, 'cart', viewport);
        await expectAccessibleAtBothWidths(page, viewport);

        await page.goto(url('/checkout'));
        const form = page.getByRole('form', { name: 'Checkout' });
        const field = (name: string) => form.getByRole('textbox', { name, exact: true });
        await expect.poll(() => field('Email').inputValue(), wait).toBe(customer.email);
        await field('Address').fill(pune.address);
        await field('Apartment, suite, landmark').fill(pune.apt);
        await field('City').fill(pune.city);
        await expect.poll(() => field('PIN Code').inputValue(), wait).toBe(pune.postalCode);
        // Where the state is still a choice rather than set by the PIN code, choose it.
        const stateChoice = form.getByRole('combobox', { name: 'State', exact: true });
        if ((await stateChoice.count()) > 0) await stateChoice.selectOption(pune.state);
        const summary = page.getByRole('region', { name: 'Order Summary' });
        const atCheckout = summary.getByText(dates);
        await atCheckout.waitFor(wait);
        said.push(dates.exec((await atCheckout.textContent()) ?? '')![0]);
        await form.getByRole('radio', { name: /^Cash on delivery/ }).check();
        await summary.scrollIntoViewIfNeeded();
        await shot(page, 'checkout', viewport);
        await form.getByRole('button', { name: 'Place Order' }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
        const orderId = Number(new URL(page.url()).pathname.split('/').pop());
        const confirmed = page.locator('main').getByText(dates);
        await confirmed.waitFor(wait);
        said.push(dates.exec((await confirmed.textContent()) ?? '')![0]);
        await shot(page, 'confirmation', viewport, true);
        await expectAccessibleAtBothWidths(page, viewport);

        const order = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
        const outbox = await api<{ subject: string; text: string }[]>('/admin/outbox', {
          token: await adminToken(api),
        });
        const mail = outbox.find((m) => m.subject.includes(`order #${orderId} is confirmed`));
        said.push(dates.exec(mail?.text ?? '')?.[0] ?? 'no dates in the mail');

        expect(said).toEqual(Array(5).fill(expected.message));
        expect(order.promisedDelivery).toMatchObject({
          from: expected.from,
          to: expected.to,
          message: expected.message,
        });
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    journey,
  );
});
