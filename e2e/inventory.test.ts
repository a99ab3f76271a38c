// Admin → Inventory in the browser at desktop and phone widths: a size found by its SKU, its stock adjusted with a
// note (the ledger's newest row says Adjustment −2 and the stock follows), a stock-take file with a bad row refused
// naming row and column, then a good one previewed (the difference shown, nothing changed) and applied; the page
// does not spill sideways and axe finds nothing serious at either width. The product form's SKU, GTIN, threshold and
// weight of a size, a wrong check digit refused in the form, and the size then on the dashboard's card of sizes
// below their threshold. E2E_SHOTS_DIR saves screenshots.
import type { InventorySize, InventorySizesPage, StockLedgerPage } from '@chamak/shared/inventory';
import { describe, expect, it } from 'vitest';
import { desktop, expectAccessibleAtBothWidths, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const shop = adminJourney();

const sizeNow = async (sizeId: number) =>
  (await shop.asAdmin<StockLedgerPage>(`/admin/inventory/sizes/${sizeId}/movements?pageSize=1`)).size;

describe('the Inventory page', () => {
  for (const [n, viewport] of [desktop, mobile].entries())
    it(
      `adjusts a size's stock and applies a stock-take at ${viewport.width} px`,
      async () => {
        const all = await shop.asAdmin<InventorySizesPage>('/admin/inventory/sizes?pageSize=100');
        const [size, other] = all.items.filter((s) => s.remaining >= 5 && s.sku).slice(n * 2) as [
          InventorySize,
          InventorySize,
        ];
        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        const shot = async (name: string) => {
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/inventory-${name}-${viewport.width}.png`,
              fullPage: true,
            });
        };
        try {
          await page.goto(shop.url('/admin/inventory'));
          await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
          expect(await page.locator('nav[aria-label="Admin"] [aria-current="page"]').allInnerTexts()).toEqual(
            ['Inventory'],
          );
          await page.getByRole('searchbox', { name: 'Search sizes' }).fill(size.sku!);
          await page.getByRole('button', { name: 'Search' }).click();
          // The SKU is searched as a part (CHK-1-2 finds CHK-1-20 too): its own row is there.
          const table = page.getByRole('table', { name: 'Sizes and their stock' });
          await table.getByText(size.sku!, { exact: true }).and(page.locator(':visible')).waitFor(wait);
          const rows = table.getByRole('row');
          expect(await rows.count()).toBeLessThan(all.items.length);
          await shot('list');

          // The adjustment: two units out, with the note saying why.
          await page.getByRole('button', { name: `Stock of ${size.product} (${size.size})` }).click();
          const dialog = page.getByRole('dialog', { name: `${size.product} (${size.size})` });
          await dialog.waitFor();
          await dialog.getByRole('button', { name: 'Save adjustment' }).click();
          await dialog.getByText('Change must be a whole number other than 0').waitFor(wait);
          await dialog.getByRole('textbox', { name: 'Change (units)' }).fill('-2');
          await dialog
            .getByRole('textbox', { name: 'Why (note)' })
            .fill('Two bottles cracked in the store room');
          await dialog.getByRole('button', { name: 'Save adjustment' }).click();
          const ledger = dialog.getByRole('table', { name: /^Stock ledger of/ });
          await expect
            .poll(() => ledger.getByRole('row').nth(1).innerText(), wait)
            .toMatch(/Adjustment\s+-2\s+\d+\s+Two bottles cracked in the store room/);
          expect((await sizeNow(size.sizeId)).remaining).toBe(size.remaining - 2);
          await expect
            .poll(
              () => dialog.locator('dl > div').filter({ hasText: 'In stock' }).locator('dd').innerText(),
              wait,
            )
            .toBe(String(size.remaining - 2));
          await shot('ledger');
          await dialog.getByRole('button', { name: 'Close' }).click();

          // A stock-take file with a row that is not a whole number: refused, naming row and column.
          const file = page.getByLabel('Counted stock (CSV)');
          const upload = (text: string) =>
            file.setInputFiles({ name: 'count.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
          await upload(`sku,counted\n${size.sku},4\n${other.sku},2.5\n`);
          await page.getByRole('button', { name: 'Preview differences' }).click();
          await page
            .getByRole('alert')
            .filter({ hasText: 'Row 3, counted: must be a whole number' })
            .waitFor(wait);

          // The count: 5 more of the size than the shop thinks, the other as it is.
          const counted = size.remaining - 2 + 5;
          await upload(`sku,counted\n${size.sku},${counted}\n${other.sku},${other.remaining}\n`);
          await page.getByRole('button', { name: 'Preview differences' }).click();
          await page.getByText('2 sizes counted;').waitFor(wait);
          const differences = page.getByRole('table', {
            name: 'Differences between the count and the stock',
          });
          await expect.poll(() => differences.getByRole('row').count(), wait).toBe(2);
          expect(await differences.getByRole('row').nth(1).innerText()).toMatch(
            new RegExp(`${size.sku}[\\s\\S]*${size.remaining - 2}\\s+${counted}\\s+\\+5`),
          );
          // Previewing changed nothing.
          expect((await sizeNow(size.sizeId)).remaining).toBe(size.remaining - 2);
          await shot('stock-take-preview');
          await expectAccessibleAtBothWidths(page, viewport);
          await page.getByRole('button', { name: 'Apply 1 change' }).click();
          await page.getByText('Stock-take applied: 1 size changed').waitFor(wait);
          await expect.poll(async () => (await sizeNow(size.sizeId)).remaining, wait).toBe(counted);
          const last = await shop.asAdmin<StockLedgerPage>(`/admin/inventory/sizes/${size.sizeId}/movements`);
          expect(last.items.slice(0, 2).map((m) => [m.reason, m.delta])).toEqual([
            ['stock-take', 5],
            ['adjustment', -2],
          ]);
          expect((await sizeNow(other.sizeId)).remaining).toBe(other.remaining);

          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          await shot('applied');
          // The one refusal the browser logs: the file with a bad row.
          expect(errors).toEqual([
            'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
          ]);
        } finally {
          await close();
        }
      },
      journey,
    );

  for (const viewport of [desktop, mobile])
    it(
      `edits a size's SKU, GTIN, threshold and parcel in the product form at ${viewport.width} px`,
      async () => {
        const all = await shop.asAdmin<InventorySizesPage>('/admin/inventory/sizes?pageSize=100');
        const size = all.items
          .filter((s) => s.remaining > 2 && s.gtin === null)
          .at(viewport === desktop ? -1 : -2)!;
        const gtin = viewport === desktop ? '4006381333931' : '8901063010314';
        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        try {
          await page.goto(shop.url(`/admin/products?edit=${size.productId}`));
          const group = page
            .getByRole('listitem')
            .filter({ has: page.getByRole('heading', { name: size.size, exact: true, level: 4 }) })
            .getByRole('group', { name: 'Stock keeping and parcel' });
          await group.waitFor(wait);
          // A saved size shows the SKU it has.
          await expect
            .poll(() => group.getByRole('textbox', { name: 'SKU' }).inputValue(), wait)
            .toBe(size.sku);
          await group.getByRole('textbox', { name: 'GTIN / barcode' }).fill(`${gtin.slice(0, -1)}9`);
          await group.getByRole('textbox', { name: 'Low-stock threshold' }).fill(String(size.remaining + 5));
          await group.getByRole('textbox', { name: 'Weight (g)' }).fill('1250');
          await page.getByRole('button', { name: 'Save Product' }).click();
          await group.getByText('has a wrong check digit: the last digit should be').waitFor(wait);
          await group.getByRole('textbox', { name: 'GTIN / barcode' }).scrollIntoViewIfNeeded();
          if (shop.shots)
            await page.screenshot({ path: `${shop.shots}/inventory-product-form-${viewport.width}.png` });
          await group.getByRole('textbox', { name: 'GTIN / barcode' }).fill(gtin);
          await page.getByRole('button', { name: 'Save Product' }).click();
          await expect
            .poll(
              async () =>
                (await shop.asAdmin<InventorySizesPage>(`/admin/inventory/sizes?q=${gtin}`)).items.map(
                  (s) => [s.sizeId, s.low, s.weightGrams, s.sku],
                ),
              wait,
            )
            .toEqual([[size.sizeId, true, 1250, size.sku]]);
          // Now below its threshold: the dashboard's card lists it.
          await page.goto(shop.url('/admin'));
          const card = page.getByRole('region', { name: 'Below threshold' });
          await card.getByText(`${size.size} · ${size.sku} · low at ${size.remaining + 5}`).waitFor(wait);
          await card.scrollIntoViewIfNeeded();
          if (shop.shots)
            await page.screenshot({ path: `${shop.shots}/inventory-dashboard-${viewport.width}.png` });
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});
