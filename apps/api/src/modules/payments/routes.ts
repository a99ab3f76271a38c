// Payment calls: which gateway the browser should open, the sandbox checkout's "pay" button, and Razorpay's
// signed webhook that reconciles payments whose browser never came back (D7).
import { createHash } from 'node:crypto';
import { paymentProof, paymentsConfig, sandboxPaymentBody } from '@chamak/shared/checkout';
import { errorReply, idParams, messageReply, webhookAck } from '@chamak/shared/common';
import { messages } from '@chamak/shared/messages';
import { paiseToRupees, rupeesToPaise } from '@chamak/shared/money';
import { sandboxPayNowBody } from '@chamak/shared/pay-now';
import { refundBody, refundHeaders, refundList, refundReply } from '@chamak/shared/refunds';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff, requireUser } from '../../plugins/auth.ts';
import { Forbidden, Invalid, NotFound } from '../../plugins/errors.ts';
import { hasNul } from '../../plugins/nul-guard.ts';
import { refundLimitFor } from '../accounts/index.ts';
import { failPayment, orderOwnerOf, payNowOrderAllowed } from '../orders/index.ts';
import type { SandboxGateway } from './gateway.ts';
import { createRefund, refundsOfOrder } from './refunds.ts';
import { applyWebhookEvent, type WebhookEvent } from './webhook.ts';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the sandbox signs payments on the shopper's say-so; in production it must be asked for (D24).
  const assertSandbox = () => {
    if (app.gateway.kind === 'razorpay')
      throw new NotFound('The sandbox gateway is off: Razorpay is configured.');
    if (app.gateway.kind !== 'sandbox')
      throw new NotFound('The sandbox gateway is off: online payment is off.');
  };
  /** The sandbox gateway, once the request's provider order is found to be the signed-in shopper's own. */
  const sandboxForOwnOrder = async (request: FastifyRequest, providerOrderId: string) => {
    assertSandbox();
    const order = await orderOwnerOf({ db: app.db }, providerOrderId);
    if (!order) throw new NotFound('Order not found.');
    if (order.userId !== actorOf(request).userId) throw new Forbidden();
    return app.gateway as SandboxGateway;
  };

  app.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'The gateway the checkout opens',
        response: { 200: paymentsConfig },
      },
    },
    () => ({ gateway: app.gateway.kind, keyId: app.gateway.keyId }),
  );

  app.post(
    '/payments/sandbox/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox checkout: pay a provider order (only when the sandbox gateway runs)',
        security: [{ bearer: [] }],
        body: sandboxPaymentBody,
        response: { 200: paymentProof },
      },
      preHandler: requireUser,
    },
    async (request) => (await sandboxForOwnOrder(request, request.body.order_id)).pay(request.body.order_id),
  );

  // A subscription's first order is paid in the same window, and the shopper's approval there registers the
  // mandate (decision 0326): the sandbox's payment for it is the mandate's, as Razorpay's recurring Checkout's is.
  app.post(
    '/payments/sandbox/authorise',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Sandbox checkout: pay a mandate’s first order, registering the mandate (only when the sandbox gateway runs)',
        security: [{ bearer: [] }],
        body: sandboxPaymentBody,
        response: { 200: paymentProof },
      },
      preHandler: requireUser,
    },
    async (request) =>
      (await sandboxForOwnOrder(request, request.body.order_id)).mandates.authorise(request.body.order_id),
  );

  app.post(
    '/payments/sandbox/fail',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Sandbox checkout: the tester chose to fail the payment (only when the sandbox gateway runs)',
        security: [{ bearer: [] }],
        body: sandboxPaymentBody,
        response: { 200: messageReply },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await sandboxForOwnOrder(request, request.body.order_id);
      await failPayment({ db: app.db }, request.body.order_id);
      return { message: 'Payment failed (sandbox)' };
    },
  );

  // A cash order's pay-now payment (decision 0337): its link's holder pays without a sign-in, the owner signed in.
  app.post(
    '/payments/sandbox/pay-now',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Sandbox checkout: pay a cash order’s pay-now gateway order with its link’s token or as its owner (only when the sandbox gateway runs)',
        security: [{ bearer: [] }],
        body: sandboxPayNowBody,
        response: { 200: paymentProof },
      },
    },
    async (request) => {
      assertSandbox();
      const allowed = await payNowOrderAllowed({ db: app.db }, request.body.order_id, {
        token: request.body.token,
        userId: request.actor?.userId,
      });
      if (!allowed) throw new NotFound('Order not found.');
      return (app.gateway as SandboxGateway).pay(request.body.order_id);
    },
  );

  await app.register(webhookRoute);
  await app.register(refundRoutes);

  // The sandbox delivers its webhooks (refund.processed) through the shop's own signed webhook route, as Razorpay
  // would over HTTPS; closing the app waits for the deliveries under way.
  if (app.gateway.kind === 'sandbox') {
    const sandbox = app.gateway as SandboxGateway;
    const url = `${app.prefix}/payments/razorpay/webhook`;
    sandbox.deliverWebhooksTo(async ({ raw, signature, eventId }) => {
      await app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: raw,
      });
    });
    app.addHook('onClose', async () => {
      await sandbox.settled();
      sandbox.deliverWebhooksTo(null);
    });
  }
};

/** The admin's refunds of an order (decision 0120). */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/orders/:id/refunds',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Refund (part of) an order: through the gateway when paid online, by hand (a UPI or bank reference) for collected cash; idempotent by Idempotency-Key',
        security: [{ bearer: [] }],
        params: idParams,
        headers: refundHeaders,
        body: refundBody,
        response: {
          200: refundReply,
          201: refundReply,
          404: errorReply,
          409: errorReply,
          502: errorReply,
        },
      },
      preHandler: requireStaff('refunds', 'refunds.issue'),
    },
    async (request, reply) => {
      const { amount, reason, reference } = request.body;
      const result = await createRefund(app.ctx, {
        orderId: request.params.id,
        amountPaise: amount === undefined ? undefined : rupeesToPaise(amount),
        reason,
        reference,
        idempotencyKey: request.headers['idempotency-key'],
        limitPaise: await refundLimitFor(app.ctx, actorOf(request)),
      });
      return reply.code(result.replayed ? 200 : 201).send({
        message: result.replayed ? 'Refund already made' : refundMessage(result.refund),
        refund: result.refund,
        paymentStatus: result.paymentStatus,
        refundable: paiseToRupees(result.refundablePaise),
      });
    },
  );

  app.get(
    '/admin/orders/:id/refunds',
    {
      schema: {
        tags: ['payments'],
        summary: 'The refunds of an order, oldest first',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: refundList, 404: errorReply },
      },
      preHandler: requireStaff('refunds'),
    },
    (request) => refundsOfOrder(app.db, request.params.id),
  );
};

/**
 * A gateway refund is usually still pending when the gateway answers; the sandbox's (or Razorpay's) webhook can
 * settle it before the reply is read, and then the reply says so.
 */
function refundMessage({ status, method }: { status: string; method: string }): string {
  if (status === 'processed') return method === 'manual' ? 'Refund recorded' : 'Refunded';
  if (status === 'failed') return 'The refund failed';
  return 'Refund initiated';
}

/** Its own scope: the body stays raw bytes, because the signature is over exactly those bytes. */
const webhookRoute: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/razorpay/webhook',
    {
      // No body schema: the body stays raw bytes, checked against the signature before it is parsed.
      schema: { tags: ['payments'], summary: 'Razorpay webhook (signed)', response: { 200: webhookAck } },
    },
    async (request, reply) => {
      const raw = request.body;
      const signature = request.headers['x-razorpay-signature'];
      if (
        !Buffer.isBuffer(raw) ||
        typeof signature !== 'string' ||
        !app.gateway.verifyWebhookSignature(raw, signature)
      ) {
        throw new Invalid('Invalid webhook signature.');
      }
      // PostgreSQL stores no NUL in text or jsonb; a 400 tells the provider that redelivering will not help.
      if (raw.includes(0)) throw new Invalid(messages.nulCharacter);
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new Invalid('The webhook body is not JSON.', 'MALFORMED_REQUEST');
      }
      if (event === null || typeof event !== 'object' || Array.isArray(event))
        throw new Invalid('The webhook body is not an event.', 'MALFORMED_REQUEST');
      if (hasNul(event)) throw new Invalid(messages.nulCharacter);
      const header = request.headers['x-razorpay-event-id'];
      const eventId =
        typeof header === 'string' && header ? header : createHash('sha256').update(raw).digest('hex');
      // Throws when applying failed: the error handler answers 5xx (503 for a lost database) and Razorpay retries.
      const result = await applyWebhookEvent(app.ctx, {
        eventId,
        raw: raw.toString('utf8'),
        event: event as WebhookEvent,
      });
      if (result.status === 'ignored')
        request.log.warn({ eventId, reason: result.reason }, 'webhook recorded but not applied');
      return reply.send({ status: result.status });
    },
  );
};
