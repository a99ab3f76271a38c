// The options Razorpay Checkout opens with for a subscription's first payment (decision 0326): the server's mandate
// order for its own amount, with `recurring` and the mandate's customer, which Razorpay needs to register the
// mandate; the rest as for any order (UPI first, UPI Collect hidden, the shopper prefilled).
import { expect, it } from 'vitest';
import { mandateRazorpayOptions } from './use-subscribe.ts';

const order = {
  subscriptionId: 4,
  orderId: 31,
  order_id: 'order_rzp_m1',
  customer_id: 'cust_rzp_1',
  amount: 59_760,
  maxAmount: 200_000,
  currency: 'INR' as const,
  key: 'rzp_test_chamak',
  gateway: 'razorpay' as const,
  method: 'upi' as const,
  recurring: true as const,
};
const payer = { name: 'Asha Rani Verma', email: 'asha@example.in', contact: '9876543210' };

it('opens the mandate order for its amount, recurring, for the mandate’s customer', () => {
  const options = mandateRazorpayOptions(order, payer, { paid: () => {}, dismissed: () => {} });
  expect(options).toMatchObject({
    key: 'rzp_test_chamak',
    amount: 59_760,
    order_id: 'order_rzp_m1',
    customer_id: 'cust_rzp_1',
    recurring: 1,
    description: 'Subscription: first order',
    prefill: { name: 'Asha Rani Verma', email: 'asha@example.in', contact: '+919876543210' },
  });
  expect(options.config.display.hide).toEqual([{ method: 'upi', flows: ['collect'] }]);
});
