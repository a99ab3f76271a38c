// Editing a placed order before pickup in the browser (decision 0355): the admin opens a cash order's window, Edit
// order, raises a line's quantity, Preview shows the line 1 → 3 with the stock taken and the totals old → new with
// the cash to collect, nothing saved until Save; Save writes the new total, which the API confirms. A paid online
// order lowered 2 → 1 previews the refund of the difference and, saved, lists that refund in the order window
// (decision 0356). At 1280 px (the back-office is worked at a desk) and 390 px; nothing wider than the screen.
// E2E_SHOTS_DIR saves screenshots.
import type { Order } from '@chamak/shared/orders';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder, paidOnlineOrder } from './orders.ts';

const shop = adminJourney();
const to = {
  firstName: 'Meera',
  lastName: 'Iyer',
  address: '4 Temple Street',
  apt: '2',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400050',
};

/** Opens an order's window, Edit order, sets the first line's quantity and asks for the preview. */
async function previewQuantity(page: Page, orderId: number, quantity: number) {
  await page.goto(shop.url(`/admin/orders?order=${orderId}`));
  const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
  await modal.getByRole('button', { name: 'Edit order' }).click(wait);
  const editor = page.getByRole('dialog', { name: `Edit order #${orderId}` });
  await editor.waitFor(wait);
  await editor
    .getByLabel(/^Quantity of /)
    .first()
    .fill(String(quantity));
  await editor.getByRole('button', { name: 'Preview' }).click();
  return { editor, preview: editor.getByRole('region', { name: 'Preview' }) };
}

describe('editing an order before pickup', () => {
  for (const viewport of [desktop, mobile])
    it(`raises a cash order's quantity with a preview at ${viewport.width} px`, async () => {
      const { orderId } = await codOrder(shop.api, to);
      const before = await shop.asAdmin<Order>(`/order/get/${orderId}`);
      const line = before.OrderItems[0]!;
      const { page, close } = await shop.pageWithSession(viewport, {
        token: shop.adminToken(),
        isAdmin: 'true',
      });
      try {
        const { editor, preview } = await previewQuantity(page, orderId, line.quantity + 2);
        await preview.waitFor(wait);
        await preview.getByText(`${line.quantity} → ${line.quantity + 2}`).waitFor(wait);
        await preview.getByText('2 taken').waitFor(wait);
        await preview.getByText('Cash to collect on delivery', { exact: false }).waitFor(wait);
        // The preview wrote nothing.
        expect((await shop.asAdmin<Order>(`/order/get/${orderId}`)).totalPrice).toBe(before.totalPrice);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await preview.scrollIntoViewIfNeeded();
        if (shop.shots)
          await page.screenshot({ path: `${shop.shots}/order-edit-preview-${viewport.width}.png` });
        await editor.getByRole('button', { name: 'Save' }).click();
        await editor.waitFor({ state: 'detached', ...wait });
        const after = await shop.asAdmin<Order>(`/order/get/${orderId}`);
        expect(after.OrderItems[0]!.quantity).toBe(line.quantity + 2);
        expect(after.totalPrice).toBeGreaterThan(before.totalPrice);
      } finally {
        await close();
      }
    }, 120_000);

  for (const viewport of [desktop, mobile])
    it(`lowers a paid online order and refunds the difference at ${viewport.width} px`, async () => {
      const { orderId } = await paidOnlineOrder(shop.api, to, 2);
      const before = await shop.asAdmin<Order>(`/order/get/${orderId}`);
      const { page, close } = await shop.pageWithSession(viewport, {
        token: shop.adminToken(),
        isAdmin: 'true',
      });
      try {
        const { editor, preview } = await previewQuantity(page, orderId, 1);
        await preview.waitFor(wait);
        await preview.getByText('2 → 1').waitFor(wait);
        await preview.getByText(/Refund of ₹[\d,.]+ to the customer's online payment/).waitFor(wait);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await preview.scrollIntoViewIfNeeded();
        if (shop.shots)
          await page.screenshot({ path: `${shop.shots}/order-edit-refund-preview-${viewport.width}.png` });
        await editor.getByRole('button', { name: 'Save' }).click();
        await editor.waitFor({ state: 'detached', ...wait });
        const after = await shop.asAdmin<Order>(`/order/get/${orderId}`);
        expect(after.totalPrice).toBeLessThan(before.totalPrice);
        // The order window, opened again, lists the refund of the difference once the gateway has processed it.
        await page.goto(shop.url(`/admin/orders?order=${orderId}`));
        const again = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        const refunds = again.getByRole('list', { name: `Refunds of order #${orderId}` });
        await refunds.getByText('The difference after the order was changed').waitFor(wait);
        await refunds.getByText('Refunded', { exact: true }).waitFor(wait);
        await refunds.scrollIntoViewIfNeeded();
        if (shop.shots)
          await page.screenshot({ path: `${shop.shots}/order-edit-refunded-${viewport.width}.png` });
      } finally {
        await close();
      }
    }, 120_000);
});
