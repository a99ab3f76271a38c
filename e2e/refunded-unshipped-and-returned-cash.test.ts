// Browser journey of refunded and uncollected orders (decision 0132), run once: an order paid online and refunded
// in full before it shipped shows the admin (at 1280 px) no shipping actions, says to cancel it, and is cancelled
// from the order window; a cash order whose parcel came back reads "Not collected (returned)" on the shopper's
// order page (at 390 px, a shopper's phone). No step differs by width, so the order window and the order page are
// resized to the other width rather than visited again: what they say is on screen at 1280 and 390 px (and
// E2E_SHOTS_DIR saves both widths' shots). The API checks what the pages did.

import type { Order } from '@chamak/shared/orders';
import { describe, expect, it } from 'vitest';
import { atBothWidths, desktop, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder, paidOnlineOrder } from './orders.ts';

const { url, api, shots, adminToken, pageWithSession, asAdmin } = adminJourney();

const meera = {
  firstName: 'Meera',
  lastName: 'Joshi',
  address: '7 Temple Street',
  apt: 'Flat 3C',
  city: 'Nagpur',
  state: 'Maharashtra',
  postalCode: '440001',
};

describe('after the sale', () => {
  it(
    'a fully refunded order is cancelled, not shipped; a returned cash order reads not collected; both pages say so at 1280 and 390 px',
    async () => {
      const { orderId } = await paidOnlineOrder(api, meera);
      await asAdmin(`/admin/orders/${orderId}/refunds`, {
        body: { reason: 'Out of stock at the warehouse' },
      });
      await expect
        .poll(async () => (await asAdmin<Order>(`/order/get/${orderId}`)).paymentStatus, wait)
        .toBe('refunded');

      const admin = await pageWithSession(desktop, { token: adminToken(), isAdmin: 'true' });
      try {
        const { page } = admin;
        await page.goto(url(`/admin/orders?order=${orderId}`));
        const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        const notShipped = modal.getByText(/refunded in full before it shipped, so it is not shipped/);
        await notShipped.waitFor();
        for (const name of ['Update shipment', 'Add tracking event', 'Create Shiprocket shipment'])
          await expect(modal.getByRole('button', { name }).count()).resolves.toBe(0);
        await atBothWidths(page, desktop, async (v) => {
          expect(await notShipped.isVisible(), `the refund note at ${v.width} px`).toBe(true);
          if (shots)
            await page.screenshot({ path: `${shots}/refunded-order-${v.width}.png`, fullPage: true });
        });
        await modal.getByRole('button', { name: 'Cancel order' }).click();
        const confirm = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
        await confirm.getByText('Its payment was already refunded in full.', { exact: false }).waitFor();
        await confirm.getByRole('button', { name: 'Cancel order' }).click();
        await expect.poll(async () => (await asAdmin<Order>(`/order/get/${orderId}`)).status, wait).toBe(11);
        const after = await asAdmin<Order>(`/order/get/${orderId}`);
        expect(after.paymentStatus).toBe('refunded');
        expect(after.refunds).toHaveLength(1);
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.close();
      }

      const { customer, orderId: codId } = await codOrder(api, meera);
      for (const status of [5, 8, 10])
        await asAdmin(`/order/${codId}/shipment`, { method: 'PATCH', body: { status } });
      const shopper = await pageWithSession(mobile, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        const { page } = shopper;
        await page.goto(url(`/track-order?tab=orders&order=${codId}`));
        await page.getByRole('heading', { name: `Order #${codId}` }).waitFor();
        const notCollected = page.getByText('Not collected (returned)');
        await notCollected.first().waitFor();
        await expect(page.getByText('Pay on delivery').count()).resolves.toBe(0);
        await atBothWidths(page, mobile, async (v) => {
          const onScreen = await notCollected.filter({ visible: true }).count();
          expect(onScreen, `"Not collected (returned)" at ${v.width} px`).toBeGreaterThan(0);
          if (shots) await page.screenshot({ path: `${shots}/returned-cod-${v.width}.png`, fullPage: true });
        });
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
      }
    },
    journey,
  );
});
