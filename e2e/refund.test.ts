// Browser journey of a refund: a shopper pays online through the sandbox; the admin opens the order window,
// refunds what is left (the amount offered), reviews and confirms; the sandbox's signed refund.processed
// webhook marks it done, and the shopper's order page shows the payment refunded with the refund listed. The
// journey runs once: the admin at 1280 px (the back-office is worked at a desk), the shopper at 390 px (most are
// on phones); the steps are the same at either width. The refund form, the admin's refunded order and the
// shopper's order page are each resized to the other width too and checked there for what they show (E2E_SHOTS_DIR
// saves screenshots at both widths); the API checks what the pages did.

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

describe('refunds', () => {
  it(
    `the admin refunds a paid order (${desktop.width} px) and the shopper sees it refunded (${mobile.width} px), each page shown at both widths`,
    async () => {
      const { customer, orderId } = await paidOrder();
      const order = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
      expect(order.paymentStatus).toBe('paid');
      const total = formatRupees(Math.round(order.totalPrice * 100));

      const admin = await pageWithSession(desktop, { token: adminToken(), isAdmin: 'true' });
      try {
        const { page } = admin;
        await page.goto(url(`/admin/orders?order=${orderId}`));
        const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        await modal.getByRole('button', { name: 'Refund', exact: true }).click();
        const form = page.getByRole('dialog', { name: `Refund order #${orderId}` });
        await expect(form.getByLabel('Amount (₹)').inputValue()).resolves.toBe(order.totalPrice.toFixed(2));
        await form.getByLabel('Reason').fill('Customer asked to cancel after dispatch');
        const review = form.getByRole('button', { name: 'Review refund' });
        await atBothWidths(page, desktop, async (at) => {
          await expectVisible(at.width, form.getByLabel('Amount (₹)'), form.getByLabel('Reason'), review);
          if (shots) await page.screenshot({ path: `${shots}/refund-form-${at.width}.png` });
        });
        await review.click();
        const confirm = page.getByRole('dialog', { name: `Refund ${total}?` });
        await confirm.getByText(/through the payment gateway/).waitFor();
        await confirm.getByRole('button', { name: `Refund ${total}` }).click();
        // Pending until the sandbox's webhook lands, which under load can be before the reply is read.
        await modal
          .getByRole('status')
          .filter({ hasText: new RegExp(`^(Refund initiated|Refunded): ${total.replace(/[.]/g, '[.]')}$`) })
          .waitFor();
        await expect
          .poll(
            async () => (await api<Order>(`/order/get/${orderId}`, { token: adminToken() })).paymentStatus,
            wait,
          )
          .toBe('refunded');
        await page.reload();
        const list = modal.getByRole('list', { name: `Refunds of order #${orderId}` });
        await list.getByText('Refunded', { exact: true }).waitFor();
        await expect(modal.getByRole('button', { name: 'Refund', exact: true }).count()).resolves.toBe(0);
        await atBothWidths(page, desktop, async (at) => {
          await list.scrollIntoViewIfNeeded();
          await expectVisible(at.width, list.getByText('Refunded', { exact: true }));
          if (shots) await page.screenshot({ path: `${shots}/refund-admin-${at.width}.png`, fullPage: true });
        });
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.close();
      }

      const shopper = await pageWithSession(mobile, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        const { page } = shopper;
        await page.goto(url(`/track-order?tab=orders&order=${orderId}`));
        await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
        const list = page.getByRole('list', { name: `Refunds of order #${orderId}` });
        await list.getByText(total, { exact: true }).waitFor();
        await list.getByText('Refunded', { exact: true }).waitFor();
        await list.getByText(/^Refund id rfnd_sbx/).waitFor();
        await page.getByText('Refunded', { exact: true }).first().waitFor();
        await atBothWidths(page, mobile, async (at) => {
          await expectVisible(
            at.width,
            page.getByRole('heading', { name: `Order #${orderId}` }),
            list.getByText(total, { exact: true }),
            list.getByText('Refunded', { exact: true }),
            list.getByText(/^Refund id rfnd_sbx/),
            page.getByText('Refunded', { exact: true }).first(),
          );
          if (shots)
            await page.screenshot({ path: `${shots}/refund-shopper-${at.width}.png`, fullPage: true });
        });
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
      }
    },
    journey,
  );
});
