// Abandoned carts (decisions 0246 and 0247): the restore link's call (the shopper, logged in), the one-click
// stop (no login, rate-limited), and the admin's list and settings.
import {
  abandonedCartsPage,
  abandonedCartsQuery,
  cartReminderSettings,
  cartReminderSettingsReply,
  cartReminderSettingsSaved,
  cartReminderStopBody,
  cartReminderStopPageRedirect,
  cartReminderUnsubscribeQuery,
  cartRestoreBody,
  cartRestoreReply,
} from '@chamak/shared/cart-reminders';
import { errorReply, messageReply } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser, staffArea } from '../../plugins/auth.ts';
import { limits } from '../../plugins/rate-limits.ts';
import * as reminders from './service.ts';

export const cartReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/restore',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Put the lines of a reminded cart back in the cart (the token of the reminder’s link; its shopper only)',
        security: [{ bearer: [] }],
        body: cartRestoreBody,
        response: { 200: cartRestoreReply, 404: errorReply },
      },
      preHandler: requireUser,
    },
    (request) => reminders.restoreCart(app.ctx, actorOf(request).userId, request.body.token),
  );

  app.post(
    '/cart-reminders/stop',
    {
      schema: {
        tags: ['cart'],
        summary: 'Stop reminders of a left cart or an unfinished payment (the token of a reminder’s link)',
        body: cartReminderStopBody,
        response: { 200: messageReply, 404: errorReply },
      },
      preHandler: limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' }),
    },
    (request) => reminders.stopReminders(app.ctx, request.body.token),
  );

  // A mail client's one-click unsubscribe is a form POST (RFC 8058): parsed here for these routes only. Its one
  // field says nothing the POST itself does not; the token in the address says whose reminders stop.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/cart-reminders/unsubscribe',
    {
      schema: {
        tags: ['cart'],
        summary:
          'One-click unsubscribe of a reminder’s List-Unsubscribe header (RFC 8058): stops reminders, no login',
        querystring: cartReminderUnsubscribeQuery,
        response: { 200: messageReply, 404: errorReply },
      },
      preHandler: limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' }),
    },
    (request) => reminders.stopReminders(app.ctx, request.query.token),
  );

  app.get(
    '/cart-reminders/unsubscribe',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Opening the List-Unsubscribe address leads to the stop page (303), which asks for a click; it stops nothing',
        querystring: cartReminderUnsubscribeQuery,
        response: { 303: cartReminderStopPageRedirect },
      },
    },
    (request, reply) => {
      reply.redirect(`/cart?stop=${encodeURIComponent(request.query.token)}`, 303);
    },
  );
};

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const cartReminderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'carts');

  app.get(
    '/admin/abandoned-carts',
    {
      schema: {
        ...adminOnly,
        summary: 'Reminded carts and unfinished payments, newest first, with the last 30 days’ recovery rate',
        querystring: abandonedCartsQuery,
        response: { 200: abandonedCartsPage },
      },
    },
    (request) => reminders.listAbandonedCarts(app.ctx, request.query),
  );

  app.get(
    '/admin/cart-reminders/settings',
    {
      schema: {
        ...adminOnly,
        summary: 'The reminder settings, with the automatic promotions a reminder may mention',
        response: { 200: cartReminderSettingsReply },
      },
    },
    () => reminders.cartReminderSettingsView(app.ctx),
  );

  app.put(
    '/admin/cart-reminders/settings',
    {
      schema: {
        ...adminOnly,
        summary:
          'Save the reminder settings: on or off, the delay in hours, payment reminders, the promotion',
        body: cartReminderSettings,
        response: { 200: cartReminderSettingsSaved },
      },
    },
    (request) => reminders.saveCartReminderSettings(app.ctx, request.body),
  );
};
