// Recurring payments on a mandate (UPI AutoPay or a card e-mandate): the part of the gateway contract that
// subscriptions renew through. Razorpay's recurring flow: a customer, an authorisation order carrying the token's
// cap and expiry (frequency `as_presented`, since UPI AutoPay offers only that and monthly), the shopper's first
// payment on it in Checkout (which registers the token), then for each renewal a fresh order and
// `POST /payments/create/recurring` on the token, whose outcome arrives later as a signed payment.captured or
// payment.failed webhook; a cancelled token is revoked at NPCI by `PUT /customers/{id}/tokens/{id}/cancel`.
// The sandbox answers the same calls and delivers the same signed events, so the demo and the tests run it all.
import { randomBytes } from 'node:crypto';
import { hmacHex } from './gateway-signing.ts';

/** The RBI's cap on a recurring debit without extra authentication (e-mandate framework): ₹15,000. */
export const mandateCapPaise = 15_000_00;

export type MandateMethod = 'upi' | 'card';

export type MandateOrderRequest = {
  customer: { name: string; email: string; contact: string };
  method: MandateMethod;
  /** The first order's amount, paid when the shopper authorises the mandate. */
  amountPaise: number;
  /** The most any one debit may take: at most mandateCapPaise. */
  maxAmountPaise: number;
  /** When the mandate ends. */
  expireAt: Date;
  receipt: string;
  notes: Record<string, string>;
};

export type MandateOrder = {
  id: string;
  amount: number;
  currency: 'INR';
  receipt: string;
  customerId: string;
};

export type DebitRequest = {
  customerId: string;
  tokenId: string;
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
  email: string;
  contact: string;
  description: string;
  /**
   * The gateway order an earlier attempt for this same debit created, if any: when it already carries a payment
   * that has not failed, that payment is answered and no second one is made (the create call has no idempotency
   * key of its own).
   */
  providerOrderId?: string;
};

export type Debit = { orderId: string; paymentId: string };

/** The gateway refused (a cancelled or expired token, an amount over the cap): asking again will not help. */
export class MandateRefused extends Error {}

export type MandateGateway = {
  createMandateOrder(request: MandateOrderRequest): Promise<MandateOrder>;
  /** The token the shopper's authorisation payment registered (GET /payments/{id}: token_id). */
  tokenOfPayment(paymentId: string): Promise<string>;
  /** Starts one debit; its outcome comes as a payment.captured or payment.failed webhook for `orderId`. */
  debit(request: DebitRequest): Promise<Debit>;
  /** Revokes the mandate at NPCI; a token already cancelled counts as done. */
  cancel(customerId: string, tokenId: string): Promise<void>;
};

type Json = Record<string, unknown> & { error?: { description?: string; code?: string } };

export function razorpayMandates(options: {
  keyId: string;
  keySecret: string;
  baseUrl: string;
}): MandateGateway {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${options.baseUrl}${path}`, {
      method,
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await response.json().catch(() => ({}))) as Json;
    if (response.status >= 400 && response.status < 500)
      throw new MandateRefused(
        json.error?.description ?? `Razorpay refused ${method} ${path} (${response.status}).`,
      );
    if (!response.ok) throw new Error(`Razorpay ${method} ${path} failed: ${response.status}`);
    return json;
  };
  const createOrder = async (body: Record<string, unknown>) => {
    const order = await call('POST', '/orders', { currency: 'INR', payment_capture: true, ...body });
    if (typeof order.id !== 'string') throw new Error('Razorpay answered an order without an id.');
    return order.id;
  };
  return {
    async createMandateOrder({ customer, method, amountPaise, maxAmountPaise, expireAt, receipt, notes }) {
      if (maxAmountPaise > mandateCapPaise || maxAmountPaise < amountPaise)
        throw new MandateRefused('The mandate cap must cover the first payment and be at most ₹15,000.');
      const made = await call('POST', '/customers', { ...customer, fail_existing: '0' });
      if (typeof made.id !== 'string') throw new Error('Razorpay answered a customer without an id.');
      const id = await createOrder({
        amount: amountPaise,
        customer_id: made.id,
        method,
        receipt,
        notes,
        token: {
          max_amount: maxAmountPaise,
          expire_at: Math.floor(expireAt.getTime() / 1000),
          frequency: 'as_presented',
        },
      });
      return { id, amount: amountPaise, currency: 'INR', receipt, customerId: made.id };
    },
    async tokenOfPayment(paymentId) {
      const payment = await call('GET', `/payments/${encodeURIComponent(paymentId)}`);
      if (typeof payment.token_id !== 'string')
        throw new MandateRefused('The payment registered no mandate.');
      return payment.token_id;
    },
    async debit(request) {
      if (request.providerOrderId) {
        const earlier = await call('GET', `/orders/${encodeURIComponent(request.providerOrderId)}/payments`);
        const items = (earlier.items ?? []) as { id: string; status: string }[];
        const live = items.find((p) => p.status !== 'failed');
        if (live) return { orderId: request.providerOrderId, paymentId: live.id };
      }
      const orderId =
        request.providerOrderId ??
        (await createOrder({ amount: request.amountPaise, receipt: request.receipt, notes: request.notes }));
      const payment = await call('POST', '/payments/create/recurring', {
        email: request.email,
        contact: request.contact,
        amount: request.amountPaise,
        currency: 'INR',
        order_id: orderId,
        customer_id: request.customerId,
        token: request.tokenId,
        recurring: '1',
        description: request.description,
        notes: request.notes,
      });
      if (typeof payment.razorpay_payment_id !== 'string')
        throw new Error('Razorpay answered a recurring payment without an id.');
      return { orderId, paymentId: payment.razorpay_payment_id };
    },
    async cancel(customerId, tokenId) {
      try {
        await call(
          'PUT',
          `/customers/${encodeURIComponent(customerId)}/tokens/${encodeURIComponent(tokenId)}/cancel`,
        );
      } catch (error) {
        // Cancelling twice: the token is already where the shop wants it.
        if (error instanceof MandateRefused && /cancel/i.test(error.message)) return;
        throw error;
      }
    },
  };
}

/** The sandbox's mandates: the same calls and signed events, no money; a test lever makes a token's debits fail. */
export type SandboxMandates = MandateGateway & {
  /** What the sandbox window does when the tester approves the mandate: the first payment and its signature. */
  authorise(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** From now on this token's debits fail as with too little money in the account (or succeed again). */
  failDebits(tokenId: string, fail: boolean): void;
  /** From now on revoking a mandate gets no answer, as when the gateway is down (or answers again). */
  failRevokes(fail: boolean): void;
  /** The debits made, newest last. */
  debits: (DebitRequest & Debit & { outcome: 'captured' | 'failed' })[];
  cancelled: Set<string>;
};

export function sandboxMandates(secret: string, send: (event: object) => void): SandboxMandates {
  const failing = new Set<string>();
  const cancelled = new Set<string>();
  let revokesFail = false;
  const debits: SandboxMandates['debits'] = [];
  const caps = new Map<string, number>();
  const id = (prefix: string) => `${prefix}_sbx${randomBytes(7).toString('hex')}`;
  // A payment's token is derived from it, so it is the same after the sandbox restarts.
  const tokenOf = (paymentId: string) => `token_sbx${hmacHex(secret, `token|${paymentId}`).slice(0, 14)}`;
  return {
    debits,
    cancelled,
    async createMandateOrder({ amountPaise, maxAmountPaise, receipt }) {
      if (maxAmountPaise > mandateCapPaise || maxAmountPaise < amountPaise)
        throw new MandateRefused('The mandate cap must cover the first payment and be at most ₹15,000.');
      const order = {
        id: id('order'),
        amount: amountPaise,
        currency: 'INR' as const,
        receipt,
        customerId: id('cust'),
      };
      caps.set(order.customerId, maxAmountPaise);
      return order;
    },
    authorise(orderId) {
      // A payment that registers a mandate is told apart by its id ('m'), so it is known after a restart too.
      const paymentId = `pay_sbxm${randomBytes(7).toString('hex')}`;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(secret, `${orderId}|${paymentId}`),
      };
    },
    async tokenOfPayment(paymentId) {
      if (!paymentId.startsWith('pay_sbxm')) throw new MandateRefused('The payment registered no mandate.');
      return tokenOf(paymentId);
    },
    failDebits(tokenId, fail) {
      if (fail) failing.add(tokenId);
      else failing.delete(tokenId);
    },
    async debit(request) {
      if (cancelled.has(request.tokenId)) throw new MandateRefused('The mandate was cancelled.');
      const cap = caps.get(request.customerId);
      if (cap !== undefined && request.amountPaise > cap)
        throw new MandateRefused('The amount is over the mandate’s cap.');
      if (request.providerOrderId) {
        const earlier = debits.find((d) => d.orderId === request.providerOrderId && d.outcome === 'captured');
        if (earlier) return { orderId: earlier.orderId, paymentId: earlier.paymentId };
      }
      const made = { orderId: request.providerOrderId ?? id('order'), paymentId: id('pay') };
      const outcome = failing.has(request.tokenId) ? ('failed' as const) : ('captured' as const);
      debits.push({ ...request, ...made, outcome });
      send({
        entity: 'event',
        event: `payment.${outcome}`,
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: made.paymentId,
              entity: 'payment',
              amount: request.amountPaise,
              currency: 'INR',
              status: outcome,
              order_id: made.orderId,
              customer_id: request.customerId,
              token_id: request.tokenId,
              recurring: true,
              notes: request.notes,
              ...(outcome === 'failed'
                ? {
                    error_code: 'BAD_REQUEST_ERROR',
                    error_description: 'Insufficient balance in the account.',
                  }
                : {}),
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return made;
    },
    failRevokes(fail) {
      revokesFail = fail;
    },
    async cancel(customerId, tokenId) {
      if (revokesFail) throw new Error('The payment service did not answer.');
      if (cancelled.has(tokenId)) return;
      cancelled.add(tokenId);
      send({
        entity: 'event',
        event: 'token.cancelled',
        contains: ['token'],
        payload: {
          token: { entity: { id: tokenId, entity: 'token', customer_id: customerId, status: 'cancelled' } },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
    },
  };
}

/** No online payment (D24): no mandate can be made, debited or needs revoking. */
export function offMandates(): MandateGateway {
  const off = async (): Promise<never> => {
    throw new MandateRefused('Online payment is off: no Razorpay keys and PAYMENTS_SANDBOX is not true.');
  };
  return { createMandateOrder: off, tokenOfPayment: off, debit: off, cancel: async () => {} };
}
