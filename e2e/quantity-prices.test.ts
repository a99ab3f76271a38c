// Browser journey of quantity prices and cartons (decision 0341): the admin gives a size prices at 6+ and 24+ units
// and a carton of 12 in the product form (a 6+ price above the single-unit price is refused in the form first);
// a guest sees "6+ units ₹X each" and "24+ units ₹Y each" on the product page, the tier the quantity reaches
// marked, adds a carton, and the cart prices its 12 units at the 6+ price. The journey runs once: the admin's form
// at 1280 px, the guest's pages at 390 px. The layout is checked at both widths by resizing the same page: axe on
// the product page and the cart, and E2E_SHOTS_DIR's screenshots of the form, the product page and the cart. The
// API checks what the pages did.
import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
import { formatRupees } from '@chamak/shared/money';
import { quantityPriceMessages } from '@chamak/shared/quantity-prices';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  atBothWidths,
  desktop,
  expectAccessibleAtBothWidths,
  journey,
  mobile,
  type Viewport,
  wait,
} from './harness.ts';
import { adminJourney } from './journey.ts';

const { url, api, shots, adminToken, pageWithSession } = adminJourney();
/** E2E_SHOTS_DIR's screenshots of the page at its own width and the other one (resized, not loaded again). */
const shotsAtBothWidths = async (
  page: Page,
  name: string,
  viewport: Viewport,
  fullPage = false,
  before?: () => Promise<void>,
) => {
  if (!shots) return;
  await atBothWidths(page, viewport, async (v) => {
    await before?.();
    await page.screenshot({ path: `${shots}/${name}-${v.width}.png`, fullPage });
  });
};

/** The n-th product of the demo shop whose first size costs ₹100 or more and has 30 units or more in stock. */
async function productWithStock(n: number): Promise<ProductDetails> {
  const { products } = await api<ProductPage>('/products/getallproducts', {
    body: { page: 1, perPage: 100 },
  });
  let found = 0;
  for (const p of products) {
    const details = await api<ProductDetails>(`/products/${p.id}`);
    const first = details.productlitres[0];
    if (first && first.discounted_price >= 100 && first.remaining_qty >= 30 && found++ === n) return details;
  }
  throw new Error('no such product in the demo shop');
}

describe('quantity prices and cartons', () => {
  it(
    'the admin sets 6+ and 24+ prices and a carton (1280 px); a guest sees them on the product page and the cart charges them (390 px)',
    async () => {
      const product = await productWithStock(0);
      const size = product.productlitres[0]!;
      const six = Math.floor(size.discounted_price * 0.9);
      const twentyFour = Math.floor(size.discounted_price * 0.8);

      // 1. The admin's product form: a tier above the price is refused, then 6+, 24+ and a carton of 12 saved.
      const admin = await pageWithSession(desktop, { token: adminToken(), isAdmin: 'true' });
      try {
        const { page } = admin;
        await page.goto(url(`/admin/products?edit=${product.id}`));
        const form = page.getByRole('dialog', { name: 'Edit Product', exact: true });
        await expect
          .poll(() => form.getByLabel('Name *', { exact: true }).inputValue(), wait)
          .toBe(product.name);
        const add = form.getByRole('button', { name: 'Add a quantity price' }).first();
        await add.click();
        await add.click();
        await form.getByLabel('From (units)').nth(0).fill('6');
        await form
          .getByLabel('Price each (₹)')
          .nth(0)
          .fill(String(size.discounted_price + 1));
        await form.getByLabel('From (units)').nth(1).fill('24');
        await form.getByLabel('Price each (₹)').nth(1).fill(String(twentyFour));
        await form.getByLabel('Carton (units)').first().fill('12');
        await form.getByRole('button', { name: 'Save Product' }).click();
        const refusal = quantityPriceMessages.notBelowPrice(6);
        await form.getByText(refusal).first().waitFor(wait);
        expect((await api<ProductDetails>(`/products/${product.id}`)).productlitres[0]!.priceTiers).toEqual(
          [],
        );

        await form.getByLabel('Price each (₹)').nth(0).fill(String(six));
        await shotsAtBothWidths(page, 'quantity-prices-admin', desktop, false, () =>
          form.getByRole('button', { name: 'Add a quantity price' }).first().scrollIntoViewIfNeeded(),
        );
        await form.getByRole('button', { name: 'Save Product' }).click();
        await form.waitFor({ state: 'hidden', ...wait });
        const saved = (await api<ProductDetails>(`/products/${product.id}`)).productlitres[0]!;
        expect(saved.priceTiers).toEqual([
          { minUnits: 6, unitPaise: six * 100 },
          { minUnits: 24, unitPaise: twentyFour * 100 },
        ]);
        expect(saved.cartonUnits).toBe(12);
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.close();
      }

      // 2. A guest's product page: the tiers, the one the quantity reaches marked, and Add a carton (12).
      const guest = await pageWithSession(mobile, {});
      try {
        const { page } = guest;
        await page.goto(url(`/product-details/${product.id}`));
        await page.getByRole('heading', { name: product.name, level: 1 }).waitFor(wait);
        const tiers = page.getByRole('heading', { name: 'Buy more, pay less' }).locator('xpath=..');
        const chips = tiers.getByRole('listitem');
        await expect
          .poll(() => chips.allInnerTexts(), wait)
          .toEqual([
            `6+ units ${formatRupees(six * 100)} each`,
            `24+ units ${formatRupees(twentyFour * 100)} each`,
          ]);
        expect(await tiers.locator('[aria-current="true"]').count()).toBe(0);
        const quantity = page.getByLabel('Quantity', { exact: true });
        await quantity.fill('24');
        await quantity.press('Tab');
        await expect.poll(() => tiers.locator('[aria-current="true"]').innerText(), wait).toContain('24+');
        const carton = page.getByRole('button', { name: 'Add a carton (12)' });
        await carton.waitFor(wait);
        await shotsAtBothWidths(page, 'quantity-prices-product', mobile, true);
        await expectAccessibleAtBothWidths(page, mobile);

        // 3. A carton in the cart: 12 units at the 6+ price, in the line and the subtotal.
        await carton.click();
        await page.waitForURL((u) => u.pathname === '/cart', wait);
        const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first();
        await expect.poll(() => line.locator('input').first().inputValue(), wait).toBe('12');
        await line
          .getByText(formatRupees(six * 100), { exact: true })
          .first()
          .waitFor(wait);
        await line.getByText('Quantity price', { exact: true }).waitFor(wait);
        const quote = await api<{
          lines: { unitPaise: number; quantity: number }[];
          subtotalPaise: number;
        }>('/cart/quote', {
          body: { cartDatas: [{ productId: product.id, pl_id: size.pl_id, quantity: 12 }] },
        });
        expect(quote.lines[0]).toMatchObject({ unitPaise: six * 100, quantity: 12 });
        await page.getByText(formatRupees(quote.subtotalPaise), { exact: true }).first().waitFor(wait);
        await shotsAtBothWidths(page, 'quantity-prices-cart', mobile, true);
        await expectAccessibleAtBothWidths(page, mobile);
        expect(guest.errors).toEqual([]);
      } finally {
        await guest.close();
      }
    },
    journey,
  );
});
