// Back-in-stock alerts (decision 0203): the public "Notify me" (rate-limited like the contact form, and per
// address it names), and the click that confirms a guest's alert from its mailed link.
import { errorReply } from '@chamak/shared/common';
import {
  stockAlertAdded,
  stockAlertBody,
  stockAlertConfirmBody,
  stockAlertConfirmed,
} from '@chamak/shared/stock-alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../plugins/answer-language.ts';
import { limits } from '../../plugins/rate-limits.ts';
import * as alerts from './service.ts';

export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = {
    max: app.config.authRateLimit.perIpPerMinute,
    timeWindow: '1 minute',
  };
  // Confirmation mails to one address are bounded wherever the requests come from: a signed-in shopper counts
  // as their account, a guest as the e-mail named.
  const perRecipient = {
    max: app.config.authRateLimit.perAccountPer15Minutes,
    timeWindow: '15 minutes',
    keyGenerator: (request: { actor: { userId: number } | null; body: unknown }) =>
      request.actor
        ? `user:${request.actor.userId}`
        : `email:${String((request.body as { email?: unknown } | undefined)?.email ?? '')
            .trim()
            .toLowerCase()
            .slice(0, 320)}`,
  };
  app.post(
    '/stock-alerts',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Ask for one e-mail when an out-of-stock size is back (a guest names the e-mail, which gets one confirmation link first; a shopper's account's is used at once)",
        body: stockAlertBody,
        response: {
          201: stockAlertAdded,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          429: errorReply,
        },
      },
      preHandler: limits(app, perIp, perRecipient),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await alerts.addStockAlert(app.ctx, request.body, request.actor, requestLanguage(request))),
  );

  app.post(
    '/stock-alerts/confirm',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Confirm a guest's back-in-stock alert with the token of its mailed link",
        body: stockAlertConfirmBody,
        response: { 200: stockAlertConfirmed, 400: errorReply, 404: errorReply, 429: errorReply },
      },
      preHandler: limits(app, perIp),
    },
    (request) => alerts.confirmStockAlert(app.ctx, request.body.token),
  );
};
