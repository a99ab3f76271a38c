// Browser journeys of a failed delivery (decision 0336), on a shop without Shiprocket: the admin records a failed
// attempt from the order window (1280 px); the shopper opens the link the mail carries where nobody is signed in
// (390 px), asks for another try on a chosen day and is thanked, and the link then says it was answered; the admin
// finds the answer in Admin → Failed deliveries. E2E_SHOTS_DIR saves screenshots of both pages at both widths.
import { shortDate } from '@chamak/shared/delivery-estimate';
import { OrderStatus } from '@chamak/shared/order-state';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, journey, mobile, openPage } from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder } from './orders.ts';

const { url, api, shots, asAdmin, adminToken, browser, pageWithSession } = adminJourney();

const ravi = {
  firstName: 'Ravi',
  lastName: 'Menon',
  address: '12 Lake Road',
  apt: 'Flat 4B',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682001',
};

type OutboxMail = { to: string; subject: string; text: string };

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** The answer link in the shopper's "We could not deliver" mail, as the outbox holds it. */
async function answerLink(orderId: number): Promise<string> {
  const outbox = await api<OutboxMail[]>('/admin/outbox', { token: adminToken() });
  const mail = outbox.find((m) => m.subject.includes(`could not deliver your Chamak order #${orderId}`));
  expect(mail, `no failed-delivery mail for #${orderId}`).toBeDefined();
  const link = /https?:\/\/\S+\/failed-delivery\?t=[\w-]+/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  return link!;
}

describe('failed delivery', () => {
  it(
    `the admin records a failed attempt, the shopper picks another day by the link (${mobile.width} px), and the admin sees it (${desktop.width} px)`,
    async () => {
      const { orderId } = await codOrder(api, ravi);
      await asAdmin(`/order/${orderId}/shipment`, {
        method: 'PATCH',
        body: { status: OrderStatus.OutForDelivery },
      });

      // The order window's "Delivery attempt failed", with the courier's reason.
      const admin = await pageWithSession(desktop, { token: adminToken(), isAdmin: 'true' });
      try {
        const { page } = admin;
        await page.goto(url(`/admin/orders?order=${orderId}`));
        const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        await modal.getByRole('button', { name: 'Delivery attempt failed' }).click();
        const ask = page.getByRole('dialog', { name: `Delivery attempt failed: order #${orderId}` });
        await ask.getByRole('button', { name: 'Record and ask the shopper' }).click();
        await ask.getByText('Say why the delivery failed').waitFor();
        await ask.getByRole('textbox', { name: 'Reason' }).fill('Shopper not at home');
        await shot(page, `failed-delivery-record-${desktop.width}`);
        await ask.getByRole('button', { name: 'Record and ask the shopper' }).click();
        await modal
          .getByRole('status')
          .filter({ hasText: 'Failed delivery recorded; the shopper was sent the answer link.' })
          .waitFor();
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.close();
      }

      // The link, opened on a phone where nobody is signed in.
      const link = await answerLink(orderId);
      const opened = await openPage(browser(), mobile);
      let chosen = '';
      try {
        const { page } = opened;
        await page.goto(link);
        await page.getByRole('heading', { level: 1, name: 'We could not deliver your order' }).waitFor();
        await page.getByText('Shopper not at home').waitFor();
        await page.getByText(`${ravi.city}, ${ravi.state} ${ravi.postalCode}`).waitFor();
        await shot(page, `failed-delivery-link-${mobile.width}`);
        await page.setViewportSize({ width: desktop.width, height: desktop.height });
        await shot(page, `failed-delivery-link-${desktop.width}`);
        await page.setViewportSize({ width: mobile.width, height: mobile.height });

        await page.getByRole('button', { name: 'Try again on another day' }).click();
        const day = page.getByLabel('Day of the next try');
        const earliest = (await day.getAttribute('min'))!;
        const latest = (await day.getAttribute('max'))!;
        // The day after the earliest: a day the shopper picked, not the default.
        const next = new Date(`${earliest}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        chosen = next.toISOString().slice(0, 10);
        expect(chosen <= latest).toBe(true);
        await day.fill(chosen);
        await shot(page, `failed-delivery-day-${mobile.width}`);
        await page.getByRole('button', { name: 'Try again on this day' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: 'Thank you. The courier will try again on the day you chose.' })
          .waitFor();
        await shot(page, `failed-delivery-answered-${mobile.width}`);
        // Opened again, the link says it was answered and offers nothing more.
        await page.reload();
        await page.getByText('This failed delivery was already answered: the link works once.').waitFor();
        expect(await page.getByRole('button', { name: 'Try again tomorrow' }).count()).toBe(0);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }

      // Admin → Failed deliveries shows the answer, on a phone too.
      const phone = await pageWithSession(mobile, { token: adminToken(), isAdmin: 'true' });
      try {
        const { page } = phone;
        await page.goto(url('/admin/failed-deliveries'));
        const card = page
          .getByRole('list', { name: 'Failed deliveries' })
          .getByRole('listitem')
          .filter({ hasText: `Order #${orderId}` });
        await card.getByText(`Try again on ${shortDate(chosen)}`).waitFor();
        await card.getByRole('button', { name: 'Re-attempt on a date' }).waitFor();
        await shot(page, `failed-deliveries-admin-${mobile.width}`);
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.close();
      }
      const back = await pageWithSession(desktop, { token: adminToken(), isAdmin: 'true' });
      try {
        const { page } = back;
        await page.goto(url('/admin/failed-deliveries'));
        await page.getByRole('heading', { level: 1, name: 'Failed deliveries' }).waitFor();
        const row = page.getByRole('row').filter({ hasText: `Order #${orderId}` });
        await row.getByText('Shopper not at home').waitFor();
        await row.getByText(`Try again on ${shortDate(chosen)}`).waitFor();
        expect(await row.getByText('Call the shopper').count()).toBe(0);
        await shot(page, `failed-deliveries-admin-${desktop.width}`);

        // The admin passes the day on to the courier and the attempt leaves the queue.
        await row.getByRole('button', { name: 'Re-attempt on a date' }).click();
        const dialog = page.getByRole('dialog', { name: `Re-attempt order #${orderId}` });
        await expect.poll(() => dialog.getByLabel('Day of the next try').inputValue()).toBe(chosen);
        await dialog.getByRole('button', { name: 'Re-attempt on this date' }).click();
        await expect.poll(() => row.count()).toBe(0);
        expect(back.errors).toEqual([]);
      } finally {
        await back.close();
      }
    },
    journey,
  );

  it(
    `the shopper corrects the address by the link, and a PIN code in another state is refused (${mobile.width} px)`,
    async () => {
      const { orderId } = await codOrder(api, ravi);
      await asAdmin(`/order/${orderId}/shipment`, {
        method: 'PATCH',
        body: { status: OrderStatus.InTransit },
      });
      await asAdmin(`/order/${orderId}/delivery-failed`, { body: { reason: 'Address not found' } });
      const opened = await openPage(browser(), mobile);
      try {
        const { page } = opened;
        await page.goto(await answerLink(orderId));
        await page.getByRole('button', { name: 'Correct the address or phone' }).click();
        await page.getByRole('textbox', { name: 'Address' }).fill('14 Lake Road, near the temple');
        await page.getByRole('textbox', { name: 'PIN Code' }).fill('560002');
        await page.getByRole('button', { name: 'Try again at this address' }).click();
        await page
          .getByRole('alert')
          .filter({ hasText: 'That PIN code is in Karnataka.' })
          .filter({ hasText: 'can only be delivered within Kerala' })
          .waitFor();
        // What the shopper sees beside the button (a full-page shot would draw the sticky header over it).
        if (shots)
          await page.screenshot({ path: `${shots}/failed-delivery-address-refused-${mobile.width}.png` });
        await page.getByRole('textbox', { name: 'PIN Code' }).fill('682011');
        await page.getByRole('button', { name: 'Try again at this address' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: 'Thank you. The courier will try again at the corrected address.' })
          .waitFor();
        expect(opened.errors.filter((e) => !e.includes('422'))).toEqual([]);
      } finally {
        await opened.close();
      }
      const { items } = await asAdmin<{
        items: { orderId: number; answer: string; answerAddress: unknown }[];
      }>('/admin/failed-deliveries');
      expect(items.find((i) => i.orderId === orderId)).toMatchObject({
        answer: 'address',
        answerAddress: { address: '14 Lake Road, near the temple', postalCode: '682011', state: 'Kerala' },
      });
    },
    journey,
  );
});
