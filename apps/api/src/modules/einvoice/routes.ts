// The admin's e-invoice calls (decision 0344): the B2B documents and their IRNs, the e-invoice JSON of one or many
// to upload at the portal, and the portal's answer typed in or uploaded back. Admin only, checked before anything
// is read; with e-invoicing off in the GST settings the exports and entries answer 409.
import { errorReply } from '@chamak/shared/common';
import {
  einvoiceExportQuery,
  einvoiceJsonReply,
  einvoiceListQuery,
  einvoiceListReply,
  einvoiceParams,
  einvoicePortalAnswer,
  einvoiceRegistrationBody,
  einvoiceSavedReply,
} from '@chamak/shared/einvoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../../plugins/auth.ts';
import { exportEinvoices, exportFileName, listEinvoiceDocuments, saveRegistration } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = { 400: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };

export const einvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'gst');

  app.get(
    '/admin/einvoices',
    {
      schema: {
        ...adminOnly,
        summary:
          'The B2B invoices and credit notes with their IRNs, newest first (of one order, or still pending)',
        querystring: einvoiceListQuery,
        response: { 200: einvoiceListReply },
      },
    },
    (request) => listEinvoiceDocuments({ db: app.db }, request.query),
  );

  app.get(
    '/admin/einvoices/export.json',
    {
      schema: {
        ...adminOnly,
        summary:
          "Several B2B documents' e-invoice JSON (schema 1.1) as one file: an array, for the portal's bulk upload",
        querystring: einvoiceExportQuery,
        response: { 200: einvoiceJsonReply, ...refusals },
      },
    },
    async (request, reply) => {
      const json = await exportEinvoices({ db: app.db }, actorOf(request), request.query.ids);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(json.map((j) => j.DocDtls.No))}"`,
        )
        .send(json);
    },
  );

  app.get(
    '/admin/einvoices/:id/einvoice.json',
    {
      schema: {
        ...adminOnly,
        summary: "One B2B invoice's or credit note's e-invoice JSON (schema 1.1)",
        params: einvoiceParams,
        response: { 200: einvoiceJsonReply, ...refusals },
      },
    },
    async (request, reply) => {
      const [json] = await exportEinvoices({ db: app.db }, actorOf(request), [request.params.id]);
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName([json!.DocDtls.No])}"`)
        .send(json);
    },
  );

  app.put(
    '/admin/einvoices/:id/registration',
    {
      schema: {
        ...adminOnly,
        summary: "Enter the portal's answer for a document: IRN, Ack No, Ack date and signed QR code",
        params: einvoiceParams,
        body: einvoiceRegistrationBody,
        response: { 200: einvoiceSavedReply, ...refusals },
      },
    },
    async (request) => ({
      message: 'IRN saved',
      document: await saveRegistration({ db: app.db }, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/einvoices/:id/registration/upload',
    {
      schema: {
        ...adminOnly,
        summary: "Upload the portal's answer (its JSON) for a document; it must be this document's",
        params: einvoiceParams,
        body: einvoicePortalAnswer,
        response: { 200: einvoiceSavedReply, ...refusals },
      },
    },
    async (request) => {
      const answer = request.body;
      return {
        message: "IRN saved from the portal's answer",
        document: await saveRegistration({ db: app.db }, actorOf(request), request.params.id, {
          irn: answer.Irn,
          ackNo: answer.AckNo,
          ackDate: answer.AckDt,
          signedQrCode: answer.SignedQRCode,
          ...(answer.SignedInvoice ? { signedInvoice: answer.SignedInvoice } : {}),
        }),
      };
    },
  );
};
