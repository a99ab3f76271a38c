// @vitest-environment happy-dom
// The checkout in subscription mode against the real API on the demo shop (decision 0326): the same contact and
// address blocks, the one subscribed size with its interval and subscriber discount, UPI AutoPay and Card as the
// only ways to pay and the sentence where cash on delivery would be; Subscribe and pay posts the subscription and
// opens the sandbox payment window, whose payment is verified and starts the subscription. A refusal of the server
// shows as the page's error or under its field with everything typed kept.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DemoSize, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CheckoutPage from './checkout-page.tsx';
import { codCannotRenew } from './subscribe-checkout.tsx';

const api = useRealApi();

afterEach(() => cleanup());

let size: DemoSize;

beforeAll(async () => {
  size = await demoSize(api, 1);
  await api.database.db.execute(
    sql`update product_litres set remaining_qty = 50, subscribable = true, subscription_intervals = '{30,60}',
        subscriber_discount = 10 where id = ${size.pl_id}`,
  );
  // Nothing else in the shop discounts it.
  await api.database.db.execute(sql`update promotions set active = false`);
});

const openCheckout = (quantity = 2, every = 30) =>
  renderPage(
    <CheckoutPage />,
    '/checkout',
    `/checkout?subscribe=${size.pl_id}&productId=${size.productId}&quantity=${quantity}&every=${every}`,
  );
const location = () => screen.getByTestId('location').textContent;
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const payButton = () => screen.getByRole('button', { name: /^(Subscribe and pay|Subscribing\.\.\.)$/ });
const rupees = (paise: number) =>
  `₹${Math.floor(paise / 100).toLocaleString('en-IN')}.${String(paise % 100).padStart(2, '0')}`;

async function fillForm() {
  await waitFor(() => expect(field('First Name').value).toBe('Asha'));
  type('Address', '14 MG Road');
  type('Apartment, suite, landmark', 'Flat 3B');
  type('PIN Code', '560001');
  await waitFor(() => expect(field('State').value).toBe('Karnataka'));
}

describe('Checkout in subscription mode', () => {
  it('shows the one size every N days with its discount, and offers UPI AutoPay and Card only', async () => {
    await api.logInCustomer({ fullname: 'Asha Rani Verma', phone: '9876543210' });
    openCheckout();
    const summary = within(await screen.findByRole('region', { name: 'Your subscription' }));
    expect(summary.getByText(size.name)).toBeTruthy();
    expect(summary.getByText(`${size.size} · ${rupees(size.pricePaise)} each`)).toBeTruthy();
    expect(summary.getByText('Every 30 days')).toBeTruthy();
    const discount = Math.floor((2 * size.pricePaise * 10) / 100);
    expect(summary.getByText('Subscriber discount (10%)')).toBeTruthy();
    expect(summary.getByText(`-${rupees(discount)}`)).toBeTruthy();
    expect(summary.getByText(rupees(2 * size.pricePaise - discount))).toBeTruthy();
    // The cart's checkout is not shown: no order summary, no discount code.
    expect(screen.queryByRole('region', { name: 'Order Summary' })).toBeNull();

    const methods = within(screen.getByRole('radiogroup', { name: 'Payment method' })).getAllByRole('radio');
    expect(methods.map((m) => (m as HTMLInputElement).value)).toEqual(['upi', 'card']);
    expect((screen.getByRole('radio', { name: /UPI AutoPay/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
    expect(screen.getByText(codCannotRenew)).toBeTruthy();
    expect(codCannotRenew).toBe(
      'Cash on delivery cannot renew by itself. Buy once instead and we will remind you when it is about to run out.',
    );
  });

  it('subscribes, opens the sandbox window, and once paid goes to the order confirmation with the subscription started', async () => {
    const shopper = await api.logInCustomer({ fullname: 'Asha Rani Verma', phone: '9876543210' });
    const gate = api.hold((c) => c.path === '/subscriptions');
    openCheckout(2, 30);
    await fillForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Deliver every' }), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Card/ }));
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(payButton().textContent).toBe('Subscribing...'));
    expect(api.callsTo('/subscriptions')).toHaveLength(1);
    expect(api.callsTo('/subscriptions')[0]!.body).toMatchObject({
      productId: size.productId,
      pl_id: size.pl_id,
      quantity: 2,
      intervalDays: 60,
      method: 'card',
      firstName: 'Asha',
      // The PIN code filled in the city.
      city: 'Bangalore',
      state: 'Karnataka',
      postalCode: '560001',
    });
    gate.release();

    const dialog = within(await screen.findByRole('dialog', { name: 'Order Payment' }));
    const made = (api.callsTo('/subscriptions')[0]!.response as { data: Record<string, unknown> }).data;
    expect(made).toMatchObject({ gateway: 'sandbox', method: 'card', recurring: true });
    fireEvent.click(dialog.getByRole('button', { name: `Pay ${rupees(made.amount as number)}` }));
    await waitFor(() => expect(location()).toBe(`/order-confirmation/${made.orderId}`));
    expect(api.callsTo('/payments/sandbox/authorise')[0]!.body).toEqual({ order_id: made.order_id });
    expect(api.callsTo('/order/verify-payment')[0]).toMatchObject({
      body: { paymentMethod: 'online', userId: shopper.userId, razorpay_order_id: made.order_id },
      status: 200,
    });
    // The paid first order starts the subscription (once the payment's fact is handled).
    await waitFor(async () => {
      const listed = await api.as(shopper.token, { url: `/api/users/${shopper.userId}/subscriptions` });
      expect(listed.json().data).toMatchObject([
        { id: made.subscriptionId, status: 'active', quantity: 2, intervalDays: 60, method: 'card' },
      ]);
    });
  });

  it('shows a refusal as the page’s error and keeps everything typed', async () => {
    await api.logInCustomer({ fullname: 'Asha Rani Verma', phone: '9876543210' });
    openCheckout(1, 30);
    await screen.findByRole('region', { name: 'Your subscription' });
    await fillForm();
    // The shop stops offering 30 days while the page is open.
    await api.database.db.execute(
      sql`update product_litres set subscription_intervals = '{45,60}' where id = ${size.pl_id}`,
    );
    try {
      fireEvent.click(payButton());
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Choose one of the intervals offered: every 45, 60 days.',
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(field('Address').value).toBe('14 MG Road');
      expect(field('PIN Code').value).toBe('560001');
      expect(payButton().textContent).toBe('Subscribe and pay');
    } finally {
      await api.database.db.execute(
        sql`update product_litres set subscription_intervals = '{30,60}' where id = ${size.pl_id}`,
      );
    }
  });

  it('asks a guest to sign in first, and comes back to the same subscription', async () => {
    openCheckout(2, 45);
    expect(await screen.findByRole('form', { name: 'Sign in with mobile number' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in with e-mail' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/checkout?subscribe=${size.pl_id}&productId=${size.productId}&quantity=2&every=45`)}`,
    );
  });

  it('says so for a size not offered by subscription', async () => {
    await api.logInCustomer();
    const plain = await demoSize(api, 2);
    renderPage(
      <CheckoutPage />,
      '/checkout',
      `/checkout?subscribe=${plain.pl_id}&productId=${plain.productId}&quantity=1&every=30`,
    );
    expect(await screen.findByText('This size is not offered by subscription.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Subscribe' })).toBeNull();
  });
});
