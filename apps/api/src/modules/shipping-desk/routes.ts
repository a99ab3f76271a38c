// The shipping desk's calls (decision 0350): the orders to pack, one PDF of packing slips and labels for the
// chosen ones, and the Shiprocket action that books the courier for them. The shipping area's permission:
// reading for the list, writing for printing and booking (Fulfilment, Manager, Owner).
import { errorReply } from '@chamak/shared/common';
import { pdfFile } from '@chamak/shared/orders';
import {
  shippingDeskList,
  shippingDeskPrintBody,
  shippingDeskQuery,
  shippingDeskShipBody,
  shippingDeskShipReply,
} from '@chamak/shared/shipping-desk';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../../plugins/auth.ts';
import { actorOf as orderActorOf } from '../orders/index.ts';
import { timeZoneOf } from '../settings/index.ts';
import { shippingDeskPdf } from './pdf.ts';
import { deskOrders, printableParcels, senderOf } from './service.ts';
import { shipWithShiprocket } from './ship.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

/** Sends the PDF (the reply untyped: the schema's 200 is the file, not a JSON value). */
const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

export const shippingDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'shipping');

  app.get(
    '/admin/shipping-desk/orders',
    {
      schema: {
        ...adminOnly,
        summary: 'The orders to pack and ship, by status, payment and the days they were placed on',
        querystring: shippingDeskQuery,
        response: { 200: shippingDeskList, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    (request) => deskOrders({ db: app.db }, request.query, Boolean(app.shipping?.createOrder)),
  );

  app.post(
    '/admin/shipping-desk/print',
    {
      schema: {
        ...adminOnly,
        summary:
          'One PDF for the chosen orders: packing slips, 4×6 inch labels, labels four to an A4 page, or each label with its slip',
        body: shippingDeskPrintBody,
        response: { 200: pdfFile, 400: errorReply, 404: errorReply, 422: errorReply },
      },
    },
    async (request, reply) => {
      const ctx = { db: app.db };
      const { orderIds, kind } = request.body;
      const parcels = await printableParcels(ctx, orderIds, kind);
      const pdf = await shippingDeskPdf(parcels, kind, await senderOf(ctx), await timeZoneOf(ctx));
      return sendPdf(reply, `${kind}-${orderIds.length}-orders.pdf`, pdf);
    },
  );

  app.post(
    '/admin/shipping-desk/shiprocket',
    {
      schema: {
        ...adminOnly,
        summary:
          'Book the courier for the chosen orders with Shiprocket: order, AWB and pickup for each, then the labels and manifest',
        body: shippingDeskShipBody,
        response: { 200: shippingDeskShipReply, 400: errorReply, 404: errorReply, 422: errorReply },
      },
    },
    (request) =>
      shipWithShiprocket(
        { db: app.db, shipping: app.shipping },
        request.body.orderIds,
        orderActorOf(actorOf(request)),
      ),
  );
};
