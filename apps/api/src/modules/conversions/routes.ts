// Conversion events' calls (decision 0364): the product page's view beacon, what the page may load for
// measurement, a placed order's purchase event id for the confirmation page's pixel, and the owner's Marketing
// measurement settings (Admin → Shop Settings), secrets masked.
import { errorReply, idParams } from '@chamak/shared/common';
import {
  browserMeasurement,
  conversionEventReply,
  marketingMeasurementBody,
  marketingMeasurementReply,
  viewItemBody,
} from '@chamak/shared/conversions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff, requireUser } from '../../plugins/auth.ts';
import { NotFound } from '../../plugins/errors.ts';
import { browserView } from './browser.ts';
import type { AnalyticsConsent } from './events.ts';
import { shopperOf } from './hooks.ts';
import { measurementView, saveMeasurement } from './settings.ts';
import { purchaseEventId, viewItem } from './shop-events.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const conversionRoutes: FastifyPluginAsyncZod<{ consentOf: AnalyticsConsent }> = async (
  app,
  options,
) => {
  const deps = () => ({ db: app.db, config: app.config.conversions, consentOf: options.consentOf });

  app.post(
    '/events/view-item',
    {
      schema: {
        tags: ['conversions'],
        summary:
          'A product page was seen: queued for GA4 and Meta only with the shopper’s analytics consent; answers the event id for the browser pixel (null: nothing queued)',
        body: viewItemBody,
        response: { 200: conversionEventReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        eventId: await viewItem(deps(), shopperOf(request), request.body.productId, request.body.pl_id),
      };
    },
  );

  app.get(
    '/events/browser',
    {
      schema: {
        tags: ['conversions'],
        summary:
          'What the page may load after it is interactive: the GA4 tag and Meta pixel the owner turned on, only with this shopper’s analytics consent',
        response: { 200: browserMeasurement },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return browserView(deps(), shopperOf(request));
    },
  );

  app.get(
    '/events/order/:id',
    {
      schema: {
        tags: ['conversions'],
        summary: 'The purchase event id of one’s own placed order, for the confirmation page’s pixel',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: conversionEventReply, 404: errorReply },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const eventId = await purchaseEventId(app.db, request.params.id, actorOf(request).userId);
      if (eventId === undefined) throw new NotFound('Order not found');
      return { eventId };
    },
  );

  app.get(
    '/admin/settings/marketing-measurement',
    {
      schema: {
        ...adminOnly,
        summary:
          'Marketing measurement: GA4 and Meta ids, secrets masked, the browser tag and pixel switches, and the conversion events sent, queued and failed',
        response: { 200: marketingMeasurementReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('settings'),
    },
    () => measurementView(app.db, app.config.conversions),
  );

  app.put(
    '/admin/settings/marketing-measurement',
    {
      schema: {
        ...adminOnly,
        summary:
          'Save the marketing measurement ids and switches; a secret left out keeps the saved one, an empty one removes it',
        body: marketingMeasurementBody,
        response: { 200: marketingMeasurementReply, 400: errorReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('settings'),
    },
    (request) => saveMeasurement(app.db, app.config.conversions, request.body, actorOf(request).userId),
  );
};
