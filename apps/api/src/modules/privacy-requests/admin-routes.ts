// Admin → Privacy requests (decision 0358): the requests with their deadlines, one in full, staff's identity-check
// notes, and closing one as done (an erasure's done erases) or refused with the reason, each mailed to the person.
// Reading needs privacy.read; every change privacy.write.
import { errorReply, idParams } from '@chamak/shared/common';
import {
  privacyRequestActionReply,
  privacyRequestDetail,
  privacyRequestDoneBody,
  privacyRequestRefuseBody,
  privacyRequestsQuery,
  privacyRequestsReply,
  privacyRequestUpdateBody,
} from '@chamak/shared/privacy-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../../plugins/auth.ts';
import * as privacy from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };

export const privacyRequestAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'privacy');

  app.get(
    '/admin/privacy-requests',
    {
      schema: {
        ...adminOnly,
        summary: 'DPDP requests: the open ones by deadline (view=open), or every one newest first (view=all)',
        querystring: privacyRequestsQuery,
        response: { 200: privacyRequestsReply, 401: errorReply, 403: errorReply },
      },
    },
    (request) => privacy.listRequests(app.ctx, request.query),
  );

  app.get(
    '/admin/privacy-requests/:id',
    {
      schema: {
        ...adminOnly,
        summary:
          'One DPDP request in full: details, identity notes, the account, nominee and order on its way',
        params: idParams,
        response: { 200: privacyRequestDetail, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    (request) => privacy.requestDetail(app.ctx, request.params.id),
  );

  app.patch(
    '/admin/privacy-requests/:id',
    {
      schema: {
        ...adminOnly,
        summary: 'Save the identity-check notes of an open request, or mark it in progress',
        params: idParams,
        body: privacyRequestUpdateBody,
        response: { 200: privacyRequestActionReply, ...refusals },
      },
    },
    (request) => privacy.updateRequest(app.ctx, request.params.id, request.body),
  );

  app.post(
    '/admin/privacy-requests/:id/done',
    {
      schema: {
        ...adminOnly,
        summary:
          'Close a request as done and mail the person; an erasure erases (409 while an order is on its way)',
        params: idParams,
        body: privacyRequestDoneBody,
        response: { 200: privacyRequestActionReply, ...refusals },
      },
    },
    (request) => privacy.markDone(app.ctx, actorOf(request).userId, request.params.id, request.body.note),
  );

  app.post(
    '/admin/privacy-requests/:id/refuse',
    {
      schema: {
        ...adminOnly,
        summary: 'Refuse a request with the reason, mailed to the person',
        params: idParams,
        body: privacyRequestRefuseBody,
        response: { 200: privacyRequestActionReply, ...refusals },
      },
    },
    (request) =>
      privacy.refuseRequest(app.ctx, actorOf(request).userId, request.params.id, request.body.reason),
  );
};
