// Grievances, security incidents and retention in the browser (decisions 0359-0361), the journey run once: a
// shopper on a phone (390 px) files a grievance on /grievance, which names the grievance officer, and gets its
// ticket number; then the back-office at 1280 px: the contact list shows the ticket and its redressal due date; an
// incident's page shows the Board report's 72-hour deadline and sends the notice after a confirmation naming how
// many people; the retention settings refuse logs kept under a year. No step differs by width, so each page is
// resized to the other width rather than visited again: what it must show is on screen at 1280 and 390 px, the
// grievance, incidents and retention pages spill nothing sideways and have nothing serious for axe at both.
// E2E_SHOTS_DIR saves each page's shot at both widths.

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoSeller } from '../tools/demo-data/seed.ts';
import {
  atBothWidths,
  desktop,
  expectAccessibleAtBothWidths,
  journey,
  mobile,
  openPage,
  type Viewport,
  wait,
} from './harness.ts';
import { adminJourney } from './journey.ts';

const shop = adminJourney();

const noSpill = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/**
 * At the page's width and then, resized, at the other one: each of `shows` is on screen, nothing spills sideways
 * (unless `spill: false`), and with E2E_SHOTS_DIR a shot is saved, named after the width.
 */
async function checkAtBothWidths(
  page: Page,
  own: Viewport,
  shot: string,
  shows: Locator[],
  { spill = true } = {},
) {
  await atBothWidths(page, own, async (v) => {
    for (const locator of shows) {
      const onScreen = await locator.filter({ visible: true }).count();
      expect(onScreen, `${locator} on screen at ${v.width} px`).toBeGreaterThan(0);
    }
    if (spill) await noSpill(page, v.width);
    if (shop.shots) await page.screenshot({ path: `${shop.shots}/${shot}-${v.width}.png`, fullPage: true });
  });
}

describe('grievances, security incidents and retention', () => {
  it(
    'a shopper files a grievance on a phone; the desk sees its ticket, notifies an incident and keeps logs a year; each page fits and passes axe at both widths',
    async () => {
      const opened = await openPage(shop.browser(), mobile);
      try {
        const { page } = opened;
        await page.goto(shop.url('/grievance'));
        const heading = page.getByRole('heading', { name: 'Grievance Officer', level: 1 });
        await heading.waitFor(wait);
        const officer = page
          .getByRole('complementary', { name: 'Grievance Officer' })
          .getByText(demoSeller.grievanceOfficer.name);
        await officer.waitFor(wait);
        await checkAtBothWidths(page, mobile, 'grievance', [heading, officer]);
        await expectAccessibleAtBothWidths(page, mobile);
        await page.getByRole('button', { name: 'Submit grievance' }).click();
        await page.getByText('Subject is required').waitFor(wait);
        const email = `meena.${Date.now().toString(36)}@example.com`;
        await page.getByLabel('Name').fill('Meena Iyer');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Order number (optional)').fill('CH-1001');
        await page.getByLabel('Subject').fill('Refund not received');
        await page.getByLabel('Description').fill('I returned the can two weeks ago and have no refund yet.');
        await page.getByRole('button', { name: 'Submit grievance' }).click();
        const status = page.getByRole('status').filter({ hasText: 'Grievance registered' });
        await status.waitFor(wait);
        const number = (await status.innerText()).match(/GR-\d{4}-\d{6}/)?.[0];
        expect(number).toBeTruthy();
        await checkAtBothWidths(page, mobile, 'grievance-filed', [status], { spill: false });
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }

      const { page, errors, close } = await shop.pageWithSession(desktop, {
        token: shop.adminToken(),
        isAdmin: 'true',
      });
      try {
        // The ticket and its clock on the contact list.
        await page.goto(shop.url('/admin/contact?search=Refund'));
        await page.getByRole('heading', { name: 'Contact Requests', level: 1 }).waitFor();
        const ticket = page.getByText(/GR-\d{4}-\d{6}/);
        const due = page.getByText(/\d+ days left/);
        await ticket.first().waitFor(wait);
        await due.first().waitFor(wait);
        await checkAtBothWidths(page, desktop, 'admin-grievances', [ticket, due], { spill: false });

        // An incident, its deadline and its notices.
        await shop.asAdmin('/admin/security-incidents', {
          body: {
            whatHappened: 'A laptop with an order export was stolen.',
            foundAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
            dataAffected: ['names', 'emails', 'addresses'],
            people: 'list',
            peopleList: ['a.incident@example.com', 'b.incident@example.com'],
          },
        });
        await page.goto(shop.url('/admin/security-incidents'));
        await page.getByRole('heading', { name: 'Security incidents', level: 1 }).waitFor();
        const deadline = page.getByText(/hours left/);
        await deadline.first().waitFor(wait);
        await checkAtBothWidths(page, desktop, 'admin-incidents', [deadline]);
        await expectAccessibleAtBothWidths(page, desktop);
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
        const refused = page.getByText(
          'Server and audit logs must be kept for at least one year (365 days) under the DPDP Rules.',
        );
        await refused.waitFor(wait);
        await checkAtBothWidths(page, desktop, 'admin-retention', [refused]);
        await expectAccessibleAtBothWidths(page, desktop);
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
