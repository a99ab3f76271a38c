// Browser journeys of COD confirmation: with Shop Settings asking first-time buyers to confirm, a shopper
// places a cash order in the checkout and lands on a page asking for it; the link in the mail the outbox
// holds, opened on a page that is not signed in, confirms it and the order goes on (its invoice, the
// order-confirmed mail). And the admin finds such an order under Awaiting confirmation and confirms it from
// the order window after a call. Each journey at one width, its steps being the same at the other: the shopper's
// at 390 px, the admin's settings at 390 px and order window at 1280 px, so each back-office layout is used once
// (E2E_SHOTS_DIR saves screenshots); the API checks what the pages did.

import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, journey, mobile, openPage, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder, customerWithOneUnit } from './orders.ts';

const { url, api, shots, asAdmin, adminToken, browser, pageWithSession } = adminJourney();

const nisha = {
  firstName: 'Nisha',
  lastName: 'Kapoor',
  address: '21 Park Street',
  apt: 'Flat 3C',
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
};

beforeAll(async () => {
  await asAdmin('/admin/settings', {
    method: 'PUT',
    body: { codConfirmation: { enabled: true, abovePaise: null, firstTimeBuyers: true, hours: 24 } },
  });
});

type OutboxMail = { to: string; subject: string; text: string };

/** The link in the shopper's "Please confirm" mail, as the outbox holds it. */
async function confirmationLink(email: string, orderId: number): Promise<string> {
  const outbox = await api<OutboxMail[]>('/admin/outbox', { token: adminToken() });
  const mail = outbox.find(
    (m) => m.to === email && m.subject.includes(`confirm your Chamak order #${orderId}`),
  );
  expect(mail, `no confirmation mail for #${orderId}`).toBeDefined();
  const link = /https?:\/\/\S+\/order-confirmation\/\d+\?confirm=[\w-]+/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  return link!;
}

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

describe('COD confirmation', () => {
  const viewport = mobile;
  it(
    `the admin sets COD confirmation in Shop Settings, and a bad amount is refused at the field (${viewport.width} px)`,
    async () => {
      const admin = await pageWithSession(viewport, { token: adminToken(), isAdmin: 'true' });
      try {
        const { page } = admin;
        await page.goto(url('/admin/settings'));
        const section = page.getByRole('region', { name: 'COD confirmation' });
        await section.waitFor();
        const above = section.getByRole('textbox', { name: 'Orders above' });
        await above.fill('1,5x');
        await section.getByRole('button', { name: 'Save COD confirmation' }).click();
        await section.getByText('The threshold must be an amount in rupees, like 99 or 99.50').waitFor();
        await above.fill('1500');
        await section.getByRole('textbox', { name: 'Time to confirm' }).fill('12');
        await section.getByRole('checkbox', { name: /Ask shoppers to confirm cash orders/ }).check();
        await section.getByRole('checkbox', { name: /First-time buyers/ }).check();
        if (shots) await section.screenshot({ path: `${shots}/cod-settings-${viewport.width}.png` });
        await section.getByRole('button', { name: 'Save COD confirmation' }).click();
        await expect
          .poll(async () => (await api<{ codConfirmation: unknown }>('/settings')).codConfirmation, wait)
          .toEqual({ enabled: true, abovePaise: 150_000, firstTimeBuyers: true, hours: 12 });
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.close();
        // The journeys below hold every first order, for 24 hours.
        await asAdmin('/admin/settings', {
          method: 'PUT',
          body: { codConfirmation: { enabled: true, abovePaise: null, firstTimeBuyers: true, hours: 24 } },
        });
      }
    },
    journey,
  );

  it(
    `the shopper places a cash order that needs confirming and confirms it through the mailed link (${viewport.width} px)`,
    async () => {
      const customer = await customerWithOneUnit(api, nisha);
      const shopper = await pageWithSession(viewport, {
        token: customer.token,
        userId: String(customer.userId),
      });
      let orderId: number;
      try {
        const { page } = shopper;
        await page.goto(url('/checkout'));
        const form = page.getByRole('form', { name: 'Checkout' });
        const field = (name: string) => form.getByRole('textbox', { name, exact: true });
        await expect.poll(() => field('Email').inputValue(), wait).toBe(customer.email);
        await field('Address').fill(nisha.address);
        await field('Apartment, suite, landmark').fill(nisha.apt);
        await field('City').fill(nisha.city);
        await field('PIN Code').fill(nisha.postalCode);
        // The PIN code sets the state, shown and not editable (decision 0293).
        await expect
          .poll(() => form.getByRole('textbox', { name: 'State', exact: true }).inputValue(), wait)
          .toBe(nisha.state);
        await form.getByRole('radio', { name: /^Cash on delivery/ }).check();
        await form.getByRole('button', { name: 'Place Order' }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
        orderId = Number(new URL(page.url()).pathname.split('/').pop());
        await page
          .getByRole('heading', { level: 1, name: 'Thank you! One more step: confirm your order.' })
          .waitFor();
        await page.getByRole('heading', { name: 'Please confirm your order' }).waitFor();
        await page.getByRole('button', { name: 'Confirm order' }).waitFor();
        // No delivery promise while it waits.
        expect(await page.getByText(/^Delivery (between|by) /).count()).toBe(0);
        await shot(page, `cod-held-${viewport.width}`);
        const held = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
        expect(held.confirmation).toMatchObject({ confirmedAt: null });
        expect(held.invoice).toBeNull();

        // The order page in the account says so too.
        await page.goto(url(`/track-order?tab=orders&order=${orderId}`));
        await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
        await page.getByText('Awaiting confirmation', { exact: true }).first().waitFor();
        await page.getByRole('button', { name: 'Confirm order' }).waitFor();
        await shot(page, `cod-held-account-${viewport.width}`);
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
      }

      // The link, opened where nobody is signed in (a phone's browser from WhatsApp or the mail).
      const link = await confirmationLink(customer.email, orderId);
      const opened = await openPage(browser(), viewport);
      try {
        const { page } = opened;
        await page.goto(link);
        await page.getByRole('heading', { level: 1, name: 'Please confirm your order' }).waitFor();
        const order = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
        await page.getByText(`#${orderId} of ${formatRupees(Math.round(order.totalPrice * 100))}`).waitFor();
        await page.getByText(order.OrderItems[0]!.Product.name, { exact: false }).first().waitFor();
        // Nothing of the address shows without a sign-in.
        expect(await page.getByText(nisha.address).count()).toBe(0);
        await shot(page, `cod-link-${viewport.width}`);
        await page.getByRole('button', { name: 'Confirm my order' }).click();
        await page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }).waitFor();
        await page.getByRole('link', { name: 'Track your order' }).waitFor();
        await shot(page, `cod-link-confirmed-${viewport.width}`);
        // Opening the link again says it is confirmed; nothing happens twice.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }).waitFor();
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
      const after = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
      expect(after.confirmation).toMatchObject({ confirmedBy: 'shopper' });
      expect(after.confirmation?.confirmedAt).not.toBeNull();
      expect(after.invoice).not.toBeNull();
      const outbox = await api<OutboxMail[]>('/admin/outbox', { token: adminToken() });
      expect(
        outbox.filter((m) => m.to === customer.email && m.subject.includes(`#${orderId} is confirmed`)),
      ).toHaveLength(1);
    },
    journey,
  );

  const wide = desktop;
  it(
    `the admin finds a cash order awaiting confirmation and confirms it from the order window (${wide.width} px)`,
    async () => {
      const { orderId } = await codOrder(api, nisha);
      const admin = await pageWithSession(wide, { token: adminToken(), isAdmin: 'true' });
      try {
        const { page } = admin;
        await page.goto(url('/admin/orders'));
        await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Awaiting confirmation' });
        await page.waitForURL((u) => u.search.includes('status=awaiting-confirmation'));
        const list = page.getByRole('list', { name: 'Orders' });
        await list.getByText(`#${orderId}`, { exact: false }).first().waitFor();
        await list.getByText('Awaiting confirmation', { exact: true }).first().waitFor();
        await shot(page, `cod-admin-list-${wide.width}`);

        await page.goto(url(`/admin/orders?status=awaiting-confirmation&order=${orderId}`));
        const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        await modal.getByText(/Awaiting the shopper's confirmation until/).waitFor();
        // Not shipped while it waits.
        expect(await modal.getByRole('button', { name: 'Update shipment' }).count()).toBe(0);
        await shot(page, `cod-admin-window-${wide.width}`);
        await modal.getByRole('button', { name: 'Confirm order' }).click();
        await modal.getByRole('status').filter({ hasText: 'Order confirmed' }).waitFor();
        await modal.getByRole('button', { name: 'Update shipment' }).waitFor();
        expect(await modal.getByRole('button', { name: 'Confirm order' }).count()).toBe(0);
        await shot(page, `cod-admin-confirmed-${wide.width}`);
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.close();
      }
      const after = await asAdmin<Order>(`/order/get/${orderId}`);
      expect(after.confirmation).toMatchObject({ confirmedBy: 'admin' });
    },
    journey,
  );
});
