// Failed deliveries (decision 0336): the shopper's answer link (no sign-in: the token is the key), the admin's
// report of a failed attempt from the order window, and Admin → Failed deliveries with its actions.
import { errorReply, messageReply, idParams as params } from '@chamak/shared/common';
import {
  adminFailedDeliveries,
  deliveryFailedBody,
  failedDeliveryActionBody,
  failedDeliveryAnswerBody,
  failedDeliveryQuery,
  failedDeliveryView,
} from '@chamak/shared/failed-deliveries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../../plugins/auth.ts';
import { actorOf as orderActorOf } from '../orders/index.ts';
import * as failed from './failed-deliveries.ts';

const adminActor = (request: Parameters<typeof actorOf>[0]) => orderActorOf(actorOf(request));

export const failedDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/failed-delivery',
    {
      schema: {
        tags: ['shipping'],
        summary: "A failed delivery as its answer link shows it (the link's token, no sign-in)",
        querystring: failedDeliveryQuery,
        response: { 200: failedDeliveryView, 404: errorReply },
      },
    },
    (request) => failed.failedDeliveryView(app.ctx, request.query.t),
  );

  app.post(
    '/failed-delivery',
    {
      schema: {
        tags: ['shipping'],
        summary:
          "The shopper's answer to a failed delivery: another day, a corrected address or phone, or cancel",
        body: failedDeliveryAnswerBody,
        response: { 200: messageReply, 400: errorReply, 404: errorReply, 409: errorReply, 422: errorReply },
      },
    },
    (request) => failed.answerFailedDelivery(app.ctx, request.body),
  );

  app.post(
    '/order/:id/delivery-failed',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record a failed delivery attempt with its reason; the shopper gets the answer link (admin)',
        security: [{ bearer: [] }],
        params,
        body: deliveryFailedBody,
        response: { 200: messageReply, 404: errorReply, 409: errorReply },
      },
      preHandler: requireStaff('shipping'),
    },
    (request) =>
      failed.reportFailedDelivery(app.ctx, request.params.id, request.body.reason, adminActor(request)),
  );

  app.get(
    '/admin/failed-deliveries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Open failed deliveries: attempts, reasons, answers, age, and who to call (admin)',
        security: [{ bearer: [] }],
        response: { 200: adminFailedDeliveries },
      },
      preHandler: requireStaff('shipping'),
    },
    () => failed.failedDeliveryQueue(app.ctx),
  );

  app.post(
    '/admin/failed-deliveries/:id/action',
    {
      schema: {
        tags: ['admin'],
        summary: 'Act on a failed delivery: another try on a day, return to origin, or resolved (admin)',
        security: [{ bearer: [] }],
        params,
        body: failedDeliveryActionBody,
        response: { 200: messageReply, 400: errorReply, 404: errorReply, 409: errorReply, 502: errorReply },
      },
      preHandler: requireStaff('shipping'),
    },
    (request) => failed.actOnFailedDelivery(app.ctx, request.params.id, request.body, adminActor(request)),
  );
};
