// Payment gateways (D7): one contract, two implementations. Razorpay's Orders API over HTTPS when keys are set;
// otherwise the built-in sandbox, which creates orders locally and signs payments with a sandbox secret using
// the very same HMAC-SHA256 scheme, so verification runs the real code path.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type ProviderOrder = { id: string; amount: number; currency: 'INR'; receipt: string };

export type PaymentGateway = {
  /** 'off': production without Razorpay keys and without PAYMENTS_SANDBOX=true, so cash on delivery only (D24). */
  kind: 'razorpay' | 'sandbox' | 'off';
  /** The public key id the browser's checkout needs. */
  keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret (X-Razorpay-Signature). */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
};

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function safeEqualHex(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(/^[0-9a-f]+$/i.test(givenHex) ? givenHex : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function razorpayGateway(options: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  baseUrl?: string;
}): PaymentGateway {
  const baseUrl = options.baseUrl ?? 'https://api.razorpay.com/v1';
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return {
    kind: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const response = await fetch(`${baseUrl}/orders`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        amount?: number;
        error?: { description?: string };
      };
      if (!response.ok || !body.id)
        throw new Error(`Razorpay order failed: ${body.error?.description ?? response.status}`);
      return { id: body.id, amount: body.amount ?? amountPaise, currency: 'INR', receipt };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      safeEqualHex(hmacHex(options.keySecret, `${orderId}|${paymentId}`), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      Boolean(options.webhookSecret) && safeEqualHex(hmacHex(options.webhookSecret!, rawBody), signature),
  };
}

export type SandboxGateway = PaymentGateway & {
  /** What the sandbox checkout window does when the tester pays: a payment id and its real signature. */
  pay(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** Signs a webhook body as Razorpay would, for the sandbox's own webhook deliveries and tests. */
  signWebhook(rawBody: string): string;
};

export function sandboxGateway(secret: string): SandboxGateway {
  const webhookSecret = `${secret}:webhook`;
  return {
    kind: 'sandbox',
    keyId: 'rzp_test_sandbox',
    async createOrder({ amountPaise, receipt }) {
      return {
        id: `order_sbx${randomBytes(7).toString('hex')}`,
        amount: amountPaise,
        currency: 'INR',
        receipt,
      };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      safeEqualHex(hmacHex(secret, `${orderId}|${paymentId}`), signature),
    verifyWebhookSignature: (rawBody, signature) => safeEqualHex(hmacHex(webhookSecret, rawBody), signature),
    pay(orderId) {
      const paymentId = `pay_sbx${randomBytes(7).toString('hex')}`;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(secret, `${orderId}|${paymentId}`),
      };
    },
    signWebhook: (rawBody) => hmacHex(webhookSecret, rawBody),
  };
}

/**
 * No online payment at all (D24): creates no provider order and accepts no signature, so nobody can approve a
 * payment. The order service refuses online orders before it gets here.
 */
export function offGateway(): PaymentGateway {
  return {
    kind: 'off',
    keyId: '',
    async createOrder() {
      throw new Error('Online payment is off: no Razorpay keys and PAYMENTS_SANDBOX is not true.');
    },
    verifyPaymentSignature: () => false,
    verifyWebhookSignature: () => false,
  };
}
