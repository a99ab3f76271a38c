// Reorder reminders' links (decision 0325): the one-tap reorder (the shopper, logged in), the stop page's button
// and the mail client's one-click unsubscribe (no login, rate-limited), as the cart reminders' links are.
import { errorReply, messageReply } from '@chamak/shared/common';
import {
  reorderReminderStopBody,
  reorderReminderStopPageRedirect,
  reorderReminderUnsubscribeQuery,
  reorderRestoreBody,
  reorderRestoreReply,
} from '@chamak/shared/reorder-reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { limits } from '../../plugins/rate-limits.ts';
import { restoreReorder, stopReorderReminders } from './links.ts';

export const reorderReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reorder-reminders/restore',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Put the size and quantity of a reorder reminder in the cart, once (the token of its link; its shopper only)',
        security: [{ bearer: [] }],
        body: reorderRestoreBody,
        response: { 200: reorderRestoreReply, 404: errorReply, 409: errorReply },
      },
      preHandler: requireUser,
    },
    (request) => restoreReorder(app.ctx, actorOf(request).userId, request.body.token),
  );

  const stopLimit = () =>
    limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' });

  app.post(
    '/reorder-reminders/stop',
    {
      schema: {
        tags: ['cart'],
        summary: 'Stop reminders from a reorder reminder’s stop link (its token; no login)',
        body: reorderReminderStopBody,
        response: { 200: messageReply, 404: errorReply },
      },
      preHandler: stopLimit(),
    },
    (request) => stopReorderReminders(app.ctx, request.body.token),
  );

  // A mail client's one-click unsubscribe is a form POST (RFC 8058): parsed here for these routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/reorder-reminders/unsubscribe',
    {
      schema: {
        tags: ['cart'],
        summary:
          'One-click unsubscribe of a reorder reminder’s List-Unsubscribe header (RFC 8058): stops reminders, no login',
        querystring: reorderReminderUnsubscribeQuery,
        response: { 200: messageReply, 404: errorReply },
      },
      preHandler: stopLimit(),
    },
    (request) => stopReorderReminders(app.ctx, request.query.token),
  );

  app.get(
    '/reorder-reminders/unsubscribe',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Opening the List-Unsubscribe address leads to the stop page (303), which asks for a click; it stops nothing',
        querystring: reorderReminderUnsubscribeQuery,
        response: { 303: reorderReminderStopPageRedirect },
      },
    },
    (request, reply) => {
      reply.redirect(`/cart?stop=${encodeURIComponent(request.query.token)}&reminder=reorder`, 303);
    },
  );
};
