// Bulk actions in the browser at desktop and phone widths (decision 0353): Manage Orders as a table, three new
// orders chosen and marked packed (the server says each moved), exported as CSV and printed as packing slips from
// the shipping desk, the table remembered on the next visit; Products with two chosen and their prices raised by a
// percent, exact to the paisa, and one duplicated as a draft. Nothing spills sideways and axe finds nothing
// serious. E2E_SHOTS_DIR saves screenshots.
import { readFile } from 'node:fs/promises';
import type { AdminProductsPage } from '@chamak/shared/bulk-actions';
import type { Order } from '@chamak/shared/orders';
import { describe, expect, it } from 'vitest';
import { desktop, expectAccessibleAtBothWidths, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder } from './orders.ts';

const shop = adminJourney();
const to = {
  firstName: 'Farah',
  lastName: 'Khan',
  address: '9 Hill Road',
  apt: '1',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400050',
};

describe('the orders table', () => {
  for (const viewport of [desktop, mobile])
    it(
      `marks three chosen orders packed at ${viewport.width} px`,
      async () => {
        const ids: number[] = [];
        for (let i = 0; i < 3; i++) ids.push((await codOrder(shop.api, to)).orderId);
        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        try {
          await page.goto(shop.url('/admin/orders'));
          await page.getByRole('heading', { name: 'Manage Orders', level: 1 }).waitFor();
          await page.getByRole('button', { name: 'Table' }).click();
          const table = page.getByRole('table', { name: 'Orders' });
          await table.waitFor(wait);
          for (const id of ids) await page.getByRole('checkbox', { name: `Select order #${id}` }).check();
          await page.getByText('3 orders chosen').waitFor(wait);
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/orders-table-chosen-${viewport.width}.png`,
              fullPage: true,
            });
          await page.getByRole('button', { name: 'Mark packed' }).click();
          await page.getByText('3 orders marked packed.').waitFor(wait);
          for (const id of ids) {
            const order = await shop.asAdmin<Order>(`/order/get/${id}`);
            expect(order.status).toBe(3);
          }
          // The table shows the new status, and nothing stays chosen.
          for (const id of ids)
            await expect
              .poll(
                () =>
                  table
                    .getByRole('row')
                    .filter({ hasText: `#${id}` })
                    .innerText(),
                wait,
              )
              .toContain('Pickup Generated');
          await page.getByText('Choose orders to mark, print or export them.').waitFor(wait);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/orders-table-packed-${viewport.width}.png`,
              fullPage: true,
            });
          await expectAccessibleAtBothWidths(page, viewport);
          if (viewport === desktop) {
            // The chosen orders as CSV (their numbers and totals) and as packing slips from the shipping desk.
            for (const id of ids) await page.getByRole('checkbox', { name: `Select order #${id}` }).check();
            const exporting = page.waitForEvent('download');
            await page.getByRole('button', { name: 'Export selection' }).click();
            const csv = await readFile((await (await exporting).path())!, 'utf8');
            const rows = csv
              .replace(/^\uFEFF/, '')
              .trim()
              .split('\r\n');
            expect(rows[0]).toBe('"Order","Time","Customer","Phone","Payment","Status","Total (₹)"');
            expect(
              rows
                .slice(1)
                .map((r) => Number(r.split(',')[0]!.replaceAll('"', '')))
                .sort(),
            ).toEqual([...ids].sort());
            expect(rows[1]).toContain('"Farah Khan"');
            const printing = page.waitForEvent('download');
            await page.getByRole('button', { name: 'Print slips' }).click();
            const pdf = await printing;
            expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
            expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
          }
          // The next visit opens the table again.
          await page.goto(shop.url('/admin/orders'));
          await page.getByRole('table', { name: 'Orders' }).waitFor(wait);
          expect(await page.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});

describe('products chosen together', () => {
  for (const viewport of [desktop, mobile])
    it(
      `raises the prices of two chosen products by a percent at ${viewport.width} px`,
      async () => {
        const before = await shop.asAdmin<AdminProductsPage>('/admin/products?page=1');
        const two = before.products.slice(0, 2);
        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        try {
          await page.goto(shop.url('/admin/products'));
          await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
          for (const p of two)
            await page.getByRole('checkbox', { name: `Select ${p.name}`, exact: true }).check();
          await page.getByText('2 products chosen').waitFor(wait);
          await page.getByRole('button', { name: 'Set price' }).click();
          const dialog = page.getByRole('dialog', { name: 'Set price of 2 products' });
          await dialog.waitFor(wait);
          await dialog.getByRole('textbox', { name: 'Change in percent' }).fill('7.5');
          if (shop.shots)
            await page.screenshot({ path: `${shop.shots}/products-set-price-${viewport.width}.png` });
          await dialog.getByRole('button', { name: 'Change prices' }).click();
          await page.getByText(/^Prices changed: 2 products/).waitFor(wait);
          const after = await shop.asAdmin<AdminProductsPage>('/admin/products?page=1');
          for (const p of two) {
            const now = after.products.find((q) => q.id === p.id)!;
            for (const [i, s] of p.sizes.entries()) {
              expect(now.sizes[i]!.pricePaise).toBe(Math.floor((s.pricePaise * 10750 + 5000) / 10000));
              expect(now.sizes[i]!.salePricePaise).toBe(
                Math.floor((s.salePricePaise * 10750 + 5000) / 10000),
              );
            }
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          // The top of the page (the bar and the chosen rows) at the screen's own size.
          if (shop.shots)
            await page.screenshot({ path: `${shop.shots}/products-chosen-${viewport.width}.png` });
          await expectAccessibleAtBothWidths(page, viewport);
          if (viewport === desktop) {
            // Duplicate: a draft copy at the top of the list, out of the shop.
            await page.getByRole('button', { name: `Duplicate ${two[0]!.name}` }).click();
            await page.getByText('Copied as a draft: check it, then make it Active.').waitFor(wait);
            const copy = page.getByRole('row').filter({ hasText: `${two[0]!.name} (copy)` });
            await copy.getByText('Draft', { exact: true }).waitFor(wait);
            const drafts = await shop.asAdmin<AdminProductsPage>('/admin/products?status=draft');
            expect(drafts.products.map((p) => p.name)).toEqual([`${two[0]!.name} (copy)`]);
          }
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});
