// Browser journey of an order's timeline: the admin opens a shipped cash order's window, reads its Timeline
// (placed by the shopper, then the shipment step the admin set), adds an internal note, which shows at once and
// clears the box; an empty note says so at the field. The shopper's order page lists the order's history and
// never the note. The admin at 1280 px (the back-office is worked at a desk), the shopper at 390 px (most are on
// phones): the steps are the same at either width; each section is checked at 1280 and 390 px for nothing wider
// than the screen and no serious axe-core finding (E2E_SHOTS_DIR saves screenshots); the API checks what the
// pages did.

import type { ShopperTimelineEntry, TimelineEntry } from '@chamak/shared/order-timeline';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  atBothWidths,
  axeViolations,
  describeViolations,
  desktop,
  journey,
  mobile,
  type Viewport,
  wait,
} from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder } from './orders.ts';

const { url, api, shots, asAdmin, adminToken, pageWithSession } = adminJourney();

const meera = {
  firstName: 'Meera',
  lastName: 'Iyer',
  address: '12 Temple Street',
  apt: 'Flat 3C',
  city: 'Madurai',
  state: 'Tamil Nadu',
  postalCode: '625001',
};

/** A new customer's cash order of one unit, out for delivery: the customer and the order's id. */
async function shippedCodOrder() {
  const placed = await codOrder(api, meera);
  await asAdmin(`/order/${placed.orderId}/shipment`, { method: 'PATCH', body: { status: 6 } });
  return placed;
}

/** Whether the element (or the page) is wider than what shows of it: something would be cut off at the side. */
const overflows = (target: Locator) => target.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** axe-core's serious findings on elements inside `within`. */
async function violationsIn(page: Page, within: Locator) {
  const handle = await within.elementHandle();
  const found = await axeViolations(page);
  const inside = [];
  for (const v of found) {
    const targets = [];
    for (const target of v.targets)
      if (await page.evaluate(([el, css]) => Boolean(el?.querySelector(css)), [handle, target] as const))
        targets.push(target);
    if (targets.length > 0) inside.push({ ...v, targets });
  }
  return inside;
}

/** The section fits the screen, the page too, and axe-core finds nothing serious in the section. */
async function fitsAndAccessible(page: Page, section: Locator, viewport: Viewport) {
  await section.scrollIntoViewIfNeeded();
  expect(await overflows(section), `${viewport.width} px`).toBe(false);
  expect(await pageOverflows(page), `${viewport.width} px`).toBe(false);
  const found = await violationsIn(page, section);
  expect(found, `${viewport.width} px: ${describeViolations(found)}`).toEqual([]);
}

describe('order timeline', () => {
  it(
    `the admin reads an order's timeline and adds an internal note (${desktop.width} px)`,
    async () => {
      const viewport = desktop;
      const { orderId } = await shippedCodOrder();
      const note = `Shopper asked for delivery after 6 pm; gate code 4471 (${viewport.width})`;
      const { page, errors, close } = await pageWithSession(viewport, {
        token: adminToken(),
        isAdmin: 'true',
      });
      try {
        await page.goto(url(`/admin/orders?order=${orderId}`));
        const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        const timeline = modal.getByRole('region', { name: 'Timeline' });
        const events = timeline.getByRole('listitem');
        await events.filter({ hasText: 'Order placed' }).filter({ hasText: 'by Shopper' }).waitFor();
        await events.filter({ hasText: 'Out for Delivery' }).filter({ hasText: 'by Admin' }).waitFor();
        const before = await events.count();

        const box = timeline.getByRole('textbox', { name: 'Add internal note' });
        await timeline.getByRole('button', { name: 'Add note' }).click();
        await timeline.getByText('Write the note first.', { exact: true }).waitFor();
        expect(await box.getAttribute('aria-invalid')).toBe('true');

        await box.fill(note);
        await timeline.getByRole('button', { name: 'Add note' }).click();
        await events.filter({ hasText: note }).waitFor();
        expect(await events.count()).toBe(before + 1);
        await expect(box.inputValue()).resolves.toBe('');
        await expect(timeline.getByText('Write the note first.').count()).resolves.toBe(0);

        const saved = await asAdmin<{ events: TimelineEntry[] }>(`/admin/orders/${orderId}/timeline`);
        expect(saved.events.at(-1)).toMatchObject({ event: 'note', actor: 'admin', reason: note });

        await atBothWidths(page, viewport, async (at) => {
          await fitsAndAccessible(page, timeline, at);
          if (shots) await timeline.screenshot({ path: `${shots}/timeline-admin-${at.width}.png` });
        });
        // The one refusal the journey asked for: the empty note's 400, which the browser logs.
        expect(errors).toEqual([
          'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
        ]);
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    `the shopper's order page lists its history without the note (${mobile.width} px)`,
    async () => {
      const viewport = mobile;
      const { customer, orderId } = await shippedCodOrder();
      const note = 'Internal: check the address with the courier';
      await asAdmin(`/admin/orders/${orderId}/notes`, { body: { note } });
      const history = await api<{ events: ShopperTimelineEntry[] }>(`/order/${orderId}/history`, {
        token: customer.token,
      });
      const { page, errors, close } = await pageWithSession(viewport, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        await page.goto(url(`/track-order?tab=orders&order=${orderId}`));
        await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
        const section = page.getByRole('region', { name: 'Order history' });
        const items = section.getByRole('listitem');
        await items.filter({ hasText: 'Out for Delivery' }).waitFor();
        await expect
          .poll(async () => (await items.allTextContents()).length, wait)
          .toBe(history.events.length);
        expect((await items.first().textContent()) ?? '').toContain('Order placed');
        await expect(page.getByText(note).count()).resolves.toBe(0);
        await expect(page.getByText('Internal note').count()).resolves.toBe(0);

        await atBothWidths(page, viewport, async (at) => {
          await fitsAndAccessible(page, section, at);
          if (shots) await section.screenshot({ path: `${shots}/timeline-shopper-${at.width}.png` });
        });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
