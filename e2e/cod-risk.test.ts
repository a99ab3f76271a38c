// Browser journeys of the COD rules (decisions 0335, 0338): with Shop Settings asking a confirmation from every
// score, a shopper choosing cash on delivery is told at the choice that a confirmation link will follow, and the
// order is held; the admin reads the order's score and "Why this score" in the order window and blocks the number
// from cash on delivery there; the same shopper's next checkout refuses cash beside the choice, and Place Order
// places nothing. From the advance step, a cash order pays its delivery charge and COD fee online first through the
// payment window and is placed as cash on delivery for the rest. The shopper's steps at 390 px, the admin's at
// 1280 px (E2E_SHOTS_DIR saves screenshots).
import { codRiskMessages, defaultCodRiskSettings, type OrderCodRisk } from '@chamak/shared/cod-risk';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { CartQuote } from '@chamak/shared/pricing';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { type Customer, customerWithOneUnit } from './orders.ts';

const { url, api, shots, asAdmin, adminToken, pageWithSession } = adminJourney();

const meera = {
  firstName: 'Meera',
  lastName: 'Iyer',
  address: '14 Temple Road',
  apt: 'House 9',
  city: 'Chennai',
  state: 'Tamil Nadu',
  postalCode: '600004',
};

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

beforeAll(async () => {
  await asAdmin('/admin/settings/cod-risk', {
    method: 'PUT',
    body: { ...defaultCodRiskSettings, confirmFrom: 1, offFrom: null },
  });
});

/** Fills the checkout's address for Meera and chooses cash on delivery. */
async function cashCheckout(page: Page) {
  await page.goto(url('/checkout'));
  const form = page.getByRole('form', { name: 'Checkout' });
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  await expect.poll(() => field('Phone').inputValue(), wait).not.toBe('');
  await field('Address').fill(meera.address);
  await field('Apartment, suite, landmark').fill(meera.apt);
  await field('City').fill(meera.city);
  await field('PIN Code').fill(meera.postalCode);
  await expect
    .poll(() => form.getByRole('textbox', { name: 'State', exact: true }).inputValue(), wait)
    .toBe(meera.state);
  await form.getByRole('radio', { name: /^Cash on delivery/ }).check();
  return form;
}

describe('COD rules at checkout and in the order window', () => {
  let customer: Customer;
  let orderId: number;

  it(
    `the shopper is told at the cash choice that a confirmation link will follow (${mobile.width} px)`,
    async () => {
      customer = await customerWithOneUnit(api, meera);
      const shopper = await pageWithSession(mobile, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        const { page } = shopper;
        const form = await cashCheckout(page);
        await form.getByRole('status').filter({ hasText: codRiskMessages.confirm }).waitFor();
        await shot(page, `cod-risk-notice-${mobile.width}`);
        await form.getByRole('button', { name: 'Place Order' }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
        orderId = Number(new URL(page.url()).pathname.split('/').pop());
        await page.getByRole('heading', { name: 'Please confirm your order' }).waitFor();
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
      }
      const held = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
      expect(held.confirmation).toMatchObject({ confirmedAt: null });
    },
    journey,
  );

  it(
    `the admin reads why the order scored what it did and blocks its number (${desktop.width} px)`,
    async () => {
      const admin = await pageWithSession(desktop, { token: adminToken(), isAdmin: 'true' });
      try {
        const { page } = admin;
        await page.goto(url(`/admin/orders?order=${orderId}`));
        const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        const risk = modal.getByRole('region', { name: 'COD risk' });
        await risk.getByText('Why this score').waitFor();
        const scored = await asAdmin<OrderCodRisk>(`/admin/orders/${orderId}/cod-risk`);
        await risk.getByText(`${scored.score} / 100`, { exact: false }).waitFor();
        await risk.getByText('First order from this phone number').waitFor();
        await risk.scrollIntoViewIfNeeded();
        await shot(page, `cod-risk-window-${desktop.width}`);
        await risk.getByRole('button', { name: 'Block COD for this number' }).click();
        await risk.getByText('Cash on delivery is blocked for this number.').waitFor();
        await risk.getByRole('button', { name: 'Remove the rule' }).waitFor();
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.close();
      }
      const saved = await asAdmin<{ phoneRules: { phone: string; rule: string }[] }>(
        '/admin/settings/cod-risk',
      );
      expect(saved.phoneRules).toContainEqual(
        expect.objectContaining({ phone: '9876543210', rule: 'block' }),
      );
    },
    journey,
  );

  it(
    `the blocked number's next checkout refuses cash beside the choice and places nothing (${mobile.width} px)`,
    async () => {
      await api('/cart/add', {
        token: customer.token,
        body: await oneUnitOfSomething(customer),
      });
      const before = await api<Order[]>(`/order/getuserorder/${customer.userId}`, { token: customer.token });
      const shopper = await pageWithSession(mobile, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        const { page } = shopper;
        const form = await cashCheckout(page);
        await form.getByRole('alert').filter({ hasText: codRiskMessages.phoneBlocked }).waitFor();
        await shot(page, `cod-risk-blocked-${mobile.width}`);
        await form.getByRole('button', { name: 'Place Order' }).click();
        await page.getByText(codRiskMessages.phoneBlocked).first().waitFor();
        expect(new URL(page.url()).pathname).toBe('/checkout');
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
      }
      const after = await api<Order[]>(`/order/getuserorder/${customer.userId}`, { token: customer.token });
      expect(after.length).toBe(before.length);
    },
    journey,
  );

  it(
    `a cash order from the advance step pays part online in the payment window, the rest in cash (${mobile.width} px)`,
    async () => {
      await asAdmin('/admin/cod/phone-rules/9876543210', { method: 'DELETE' });
      await asAdmin('/admin/settings/cod-risk', {
        method: 'PUT',
        body: { ...defaultCodRiskSettings, advanceFrom: 1 },
      });
      const buyer = await customerWithOneUnit(api, meera);
      const quote = await api<CartQuote>('/cart/quote', {
        token: buyer.token,
        body: {
          userId: buyer.userId,
          paymentMethod: 'cod',
          postalCode: meera.postalCode,
          phone: '9876543210',
          address: meera.address,
          apt: meera.apt,
        },
      });
      const advance = quote.codAdvancePaise ?? 0;
      expect(advance).toBeGreaterThan(0);
      const shopper = await pageWithSession(mobile, { token: buyer.token, userId: String(buyer.userId) });
      let orderId: number;
      try {
        const { page } = shopper;
        const form = await cashCheckout(page);
        await form
          .getByRole('status')
          .filter({ hasText: codRiskMessages.advance(advance, quote.totalPaise - advance) })
          .waitFor();
        const pay = form.getByRole('button', { name: `Pay ${formatRupees(advance)} now` });
        await pay.waitFor();
        await shot(page, `cod-risk-advance-${mobile.width}`);
        await pay.click();
        const sandbox = page.getByRole('dialog', { name: 'Order Payment' });
        await sandbox.getByRole('button', { name: `Pay ${formatRupees(advance)}` }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
        orderId = Number(new URL(page.url()).pathname.split('/').pop());
        await shot(page, `cod-risk-advance-placed-${mobile.width}`);
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
      }
      const placed = await api<Order>(`/order/get/${orderId}`, { token: buyer.token });
      expect(placed).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'cod', advance: advance / 100 });
      expect(placed.confirmation).toBeNull();
    },
    journey,
  );
});

/** The body that puts one unit of the first well-stocked size in the customer's cart. */
async function oneUnitOfSomething(customer: Customer) {
  const { products } = await api<{
    products: { id: number; productlitres: { pl_id: number; remaining_qty: number }[] }[];
  }>('/products/getallproducts', { body: { page: 1, perPage: 50 } });
  const product = products.find((p) => p.productlitres.some((s) => s.remaining_qty >= 10))!;
  const size = product.productlitres.find((s) => s.remaining_qty >= 10)!;
  return { productId: product.id, userId: customer.userId, pl_id: size.pl_id, quantity: 1 };
}
