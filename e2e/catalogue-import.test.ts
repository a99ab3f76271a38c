// Catalogue import and export (Admin → Import / Export) in the browser at desktop and phone widths: the export
// downloads as CSV; a file with a comma in a price is checked, its error is shown by row and column and Apply stays
// disabled; the corrected file's dry run shows the stock change, and Apply writes it (the next export has it). The
// page does not spill sideways, and axe finds nothing serious. E2E_SHOTS_DIR saves screenshots.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../apps/api/src/modules/catalogue-import/cells.ts';
import { desktop, expectAccessibleAtBothWidths, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const shop = adminJourney();

describe('catalogue import and export', () => {
  for (const viewport of [desktop, mobile])
    it(
      `exports, checks a file with an error, then checks and applies a corrected one at ${viewport.width} px`,
      async () => {
        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        try {
          await page.goto(shop.url('/admin/catalogue-import'));
          await page.getByRole('heading', { name: 'Import / Export', level: 1 }).waitFor();

          const downloading = page.waitForEvent('download');
          await page.getByRole('button', { name: 'Export CSV' }).click();
          const download = await downloading;
          expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
          const [header, ...records] = parse(await readFile((await download.path())!, 'utf8'), {
            bom: true,
          }) as string[][];
          const col = (name: string) => header!.indexOf(name);
          const rows = records.slice(0, 3).map((r) => [...r]);
          const stock = String(40 + (viewport === desktop ? 1 : 2));
          rows[0]![col('stock')] = stock;
          const file = (body: string[][]) => ({
            name: 'catalogue.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from([header!, ...body].map(csvLine).join('')),
          });
          const fileInput = page.getByLabel('File to import');
          const check = page.getByRole('button', { name: 'Check file (dry run)' });
          const apply = page.getByRole('button', { name: 'Apply changes' });

          // A price with a comma: the error by row and column, and nothing to apply.
          const wrong = rows.map((r) => [...r]);
          wrong[1]![col('price')] = '1,299';
          await fileInput.setInputFiles(file(wrong));
          await check.click();
          await page
            .getByText('Row 3, price: write the amount without commas (1299 or 1299.50)')
            .waitFor(wait);
          expect(await apply.isDisabled()).toBe(true);
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/catalogue-import-errors-${viewport.width}.png`,
              fullPage: true,
            });

          // Corrected: the dry run lists the stock change; Apply writes it.
          await fileInput.setInputFiles(file(rows));
          await check.click();
          const change = page.getByRole('table', { name: "Each row's change" }).getByRole('row').nth(1);
          await change.waitFor(wait);
          expect(await change.innerText()).toContain(rows[0]![col('sku')]!);
          expect(await change.innerText()).toMatch(
            new RegExp(`stock:\\s*${records[0]![col('stock')]}\\s*→\\s*${stock}`),
          );
          expect(await apply.isEnabled()).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/catalogue-import-dry-run-${viewport.width}.png`,
              fullPage: true,
            });
          await expectAccessibleAtBothWidths(page, viewport);
          await apply.click();
          await page.getByText('Applied: 0 new sizes and 1 changed, in one go.').waitFor(wait);
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/catalogue-import-applied-${viewport.width}.png`,
              fullPage: true,
            });

          const after = await fetch(shop.url('/api/admin/catalogue/export.csv'), {
            headers: { authorization: `Bearer ${shop.adminToken()}` },
          });
          const exported = parse(await after.text(), { bom: true }) as string[][];
          const size = exported.find((r) => r[col('sku')] === rows[0]![col('sku')]);
          expect(size?.[col('stock')]).toBe(stock);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});
