// Browser journey of a shopper's cancellation: a shopper pays online through the sandbox, opens the order's
// page, chooses Cancel order, keeps it once, then confirms; the order reads Cancelled, the refund is started
// at once and the sandbox's signed refund.processed webhook marks it refunded, which the page shows after a
// reload. At 1280 and 390 px (E2E_SHOTS_DIR saves screenshots); the API checks what the page did.

import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { describe, expect, it } from 'vitest';
import { desktop, journey, mobile, wait } from './harness.ts';
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

describe('shopper cancellation', () => {
  for (const viewport of [desktop, mobile])
    it(
      `the shopper cancels a paid order and sees it refunded (${viewport.width} px)`,
      async () => {
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
          await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
          await page.getByText(/You can cancel this order until/).waitFor();
          if (shots) await page.screenshot({ path: `${shots}/cancel-offered-${viewport.width}.png` });
          await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
          await dialog.getByText(`The ${total} you paid is refunded in full`, { exact: false }).waitFor();
          await dialog.getByRole('button', { name: 'Keep the order' }).click();
          await dialog.waitFor({ state: 'hidden' });
          expect((await api<Order>(`/order/get/${orderId}`, { token: customer.token })).status).toBe(1);

          await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
          if (shots) await page.screenshot({ path: `${shots}/cancel-dialog-${viewport.width}.png` });
          await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
          await dialog.waitFor({ state: 'hidden' });
          const list = page.getByRole('list', { name: `Refunds of order #${orderId}` });
          await list.getByText(total, { exact: true }).waitFor();
          await expect(page.getByRole('button', { name: 'Cancel order', exact: true }).count()).resolves.toBe(
            0,
          );
          await expect
            .poll(
              async () =>
                (await api<Order>(`/order/get/${orderId}`, { token: customer.token })).paymentStatus,
              wait,
            )
            .toBe('refunded');
          await page.reload();
          await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
          await page.getByText('Cancelled', { exact: true }).first().waitFor();
          await list.getByText('Refunded', { exact: true }).waitFor();
          await list.getByText(/^Refund id rfnd_sbx/).waitFor();
          if (shots)
            await page.screenshot({ path: `${shots}/cancel-refunded-${viewport.width}.png`, fullPage: true });
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
