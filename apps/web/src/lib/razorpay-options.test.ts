// The options Razorpay Standard Checkout opens with: UPI first, UPI Collect hidden, the shopper's number and e-mail
// prefilled, and the amount exactly the server's order's (paise), whatever the page shows.

import type { PaymentProof } from '@chamak/shared/checkout';
import { describe, expect, it } from 'vitest';
import { razorpayContact, razorpayOptions } from './razorpay-options.ts';

const order = { key: 'rzp_test_chamak', amount: 77_501, currency: 'INR' as const, order_id: 'order_rzp_1' };
const payer = { name: 'Asha Rani Verma', email: 'asha@example.in', contact: '9876543210' };

describe('Razorpay Checkout options', () => {
  it('puts a UPI block first, keeps Razorpay’s other methods after it and hides UPI Collect', () => {
    const { display } = razorpayOptions(order, payer, { paid: () => {}, dismissed: () => {} }).config;
    expect(display.sequence[0]).toBe('block.upi');
    expect(display.blocks.upi).toEqual({ name: 'Pay by UPI', instruments: [{ method: 'upi' }] });
    expect(display.preferences.show_default_blocks).toBe(true);
    // Razorpay's migration note: hide the collect flow only, so intent (phones) and QR (computers) stay.
    expect(display.hide).toEqual([{ method: 'upi', flows: ['collect'] }]);
  });

  it('opens the server’s order for its own amount in paise, with SPEC’s colour and description', () => {
    const options = razorpayOptions(order, payer, { paid: () => {}, dismissed: () => {} });
    expect(options).toMatchObject({
      key: 'rzp_test_chamak',
      amount: 77_501,
      currency: 'INR',
      order_id: 'order_rzp_1',
      name: 'Chamak',
      description: 'Order Payment',
      theme: { color: '#393185' },
    });
  });

  it('prefills the shopper’s name, e-mail and mobile number with +91', () => {
    const { prefill } = razorpayOptions(order, payer, { paid: () => {}, dismissed: () => {} });
    expect(prefill).toEqual({ name: 'Asha Rani Verma', email: 'asha@example.in', contact: '+919876543210' });
  });

  it('writes a number typed with +91, spaces or a leading 0 as +91 and 10 digits', () => {
    expect(razorpayContact('+91 98765 43210')).toBe('+919876543210');
    expect(razorpayContact('098450-12345')).toBe('+919845012345');
    expect(razorpayContact('919845012345')).toBe('+919845012345');
    // Not an Indian mobile: handed on as typed, for Razorpay to ask again.
    expect(razorpayContact(' 12345 ')).toBe('12345');
  });

  it('hands Razorpay’s signed answer and its dismissal to the checkout', () => {
    const paid: PaymentProof[] = [];
    let dismissed = 0;
    const options = razorpayOptions(order, payer, {
      paid: (proof) => paid.push(proof),
      dismissed: () => {
        dismissed += 1;
      },
    });
    const proof = {
      razorpay_order_id: 'order_rzp_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    };
    options.handler(proof);
    options.modal.ondismiss();
    expect(paid).toEqual([proof]);
    expect(dismissed).toBe(1);
  });
});
