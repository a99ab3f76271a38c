// The admin dashboard in the browser at desktop and phone widths: the page ends where the back-office ends (no
// blank band below the sidebar and the content, which the chart's hidden figures table used to hang there), and
// the 30 days' figures show the cancelled orders apart from the orders, revenue and average. Both widths: the
// page's height is the layout's.
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder } from './orders.ts';

const shop = adminJourney();

describe('the admin dashboard', () => {
  for (const viewport of [desktop, mobile])
    it(
      `ends with the back-office at ${viewport.width} px, and counts a cancelled order apart`,
      async () => {
        const { orderId } = await codOrder(shop.api, {
          firstName: 'Meera',
          lastName: 'Iyer',
          address: '4 Temple Street',
          apt: '2',
          city: 'Chennai',
          state: 'Tamil Nadu',
          postalCode: '600004',
        });
        await shop.asAdmin(`/order/${orderId}/cancel`, { method: 'POST' });
        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        // The requests sent and not yet answered: once none is left, every section has its content.
        const pending = new Set<Request>();
        page.on('request', (request) => pending.add(request));
        page.on('requestfinished', (request) => pending.delete(request));
        page.on('requestfailed', (request) => pending.delete(request));
        try {
          await page.goto(shop.url('/admin'));
          await page.getByRole('img', { name: /^Revenue and orders per day, last 30 days/ }).waitFor();
          const figures = page.getByRole('region', { name: 'Last 30 days' });
          const figure = (label: string) =>
            figures
              .locator('dl > div')
              .filter({ has: page.getByText(label, { exact: true }) })
              .locator('dd');
          await expect.poll(() => figure('Cancelled').innerText(), wait).not.toBe('0');
          await expect.poll(() => pending.size, wait).toBe(0);
          // The last answer drawn: the queries hand it to the page on a timer, the page draws it on a frame.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          const heights = await page.evaluate(() => ({
            page: document.documentElement.scrollHeight,
            shell: document.body.firstElementChild?.getBoundingClientRect().height ?? 0,
            body: document.body.scrollHeight,
          }));
          // Nothing below the back-office: the page is exactly as tall as its content (or the window).
          expect(heights.page).toBe(Math.max(viewport.height, heights.body));
          expect(heights.body - heights.shell).toBeLessThanOrEqual(1);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});
