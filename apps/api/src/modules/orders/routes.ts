// Order calls of SPEC section 7 (D3, D4, D7): create (online), verify (online or cash on delivery), the
// customer's orders, one order, its GST invoice and credit notes as PDFs, the admin's list (whole or
// paged), its CSV export, and cancelling.

import {
  adminOrderFilter,
  adminOrdersPage,
  adminOrdersQuery,
  allOrdersQuery,
} from '@chamak/shared/admin-orders';
import {
  checkoutQuote,
  checkoutQuoteBody,
  createdOrder,
  orderPlacedReply,
  placeOrderBody,
  verifyPaymentBody,
} from '@chamak/shared/checkout';
import { confirmationQuery, confirmationView, confirmOrderBody } from '@chamak/shared/cod-confirmation';
import { errorReply, idParams, messageReply, userIdParams } from '@chamak/shared/common';
import { checkoutMessages } from '@chamak/shared/messages';
import {
  orderStatusCodeBody,
  orderStatusParams,
  orderStatusReply,
  orderStatusVerifyBody,
  orderStatusVerifyReply,
} from '@chamak/shared/order-status';
import {
  orderNoteSchema,
  shopperTimelineReplySchema,
  timelineReplySchema,
} from '@chamak/shared/order-timeline';
import { cancelOrderReply, creditNoteParams, order, orderList, pdfFile } from '@chamak/shared/orders';
import { otpRequestReply } from '@chamak/shared/phone-sign-in';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../plugins/answer-language.ts';
import { actorOf, requireSelf, requireStaff, requireUser, requireUserOrStaff } from '../../plugins/auth.ts';
import { Forbidden, Invalid, Unauthorized } from '../../plugins/errors.ts';
import { codeAttempts, limits } from '../../plugins/rate-limits.ts';
import { answerCodeRequest, type PhoneSignInCtx } from '../accounts/index.ts';
import { auditExport } from '../audit/index.ts';
import { admitMessage } from '../notify/index.ts';
import { quoteView } from '../pricing/index.ts';
import * as confirmation from './cod-confirmation.ts';
import { ordersCsvExport } from './export-csv.ts';
import { payNowRoutes } from './pay-now-routes.ts';
import * as orders from './service.ts';
import { type StatusCodeCtx, sendOrderStatusCode, verifyOrderStatusCode } from './status-code.ts';
import { orderStatusByToken } from './status-page.ts';
import * as timeline from './timeline.ts';
import { actorOf as orderActorOf } from './transition.ts';
import * as views from './views.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // A quote or an order naming a discount code counts as an attempt of it, with the cart's quotes (decision 0287).
  const codeAttempt = codeAttempts(app.failureStore, app.config.discountCodeAttempts);
  /** Sends a GST document as a PDF attachment named after its number. */
  const sendPdf = (reply: FastifyReply, file: { fileName: string; pdf: Buffer }) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);

  app.post(
    '/order/order',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Create a pending order and its payment-provider order for the server’s total (online payment), or for a cash order’s advance when the COD rules ask one',
        security: [{ bearer: [] }],
        body: placeOrderBody,
        response: {
          200: createdOrder,
          409: errorReply,
          422: errorReply,
          429: errorReply,
        },
      },
      preHandler: requireSelf((r) => (r.body as { userId?: number }).userId),
    },
    async (request) => {
      await codeAttempt(request, request.body.code);
      // The order speaks the language it was placed in (its mails, SMS and WhatsApp). A cash order comes here only
      // when the COD rules ask part of it paid online first (decision 0338); else verify-payment places it.
      return orders.createOnlineOrder(
        app.ctx,
        request.body.userId,
        { ...request.body, language: requestLanguage(request), consentIp: request.ip },
        request.body.paymentMethod,
      );
    },
  );

  app.post(
    '/order/quote',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The checkout summary at the server’s prices: subtotal, delivery charge, COD fee and total (rupees)',
        security: [{ bearer: [] }],
        body: checkoutQuoteBody,
        response: {
          200: checkoutQuote,
          422: errorReply,
          429: errorReply,
        },
      },
      preHandler: requireSelf((r) => (r.body as { userId?: number }).userId),
    },
    async (request) => {
      await codeAttempt(request, request.body.code);
      return quoteView(app.ctx, request.body.userId, {
        method: request.body.paymentMethod,
        postalCode: request.body.postalCode ?? '',
        state: request.body.state,
        code: request.body.code,
        buyer: {
          phone: request.body.phone,
          address: request.body.address,
          apt: request.body.apt ?? '',
          postalCode: request.body.postalCode,
        },
      });
    },
  );

  app.post(
    '/order/verify-payment',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Online: verify the payment signature and mark the order paid. Cash on delivery: place the order.',
        security: [{ bearer: [] }],
        body: verifyPaymentBody,
        response: {
          200: orderPlacedReply,
          400: errorReply,
          409: errorReply,
          422: errorReply,
          429: errorReply,
        },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      if (body.paymentMethod === 'cod') {
        if (body.userId !== actor.userId) throw new Forbidden();
        await codeAttempt(request, body.code);
        return orders.placeCodOrder(
          app.ctx,
          actor.userId,
          { ...body, language: requestLanguage(request), consentIp: request.ip },
          { address: request.ip },
        );
      }
      if (
        !app.gateway.verifyPaymentSignature(
          body.razorpay_order_id,
          body.razorpay_payment_id,
          body.razorpay_signature,
        )
      ) {
        throw new Invalid(checkoutMessages.paymentInvalid, 'PAYMENT_NOT_VERIFIED');
      }
      return orders.confirmPayment(
        app.ctx,
        { providerOrderId: body.razorpay_order_id, paymentId: body.razorpay_payment_id },
        actor,
      );
    },
  );

  app.post(
    '/order/:id/payment',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Pay again for one’s own online order whose payment failed or was left unfinished: the same order and provider order, for its stored total',
        security: [{ bearer: [] }],
        params: idParams,
        response: {
          200: createdOrder,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          502: errorReply,
        },
      },
      preHandler: requireUser,
    },
    (request) => orders.payAgain(app.ctx, request.params.id, actorOf(request)),
  );

  app.get(
    '/order/getuserorder/:userId',
    {
      schema: {
        tags: ['orders'],
        summary: 'A customer’s placed orders, newest first',
        security: [{ bearer: [] }],
        params: userIdParams,
        response: { 200: orderList },
      },
      preHandler: requireSelf((r) => (r.params as { userId: number }).userId, { admins: true }),
    },
    (request) => views.userOrders(app.ctx, request.params.userId),
  );

  app.get(
    '/order/get/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order (its customer’s or any for an admin)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: order, 404: errorReply },
      },
      preHandler: requireUserOrStaff('orders'),
    },
    (request) => views.orderById(app.ctx, request.params.id, actorOf(request)),
  );

  app.get(
    '/order/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        summary: 'The order’s GST tax invoice as a PDF (its customer or an admin)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: pdfFile, 404: errorReply },
      },
      preHandler: requireUserOrStaff('orders'),
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await orders.orderDocumentPdf(app.ctx, request.params.id, actorOf(request), { kind: 'invoice' }),
      ),
  );

  app.get(
    '/order/:id/credit-notes/:n',
    {
      schema: {
        tags: ['orders'],
        summary: 'The order’s n-th credit note (1, 2, ...) as a PDF (its customer or an admin)',
        security: [{ bearer: [] }],
        params: creditNoteParams,
        response: { 200: pdfFile, 404: errorReply },
      },
      preHandler: requireUserOrStaff('orders'),
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await orders.orderDocumentPdf(app.ctx, request.params.id, actorOf(request), {
          kind: 'credit_note',
          n: request.params.n,
        }),
      ),
  );

  app.get(
    '/order/getall',
    {
      schema: {
        tags: ['admin'],
        summary: 'All placed orders, filtered (admin)',
        security: [{ bearer: [] }],
        description:
          'Without `page`, every matching order (SPEC). With `page` (and `perPage`, default 12, at most 100), ' +
          'that page only, in the same shape, with the match count in the `x-total-count` header; ' +
          'GET /api/admin/orders answers the page with its totals.',
        querystring: allOrdersQuery,
        response: { 200: orderList },
      },
      preHandler: requireStaff('orders'),
    },
    async (request, reply) => {
      const { page, perPage, ...filter } = request.query;
      if (page === undefined) return views.allOrders(app.ctx, filter);
      const one = await views.adminOrdersPage(app.ctx, { ...filter, page, perPage });
      reply.header('x-total-count', String(one.total));
      return one.orders;
    },
  );

  app.get(
    '/admin/orders',
    {
      schema: {
        tags: ['admin'],
        summary:
          'One page of the placed orders, filtered and searched, with the totals for the pager (admin)',
        security: [{ bearer: [] }],
        querystring: adminOrdersQuery,
        response: { 200: adminOrdersPage },
      },
      preHandler: requireStaff('orders'),
    },
    (request) => views.adminOrdersPage(app.ctx, request.query),
  );

  app.get(
    '/order/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered orders as CSV, streamed in batches (admin)',
        security: [{ bearer: [] }],
        querystring: adminOrderFilter,
      },
      preHandler: requireStaff('orders'),
    },
    async (request, reply) => {
      // Names, phones and addresses: an export of personal data, recorded as such (decision 0348).
      auditExport(request, 'orders', { filter: request.query });
      const csv = await ordersCsvExport(app.ctx, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .send(csv.stream);
    },
  );

  app.post(
    '/order/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Cancel an order: the owner while it is not shipped and within the cancellation window (409 saying why not), an admin as the state machine allows; stock goes back, a paid online order is refunded in full; answers the order as it now stands',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: cancelOrderReply, 404: errorReply, 409: errorReply, 422: errorReply },
      },
      preHandler: requireUserOrStaff('orders'),
    },
    (request) => orders.cancelOrderAndView(app.ctx, request.params.id, actorOf(request)),
  );

  // The order's timeline: all of it for an admin, with internal notes; the shopper's part for its customer.
  app.get(
    '/admin/orders/:id/timeline',
    {
      schema: {
        tags: ['admin'],
        summary: "An order's events, oldest first: who, when, what and why, with the admin's internal notes",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: timelineReplySchema, 404: errorReply },
      },
      preHandler: requireStaff('orders'),
    },
    (request) => timeline.adminTimeline(app.ctx, request.params.id),
  );

  app.post(
    '/admin/orders/:id/notes',
    {
      schema: {
        tags: ['admin'],
        summary: "Add an internal note to an order's timeline (never shown to the shopper)",
        security: [{ bearer: [] }],
        params: idParams,
        body: orderNoteSchema,
        response: { 200: messageReply, 404: errorReply },
      },
      preHandler: requireStaff('orders'),
    },
    (request) => timeline.addOrderNote(app.ctx, request.params.id, actorOf(request), request.body.note),
  );

  app.get(
    '/order/:id/history',
    {
      schema: {
        tags: ['orders'],
        summary:
          "What the shopper sees of an order's way: placed, confirmed, shipped, delivered, cancelled, refunds, returns",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: shopperTimelineReplySchema, 404: errorReply },
      },
      preHandler: requireUserOrStaff('orders'),
    },
    (request) => timeline.shopperTimeline(app.ctx, request.params.id, actorOf(request)),
  );

  // COD confirmation (decision 0250): the link's page reads and confirms with the token alone
  // (the shopper may open it on a phone that is not signed in); the signed-in owner and the admin need none.
  const linkLimit = limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' });

  app.get(
    '/order/:id/confirmation',
    {
      schema: {
        tags: ['orders'],
        summary:
          'What a COD confirmation link shows without a sign-in: first name, items, total, whether it awaits confirmation (404 for a wrong token)',
        params: idParams,
        querystring: confirmationQuery,
        response: { 200: confirmationView, 404: errorReply },
      },
      preHandler: linkLimit,
    },
    (request) => confirmation.confirmationView(app.ctx, request.params.id, request.query.token),
  );

  // The order's status link (decision 0321): its page reads the order with the signed token alone, and never
  // shows the shopper's name, address, e-mail or phone.
  app.get(
    '/order-status/:token',
    {
      schema: {
        tags: ['orders'],
        summary:
          'What an order’s status link shows without a sign-in: number, status, items, totals, delivery promise, shipment and timeline (never the address, e-mail or phone; 404 for a forged, changed or expired link)',
        params: orderStatusParams,
        response: { 200: orderStatusReply, 400: errorReply, 404: errorReply, 429: errorReply },
      },
      preHandler: linkLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orderStatusByToken(app.ctx, request.params.token);
    },
  );

  // Following an order by its number and mobile (decision 0322): a code to the order's number, typed back, gives
  // the status link's token. Codes are the sign-in's (accounts), under a purpose of their own, with its limits;
  // like the sign-in's they pass the message gate's stop list and daily cap.
  const statusCodeCtx = (): StatusCodeCtx => {
    const codes: PhoneSignInCtx = {
      db: app.ctx.db,
      tokens: app.ctx.tokens,
      clock: app.ctx.clock,
      log: app.log,
      store: app.failureStore,
      sms: app.ctx.phone.sms,
      whatsapp: app.config.phone.whatsapp,
      sandbox: app.config.otpSandbox,
      admit: (to, address) => admitMessage(app.ctx.db, app.ctx.phone.gate, to, { address, signInCode: true }),
    };
    return { codes, tokens: app.ctx.tokens };
  };

  app.post(
    '/order-status/code',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Send a 6-digit code to an order’s mobile number, to follow the order without signing in (the same answer whether or not the number is the order’s, or the order exists; a code goes only to the order’s number)',
        body: orderStatusCodeBody,
        response: {
          200: otpRequestReply,
          400: errorReply,
          429: errorReply,
          502: errorReply,
          503: errorReply,
        },
      },
      preHandler: linkLimit,
    },
    (request, reply) =>
      answerCodeRequest(reply, () => sendOrderStatusCode(statusCodeCtx(), request.body, request.ip)),
  );

  app.post(
    '/order-status/verify',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Type back an order’s code: the token of its status link (/order-status/{token}); signs nobody in, and a sign-in code does not open it',
        body: orderStatusVerifyBody,
        response: { 200: orderStatusVerifyReply, 400: errorReply, 429: errorReply },
      },
      preHandler: linkLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return verifyOrderStatusCode(statusCodeCtx(), request.body);
    },
  );

  app.post(
    '/order/:id/confirm',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Confirm a cash order held for confirmation: with the token of its link, or as its signed-in owner (idempotent; 409 when cancelled or not held)',
        security: [{ bearer: [] }],
        params: idParams,
        body: confirmOrderBody,
        response: { 200: messageReply, 401: errorReply, 404: errorReply, 409: errorReply },
      },
      preHandler: linkLimit,
    },
    (request) => {
      const { token } = request.body;
      if (token) return confirmation.confirmOrder(app.ctx, request.params.id, { token });
      if (!request.actor) throw new Unauthorized();
      return confirmation.confirmOrder(app.ctx, request.params.id, { actor: request.actor });
    },
  );

  app.post(
    '/admin/orders/:id/confirm',
    {
      schema: {
        tags: ['admin'],
        summary: 'Confirm a held cash order for its shopper, after a call (admin; idempotent)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageReply, 404: errorReply, 409: errorReply },
      },
      preHandler: requireStaff('orders'),
    },
    (request) => confirmation.confirmOrder(app.ctx, request.params.id, { actor: actorOf(request) }),
  );

  await app.register(payNowRoutes);

  app.post(
    '/admin/orders/:id/cod-collected',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record the cash of a delivered cash-on-delivery order as collected (admin; idempotent)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageReply, 404: errorReply, 409: errorReply },
      },
      preHandler: requireStaff('orders'),
    },
    (request) => orders.markCodCollected(app.ctx, request.params.id, orderActorOf(actorOf(request))),
  );
};
