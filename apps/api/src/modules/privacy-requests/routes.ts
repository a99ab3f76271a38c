// The shopper's My data calls (decision 0358): the page's state, the copy of their data as JSON or PDF, a correction,
// their nominee, and erasure. Every call is the signed-in shopper's own: none takes an account id, and a body or
// query naming another account is refused (403).
import { errorReply } from '@chamak/shared/common';
import { pdfFile } from '@chamak/shared/orders';
import {
  correctionBody,
  erasureBody,
  myDataExport,
  myDataExportQuery,
  myDataReply,
  nomineeBody,
  nomineeReply,
  privacyRequestReply,
} from '@chamak/shared/privacy-requests';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import * as privacy from './service.ts';

const shopper = { tags: ['account'], security: [{ bearer: [] }] };
const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

export const privacyRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/my-data',
    {
      schema: {
        ...shopper,
        summary: 'My data: the nominee, the requests so far, what erasure keeps, and an order on its way',
        response: { 200: myDataReply, 401: errorReply },
      },
      preHandler: requireUser,
    },
    (request) => privacy.myDataState(app.ctx, actorOf(request).userId),
  );

  app.get(
    '/account/my-data.json',
    {
      schema: {
        ...shopper,
        summary:
          'Everything the shop holds about the caller, as a JSON file (logged as a request with a ticket)',
        querystring: myDataExportQuery,
        response: { 200: myDataExport, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const userId = actorOf(request).userId;
      privacy.assertOwnAccount(userId, request.query.userId);
      const found = await privacy.exportMyData(app.ctx, userId, 'json');
      return reply
        .header('content-disposition', `attachment; filename="${found.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send({ exportedAt: found.exportedAt, ticket: found.ticket, sections: found.sections });
    },
  );

  app.get(
    '/account/my-data.pdf',
    {
      schema: {
        ...shopper,
        summary: 'Everything the shop holds about the caller, as a readable PDF (logged as a request)',
        querystring: myDataExportQuery,
        response: { 200: pdfFile, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const userId = actorOf(request).userId;
      privacy.assertOwnAccount(userId, request.query.userId);
      const found = await privacy.exportMyData(app.ctx, userId, 'pdf');
      // Sent as bytes: the schema's string is the OpenAPI description of a binary file.
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${found.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(found.pdf);
    },
  );

  app.post(
    '/account/my-data/corrections',
    {
      schema: {
        ...shopper,
        summary: 'Ask for a correction the profile and address forms do not make (a ticket and a mail)',
        body: correctionBody,
        response: { 200: privacyRequestReply, ...refusals },
      },
      preHandler: requireUser,
    },
    (request) => privacy.requestCorrection(app.ctx, actorOf(request).userId, request.body),
  );

  app.put(
    '/account/my-data/nominee',
    {
      schema: {
        ...shopper,
        summary: 'Name or change the nominee who may use the caller’s rights on their death or incapacity',
        body: nomineeBody,
        response: { 200: nomineeReply, ...refusals },
      },
      preHandler: requireUser,
    },
    (request) => privacy.saveNominee(app.ctx, actorOf(request).userId, request.body),
  );

  app.post(
    '/account/my-data/erasure',
    {
      schema: {
        ...shopper,
        summary:
          'Ask for erasure: held while an order is on its way; an erasure already open is answered instead of a second',
        body: erasureBody,
        response: { 200: privacyRequestReply, ...refusals },
      },
      preHandler: requireUser,
    },
    (request) => privacy.requestErasure(app.ctx, actorOf(request).userId, request.body),
  );
};
