// Long translations hold the layout (decision 0333): a product and its category given very long Hindi names
// through the back-office's Translations API (one of them a single word longer than a phone's card) leave the
// Hindi listing and product page without a sideways scroll, and keep the product card's words inside the card,
// at 390 and 1280 px. E2E_SHOTS_DIR saves screenshots.
import type { ProductPage } from '@chamak/shared/catalogue';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, journey, launchBrowser, openPage, type Shop, startShop, viewports } from './harness.ts';
import { adminToken } from './orders.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;
const { api } = apiClient(() => shop!.baseUrl);
const shots = process.env.E2E_SHOTS_DIR;

/** A word with no break in it, as long as a German compound; and a name up to the 200 characters allowed. */
const longWord = 'अतिसूक्ष्मजीवाणुनाशकसुगंधितबहुउपयोगीसतहसफ़ाईद्रव्यसांद्रित';
const productName =
  `${longWord} चमकदार फ़र्श, रसोई, बाथरूम और हर सतह के लिए नीम और नींबू की ख़ुशबू वाला बहुत लंबा नाम जो कार्ड में कई पंक्तियों तक जाता है`.slice(
    0,
    200,
  );
const categoryName =
  `घर की सफ़ाई के सभी सांद्रित उत्पाद, ${longWord} और फ़र्श, रसोई व बाथरूम के लिए रिफ़िल पैक वाली बहुत लंबी श्रेणी`.slice(
    0,
    200,
  );

let productId = 0;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const page = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 1 } });
  const product = page.products[0]!;
  productId = product.id;
  const token = await adminToken(api);
  await api(`/admin/translations/product/${productId}`, {
    method: 'PUT',
    token,
    body: { language: 'hi', name: productName },
  });
  await api(`/admin/translations/category/${product.categoryId}`, {
    method: 'PUT',
    token,
    body: { language: 'hi', name: categoryName },
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** How far the page reaches past the window's right edge (0: no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The boxes of an element's words and parts that leave `container` (1 px of rounding allowed), and the elements
 * whose own text is wider than their box; what a clamped block hides (its lines past the clamp) is not counted.
 */
async function outside(page: Page, container: string, within: string) {
  return page.evaluate(
    ({ container, within }) => {
      const box = document.querySelector(container)?.closest(within);
      if (!box) return ['no card'];
      const outer = box.getBoundingClientRect();
      const found: string[] = [];
      for (const el of box.querySelectorAll<HTMLElement>('*')) {
        if (el.closest('.sr-only') || el.getClientRects().length === 0) continue;
        const clamped = el.parentElement?.closest<HTMLElement>('[class*="line-clamp"]');
        const r = clamped ? clamped.getBoundingClientRect() : el.getBoundingClientRect();
        const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 30)}"`;
        if (
          r.left < outer.left - 1 ||
          r.right > outer.right + 1 ||
          r.top < outer.top - 1 ||
          r.bottom > outer.bottom + 1
        )
          found.push(`${name} outside the card`);
        if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto')
          found.push(`${name} wider than its box (${el.scrollWidth} > ${el.clientWidth})`);
      }
      return found;
    },
    { container, within },
  );
}

/** Where the filter panel's words `text` leave the panel, when the panel shows them. */
function panelOverflow(page: Page, text: string) {
  return page.evaluate((text) => {
    const panel = document.querySelector('aside');
    const words = [...(panel?.querySelectorAll<HTMLElement>('label') ?? [])].find(
      (l) => l.textContent === text,
    );
    if (!panel || !words || words.getClientRects().length === 0) return [];
    const outer = panel.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(words);
    const r = range.getBoundingClientRect();
    return r.left < outer.left - 1 || r.right > outer.right + 1
      ? [`"${text.slice(0, 30)}" outside the panel`]
      : [];
  }, text);
}

describe('long Hindi names', () => {
  for (const viewport of viewports) {
    it(
      `keep the listing and the product page within the screen at ${viewport.width} px`,
      async () => {
        const { page, errors, close } = await openPage(browser!, viewport);
        try {
          await page.goto(`${shop!.baseUrl}/hi/products`);
          const link = page.locator(`article a[href="/hi/product-details/${productId}"]`).last();
          await expect.poll(() => link.textContent()).toBe(productName);
          // The filter panel names the category (on a phone, behind its button).
          await page.getByText(categoryName).first().waitFor({ state: 'attached' });
          if (shots) await page.screenshot({ path: `${shots}/long-names-list-${viewport.width}.png` });
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          expect(
            await outside(page, `article a[href="/hi/product-details/${productId}"]`, 'article'),
          ).toEqual([]);
          // The filter panel's choice of the category stays inside the panel (shown beside the list on a desktop).
          expect(await panelOverflow(page, categoryName)).toEqual([]);

          await page.goto(`${shop!.baseUrl}/hi/product-details/${productId}`);
          const heading = page.getByRole('heading', { level: 1 });
          await expect.poll(() => heading.textContent()).toBe(productName);
          await page.getByRole('link', { name: categoryName }).first().waitFor({ state: 'attached' });
          if (shots) await page.screenshot({ path: `${shots}/long-names-product-${viewport.width}.png` });
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          const fits = await heading.evaluate((h) => {
            const r = h.getBoundingClientRect();
            return {
              inside: r.left >= 0 && r.right <= window.innerWidth,
              wide: h.scrollWidth - h.clientWidth,
            };
          });
          expect(fits).toEqual({ inside: true, wide: 0 });
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
  }
});
