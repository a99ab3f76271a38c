// The sales report (Admin → Reports → Sales) in the browser: two cash orders placed today and one cancelled show
// in the range's figures, the day's row and the charts; the periods table downloads as CSV with its total line.
// The page is loaded once, at 1280 px (the back-office is worked at a desk), and resized to 390 px for what the
// width changes: at both widths the page does not spill sideways, the figures and the charts are on screen, and
// axe finds nothing serious. E2E_SHOTS_DIR saves screenshots at both widths (and a phone's screenfuls at 390 px).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { atBothWidths, desktop, expectAccessibleAtBothWidths, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder } from './orders.ts';

const shop = adminJourney();
const to = {
  firstName: 'Meera',
  lastName: 'Iyer',
  address: '4 Temple Street',
  apt: '2',
  city: 'Chennai',
  state: 'Tamil Nadu',
  postalCode: '600004',
};
const charts = [
  'Revenue by day',
  'Goods by product and size',
  'Goods by category',
  'Revenue by PIN zone',
] as const;

describe('the sales report', () => {
  it(
    `shows today's orders with charts and tables, downloads a table as CSV, and fits ${desktop.width} and ${mobile.width} px`,
    async () => {
      const viewport = desktop;
      const before = await shop.asAdmin<{ totals: { orders: number; cancelled: number }; to: string }>(
        `/admin/reports/sales?from=2020-01-01&to=2020-01-01`,
      );
      expect(before.totals.orders).toBe(0);
      await codOrder(shop.api, to);
      await codOrder(shop.api, to);
      const { orderId } = await codOrder(shop.api, to);
      await shop.asAdmin(`/order/${orderId}/cancel`, { method: 'POST' });
      const { page, errors, close } = await shop.pageWithSession(viewport, {
        token: shop.adminToken(),
        isAdmin: 'true',
      });
      try {
        await page.goto(shop.url('/admin/reports/sales'));
        await page.getByRole('heading', { name: 'Sales', level: 1 }).waitFor();
        await page.getByRole('img', { name: /^Revenue by day/ }).waitFor(wait);
        // Its own entry in the menu is the current page, not Reports above it too.
        expect(await page.locator('nav[aria-label="Admin"] [aria-current="page"]').allInnerTexts()).toEqual([
          'Sales',
        ]);
        const figures = page.getByRole('definition');
        await expect.poll(() => figures.count(), wait).toBe(8);
        // The range's figures are the server's for the same range.
        // The last 30 days unless the address says otherwise, as the date fields show them.
        const from = await page.getByRole('textbox', { name: 'From', exact: true }).inputValue();
        const today = await page.getByRole('textbox', { name: 'To', exact: true }).inputValue();
        expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const report = await shop.asAdmin<{
          totals: { orders: number; cancelled: number; revenuePaise: number };
          periods: { period: string; orders: number }[];
        }>(`/admin/reports/sales?from=${from}&to=${today}&grain=day`);
        expect(report.totals.orders).toBeGreaterThanOrEqual(2);
        expect(report.totals.cancelled).toBeGreaterThanOrEqual(1);
        const figure = (label: string) =>
          page
            .locator('dl > div')
            .filter({ has: page.getByText(label, { exact: true }) })
            .locator('dd');
        await expect.poll(() => figure('Orders').innerText(), wait).toBe(String(report.totals.orders));
        await expect.poll(() => figure('Cancelled').innerText(), wait).toBe(String(report.totals.cancelled));
        const todayRow = page
          .getByRole('table', { name: 'Revenue by day' })
          .getByRole('row', { name: today });
        await expect
          .poll(() => todayRow.getByRole('cell').first().innerText(), wait)
          .toBe(String(report.periods.at(-1)!.orders));
        for (const chart of charts.slice(1))
          await page.getByRole('img', { name: new RegExp(`^${chart}`) }).waitFor(wait);

        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download Revenue by day as CSV' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(`sales-periods-${from}-to-${today}.csv`);
        const csv = await readFile((await download.path())!, 'utf8');
        expect(csv.trim().split('\r\n').at(-1)).toMatch(new RegExp(`^"Total","${report.totals.orders}","`));

        await atBothWidths(page, viewport, async (at) => {
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${at.width} px`,
          ).toBeLessThanOrEqual(at.width);
          for (const label of ['Orders', 'Cancelled'])
            expect(await figure(label).isVisible(), `${at.width} px: figure ${label}`).toBe(true);
          for (const chart of charts)
            expect(
              await page.getByRole('img', { name: new RegExp(`^${chart}`) }).isVisible(),
              `${at.width} px: chart ${chart}`,
            ).toBe(true);
          if (!shop.shots) return;
          await page.screenshot({ path: `${shop.shots}/sales-report-${at.width}.png`, fullPage: true });
          // A phone's screenfuls, to look at at their own size.
          if (at === mobile)
            for (const [i, y] of [0, 760, 1520].entries())
              await page.screenshot({
                path: `${shop.shots}/sales-report-${at.width}-part-${i + 1}.png`,
                fullPage: true,
                clip: { x: 0, y, width: at.width, height: 760 },
              });
        });
        await expectAccessibleAtBothWidths(page, viewport);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
