// The back-office's contact requests (decision 0352): the list with each request's state and replies, opening and
// closing one, and replying to its sender by mail. SPEC's contact calls (routes.ts) answer as they always did.
import { errorReply, idParams } from '@chamak/shared/common';
import {
  contactReplyBody,
  contactRequestSaved,
  contactRequestsPage,
  contactRequestsQuery,
  contactStateBody,
} from '@chamak/shared/contact-requests';
import { defaultPageSize } from '@chamak/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../../plugins/auth.ts';
import * as requests from './requests.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/contacts',
    {
      schema: {
        ...adminOnly,
        summary:
          'Contact requests, newest first, with their state and replies; ?state=open|closed, ?q= searched',
        querystring: contactRequestsQuery,
        response: { 200: contactRequestsPage, 400: errorReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('contacts'),
    },
    (request) =>
      requests.contactRequestsPage(
        app.ctx,
        {
          page: request.query.page ?? 1,
          pageSize: request.query.pageSize ?? defaultPageSize,
          q: request.query.q ?? request.query.search ?? '',
        },
        request.query.state,
      ),
  );

  app.patch(
    '/admin/contacts/:id',
    {
      schema: {
        ...adminOnly,
        summary: 'Open or close a contact request; closing a grievance records its resolution and mails it',
        params: idParams,
        body: contactStateBody,
        response: { 200: contactRequestSaved, 400: errorReply, 403: errorReply, 404: errorReply },
      },
      preHandler: requireStaff('contacts'),
    },
    (request) => requests.setContactState(app.ctx, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/admin/contacts/:id/replies',
    {
      schema: {
        ...adminOnly,
        summary: 'Mail a reply to the sender; it is kept on the request, which closes unless keepOpen',
        params: idParams,
        body: contactReplyBody,
        response: {
          201: contactRequestSaved,
          400: errorReply,
          403: errorReply,
          404: errorReply,
          409: errorReply,
        },
      },
      preHandler: requireStaff('contacts'),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requests.replyToContact(app.ctx, request.params.id, request.body, actorOf(request))),
  );
};
