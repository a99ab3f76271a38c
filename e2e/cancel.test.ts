// Browser journey of a shopper's cancellation: a shopper pays online through the sandbox, opens the order's
// page, chooses Cancel order, keeps it once, then confirms; the order reads Cancelled, the refund is started
// at once and the sandbox's signed refund.processed webhook marks it refunded, which the page shows after a
// reload. The journey runs once, at 390 px (most shoppers are on phones); the steps are the same at 1280 px. The
// order page offering the cancellation, the confirmation dialog and the refunded order are each resized to
// 1280 px too and checked there for what they show (E2E_SHOTS_DIR saves screenshots at both widths); the API
// checks what the page did.

import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atBothWidths, desktop, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { paidOnlineOrder } from './orders.ts';

const { url, api, shots, adminToken, pageWithSession } = adminJourney();

const asha = {
  firstName: 'Asha',
  lastName: 'Pillai',
  address: '9 Hill Road',
  apt: 'Flat 1A',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
};
const paidOrder = () => paidOnlineOrder(api, asha);

/** Each of these is on screen (not hidden by the layout) at the width the page has now. */
async function expectVisible(width: number, ...locators: Locator[]) {
  for (const locator of locators)
    expect(await locator.isVisible(), `${width} px: ${locator} is not visible`).toBe(true);
}

describe('shopper cancellation', () => {
  it(
    `the shopper cancels a paid order and sees it refunded (${mobile.width} px, each step's page shown at ${desktop.width} px too)`,
    async () => {
      const viewport = mobile;
      const { customer, orderId } = await paidOrder();
      const order = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
      expect(order).toMatchObject({ paymentStatus: 'paid', cancellable: true });
      const total = formatRupees(Math.round(order.totalPrice * 100));

      const shopper = await pageWithSession(viewport, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        const { page } = shopper;
        await page.goto(url(`/track-order?tab=orders&order=${orderId}`));
        const heading = page.getByRole('heading', { name: `Order #${orderId}` });
        await heading.waitFor();
        const offer = page.getByText(/You can cancel this order until/);
        await offer.waitFor();
        const cancel = page.getByRole('button', { name: 'Cancel order', exact: true });
        await atBothWidths(page, viewport, async (at) => {
          await expectVisible(at.width, heading, offer, cancel);
          if (shots) await page.screenshot({ path: `${shots}/cancel-offered-${at.width}.png` });
        });
        await cancel.click();
        const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
        const refundedInFull = dialog.getByText(`The ${total} you paid is refunded in full`, {
          exact: false,
        });
        await refundedInFull.waitFor();
        await dialog.getByRole('button', { name: 'Keep the order' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect((await api<Order>(`/order/get/${orderId}`, { token: customer.token })).status).toBe(1);

        await cancel.click();
        const yes = dialog.getByRole('button', { name: 'Yes, cancel the order' });
        await atBothWidths(page, viewport, async (at) => {
          await expectVisible(
            at.width,
            refundedInFull,
            yes,
            dialog.getByRole('button', { name: 'Keep the order' }),
          );
          if (shots) await page.screenshot({ path: `${shots}/cancel-dialog-${at.width}.png` });
        });
        await yes.click();
        await dialog.waitFor({ state: 'hidden' });
        const list = page.getByRole('list', { name: `Refunds of order #${orderId}` });
        await list.getByText(total, { exact: true }).waitFor();
        await expect(cancel.count()).resolves.toBe(0);
        await expect
          .poll(
            async () => (await api<Order>(`/order/get/${orderId}`, { token: customer.token })).paymentStatus,
            wait,
          )
          .toBe('refunded');
        await page.reload();
        await heading.waitFor();
        await page.getByText('Cancelled', { exact: true }).first().waitFor();
        await list.getByText('Refunded', { exact: true }).waitFor();
        await list.getByText(/^Refund id rfnd_sbx/).waitFor();
        await atBothWidths(page, viewport, async (at) => {
          await expectVisible(
            at.width,
            heading,
            page.getByText('Cancelled', { exact: true }).first(),
            list.getByText(total, { exact: true }),
            list.getByText('Refunded', { exact: true }),
            list.getByText(/^Refund id rfnd_sbx/),
          );
          if (shots)
            await page.screenshot({ path: `${shots}/cancel-refunded-${at.width}.png`, fullPage: true });
        });
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
      }
      const after = await api<Order>(`/order/get/${orderId}`, { token: adminToken() });
      expect(after).toMatchObject({
        status: 11,
        paymentStatus: 'refunded',
        cancellable: false,
        refundable: 0,
      });
      expect(after.refunds).toHaveLength(1);
    },
    journey,
  );
});
