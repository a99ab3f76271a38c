// The admin's GST rates calls (decision 0342): the rates in force with the scheduled changes and the history,
// schedule a change for products from a day, cancel one not yet in force. Admin only, checked before the body.
import { errorReply, idParams, messageReply } from '@chamak/shared/common';
import { gstRateChangeBody, gstRateChangeSaved, gstRatesView } from '@chamak/shared/gst-rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../../plugins/auth.ts';
import { cancelGstRateChange, gstRatesOverview, scheduleGstRateChange } from './gst-rates.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const gstRateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'gst');

  app.get(
    '/admin/gst-rates',
    {
      schema: {
        ...adminOnly,
        summary:
          "Every product's HSN code and GST rate in force, the changes scheduled ahead and the past ones",
        response: { 200: gstRatesView },
      },
    },
    () => gstRatesOverview(app.ctx),
  );
  app.post(
    '/admin/gst-rates',
    {
      schema: {
        ...adminOnly,
        summary:
          "Schedule products' HSN code and GST rate from a day (its midnight in the shop's time zone); a day already begun is refused when orders of them were placed since",
        body: gstRateChangeBody,
        response: { 200: gstRateChangeSaved, 400: errorReply },
      },
    },
    (r) => scheduleGstRateChange(app.ctx, actorOf(r).userId, r.body),
  );
  app.delete(
    '/admin/gst-rates/:id',
    {
      schema: {
        ...adminOnly,
        summary: 'Cancel a scheduled GST rate change (409 once it is in force)',
        params: idParams,
        response: { 200: messageReply, 404: errorReply, 409: errorReply },
      },
    },
    (r) => cancelGstRateChange(app.ctx, r.params.id),
  );
};
