// Browser journeys of the admin's orders and not-found page at 1280 px (the back-office is worked at a desk),
// with axe-core and the not-found page's width checked at 1280 and 390 px, and of a mailed link at 390 px
// (shoppers are mostly on phones); the steps are the same at either width (E2E_SHOTS_DIR saves screenshots):
// the orders page's 'Payment not completed' filter shows the online
// checkout a shopper abandoned and not the placed order, and its window offers no shipment; a placed order's
// window offers the manual shipment but no Shiprocket one (not configured); an unknown /admin address shows
// the admin's not-found page, which leads to the dashboard; and a mailed reset link, followed as it is
// written, opens this very server (PUBLIC_URL unset: the address and port it listens on) and sets the
// password.
import type { CreatedOrder } from '@chamak/shared/checkout';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  atBothWidths,
  axeViolations,
  describeViolations,
  desktop,
  journey,
  mobile,
  openPage,
  type Viewport,
} from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder, customerWithOneUnit } from './orders.ts';

const { url, api, call, shots, browser, adminToken, baseUrl, pageWithSession } = adminJourney();
const to = {
  firstName: 'Kavya',
  lastName: 'Iyer',
  address: '14 Temple Street',
  apt: 'Flat 2',
  city: 'Chennai',
  state: 'Tamil Nadu',
  postalCode: '600004',
};

/** No serious axe-core finding on the page as it is now, named by the width it is at. */
async function expectAccessible(page: Page, viewport: Viewport) {
  const violations = await axeViolations(page);
  expect(violations, `${viewport.width} px: ${describeViolations(violations)}`).toEqual([]);
}

/** An online checkout a new shopper left at the payment window. */
async function abandonedCheckout(): Promise<number> {
  const customer = await customerWithOneUnit(api, to);
  const created = await api<CreatedOrder>('/order/order', {
    token: customer.token,
    body: {
      ...to,
      email: customer.email,
      phone: '9876543210',
      userId: customer.userId,
      paymentMethod: 'online',
    },
  });
  return created.data.orderId;
}

describe('admin: orders whose payment was not completed, shipment actions, unknown pages', () => {
  it(
    `filters the abandoned checkouts and shows the admin's not-found page (${desktop.width} px)`,
    async () => {
      const viewport = desktop;
      const { orderId: placed } = await codOrder(api, to);
      const abandoned = await abandonedCheckout();
      const { page, errors, close } = await pageWithSession(viewport, {
        token: adminToken(),
        isAdmin: 'true',
      });
      try {
        await page.goto(url('/admin/orders'));
        await page.getByRole('heading', { name: 'Manage Orders', level: 1 }).waitFor();
        await page.getByRole('heading', { name: `Order #${placed}` }).waitFor();
        expect(await page.getByRole('heading', { name: `Order #${abandoned}` }).count()).toBe(0);

        await page.getByLabel('Payment').selectOption({ label: 'Payment not completed' });
        await page.getByRole('heading', { name: `Order #${abandoned}` }).waitFor();
        await page.waitForURL((u) => u.search === '?payment=not-completed');
        expect(await page.getByRole('heading', { name: `Order #${placed}` }).count()).toBe(0);
        await page.getByText(/checkouts? with the payment not completed$/).waitFor();
        await page.getByText(/Online checkouts whose payment was abandoned or failed/).waitFor();
        // Its card says where the payment stands, not a shipment status.
        const card = page.getByRole('article', { name: `Order #${abandoned}` });
        await card.getByText('Payment pending', { exact: true }).waitFor();
        expect(await card.getByText('Order Placed', { exact: true }).count()).toBe(0);
        await atBothWidths(page, viewport, (at) => expectAccessible(page, at));
        if (shots)
          await page.screenshot({ path: `${shots}/admin-payment-not-completed-${viewport.width}.png` });

        await page.getByRole('button', { name: `View details of order #${abandoned}` }).click();
        const attempt = page.getByRole('dialog', { name: `Order #${abandoned}` });
        await attempt.getByRole('region', { name: 'Order actions' }).waitFor();
        for (const name of ['Update shipment', 'Add tracking event', 'Create Shiprocket shipment'])
          expect(await attempt.getByRole('button', { name }).count()).toBe(0);
        await page.keyboard.press('Escape');

        // A placed order ships by hand here: no Shiprocket button, since Shiprocket is not configured.
        await page.goto(url(`/admin/orders?order=${placed}`));
        const order = page.getByRole('dialog', { name: `Order #${placed}` });
        await order.getByRole('button', { name: 'Update shipment' }).waitFor();
        expect(await order.getByRole('button', { name: 'Create Shiprocket shipment' }).count()).toBe(0);

        await page.goto(url('/admin/no-such-page'));
        await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
        expect(page.url()).toBe(url('/admin/no-such-page'));
        await page.getByText('/admin/no-such-page', { exact: true }).waitFor();
        await atBothWidths(page, viewport, async (at) => {
          await expectAccessible(page, at);
          // Nothing wider than the screen, on a phone too.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${at.width} px`,
          ).toBeLessThanOrEqual(at.width);
        });
        if (shots) await page.screenshot({ path: `${shots}/admin-not-found-${viewport.width}.png` });
        await page.getByRole('link', { name: 'Go to the dashboard' }).click();
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/admin');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('mailed links', () => {
  it(
    `mails a reset link to the address and port this server listens on, and it sets the password (${mobile.width} px)`,
    async () => {
      const viewport = mobile;
      const customer = await customerWithOneUnit(api, to);
      await api('/users/forgot-password', { body: { email: customer.email } });
      const outbox = await api<{ to: string; text: string }[]>('/admin/outbox', { token: adminToken() });
      const mail = outbox.find((m) => m.to === customer.email);
      const link = /\S+\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
      expect(link, mail?.text).toBeDefined();
      // PUBLIC_URL is unset: the link names the server as it listens (127.0.0.1 and the port it was given).
      expect(link!.startsWith(`${baseUrl()}/reset-password?token=`)).toBe(true);
      const { page, errors, close } = await openPage(browser(), viewport);
      try {
        await page.goto(link!);
        const reset = page.getByRole('form', { name: 'Set a new password' });
        await reset.getByLabel('New password', { exact: true }).fill('Fresh#1357');
        await reset.getByLabel('Repeat new password', { exact: true }).fill('Fresh#1357');
        await reset.getByRole('button', { name: 'Save new password' }).click();
        await page.waitForURL((u) => u.pathname === '/login');
        const login = await call('/users/login', {
          body: { email: customer.email, password: 'Fresh#1357' },
        });
        expect(login.status).toBe(200);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
