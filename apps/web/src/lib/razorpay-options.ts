// What Razorpay Standard Checkout opens with (D7, SPEC section 4): the server's order (its amount in paise, never
// computed in the browser), SPEC's colour and description, the shopper's details prefilled, and UPI first. NPCI
// switched UPI Collect (typing a UPI ID) off on 28 Feb 2026 and Razorpay asks integrations to hide it; what is left
// of UPI is Razorpay's own choice per device: the shopper's UPI apps on a phone, a QR code on a computer.

import type { CreatedOrder, PaymentProof } from '@chamak/shared/checkout';
import { mobilePattern, normalisePhone } from '@chamak/shared/phone';
import { msg, t } from './i18n.ts';
import type { RazorpayDisplay, RazorpayOptions } from './razorpay.ts';

export type Payer = { name: string; email: string; contact: string };

/** UPI as its own first block, Razorpay's other methods after it, and no UPI Collect anywhere. */
export const upiFirst: RazorpayDisplay = {
  blocks: { upi: { name: msg('Pay by UPI'), instruments: [{ method: 'upi' }] } },
  sequence: ['block.upi'],
  hide: [{ method: 'upi', flows: ['collect'] }],
  preferences: { show_default_blocks: true },
};

/**
 * The checkout's number as Razorpay's examples write it, +91 and the 10 digits; anything else (never, after the
 * form's checks) is handed on as it is for Razorpay to ask again.
 */
export function razorpayContact(phone: string): string {
  const digits = normalisePhone(phone);
  return mobilePattern.test(digits) ? `+91${digits}` : phone.trim();
}

export function razorpayOptions(
  order: Pick<CreatedOrder['data'], 'key' | 'amount' | 'currency' | 'order_id'>,
  payer: Payer,
  on: { paid: (proof: PaymentProof) => void; dismissed: () => void },
): RazorpayOptions {
  return {
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    name: 'Chamak',
    description: t('Order Payment'),
    order_id: order.order_id,
    prefill: { name: payer.name, email: payer.email, contact: razorpayContact(payer.contact) },
    theme: { color: '#393185' },
    config: { display: upiFirst },
    handler: on.paid,
    modal: { ondismiss: on.dismissed },
  };
}
