// A shopper reads the shop in Hindi on a phone (390 px): from the Hindi home page to a product, Add to Cart, the
// cart, the sign-in by mobile number on /hi/checkout, the address and a cash-on-delivery order, to its
// confirmation page and its GST invoice (Hindi beside English), every step in Hindi (the labels are found by
// their Hindi, from the catalogue the build compiled), the order the API then holds.
import { readFile } from 'node:fs/promises';
import { checkoutFieldLabels } from '@chamak/shared/checkout';
import { hi } from '@chamak/shared/i18n/hi/index';
import type { Order } from '@chamak/shared/orders';
import type { Browser } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiedText } from '../apps/api/src/test/pdf-text.ts';
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
const url = (path: string) => `${shop!.baseUrl}${path}`;

/** A text as a Hindi page shows it. */
const h = (english: string) => {
  const text = hi[english];
  if (!text) throw new Error(`No Hindi for "${english}"`);
  return text;
};

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

type Product = { id: number; name: string; productlitres: { remaining_qty: number }[] };

describe('the shop in Hindi on a phone', () => {
  it(
    'takes a new shopper from the home page to a placed cash-on-delivery order and its confirmation',
    async () => {
      const phone = `9${String(Date.now()).slice(-9)}`;
      const { products } = await api<{ products: Product[] }>('/products/getallproducts', {
        body: { page: 1, perPage: 100 },
      });
      const product = products.find((p) => (p.productlitres[0]?.remaining_qty ?? 0) >= 5)!;
      const { page, errors, close } = await openPage(browser!, mobile);
      try {
        await page.goto(url('/hi/'));
        expect(await page.locator('html').getAttribute('lang')).toBe('hi');
        await page.getByRole('button', { name: h('Open menu') }).click();
        await page
          .getByRole('navigation', { name: h('Main') })
          .getByRole('link', { name: h('All Product') })
          .click();
        await page.waitForURL(url('/hi/products'), wait);

        await page.goto(url(`/hi/product-details/${product.id}`));
        await page
          .getByRole('button', { name: h('Add to Cart'), exact: true })
          .first()
          .click();
        await page.waitForURL((u) => u.pathname === '/hi/cart', wait);
        await page.getByRole('button', { name: h('Proceed to Checkout') }).click();
        await page.waitForURL((u) => u.pathname === '/hi/checkout', wait);

        const step = page.getByRole('form', { name: h('Sign in with mobile number') });
        await step.waitFor();
        await step
          .getByRole('textbox', { name: h('Mobile number') })
          .fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
        await step.getByRole('button', { name: h('Send code') }).click();
        await step.getByRole('textbox', { name: h('6-digit code') }).fill('123456');

        const form = page.getByRole('form', { name: h('Checkout') });
        await form.waitFor();
        const field = (name: keyof typeof checkoutFieldLabels) =>
          form.getByRole('textbox', { name: h(checkoutFieldLabels[name]), exact: true });
        await field('postalCode').fill('110001');
        await expect.poll(() => field('city').inputValue(), wait).not.toBe('');
        await field('firstName').fill('Meera');
        await field('lastName').fill('Iyer');
        await field('email').fill(`meera.${phone}@example.com`);
        await field('address').fill('21 Janpath');
        await field('apt').fill('Flat 5C');
        const cash = form.getByRole('radio', { name: new RegExp(`^${h('Cash on delivery')}`) });
        await expect.poll(() => cash.isEnabled(), wait).toBe(true);
        await cash.check();
        await form.getByRole('button', { name: h('Place Order') }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/hi/order-confirmation/'), wait);
        expect(await page.locator('html').getAttribute('lang')).toBe('hi');

        const orderId = Number(new URL(page.url()).pathname.split('/').pop());
        const session = await page.evaluate(() => ({
          token: localStorage.getItem('token'),
          userId: localStorage.getItem('userId'),
        }));
        const orders = await api<Order[]>(`/order/getuserorder/${session.userId}`, { token: session.token });
        expect(orders.map((o) => o.id)).toEqual([orderId]);
        expect(orders[0]).toMatchObject({ paymentMethod: 'cod', phone });
        // The confirmation page in Hindi: no English heading of the page's own.
        const main = (await page.locator('main').textContent()) ?? '';
        expect(main).toMatch(/[\u0900-\u097F]/);
        if (process.env.E2E_SHOTS_DIR)
          await page.screenshot({
            path: `${process.env.E2E_SHOTS_DIR}/hindi-confirmation-390.png`,
            fullPage: true,
          });

        // Its GST invoice, from the Hindi order page: the fixed words in Hindi beside the English.
        await page.goto(url(`/hi/track-order?tab=orders&order=${orderId}`));
        const number = orders[0]!.invoice?.number;
        expect(number).toMatch(/^CH\//);
        await page.getByText(number!, { exact: true }).waitFor();
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: h('Download invoice') }).click(),
        ]);
        const pdf = await readFile(await file.path());
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
        expect(text).toContain('TAX INVOICE');
        expect(text).toContain(number);
        const hindi = copiedText(pdf);
        for (const words of ['कर बीजक', 'दिनांक', 'अधिकृत हस्ताक्षरकर्ता']) expect(hindi).toContain(words);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
