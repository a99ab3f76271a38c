// The stop link of an SMS (decision 0288): what its page shows, and the click that stops every SMS and WhatsApp to
// the link's number. No sign-in: the link's signature is the proof; rate-limited per address.
import { errorReply, messageReply } from '@chamak/shared/common';
import { phoneStopBody, phoneStopQuery, phoneStopView } from '@chamak/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits } from '../../plugins/rate-limits.ts';
import { stopPhoneMessages, phoneStopView as stopView } from './phone-stop.ts';

export const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' });
  app.get(
    '/messages/stop',
    {
      schema: {
        tags: ['notify'],
        summary:
          'The number a message’s stop link names (its middle hidden) and whether it is stopped already',
        querystring: phoneStopQuery,
        response: { 200: phoneStopView, 400: errorReply, 404: errorReply, 429: errorReply },
      },
      preHandler: perAddress,
    },
    (request) => stopView(app.ctx, request.query),
  );

  app.post(
    '/messages/stop',
    {
      schema: {
        tags: ['notify'],
        summary: 'Stop every SMS and WhatsApp message to the number of a message’s stop link (no sign-in)',
        body: phoneStopBody,
        response: { 200: messageReply, 400: errorReply, 404: errorReply, 429: errorReply },
      },
      preHandler: perAddress,
    },
    (request) => stopPhoneMessages(app.ctx, request.body),
  );
};
