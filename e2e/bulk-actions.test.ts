// Bulk actions in the browser (decision 0353): Manage Orders as a table, three new orders chosen and marked packed
// (the server says each moved), exported as CSV and printed as packing slips from the shipping desk, the table
// remembered on the next visit; Products with two chosen and their prices raised by a percent, exact to the paisa,
// and one duplicated as a draft. Each journey runs once, at 1280 px (the back-office is worked at a desk): at 390 px
// the orders and products are the same table with the same checkboxes and bar, only with columns folded under the
// first ones (an order's status under its number), so the page is resized to 390 px for what the width changes:
// the chosen rows and the bar on screen, each packed order's row reading its new status, the price dialog on
// screen, nothing spilling sideways and nothing serious from axe, at both widths. E2E_SHOTS_DIR saves screenshots
// at both widths.
import { readFile } from 'node:fs/promises';
import type { AdminProductsPage } from '@chamak/shared/bulk-actions';
import type { Order } from '@chamak/shared/orders';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atBothWidths, desktop, expectAccessibleAtBothWidths, journey, mobile, wait } from './harness.ts';
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

/** Each of these is on screen (not hidden by the layout) at the width the page has now. */
async function expectVisible(width: number, ...locators: Locator[]) {
  for (const locator of locators)
    expect(await locator.isVisible(), `${width} px: ${locator} is not visible`).toBe(true);
}

/** Nothing wider than the window at the width the page has now. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(
    width,
  );
}

describe('the orders table', () => {
  it(
    `marks three chosen orders packed (${desktop.width} px; the table's rows checked at ${mobile.width} px too)`,
    async () => {
      const viewport = desktop;
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
        const select = (id: number) => page.getByRole('checkbox', { name: `Select order #${id}` });
        for (const id of ids) await select(id).check();
        await page.getByText('3 orders chosen').waitFor(wait);
        const markPacked = page.getByRole('button', { name: 'Mark packed' });
        await atBothWidths(page, viewport, async (at) => {
          await expectVisible(at.width, page.getByText('3 orders chosen'), markPacked, ...ids.map(select));
          for (const id of ids) expect(await select(id).isChecked(), `${at.width} px: #${id}`).toBe(true);
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/orders-table-chosen-${at.width}.png`,
              fullPage: true,
            });
        });
        await markPacked.click();
        await page.getByText('3 orders marked packed.').waitFor(wait);
        for (const id of ids) {
          const order = await shop.asAdmin<Order>(`/order/get/${id}`);
          expect(order.status).toBe(3);
        }
        // The table shows the new status (in its own column at 1280 px, under the number at 390 px), and nothing
        // stays chosen.
        await page.getByText('Choose orders to mark, print or export them.').waitFor(wait);
        await atBothWidths(page, viewport, async (at) => {
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
          await expectNoSidewaysScroll(page, at.width);
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/orders-table-packed-${at.width}.png`,
              fullPage: true,
            });
        });
        await expectAccessibleAtBothWidths(page, viewport);
        // The chosen orders as CSV (their numbers and totals) and as packing slips from the shipping desk.
        for (const id of ids) await select(id).check();
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
  it(
    `raises the prices of two chosen products by a percent and duplicates one (${desktop.width} px; the page checked at ${mobile.width} px too)`,
    async () => {
      const viewport = desktop;
      const before = await shop.asAdmin<AdminProductsPage>('/admin/products?page=1');
      const two = before.products.slice(0, 2);
      const { page, errors, close } = await shop.pageWithSession(viewport, {
        token: shop.adminToken(),
        isAdmin: 'true',
      });
      try {
        await page.goto(shop.url('/admin/products'));
        await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
        const select = (name: string) => page.getByRole('checkbox', { name: `Select ${name}`, exact: true });
        for (const p of two) await select(p.name).check();
        await page.getByText('2 products chosen').waitFor(wait);
        await page.getByRole('button', { name: 'Set price' }).click();
        const dialog = page.getByRole('dialog', { name: 'Set price of 2 products' });
        await dialog.waitFor(wait);
        const percent = dialog.getByRole('textbox', { name: 'Change in percent' });
        await percent.fill('7.5');
        const change = dialog.getByRole('button', { name: 'Change prices' });
        await atBothWidths(page, viewport, async (at) => {
          await expectVisible(at.width, percent, change);
          if (shop.shots) await page.screenshot({ path: `${shop.shots}/products-set-price-${at.width}.png` });
        });
        await change.click();
        await page.getByText(/^Prices changed: 2 products/).waitFor(wait);
        const after = await shop.asAdmin<AdminProductsPage>('/admin/products?page=1');
        for (const p of two) {
          const now = after.products.find((q) => q.id === p.id)!;
          for (const [i, s] of p.sizes.entries()) {
            expect(now.sizes[i]!.pricePaise).toBe(Math.floor((s.pricePaise * 10750 + 5000) / 10000));
            expect(now.sizes[i]!.salePricePaise).toBe(Math.floor((s.salePricePaise * 10750 + 5000) / 10000));
          }
        }
        await atBothWidths(page, viewport, async (at) => {
          await expectNoSidewaysScroll(page, at.width);
          // The top of the page (the bar and the chosen rows) at the screen's own size.
          if (shop.shots) await page.screenshot({ path: `${shop.shots}/products-chosen-${at.width}.png` });
        });
        await expectAccessibleAtBothWidths(page, viewport);
        // Duplicate: a draft copy at the top of the list, out of the shop.
        await page.getByRole('button', { name: `Duplicate ${two[0]!.name}` }).click();
        await page.getByText('Copied as a draft: check it, then make it Active.').waitFor(wait);
        const copy = page.getByRole('row').filter({ hasText: `${two[0]!.name} (copy)` });
        await copy.getByText('Draft', { exact: true }).waitFor(wait);
        const drafts = await shop.asAdmin<AdminProductsPage>('/admin/products?status=draft');
        expect(drafts.products.map((p) => p.name)).toEqual([`${two[0]!.name} (copy)`]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
