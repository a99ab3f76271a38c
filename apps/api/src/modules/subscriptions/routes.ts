// Subscribe and save calls (decision 0326): subscribing with the first order on a mandate, the shopper's list,
// and skip, pause, resume and cancel. A shopper reaches only their own subscriptions: anyone else's answers 404.
import { createdOrder } from '@chamak/shared/checkout';
import { errorReply, idParams, messageReply, userIdParams } from '@chamak/shared/common';
import {
  noticeActionBody,
  noticeLinkQuery,
  noticeView,
  subscribeBody,
  subscribed,
  subscriptionChangeBody,
  subscriptionChanged,
  subscriptionList,
  subscriptionMessages,
  subscriptionReasonBody,
} from '@chamak/shared/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireSelf, requireUser } from '../../plugins/auth.ts';
import { NotFound } from '../../plugins/errors.ts';
import { limits } from '../../plugins/rate-limits.ts';
import { noticeAction, noticeView as noticeViewOf } from './notice-links.ts';
import * as subscriptions from './service.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The renewal notice's link: no sign-in, its signature is the proof; rate-limited per address.
  const perAddress = limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' });
  app.get(
    '/subscription-notice',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'The renewal a notice is about, and whether it can still be skipped, moved or paused from its link',
        querystring: noticeLinkQuery,
        response: { 200: noticeView, 400: errorReply, 404: errorReply, 429: errorReply },
      },
      preHandler: perAddress,
    },
    (request) => noticeViewOf(app.ctx, request.query),
  );
  app.post(
    '/subscription-notice',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'From a renewal notice, no sign-in: skip this delivery, move it, or pause the subscription',
        body: noticeActionBody,
        response: { 200: messageReply, 400: errorReply, 404: errorReply, 409: errorReply, 429: errorReply },
      },
      preHandler: perAddress,
    },
    (request) => noticeAction(app.ctx, request.body),
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'Subscribe to a size: its first order now, on a UPI AutoPay or card mandate for the renewals',
        security: [{ bearer: [] }],
        body: subscribeBody,
        response: { 200: subscribed, 400: errorReply, 409: errorReply, 422: errorReply, 502: errorReply },
      },
      preHandler: requireUser,
    },
    (request) => subscriptions.subscribe(app.ctx, actorOf(request).userId, request.body),
  );

  app.get(
    '/users/:userId/subscriptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'A shopper’s subscriptions, newest first',
        security: [{ bearer: [] }],
        params: userIdParams,
        response: { 200: subscriptionList },
      },
      preHandler: requireSelf((r) => (r.params as { userId?: number }).userId),
    },
    (request) => subscriptions.subscriptionsOf(app.ctx, request.params.userId),
  );

  /** The subscription named, if it is the caller's own. */
  const own = async (userId: number, id: number) => {
    if ((await subscriptions.subscriptionOwnerOf(app.ctx.db, id)) !== userId)
      throw new NotFound(subscriptionMessages.notFound);
  };
  const changeSchema = (summary: string) => ({
    schema: {
      tags: ['subscriptions'],
      summary,
      security: [{ bearer: [] }],
      params: idParams,
      body: subscriptionReasonBody,
      response: { 200: subscriptionChanged, 404: errorReply, 409: errorReply },
    },
    preHandler: requireUser,
  });

  app.post('/subscriptions/:id/skip', changeSchema('Skip the next delivery'), async (request) => {
    await own(actorOf(request).userId, request.params.id);
    return subscriptions.skipNext(app.ctx, request.params.id);
  });
  app.post('/subscriptions/:id/pause', changeSchema('Pause until resumed'), async (request) => {
    await own(actorOf(request).userId, request.params.id);
    return subscriptions.pause(app.ctx, request.params.id, 'shopper', request.body?.reason);
  });
  app.post('/subscriptions/:id/resume', changeSchema('Resume a paused subscription'), async (request) => {
    await own(actorOf(request).userId, request.params.id);
    return subscriptions.resume(app.ctx, request.params.id);
  });
  app.patch(
    '/subscriptions/:id',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Change the interval, quantity, size, next date or address (from the next notice on)',
        security: [{ bearer: [] }],
        params: idParams,
        body: subscriptionChangeBody,
        response: {
          200: subscriptionChanged,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
        },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await own(actorOf(request).userId, request.params.id);
      return subscriptions.changeSubscription(app.ctx, request.params.id, request.body);
    },
  );
  app.post(
    '/subscriptions/:id/cancel',
    changeSchema('Cancel: no further payments; the mandate is revoked'),
    async (request) => {
      await own(actorOf(request).userId, request.params.id);
      return subscriptions.cancel(app.ctx, request.params.id, request.body?.reason);
    },
  );
  app.post(
    '/subscriptions/:id/pay-now',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'Pay a renewal whose debit failed, in the payment window: its own order for the amount announced (as checkout’s Try again)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: createdOrder, 404: errorReply, 409: errorReply, 422: errorReply, 502: errorReply },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await own(actorOf(request).userId, request.params.id);
      return subscriptions.payRenewalNow(app.ctx, request.params.id, actorOf(request));
    },
  );
};
