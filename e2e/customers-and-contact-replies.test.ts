// Admin → Customers and the contact requests' reply (decision 0352) in the browser: a customer who placed a cash
// order is found by e-mail and opened: the figures are the server's (one order, its total as lifetime value), and
// the search exports as CSV; then a contact request is answered from the Contact page: the reply lands in the mail
// outbox, is shown under the message with who sent it, and the request closes. The journey runs once, at 1280 px
// (an admin's width); the search's result, the customer's page, the reply dialog and the answered request are each
// resized to 390 px and back, and at both widths what the step shows is visible, nothing is wider than the window
// and axe finds nothing serious (E2E_SHOTS_DIR saves screenshots at both widths). Nothing these pages do differs at
// 390 px (the same table, links and dialog), so no step is repeated there.
import { readFile } from 'node:fs/promises';
import type { CustomerDetail } from '@chamak/shared/customers';
import { formatRupees } from '@chamak/shared/money';
import { describe, expect, it } from 'vitest';
import {
  atBothWidths,
  desktop,
  expectAccessibleAtBothWidths,
  expectNoSidewaysScroll,
  journey,
  type Viewport,
  wait,
} from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder } from './orders.ts';

const shop = adminJourney();

describe('Admin → Customers and contact replies', () => {
  it(
    'finds a customer, exports and opens them, and replies to a contact request, each page within the window at 1280 and 390 px',
    async () => {
      const { customer } = await codOrder(shop.api, {
        firstName: 'Nandini',
        lastName: 'Hegde',
        address: '9 Market Road',
        apt: '1',
        city: 'Mangaluru',
        state: 'Karnataka',
        postalCode: '575001',
      });
      const detail = await shop.asAdmin<CustomerDetail>(`/admin/customers/${customer.userId}`);
      expect(detail.orders).toBe(1);
      const sender = `asha.${Date.now().toString(36)}@example.com`;
      await shop.api('/contacts/addContact', {
        body: { name: 'Asha Shetty', email: sender, message: 'Can I pay by UPI on delivery?' },
      });

      const viewport = desktop;
      const { page, errors, close } = await shop.pageWithSession(viewport, {
        token: shop.adminToken(),
        isAdmin: 'true',
      });
      const noSidewaysScroll = (v: Viewport) => expectNoSidewaysScroll(page, v);
      try {
        await page.goto(shop.url('/admin/customers'));
        await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
        const search = page.getByRole('searchbox', { name: 'Search customers' });
        const typed = customer.email.toUpperCase();
        await search.fill(typed);
        const rows = page.getByRole('table', { name: 'Customers' }).getByRole('row');
        // Typed again if the page, still starting on a loaded machine, lost what was typed.
        await expect
          .poll(async () => {
            if ((await search.inputValue()) !== typed) await search.fill(typed);
            return rows.count();
          }, wait)
          .toBe(2);
        const row = rows.nth(1);
        await row.getByText(formatRupees(detail.lifetimeValuePaise)).waitFor(wait);
        // Export CSV: the rows the search finds, as a file the server audits.
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export CSV' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe('customers.csv');
        const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
        expect(csv).toHaveLength(2);
        expect(csv[1]).toContain(`"${customer.email}"`);
        await atBothWidths(page, viewport, async (v) => {
          await row.getByText(formatRupees(detail.lifetimeValuePaise)).waitFor();
          await noSidewaysScroll(v);
          if (shop.shots)
            await page.screenshot({ path: `${shop.shots}/customers-${v.width}.png`, fullPage: true });
        });
        await expectAccessibleAtBothWidths(page, viewport);

        await row.getByRole('link', { name: detail.fullname }).click();
        await page.getByRole('heading', { name: detail.fullname, level: 1 }).waitFor(wait);
        expect(new URL(page.url()).pathname).toBe(`/admin/customers/${customer.userId}`);
        const figure = (label: string) =>
          page
            .locator('dl > div')
            .filter({ has: page.getByText(label, { exact: true }) })
            .locator('dd');
        await expect.poll(() => figure('Orders').innerText(), wait).toBe('1');
        await atBothWidths(page, viewport, async (v) => {
          expect(await figure('Orders').innerText(), `${v.width} px`).toBe('1');
          expect(await figure('Lifetime value').innerText(), `${v.width} px`).toBe(
            formatRupees(detail.lifetimeValuePaise),
          );
          await page.getByRole('region', { name: 'Consent and messages' }).waitFor();
          await page
            .getByRole('table', { name: `Orders of ${detail.fullname}` })
            .getByText('Order Placed')
            .waitFor(wait);
          await noSidewaysScroll(v);
          if (shop.shots)
            await page.screenshot({ path: `${shop.shots}/customer-${v.width}.png`, fullPage: true });
        });
        await expectAccessibleAtBothWidths(page, viewport);

        // The contact request, found by its sender, answered from the back-office.
        await page.goto(shop.url(`/admin/contact?search=${encodeURIComponent(sender)}`));
        await page.getByRole('heading', { name: 'Contact Requests', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Reply to Asha Shetty' }).click(wait);
        const dialog = page.getByRole('dialog', { name: 'Reply to Asha Shetty' });
        await dialog.getByRole('button', { name: 'Send reply' }).click();
        await dialog.getByText('Write a reply before sending.').waitFor(wait);
        await dialog
          .getByRole('textbox', { name: 'Your reply' })
          .fill('Yes: our courier takes UPI at the door.\n\nThank you for asking.');
        await atBothWidths(page, viewport, async (v) => {
          await dialog.getByRole('button', { name: 'Send reply' }).waitFor();
          if (shop.shots) await page.screenshot({ path: `${shop.shots}/contact-reply-${v.width}.png` });
        });
        await dialog.getByRole('button', { name: 'Send reply' }).click();
        await page.getByText(`Reply sent to ${sender}.`).waitFor(wait);
        const table = page.getByRole('table', { name: 'Contact requests' });
        await table.getByText('Closed', { exact: true }).waitFor(wait);
        const outbox = await shop.asAdmin<{ to: string; subject: string }[]>('/admin/outbox');
        expect(outbox.find((m) => m.to === sender)?.subject).toMatch(/^Re: your message to /);
        await atBothWidths(page, viewport, async (v) => {
          await table.getByText('Closed', { exact: true }).waitFor();
          await table.getByText(/^Replied by /).waitFor(wait);
          await table.getByText('Yes: our courier takes UPI at the door.', { exact: false }).waitFor(wait);
          await noSidewaysScroll(v);
          if (shop.shots)
            await page.screenshot({ path: `${shop.shots}/contacts-${v.width}.png`, fullPage: true });
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
