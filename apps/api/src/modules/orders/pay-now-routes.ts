// Paying a cash order online after placing it (decision 0337): the pay-now page's order, opening the payment for
// its online total, and the signed payment's verification. With the link's token (the page may be opened on a phone
// that is not signed in), or as the signed-in owner.
import { errorReply, idParams } from '@chamak/shared/common';
import { checkoutMessages } from '@chamak/shared/messages';
import {
  payNowBody,
  payNowMessages,
  payNowQuery,
  payNowReply,
  payNowStarted,
  payNowVerifyBody,
  payNowView,
} from '@chamak/shared/pay-now';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Conflict, Invalid, Unauthorized } from '../../plugins/errors.ts';
import { limits } from '../../plugins/rate-limits.ts';
import * as payNow from './pay-now.ts';

export const payNowRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkLimit = limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' });
  /** The link's holder, or the signed-in owner (401 with neither). */
  const whoOf = (request: FastifyRequest, token: string | undefined): payNow.PayNowWho => {
    if (token) return { token };
    if (!request.actor) throw new Unauthorized();
    return { actor: request.actor };
  };

  app.get(
    '/order/:id/pay-now',
    {
      schema: {
        tags: ['orders'],
        summary:
          'A cash order’s pay-now page: its cash total, its online total and the saving (the link’s token, or the signed-in owner; 404 for a wrong token, 409 when paid, shipped, cancelled or expired)',
        security: [{ bearer: [] }],
        params: idParams,
        querystring: payNowQuery,
        response: { 200: payNowView, 401: errorReply, 404: errorReply, 409: errorReply },
      },
      preHandler: linkLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return payNow.payNowView(app.ctx, request.params.id, whoOf(request, request.query.token));
    },
  );

  app.post(
    '/order/:id/pay-now',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Open the payment of a cash order’s online total: the gateway order for the amount the server quotes (the link’s token, or the signed-in owner)',
        security: [{ bearer: [] }],
        params: idParams,
        body: payNowBody,
        response: {
          200: payNowStarted,
          401: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          502: errorReply,
        },
      },
      preHandler: linkLimit,
    },
    (request) => payNow.startPayNow(app.ctx, request.params.id, whoOf(request, request.body.token)),
  );

  app.post(
    '/order/:id/pay-now/verify',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Verify the signed pay-now payment: the cash order becomes prepaid (idempotent; 409 with why when the payment cannot be kept, and it is refunded)',
        security: [{ bearer: [] }],
        params: idParams,
        body: payNowVerifyBody,
        response: { 200: payNowReply, 400: errorReply, 401: errorReply, 404: errorReply, 409: errorReply },
      },
      preHandler: linkLimit,
    },
    async (request) => {
      const { token, razorpay_order_id, razorpay_payment_id, razorpay_signature } = request.body;
      const who = whoOf(request, token);
      if (!app.gateway.verifyPaymentSignature(razorpay_order_id, razorpay_payment_id, razorpay_signature))
        throw new Invalid(checkoutMessages.paymentInvalid, 'PAYMENT_NOT_VERIFIED');
      const outcome = await payNow.convertOnPayment(
        app.ctx,
        { providerOrderId: razorpay_order_id, paymentId: razorpay_payment_id },
        who,
      );
      if (outcome.result === 'refund_due')
        throw new Conflict(`${outcome.reason} ${checkoutMessages.refundPromise}`, 'PAID_AFTER_CANCELLATION');
      return { message: payNowMessages.converted, orderId: outcome.orderId };
    },
  );
};
