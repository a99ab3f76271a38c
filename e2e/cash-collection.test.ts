// Browser journey of cash collection, run once at 1280 px (an admin page): a delivered cash-on-delivery order
// shows on the dashboard as COD outstanding; the admin follows the link to the delivered COD orders, opens the
// order, marks its cash collected (confirming the amount), and the dashboard no longer counts it. No step differs
// by width, so the dashboard's cash card and the order window are resized to 390 px rather than visited again:
// what they show is on screen at both widths. The API checks what the pages did.

import type { DashboardView } from '@chamak/shared/dashboard';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atBothWidths, desktop, journey, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder } from './orders.ts';

const { url, api, adminToken, pageWithSession, asAdmin } = adminJourney();

const ravi = {
  firstName: 'Ravi',
  lastName: 'Menon',
  address: '4 Beach Road',
  apt: 'House 2',
  city: 'Chennai',
  state: 'Tamil Nadu',
  postalCode: '600001',
};

/** A new customer's cash-on-delivery order of one unit, delivered by hand: its id. */
async function deliveredCodOrder(): Promise<number> {
  const { orderId } = await codOrder(api, ravi);
  await asAdmin(`/order/${orderId}/shipment`, { method: 'PATCH', body: { status: 7 } });
  return orderId;
}

/** A page logged in as the admin at 1280 px, opened at `at` (the session written where a login would put it). */
async function adminPage(at: string) {
  const opened = await pageWithSession(desktop, {
    token: adminToken(),
    isAdmin: 'true',
  });
  await opened.page.goto(url(at));
  return opened;
}

const cashCard = (page: Page) => page.getByRole('region', { name: 'Cash and returns' });

/** Each of `shows` is on screen at 1280 px and, the page resized, at 390 px. */
const onScreenAtBothWidths = (page: Page, shows: Locator[]) =>
  atBothWidths(page, desktop, async (v) => {
    for (const locator of shows) expect(await locator.isVisible(), `${locator} at ${v.width} px`).toBe(true);
  });

describe('cash collection', () => {
  it(
    "the admin sees the cash outstanding and marks a delivered order's cash collected; the card and the order window show it at 1280 and 390 px",
    async () => {
      const orderId = await deliveredCodOrder();
      const before = (await asAdmin<DashboardView>('/admin/dashboard')).codOutstanding;
      expect(before.orders).toBeGreaterThanOrEqual(1);
      const { page, errors, close } = await adminPage('/admin');
      try {
        const card = cashCard(page);
        const outstanding = card.getByText(formatRupees(Math.round(before.amount * 100)), { exact: true });
        const link = card.getByRole('link', { name: 'Delivered COD orders' });
        await outstanding.waitFor();
        await onScreenAtBothWidths(page, [outstanding, link]);
        await link.click();
        await page.waitForURL((u) => u.pathname === '/admin/orders' && u.search.includes('status=7'));
        await page.goto(url(`/admin/orders?order=${orderId}`));
        const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        await modal.getByRole('button', { name: 'Mark cash collected' }).click();
        // It asks first, naming the cash the courier handed over.
        const total = (await asAdmin<Order>(`/order/get/${orderId}`)).totalPrice;
        const cash = formatRupees(Math.round(total * 100));
        const ask = page.getByRole('dialog', { name: `Record ${cash} collected?`, exact: true });
        await ask.getByRole('button', { name: `Record ${cash} collected`, exact: true }).click();
        await modal.getByRole('status').filter({ hasText: 'Cash collected' }).waitFor();
        await expect
          .poll(async () => (await asAdmin<Order>(`/order/get/${orderId}`)).paymentStatus, wait)
          .toBe('cod_collected');
        // The window shows the new state once its order is fetched again, which may be after the server says so.
        await expect
          .poll(() => modal.getByRole('button', { name: 'Mark cash collected' }).count(), wait)
          .toBe(0);
        const collected = modal.getByText('Cash on Delivery · Cash collected');
        await collected.waitFor();
        await onScreenAtBothWidths(page, [collected]);

        const after = (await asAdmin<DashboardView>('/admin/dashboard')).codOutstanding;
        expect(after.orders).toBe(before.orders - 1);
        await page.goto(url('/admin'));
        const waiting = cashCard(page).getByText(
          after.orders === 0 ? 'No delivered order waits for its cash.' : /awaiting cash/,
        );
        const left = cashCard(page).getByText(formatRupees(Math.round(after.amount * 100)), { exact: true });
        await waiting.waitFor();
        await left.waitFor();
        await onScreenAtBothWidths(page, [waiting, left]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
