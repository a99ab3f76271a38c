// Payment calls: which gateway the browser should open, the sandbox checkout's "pay" button, and Razorpay's
// signed webhook that reconciles payments whose browser never came back (D7).
import { createHash } from 'node:crypto';
import { paymentsConfig } from '@chamak/shared/checkout';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rows } from '../../lib/sql.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { Forbidden, Invalid, NotFound } from '../../plugins/errors.ts';
import { confirmPayment, failPayment } from '../orders/service.ts';
import type { SandboxGateway } from './gateway.ts';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the sandbox signs payments on the shopper's say-so; in production it must be asked for (D24).
  const assertSandbox = () => {
    if (app.gateway.kind === 'razorpay')
      throw new NotFound('The sandbox gateway is off: Razorpay is configured.');
    if (app.gateway.kind !== 'sandbox')
      throw new NotFound('The sandbox gateway is off: online payment is off.');
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
        body: z.object({ order_id: z.string().min(1).max(100) }),
        response: {
          200: z.object({
            razorpay_order_id: z.string(),
            razorpay_payment_id: z.string(),
            razorpay_signature: z.string(),
          }),
        },
      },
      preHandler: requireUser,
    },
    async (request) => {
      assertSandbox();
      const actor = actorOf(request);
      const [order] = await rows<{ user_id: number | null }>(
        app.db,
        sql`select user_id from orders where provider_order_id = ${request.body.order_id}`,
      );
      if (!order) throw new NotFound('Order not found.');
      if (order.user_id !== actor.userId) throw new Forbidden();
      return (app.gateway as SandboxGateway).pay(request.body.order_id);
    },
  );

  app.post(
    '/payments/sandbox/fail',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Sandbox checkout: the tester chose to fail the payment (only when the sandbox gateway runs)',
        security: [{ bearer: [] }],
        body: z.object({ order_id: z.string().min(1).max(100) }),
        response: { 200: z.object({ message: z.string() }) },
      },
      preHandler: requireUser,
    },
    async (request) => {
      assertSandbox();
      const [order] = await rows<{ user_id: number | null }>(
        app.db,
        sql`select user_id from orders where provider_order_id = ${request.body.order_id}`,
      );
      if (!order) throw new NotFound('Order not found.');
      if (order.user_id !== actorOf(request).userId) throw new Forbidden();
      await failPayment({ db: app.db }, request.body.order_id);
      return { message: 'Payment failed (sandbox)' };
    },
  );

  await app.register(webhookRoute);
};

type WebhookEvent = {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number } } };
};

/** Its own scope: the body stays raw bytes, because the signature is over exactly those bytes. */
const webhookRoute: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/razorpay/webhook',
    { schema: { tags: ['payments'], summary: 'Razorpay webhook (signed)' } },
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
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw.toString('utf8')) as WebhookEvent;
      } catch {
        throw new Invalid('The webhook body is not JSON.');
      }
      const header = request.headers['x-razorpay-event-id'];
      const eventId =
        typeof header === 'string' && header ? header : createHash('sha256').update(raw).digest('hex');
      // Deliveries may repeat: the first one is handled, the rest acknowledged.
      const fresh = await rows<{ id: string }>(
        app.db,
        sql`insert into payment_events (id, type, payload) values (${eventId}, ${event.event ?? 'unknown'}, ${raw.toString('utf8')}::jsonb)
        on conflict (id) do nothing returning id`,
      );
      if (fresh.length === 0) return reply.send({ status: 'duplicate' });
      const payment = event.payload?.payment?.entity;
      const ctx = { db: app.db, storage: app.storage, gateway: app.gateway, mailer: app.mailer };
      if (event.event === 'payment.captured' && payment?.order_id && payment.id) {
        try {
          await confirmPayment(ctx, {
            providerOrderId: payment.order_id,
            paymentId: payment.id,
            amountPaise: payment.amount,
          });
          app.responseCache.clear();
        } catch (error) {
          // Acknowledge (a retry would fail the same way) but keep a record for the shop.
          request.log.warn({ err: error, eventId }, 'webhook payment.captured not applied');
        }
      } else if (event.event === 'payment.failed' && payment?.order_id) {
        await failPayment(ctx, payment.order_id);
      }
      return reply.send({ status: 'ok' });
    },
  );
};
