// Browser journey of the PIN check (delivery estimates) at 390 px: on a product page a guest types a
// wrong PIN code (told so under the field), then 560001 and reads the delivery dates, cash on delivery and
// its fee; after a reload the PIN code is remembered and answered again. A logged-in shopper finds the same
// PIN code in the cart's check and at checkout, where typing a PIN code fills city and state. The admin's
// zones editor is on Shop Settings. axe-core on the pages at 390 and 1280 px (one load each, the window resized);
// E2E_SHOTS_DIR saves screenshots.
import type { ProductPage } from '@chamak/shared/catalogue';
import { pinCodeMessage } from '@chamak/shared/pin-code';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  expectAccessibleAtBothWidths,
  journey,
  launchBrowser,
  mobile,
  openPage,
  type Shop,
  startShop,
  wait,
} from './harness.ts';
import { adminToken, customerWithOneUnit, pageWithSession } from './orders.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;
let product: { id: number; name: string };

const { api } = apiClient(() => shop!.baseUrl);
const url = (p: string) => `${shop!.baseUrl}${p}`;
const shots = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
};

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const { products } = await api<ProductPage>('/products/getallproducts', {
    body: { page: 1, perPage: 20 },
  });
  const inStock = products.find((p) => p.productlitres.some((s) => s.remaining_qty > 0))!;
  product = { id: inStock.id, name: inStock.name };
  // The first look-up reads the PIN code table: done before the journeys' waits.
  await api('/delivery/estimate?pin=110001');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const checkDelivery = (page: Page) => page.getByRole('region', { name: 'Check delivery' });

describe('Check delivery on the product page', () => {
  // On a phone, where most shoppers are: the steps are the same at 1280 px; axe checks both widths.
  const viewport = mobile;
  it(
    `a guest checks a PIN code and finds it remembered (${viewport.name})`,
    async () => {
      const { page, errors, close } = await openPage(browser!, viewport);
      try {
        await page.goto(url(`/product-details/${product.id}`));
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
        const check = checkDelivery(page);
        await check.scrollIntoViewIfNeeded();
        const field = check.getByLabel('PIN code');
        await field.fill('56001');
        await check.getByRole('button', { name: 'Check' }).click();
        await check.getByText(pinCodeMessage).waitFor();
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        await field.fill('560001');
        await check.getByRole('button', { name: 'Check' }).click();
        await check.getByText(/^Delivery (by|between) /).waitFor(wait);
        expect(await check.getByText('to Bangalore, Karnataka').count()).toBe(1);
        expect(await check.getByText('Cash on delivery available (₹30.00 fee).').count()).toBe(1);
        await shot(page, `pin-product-${viewport.name}`);
        await expectAccessibleAtBothWidths(page, mobile);

        await page.reload();
        await checkDelivery(page)
          .getByText(/^Delivery (by|between) /)
          .waitFor(wait);
        expect(await checkDelivery(page).getByLabel('PIN code').inputValue()).toBe('560001');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('the remembered PIN code in the cart and at checkout', () => {
  // On a phone: the steps are the same at 1280 px; axe checks the checkout at both widths.
  const viewport = mobile;
  it(
    `the cart answers it and the checkout fills city and state (${viewport.name})`,
    async () => {
      const customer = await customerWithOneUnit(api, {
        firstName: 'Ravi',
        lastName: 'Menon',
        address: '',
        apt: '',
        city: '',
        state: '',
        postalCode: '',
      });
      const { page, errors, close } = await pageWithSession(browser!, shop!.baseUrl, viewport, {
        token: customer.token,
        userId: String(customer.userId),
        deliveryPin: '400001',
      });
      try {
        await page.goto(url('/cart'));
        const check = checkDelivery(page);
        await check.getByText('to Mumbai, Maharashtra').waitFor(wait);
        await check.scrollIntoViewIfNeeded();
        await shot(page, `pin-cart-${viewport.name}`);

        await page.goto(url('/checkout'));
        const pin = page.getByLabel(/^PIN Code/);
        await expect.poll(() => pin.inputValue(), wait).toBe('400001');
        await expect.poll(() => page.getByLabel(/^City/).inputValue(), wait).toBe('Mumbai');
        await pin.fill('600001');
        await expect.poll(() => page.getByLabel(/^City/).inputValue(), wait).toBe('Chennai');
        await expect.poll(() => page.getByLabel(/^State/).inputValue(), wait).toBe('Tamil Nadu');
        await pin.scrollIntoViewIfNeeded();
        await shot(page, `pin-checkout-${viewport.name}`);
        await expectAccessibleAtBothWidths(page, mobile);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    'the admin edits the zones on Shop Settings (390 px)',
    async () => {
      const token = await adminToken(api);
      // One width: adding a zone and its message are the same at 1280 px.
      const viewport = mobile;
      const { page, errors, close } = await pageWithSession(browser!, shop!.baseUrl, viewport, {
        token,
        isAdmin: 'true',
      });
      try {
        await page.goto(url('/admin/settings'));
        const zones = page.getByRole('region', { name: 'Delivery zones' });
        await zones.waitFor(wait);
        await zones.getByRole('button', { name: 'Add zone' }).click();
        await zones.getByRole('button', { name: 'Save delivery zones' }).click();
        await zones.getByText('Zone name is required').waitFor();
        await zones.scrollIntoViewIfNeeded();
        await shot(page, `pin-admin-zones-${viewport.name}`);
        if (shots) await zones.screenshot({ path: `${shots}/pin-admin-zones-section-${viewport.name}.png` });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
