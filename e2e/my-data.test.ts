// My data and Admin → Privacy requests (decision 0358) in the browser: at 390 px a shopper opens /account/my-data,
// downloads their data as JSON (their profile in it), requests erasure after reading what is kept, and sees the
// ticket; at 1280 px a shopper with an order on its way is told the erasure waits for it. Then staff open Admin →
// Privacy requests, see the tickets with their deadlines, open one, and erase it. No sideways spill, nothing serious
// for axe. E2E_SHOTS_DIR saves screenshots.
import { readFile } from 'node:fs/promises';
import type { MyDataExport, PrivacyRequestsReply } from '@chamak/shared/privacy-requests';
import { describe, expect, it } from 'vitest';
import { desktop, expectAccessibleAtBothWidths, journey, mobile, type Viewport, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { type Customer, codOrder } from './orders.ts';

const shop = adminJourney();
const tickets: string[] = [];

async function newShopper(width: number): Promise<Customer> {
  const t = `${Date.now().toString(36)}${width}`;
  const account = {
    fullname: `Farah Khan ${width}`,
    username: `farah.${t}`,
    email: `farah.${t}@example.com`,
    phone: '9876543210',
    password: 'Shop@1234',
  };
  const { userId } = await shop.api<{ userId: number }>('/users/signup', { body: account });
  const { token } = await shop.api<{ token: string }>('/users/login', {
    body: { email: account.email, password: account.password },
  });
  return { userId, token, email: account.email };
}

const noSpill = async (page: import('playwright-core').Page, viewport: Viewport) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

describe('My data', () => {
  it(
    'downloads the shopper’s data as JSON and takes an erasure request with its ticket at 390 px',
    async () => {
      const shopper = await newShopper(mobile.width);
      const { page, errors, close } = await shop.pageWithSession(mobile, {
        token: shopper.token,
        userId: String(shopper.userId),
      });
      try {
        await page.goto(shop.url('/account/my-data'));
        await page.getByRole('heading', { name: 'My data', level: 1 }).waitFor(wait);
        await page.getByRole('heading', { name: 'Download a copy' }).waitFor(wait);

        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download JSON' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^my-data-PR-\d{4}-\d{6}\.json$/);
        const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as MyDataExport;
        expect(data.sections.profile?.[0]).toMatchObject({ id: shopper.userId, email: shopper.email });
        // The same as a PDF (kept beside the screenshots, to be looked at).
        const downloadingPdf = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download PDF' }).click();
        const pdf = await downloadingPdf;
        expect(pdf.suggestedFilename()).toMatch(/^my-data-PR-\d{4}-\d{6}\.pdf$/);
        expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
        if (shop.shots) await pdf.saveAs(`${shop.shots}/my-data.pdf`);
        // The export is listed among the requests.
        await page.getByRole('region', { name: 'Your requests' }).getByText(data.ticket).waitFor(wait);

        const erase = page.getByRole('region', { name: 'Erase my data' });
        await erase.getByText('We keep your GST invoices and credit notes for 8 years').waitFor();
        if (shop.shots)
          await page.screenshot({ path: `${shop.shots}/my-data-${mobile.width}.png`, fullPage: true });
        await noSpill(page, mobile);
        await expectAccessibleAtBothWidths(page, mobile);

        await erase.getByRole('button', { name: 'Request erasure' }).click();
        const dialog = page.getByRole('dialog', { name: 'Erase your data?' });
        await dialog.getByText('as the GST law requires').waitFor();
        await dialog.getByRole('button', { name: 'Yes, erase my data' }).click();
        const status = erase.getByRole('status');
        await status.getByText(/PR-\d{4}-\d{6}/).waitFor(wait);
        const ticket = (await status.locator('strong').innerText()).trim();
        expect(ticket).toMatch(/^PR-\d{4}-\d{6}$/);
        await status.getByText('will erase your data within 90 days').waitFor();
        tickets.push(ticket);
        if (shop.shots)
          await page.screenshot({
            path: `${shop.shots}/my-data-erasure-${mobile.width}.png`,
            fullPage: true,
          });
        // The ticket reached the shop, and the acknowledgement is in the outbox.
        const list = await shop.asAdmin<PrivacyRequestsReply>('/admin/privacy-requests');
        expect(list.items.find((r) => r.ticket === ticket)).toMatchObject({
          kind: 'erasure',
          status: 'received',
        });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    'says an erasure waits for an order on its way at 1280 px',
    async () => {
      const { customer, orderId } = await codOrder(shop.api, {
        firstName: 'Imran',
        lastName: 'Qureshi',
        address: '4 Lake View',
        apt: '2',
        city: 'Bhopal',
        state: 'Madhya Pradesh',
        postalCode: '462001',
      });
      const { page, errors, close } = await shop.pageWithSession(desktop, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        await page.goto(shop.url('/account/my-data'));
        const erase = page.getByRole('region', { name: 'Erase my data' });
        await erase.getByText(`Order #${orderId} is still on its way`).waitFor(wait);
        // A nominee, saved and shown.
        const nominee = page.getByRole('region', { name: 'Your nominee' });
        await nominee.getByLabel('Nominee’s name').fill('Sana Qureshi');
        await nominee.getByLabel('Relation to you').fill('Sister');
        await nominee.getByLabel('Nominee’s mobile').fill('98765 01234');
        await nominee.getByRole('button', { name: 'Save nominee' }).click();
        await nominee.getByRole('button', { name: 'Change nominee' }).waitFor(wait);
        await nominee.getByText('9876501234').waitFor();
        if (shop.shots) {
          await page.screenshot({ path: `${shop.shots}/my-data-${desktop.width}.png`, fullPage: true });
          const downloading = page.waitForEvent('download');
          await page.getByRole('button', { name: 'Download PDF' }).click();
          await (await downloading).saveAs(`${shop.shots}/my-data-with-order.pdf`);
        }
        await noSpill(page, desktop);
        await expectAccessibleAtBothWidths(page, desktop);

        await erase.getByRole('button', { name: 'Request erasure' }).click();
        await page
          .getByRole('dialog', { name: 'Erase your data?' })
          .getByRole('button', { name: 'Yes, erase my data' })
          .click();
        await erase
          .getByRole('status')
          .getByText(
            `We will erase your data once order #${orderId} is delivered; invoices are kept 8 years as the GST law requires.`,
          )
          .waitFor(wait);
        tickets.push((await erase.getByRole('status').locator('strong').innerText()).trim());
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  for (const viewport of [desktop, mobile])
    it(
      `lists the requests for staff with their deadlines and erases one at ${viewport.width} px`,
      async () => {
        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        try {
          await page.goto(shop.url('/admin/privacy-requests'));
          await page.getByRole('heading', { name: 'Privacy requests', level: 1 }).waitFor(wait);
          const table = page.getByRole('table', { name: 'Privacy requests' });
          // On the phone, after the desktop's erasure: every request, the closed one too.
          if (viewport === mobile) await page.getByRole('button', { name: 'All' }).click();
          for (const ticket of tickets) await table.getByRole('button', { name: ticket }).waitFor(wait);
          await table.getByText('89 days left').first().waitFor();
          await table.getByText(/until #\d+ is delivered/).waitFor();
          if (viewport === desktop) {
            // The received erasure, opened and erased.
            await table.getByRole('button', { name: tickets[0]! }).click();
            const detail = page.getByRole('region', { name: tickets[0]! });
            await detail
              .getByLabel('Identity-check notes')
              .fill('Signed in with the account; no check needed.');
            await detail.getByRole('button', { name: 'Save notes' }).click();
            await page.getByText('Request saved.').waitFor(wait);
            if (shop.shots)
              await page.screenshot({
                path: `${shop.shots}/privacy-requests-${viewport.width}.png`,
                fullPage: true,
              });
            await detail.getByRole('button', { name: 'Erase and mark done' }).click();
            await detail.getByText('Done', { exact: true }).waitFor(wait);
            await detail.getByText('(account erased)').waitFor(wait);
          } else {
            await table.getByRole('row').filter({ hasText: tickets[0]! }).getByText('Done').waitFor();
            await table.getByRole('button', { name: tickets[1]! }).click();
            const detail = page.getByRole('region', { name: tickets[1]! });
            await detail.getByText(/Order #\d+, until it is delivered/).waitFor(wait);
            if (shop.shots)
              await page.screenshot({
                path: `${shop.shots}/privacy-requests-${viewport.width}.png`,
                fullPage: true,
              });
          }
          await noSpill(page, viewport);
          await expectAccessibleAtBothWidths(page, viewport);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});
