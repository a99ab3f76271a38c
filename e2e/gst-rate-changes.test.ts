// Browser journey of the admin's GST Rates page (decision 0342): the demo shop's scheduled change is listed ahead
// and its past one in the history; the admin schedules a change for a product (an empty form stopped first with
// the shared schema's message), sees it under Scheduled changes and as the product's next change, and cancels it.
// At 1280 px, with axe-core and screenshots at 1280 and 390 px (E2E_SHOTS_DIR); the API checks what the page did.
import type { GstRatesView } from '@chamak/shared/gst-rates';
import { addDays, dayInWords, shopDay } from '@chamak/shared/shop-time';
import { describe, expect, it } from 'vitest';
import { demoGstHistory, demoScheduledDay } from '../tools/demo-data/demo-gst-rates.ts';
import { atBothWidths, axeViolations, describeViolations, desktop, journey, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const { url, api, shots, adminToken, pageWithSession } = adminJourney();
const product = 'Lemon Fresh Floor Cleaner';

describe('admin GST rates', () => {
  const viewport = desktop;
  it(
    `the admin sees the demo's scheduled change, schedules one and cancels it (${viewport.width} px)`,
    async () => {
      const day = addDays(shopDay(new Date()), 45);
      const { page, errors, close } = await pageWithSession(viewport, {
        token: adminToken(),
        isAdmin: 'true',
      });
      try {
        await page.goto(url('/admin/gst-rates'));
        await page.getByRole('heading', { name: 'GST Rates', level: 1 }).waitFor();
        const scheduled = page.getByRole('region', { name: 'Scheduled changes' });
        const demoChange = scheduled.getByRole('listitem').filter({ hasText: demoGstHistory.product });
        await expect(demoChange.textContent()).resolves.toContain(
          `3402 · 5% from ${dayInWords(demoScheduledDay(new Date()))}`,
        );
        const history = page.getByRole('region', { name: 'Changes made' });
        await expect(
          history.getByRole('row').filter({ hasText: demoGstHistory.product }).textContent(),
        ).resolves.toContain(dayInWords(demoGstHistory.before.day));

        await page.getByRole('button', { name: 'Schedule a Change', exact: true }).click();
        const form = page.getByRole('dialog', { name: 'Schedule a GST rate change' });
        await form.getByRole('button', { name: 'Schedule Change' }).click();
        await form.getByText('Choose at least one product').waitFor();
        await form.getByRole('searchbox', { name: 'Filter products' }).fill('lemon fresh');
        await form.getByRole('checkbox', { name: new RegExp(product) }).check();
        await form.getByLabel('HSN code').fill('3402');
        await form.getByLabel('GST rate').selectOption('5');
        await form.getByLabel('Effective from').fill(day);
        await form.getByText(`From the start of ${dayInWords(day)} (midnight, India time)`).waitFor();
        if (shots) await page.screenshot({ path: `${shots}/gst-rate-form-${viewport.width}.png` });
        await form.getByRole('button', { name: 'Schedule Change' }).click();
        await page.getByText('GST rate change scheduled for 1 product').waitFor();

        const ours = scheduled.getByRole('listitem').filter({ hasText: product });
        await expect(ours.textContent()).resolves.toContain(`3402 · 5% from ${dayInWords(day)}`);
        const row = page
          .getByRole('region', { name: 'Rates in force' })
          .getByRole('row')
          .filter({ hasText: product });
        await expect(row.textContent()).resolves.toContain(`from ${dayInWords(day)}`);
        const view = await api<GstRatesView>('/admin/gst-rates', { token: adminToken() });
        expect(view.scheduled).toContainEqual(
          expect.objectContaining({ productName: product, gstRate: 5, hsnCode: '3402', effectiveDay: day }),
        );

        await atBothWidths(page, viewport, async (v) => {
          const violations = await axeViolations(page);
          expect(violations, `${v.width} px: ${describeViolations(violations)}`).toEqual([]);
          if (!shots) return;
          await page.screenshot({ path: `${shots}/gst-rates-${v.width}.png`, fullPage: true });
          // The first screen, and the first rows of the rates in force, as a person sees them.
          await page.screenshot({ path: `${shots}/gst-rates-top-${v.width}.png` });
          const box = await page.getByRole('region', { name: 'Rates in force' }).boundingBox();
          if (box)
            await page.screenshot({
              path: `${shots}/gst-rates-in-force-${v.width}.png`,
              fullPage: true,
              clip: { x: 0, y: box.y, width: v.width, height: 900 },
            });
        });

        await ours.getByRole('button', { name: `Cancel the change of ${product}` }).click();
        const confirm = page.getByRole('dialog', { name: 'Cancel this change?' });
        await confirm.getByRole('button', { name: 'Cancel Change' }).click();
        await page.getByText('Scheduled GST rate change cancelled').waitFor();
        await ours.waitFor({ state: 'detached', ...wait });
        const after = await api<GstRatesView>('/admin/gst-rates', { token: adminToken() });
        expect(after.scheduled.some((c) => c.productName === product)).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
