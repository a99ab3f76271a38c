// What the checkout journeys share (phone-checkout, returning-shopper): a guest's cart with one product, the
// shopper's hands (each field typed into, each tap, counted), the pages shown, and the checkout form's fields.
import type { CheckoutField } from '@chamak/shared/checkout';
import { checkoutFieldLabels } from '@chamak/shared/checkout';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiClient } from './harness.ts';

type Product = { id: number; name: string; productlitres: { pl_id: number; remaining_qty: number }[] };

/** What the shopper does by hand from Proceed to Checkout on: each field typed into, each tap. */
export function shopperHands() {
  const typed: string[] = [];
  const taps: string[] = [];
  return {
    typed,
    taps,
    async type(field: Locator, name: string, value: string) {
      await field.fill(value);
      typed.push(name);
    },
    async tap(target: Locator, name: string) {
      await target.click();
      taps.push(name);
    },
  };
}
export type ShopperHands = ReturnType<typeof shopperHands>;

/**
 * A product with stock, added as a guest from its page; the guest lands in the cart (SPEC section 9), not signed in.
 * Answers the cart's Proceed to Checkout button.
 */
export async function addAsGuest(page: Page, baseUrl: string): Promise<Locator> {
  const { api } = apiClient(() => baseUrl);
  const { products } = await api<{ products: Product[] }>('/products/getallproducts', {
    body: { page: 1, perPage: 100 },
  });
  const product = products.find((p) => (p.productlitres[0]?.remaining_qty ?? 0) >= 5)!;
  await page.goto(`${baseUrl}/product-details/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await page.waitForURL((u) => u.pathname === '/cart');
  const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
  await proceed.waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  return proceed;
}

/** A field of the checkout form, by SPEC's label. */
export const checkoutField = (form: Locator, name: CheckoutField) =>
  form.getByRole('textbox', { name: checkoutFieldLabels[name], exact: true });

/** The pages the app shows from now on, by path: full loads and the app's own (history) navigations alike. */
export function pagesShown(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (paths.at(-1) !== path) paths.push(path);
  });
  return paths;
}

/**
 * Taps Proceed to Checkout and counts from there: full page loads, the pages shown, the shopper's hands and the
 * seconds since the tap.
 */
export async function proceedCounting(page: Page, proceed: Locator) {
  let loads = 0;
  page.on('load', () => loads++);
  const shown = pagesShown(page);
  const hands = shopperHands();
  const started = Date.now();
  await hands.tap(proceed, 'Proceed to Checkout');
  return { hands, shown, loads: () => loads, seconds: () => (Date.now() - started) / 1000 };
}
