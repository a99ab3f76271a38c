// A product's attributes in Hindi (migration 0042): the scent saved through the back-office's Translations API and
// the demo shop's Hindi country of origin are what the Hindi product page says, server-rendered (its structured
// data's country too) and in a phone's browser at 390 px, while the untranslated ingredients read in English; the
// English page keeps its English. E2E_SHOTS_DIR saves screenshots of the page and of the admin's translation card
// at 1280 and 390 px.
import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
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
  viewports,
  wait,
} from './harness.ts';
import { adminToken, pageWithSession } from './orders.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;
const { api } = apiClient(() => shop!.baseUrl);
const shots = process.env.E2E_SHOTS_DIR;

const scent = 'खट्टा-मीठा नींबू और संतरा';
let product: ProductDetails;
let token = '';

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const page = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 1 } });
  product = await api<ProductDetails>(`/products/${page.products[0]!.id}`);
  token = await adminToken(api);
  // The scent typed by the admin; the ingredients left untranslated.
  await api(`/admin/translations/product/${product.id}`, {
    method: 'PUT',
    token,
    body: { language: 'hi', scent, ingredients: '' },
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** Text as the server's HTML writes it. */
const html = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

describe("a product's attributes on its Hindi page", () => {
  it('are server-rendered in Hindi where translated and in English where not, structured data too', async () => {
    const response = await fetch(`${shop!.baseUrl}/hi/product-details/${product.id}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<dd class="text-slate-700">${html(scent)}</dd>`);
    // The demo shop's Hindi country of origin, in the Overview and the structured data.
    expect(page).toContain('<dd class="text-slate-700">भारत</dd>');
    expect(page).toContain('"countryOfOrigin":"भारत"');
    // Untranslated: the English ingredients, never a blank.
    expect(product.ingredients).not.toBe('');
    expect(page).toContain(html(product.ingredients));
    // The English page keeps its English.
    const english = await (await fetch(`${shop!.baseUrl}/product-details/${product.id}`)).text();
    expect(english).toContain(`<dd class="text-slate-700">${html(product.scent)}</dd>`);
    expect(english).not.toContain(scent);
  });

  it(
    `shows the Hindi scent in a phone's browser (${mobile.width} px), and the page and the admin's card at both widths`,
    async () => {
      const { page, errors, close } = await openPage(browser!, mobile);
      try {
        await page.goto(`${shop!.baseUrl}/hi/product-details/${product.id}`);
        const overview = page.locator('dl').filter({ hasText: scent });
        await overview.getByText(scent, { exact: true }).waitFor(wait);
        expect(await overview.getByText(scent, { exact: true }).isVisible()).toBe(true);
        expect(await overview.getByText(product.ingredients, { exact: true }).isVisible()).toBe(true);
        // Nothing reaches past the phone's width.
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
        if (shots)
          for (const viewport of viewports) {
            await page.setViewportSize({ width: viewport.width, height: viewport.height });
            await overview.scrollIntoViewIfNeeded();
            await page.screenshot({ path: `${shots}/hindi-product-attributes-${viewport.width}.png` });
          }
      } finally {
        await close();
      }

      if (!shots) return;
      for (const viewport of viewports) {
        const admin = await pageWithSession(browser!, shop!.baseUrl, viewport, { token, isAdmin: 'true' });
        try {
          await admin.page.goto(
            `${shop!.baseUrl}/admin/translations?search=${encodeURIComponent(product.name)}`,
          );
          const card = admin.page.getByRole('form', { name: `${product.name} in Hindi` });
          const field = card.getByRole('textbox', { name: 'Scent in Hindi' });
          await field.waitFor(wait);
          expect(await field.inputValue()).toBe(scent);
          await field.scrollIntoViewIfNeeded();
          await admin.page.screenshot({
            path: `${shots}/admin-attribute-translations-${viewport.width}.png`,
          });
        } finally {
          await admin.close();
        }
      }
    },
    journey,
  );
});
