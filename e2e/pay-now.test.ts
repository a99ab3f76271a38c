// Browser journey of a cash order paid online after placing (decision 0337): with the shop's prepaid offer running,
// a shopper's cash order to a PIN code with the COD fee shows "Pay now and save ₹X" on its confirmation page; the
// link in the order-confirmed mail, opened at 390 px where nobody is signed in, shows the cash total, the online
// total and the saving, and paying with the sandbox gateway makes the order prepaid, which the page and the API
// then say. The same pages are looked at 1280 px too (E2E_SHOTS_DIR saves screenshots).
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  desktop,
  expectAccessibleAtBothWidths,
  journey,
  mobile,
  openPage,
  type Viewport,
} from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder } from './orders.ts';

const { url, api, shots, asAdmin, adminToken, browser, pageWithSession } = adminJourney();

/** Mumbai: on the COD fee list (₹30 by default). */
const meera = {
  firstName: 'Meera',
  lastName: 'Joshi',
  address: '8 Marine Drive',
  apt: 'Flat 12',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400001',
};

beforeAll(async () => {
  await asAdmin('/admin/promotions', {
    body: { name: '5% off when you pay online', action: 'percent', percent: 5, cap: 100, onlineOnly: true },
  });
});

type OutboxMail = { to: string; subject: string; text: string };

/** The pay-now link of the order's confirmation mail, on this shop's address. */
async function payNowLink(email: string, orderId: number): Promise<string> {
  const outbox = await api<OutboxMail[]>('/admin/outbox', { token: adminToken() });
  const mail = outbox.find((m) => m.to === email && m.subject.includes(`#${orderId} is confirmed`));
  expect(mail, `no confirmation mail for #${orderId}`).toBeDefined();
  const link = new RegExp(`https?://\\S+(/order/${orderId}/pay-now\\?token=[\\w-]+)`).exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  return url(link![1]!);
}

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** A cash order to Mumbai and what paying it now saves: the COD fee and the prepaid offer. */
async function cashOrderWithSaving() {
  const { customer, orderId } = await codOrder(api, meera);
  const order = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
  const cash = Math.round(order.totalPrice * 100);
  const subtotal = Math.round(order.subtotal * 100);
  const saving = Math.min(Math.floor((subtotal * 5) / 100), 100_00) + Math.round(order.codFee * 100);
  expect(Math.round(order.codFee * 100)).toBe(3000);
  return { customer, orderId, cash, saving, online: cash - saving };
}

/** The confirmation page's offer, signed in as the order's shopper. */
async function offerOnConfirmation(
  viewport: Viewport,
  order: Awaited<ReturnType<typeof cashOrderWithSaving>>,
) {
  const shopper = await pageWithSession(viewport, {
    token: order.customer.token,
    userId: String(order.customer.userId),
  });
  try {
    const { page } = shopper;
    await page.goto(url(`/order-confirmation/${order.orderId}`));
    const offer = page.getByRole('region', { name: `Pay now and save ${formatRupees(order.saving)}` });
    await offer.waitFor();
    await offer.getByText(`${formatRupees(order.online)} instead of ${formatRupees(order.cash)}`).waitFor();
    await shot(page, `pay-now-offer-${viewport.width}`);
    await offer.getByRole('link', { name: 'Pay now' }).click();
    await page.waitForURL((u) => u.pathname === `/order/${order.orderId}/pay-now`);
    await page
      .getByRole('heading', { level: 1, name: `Pay now and save ${formatRupees(order.saving)}` })
      .waitFor();
    expect(shopper.errors).toEqual([]);
  } finally {
    await shopper.close();
  }
}

describe('paying a cash order online after placing it', () => {
  it(
    `a COD shopper opens the mailed pay-now link and pays with the sandbox gateway (${mobile.width} px)`,
    async () => {
      const order = await cashOrderWithSaving();
      await offerOnConfirmation(mobile, order);

      // The mailed link, where nobody is signed in (a phone's browser from the mail).
      const link = await payNowLink(order.customer.email, order.orderId);
      const opened = await openPage(browser(), mobile);
      try {
        const { page } = opened;
        await page.goto(link);
        await page
          .getByRole('heading', { level: 1, name: `Pay now and save ${formatRupees(order.saving)}` })
          .waitFor();
        await page.getByText(formatRupees(order.cash), { exact: true }).waitFor();
        await page.getByText(formatRupees(order.online), { exact: true }).first().waitFor();
        // Nothing of the address shows without a sign-in.
        expect(await page.getByText(meera.address).count()).toBe(0);
        await expectAccessibleAtBothWidths(page, mobile);
        await shot(page, `pay-now-${mobile.width}`);

        await page.getByRole('button', { name: `Pay ${formatRupees(order.online)}` }).click();
        const sandbox = page.getByRole('dialog', { name: 'Order Payment' });
        await sandbox.getByText(formatRupees(order.online)).first().waitFor();
        await shot(page, `pay-now-window-${mobile.width}`);
        await sandbox.getByRole('button', { name: `Pay ${formatRupees(order.online)}` }).click();
        await page
          .getByRole('heading', { level: 1, name: `Thank you! Order #${order.orderId} is paid.` })
          .waitFor();
        await page.getByText(`You paid ${formatRupees(order.online)} online.`, { exact: false }).waitFor();
        await shot(page, `pay-now-paid-${mobile.width}`);
        // Opened again, the link says it is paid; nothing happens twice.
        await page.reload();
        await page
          .getByRole('heading', { level: 1, name: `Thank you! Order #${order.orderId} is paid.` })
          .waitFor();
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }

      const after = await api<Order>(`/order/get/${order.orderId}`, { token: order.customer.token });
      expect(after.paymentMethod).toBe('online');
      expect(after.paymentStatus).toBe('paid');
      expect(Math.round(after.totalPrice * 100)).toBe(order.online);
      expect(Math.round(after.codFee * 100)).toBe(0);
      expect(after.creditNotes).toHaveLength(1);

      // The shopper's order page shows it paid, with the timeline's words.
      const shopper = await pageWithSession(mobile, {
        token: order.customer.token,
        userId: String(order.customer.userId),
      });
      try {
        const { page } = shopper;
        await page.goto(url(`/track-order?tab=orders&order=${order.orderId}`));
        await page.getByRole('heading', { name: `Order #${order.orderId}` }).waitFor();
        await page.getByText('Paid online instead of cash on delivery').first().waitFor();
        expect(await page.getByRole('region', { name: /^Pay now and save/ }).count()).toBe(0);
        await shot(page, `pay-now-order-page-${mobile.width}`);
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
      }
    },
    journey,
  );

  it(
    `the offer and the pay-now page at ${desktop.width} px`,
    async () => {
      const order = await cashOrderWithSaving();
      await offerOnConfirmation(desktop, order);
      const opened = await openPage(browser(), desktop);
      try {
        const { page } = opened;
        await page.goto(await payNowLink(order.customer.email, order.orderId));
        await page.getByRole('button', { name: `Pay ${formatRupees(order.online)}` }).waitFor();
        await shot(page, `pay-now-${desktop.width}`);
        expect(opened.errors).toEqual([]);
        // A link changed by a character is refused with its words (the browser logs the API's 404).
        await page.goto(`${page.url().slice(0, -3)}AAA`);
        await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
        await page.getByText('This pay-now link is not valid.', { exact: false }).waitFor();
      } finally {
        await opened.close();
      }
    },
    journey,
  );
});
