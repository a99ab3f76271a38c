// The admin's e-way bill calls (decision 0345): the flags of a page of orders, one order's e-way bill (the flag,
// what is recorded), its transport details and number, the portal's JSON to download and the slip to print.
// Admin only, checked before anything is parsed or read.
import { errorReply, messageReply, idParams as params } from '@chamak/shared/common';
import {
  ewayBillFlags,
  ewayBillFlagsQuery,
  ewayBillJson,
  ewayBillNumberBody,
  ewayBillTransportBody,
  ewayBillView,
} from '@chamak/shared/eway-bill';
import { pdfFile } from '@chamak/shared/orders';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../../plugins/auth.ts';
import * as eway from './service.ts';
import { ewayBillSlipPdf } from './slip-pdf.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

/** Sends the slip as a PDF attachment (the reply untyped: the schema's 200 is the file, not a JSON value). */
const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

export const ewayBillRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'gst');

  app.get(
    '/admin/eway-bills',
    {
      schema: {
        ...adminOnly,
        summary: 'Which of the given orders need an e-way bill, and the number entered for each',
        querystring: ewayBillFlagsQuery,
        response: { 200: ewayBillFlags },
      },
    },
    (request) => eway.ewayBillFlags(app.ctx, request.query.orders),
  );

  app.get(
    '/admin/orders/:id/eway-bill',
    {
      schema: {
        ...adminOnly,
        summary: "An order's e-way bill: whether its consignment needs one, and what is recorded",
        params,
        response: { 200: ewayBillView, 404: errorReply },
      },
    },
    (request) => eway.ewayBillView(app.ctx, request.params.id),
  );

  app.put(
    '/admin/orders/:id/eway-bill/transport',
    {
      schema: {
        ...adminOnly,
        summary: "Save an order's e-way bill transport details: transporter, mode, vehicle, distance",
        params,
        body: ewayBillTransportBody,
        response: { 200: messageReply, 404: errorReply, 422: errorReply },
      },
    },
    (request) =>
      eway.saveEwayBillTransport(app.ctx, request.params.id, request.body, actorOf(request).userId),
  );

  app.put(
    '/admin/orders/:id/eway-bill/number',
    {
      schema: {
        ...adminOnly,
        summary: 'Record the e-way bill number the portal gave, its date and last valid day',
        params,
        body: ewayBillNumberBody,
        response: { 200: messageReply, 404: errorReply, 409: errorReply, 422: errorReply },
      },
    },
    (request) => eway.saveEwayBillNumber(app.ctx, request.params.id, request.body, actorOf(request).userId),
  );

  app.get(
    '/admin/orders/:id/eway-bill.json',
    {
      schema: {
        ...adminOnly,
        summary: "The order's e-way bill as the NIC portal's bulk-generation JSON (a file to upload there)",
        params,
        response: { 200: ewayBillJson, 404: errorReply, 422: errorReply },
      },
    },
    async (request, reply) => {
      const { fileName, json } = await eway.ewayBillJsonOf(app.ctx, request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(json);
    },
  );

  app.get(
    '/admin/orders/:id/eway-bill.pdf',
    {
      schema: {
        ...adminOnly,
        summary:
          'The e-way bill slip to go with the parcel: the number, its validity, the invoice and transport',
        params,
        response: { 200: pdfFile, 404: errorReply, 422: errorReply },
      },
    },
    async (request, reply) => {
      const slip = await eway.ewayBillSlipOf(app.ctx, request.params.id);
      return sendPdf(reply, `eway-bill-${slip.number}.pdf`, await ewayBillSlipPdf(slip));
    },
  );
};
