// Grievances, security incidents and retention in the browser at desktop and phone widths (decisions 0359-0361):
// a shopper files a grievance on /grievance, which names the grievance officer, and gets its ticket number; the
// back-office's contact list shows the ticket and its redressal due date; an incident's page shows the Board
// report's 72-hour deadline and sends the notice after a confirmation naming how many people; the retention
// settings refuse logs kept under a year. No sideways spill, nothing serious for axe. E2E_SHOTS_DIR saves shots.

import { describe, expect, it } from 'vitest';
import { demoSeller } from '../tools/demo-data/seed.ts';
import { desktop, expectAccessibleAtBothWidths, journey, mobile, openPage, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const shop = adminJourney();

const noSpill = async (page: import('playwright-core').Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('grievances, security incidents and retention', () => {
  for (const viewport of [desktop, mobile])
    it(
      `files a grievance and handles it, an incident and the retention settings at ${viewport.width} px`,
      async () => {
        const opened = await openPage(shop.browser(), viewport);
        try {
          const { page } = opened;
          await page.goto(shop.url('/grievance'));
          await page.getByRole('heading', { name: 'Grievance Officer', level: 1 }).waitFor(wait);
          await page
            .getByRole('complementary', { name: 'Grievance Officer' })
            .getByText(demoSeller.grievanceOfficer.name)
            .waitFor(wait);
          if (shop.shots)
            await page.screenshot({ path: `${shop.shots}/grievance-${viewport.width}.png`, fullPage: true });
          await noSpill(page, viewport.width);
          await expectAccessibleAtBothWidths(page, viewport);
          await page.getByRole('button', { name: 'Submit grievance' }).click();
          await page.getByText('Subject is required').waitFor(wait);
          const email = `meena.${viewport.width}.${Date.now().toString(36)}@example.com`;
          await page.getByLabel('Name').fill(`Meena ${viewport.width}`);
          await page.getByLabel('Email').fill(email);
          await page.getByLabel('Order number (optional)').fill('CH-1001');
          await page.getByLabel('Subject').fill('Refund not received');
          await page
            .getByLabel('Description')
            .fill('I returned the can two weeks ago and have no refund yet.');
          await page.getByRole('button', { name: 'Submit grievance' }).click();
          const status = page.getByRole('status').filter({ hasText: 'Grievance registered' });
          await status.waitFor(wait);
          const number = (await status.innerText()).match(/GR-\d{4}-\d{6}/)?.[0];
          expect(number).toBeTruthy();
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/grievance-filed-${viewport.width}.png`,
              fullPage: true,
            });
          expect(opened.errors).toEqual([]);
        } finally {
          await opened.close();
        }

        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        try {
          // The ticket and its clock on the contact list.
          await page.goto(shop.url('/admin/contact?search=Refund'));
          await page.getByRole('heading', { name: 'Contact Requests', level: 1 }).waitFor();
          await page
            .getByText(/GR-\d{4}-\d{6}/)
            .first()
            .waitFor(wait);
          await page
            .getByText(/\d+ days left/)
            .first()
            .waitFor(wait);
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/admin-grievances-${viewport.width}.png`,
              fullPage: true,
            });

          // An incident, its deadline and its notices.
          await shop.asAdmin('/admin/security-incidents', {
            body: {
              whatHappened: `A laptop with an order export was stolen (${viewport.width}).`,
              foundAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
              dataAffected: ['names', 'emails', 'addresses'],
              people: 'list',
              peopleList: [`a.${viewport.width}@example.com`, `b.${viewport.width}@example.com`],
            },
          });
          await page.goto(shop.url('/admin/security-incidents'));
          await page.getByRole('heading', { name: 'Security incidents', level: 1 }).waitFor();
          await page
            .getByText(/hours left/)
            .first()
            .waitFor(wait);
          await noSpill(page, viewport.width);
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/admin-incidents-${viewport.width}.png`,
              fullPage: true,
            });
          await expectAccessibleAtBothWidths(page, viewport);
          await page.getByRole('button', { name: 'Send notices...' }).first().click();
          const dialog = page.getByRole('dialog', { name: 'Send the notice to the people affected' });
          await dialog.getByRole('button', { name: 'Send to 2 people' }).click(wait);
          await page.getByText('Notice sent to 2 people.').waitFor(wait);
          await page.getByText('2 notified').first().waitFor(wait);

          // Retention: logs under a year are refused.
          await page.goto(shop.url('/admin/retention'));
          await page.getByRole('heading', { name: 'Retention', level: 1 }).waitFor();
          await page.getByLabel('Server and audit logs (days)').fill('200');
          await page.getByRole('button', { name: 'Save periods' }).click();
          await page
            .getByText(
              'Server and audit logs must be kept for at least one year (365 days) under the DPDP Rules.',
            )
            .waitFor(wait);
          await noSpill(page, viewport.width);
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/admin-retention-${viewport.width}.png`,
              fullPage: true,
            });
          await expectAccessibleAtBothWidths(page, viewport);
          await page.getByLabel('Server and audit logs (days)').fill('400');
          await page.getByRole('button', { name: 'Save periods' }).click();
          await page.getByText('Retention periods saved.').waitFor(wait);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});
