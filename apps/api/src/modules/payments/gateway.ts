// Payment gateways (D7): one contract, two implementations. Razorpay's Orders API over HTTPS when keys are set;
// otherwise the built-in sandbox, which creates orders locally and signs payments with a sandbox secret using
// the very same HMAC-SHA256 scheme, so verification runs the real code path.
import { randomBytes } from 'node:crypto';
import { hmacHex, safeEqualHex } from './gateway-signing.ts';
import {
  type MandateGateway,
  offMandates,
  razorpayMandates,
  type SandboxMandates,
  sandboxMandates,
} from './mandates.ts';

export type ProviderOrder = { id: string; amount: number; currency: 'INR'; receipt: string };

/** A refund as the gateway answers it (Razorpay's refund entity, the parts the shop keeps). */
export type ProviderRefund = { id: string; amount: number; status: 'pending' | 'processed' | 'failed' };

export type RefundRequest = {
  /** Partial or full, in paise; never more than the payment less its refunds (the shop checks before asking). */
  amountPaise: number;
  /** Razorpay's X-Refund-Idempotency: the same key and body answer the same refund, never a second one. */
  idempotencyKey: string;
  /** 'optimum' is instant where the bank allows, else normal (5-7 working days). */
  speed?: 'normal' | 'optimum';
  notes: Record<string, string>;
  receipt?: string;
};

/** The gateway said no (a 4xx: over the payment, payment not captured, bad key): asking again will not help. */
export class RefundRefused extends Error {}

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
  /**
   * Refunds (part of) a captured payment. Throws RefundRefused when the gateway refuses; any other error (no
   * answer, 5xx) leaves the outcome unknown, and asking again with the same idempotency key is safe.
   */
  refund(paymentId: string, request: RefundRequest): Promise<ProviderRefund>;
  /** Recurring payments on a UPI AutoPay or card mandate (subscriptions' renewals). */
  mandates: MandateGateway;
};

export { hmacHex, safeEqualHex };

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
    mandates: razorpayMandates({ keyId: options.keyId, keySecret: options.keySecret, baseUrl }),
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
    // POST /v1/payments/{id}/refund (Razorpay's Refunds API), made idempotent by X-Refund-Idempotency.
    async refund(paymentId, { amountPaise, idempotencyKey, speed = 'normal', notes, receipt }) {
      const response = await fetch(`${baseUrl}/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          'x-refund-idempotency': idempotencyKey,
        },
        body: JSON.stringify({ amount: amountPaise, speed, notes, ...(receipt ? { receipt } : {}) }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        amount?: number;
        status?: string;
        error?: { description?: string };
      };
      // 409: the same key is still being worked on (Razorpay's rule): unknown yet, so not a refusal.
      if (response.status >= 400 && response.status < 500 && response.status !== 409)
        throw new RefundRefused(
          body.error?.description ?? `Razorpay refused the refund (${response.status}).`,
        );
      if (!response.ok || !body.id) throw new Error(`Razorpay refund failed: ${response.status}`);
      const status = body.status === 'processed' || body.status === 'failed' ? body.status : 'pending';
      return { id: body.id, amount: body.amount ?? amountPaise, status };
    },
  };
}

export type SandboxGateway = PaymentGateway & {
  mandates: SandboxMandates;
  /** What the sandbox checkout window does when the tester pays: a payment id and its real signature. */
  pay(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** Signs a webhook body as Razorpay would, for the sandbox's own webhook deliveries and tests. */
  signWebhook(rawBody: string): string;
  /**
   * Where the sandbox delivers its webhooks (the shop's own webhook route, set by the payments routes). Without
   * one, refunds are recorded and nothing is delivered.
   */
  deliverWebhooksTo(deliver: WebhookDelivery | null): void;
  /** Resolves once every webhook delivery started so far has been answered (tests, shutdown). */
  settled(): Promise<void>;
  /** The refunds the sandbox made, newest last. */
  refunds: (ProviderRefund & { paymentId: string; idempotencyKey: string; notes: Record<string, string> })[];
};

export type WebhookDelivery = (delivery: {
  raw: string;
  signature: string;
  eventId: string;
}) => Promise<void>;

export function sandboxGateway(secret: string): SandboxGateway {
  const webhookSecret = `${secret}:webhook`;
  let deliver: WebhookDelivery | null = null;
  const deliveries = new Set<Promise<void>>();
  const refunds: SandboxGateway['refunds'] = [];
  /** Sends a signed event to the shop after the current call has answered, as Razorpay does. */
  const send = (event: object) => {
    if (!deliver) return;
    const to = deliver;
    const raw = JSON.stringify(event);
    const eventId = `evt_sbx${randomBytes(7).toString('hex')}`;
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => to({ raw, signature: hmacHex(webhookSecret, raw), eventId }))
      .catch(() => {})
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  };
  return {
    kind: 'sandbox',
    keyId: 'rzp_test_sandbox',
    mandates: sandboxMandates(secret, send),
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
    refunds,
    deliverWebhooksTo(to) {
      deliver = to;
    },
    async settled() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
    // Like Razorpay: the same key answers the same refund; a new refund starts pending and is processed at once,
    // which the shop learns from a signed refund.processed webhook.
    async refund(paymentId, { amountPaise, idempotencyKey, notes }) {
      const known = refunds.find((r) => r.idempotencyKey === idempotencyKey);
      if (known) return { id: known.id, amount: known.amount, status: known.status };
      const made = {
        id: `rfnd_sbx${randomBytes(7).toString('hex')}`,
        amount: amountPaise,
        status: 'processed' as const,
        paymentId,
        idempotencyKey,
        notes,
      };
      refunds.push(made);
      send({
        entity: 'event',
        event: 'refund.processed',
        contains: ['refund', 'payment'],
        payload: {
          refund: {
            entity: {
              id: made.id,
              entity: 'refund',
              amount: amountPaise,
              currency: 'INR',
              payment_id: paymentId,
              notes,
              status: 'processed',
              speed_processed: 'normal',
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { id: made.id, amount: amountPaise, status: 'pending' };
    },
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
    mandates: offMandates(),
    async createOrder() {
      throw new Error('Online payment is off: no Razorpay keys and PAYMENTS_SANDBOX is not true.');
    },
    verifyPaymentSignature: () => false,
    verifyWebhookSignature: () => false,
    async refund() {
      throw new RefundRefused('Online payment is off: no gateway to refund through.');
    },
  };
}
