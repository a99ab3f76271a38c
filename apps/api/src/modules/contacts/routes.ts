// Contact calls of SPEC section 7: the public form (201, rate-limited) and the admin's list and delete.
import { idParams, messageReply } from '@chamak/shared/common';
import { contactAdded, contactBody, contactsListQuery, contactsListReply } from '@chamak/shared/contacts';
import { grievanceBody, grievanceFiled } from '@chamak/shared/grievances';
import { pagingOf } from '@chamak/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.ts';
import { limits } from '../../plugins/rate-limits.ts';
import * as contacts from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contacts/addContact',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Send a message to the shop',
        body: contactBody,
        response: { 201: contactAdded },
      },
      preHandler: limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' }),
    },
    async (request, reply) => reply.code(201).send(await contacts.addContact(app.ctx, request.body)),
  );

  // The /grievance form (decision 0359): a contact request with a subject and order number, and its ticket.
  app.post(
    '/grievances',
    {
      schema: {
        tags: ['contacts'],
        summary: 'File a grievance: answers its ticket number (GR-2026-000042) and due date; mailed at once',
        body: grievanceBody,
        response: { 201: grievanceFiled },
      },
      preHandler: limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' }),
    },
    async (request, reply) => reply.code(201).send(await contacts.fileGrievance(app.ctx, request.body)),
  );

  app.get(
    '/contacts/getContact',
    {
      schema: {
        tags: ['admin'],
        summary: 'The contact requests (admin): every one, or with ?page= one page of them and the total',
        security: [{ bearer: [] }],
        querystring: contactsListQuery,
        response: { 200: contactsListReply },
      },
      preHandler: requireStaff('contacts'),
    },
    (request) => {
      const paging = pagingOf(request.query);
      if (paging) return contacts.contactsPage(app.ctx, paging);
      return contacts.listContacts(app.ctx, request.query.q ?? request.query.search);
    },
  );

  app.delete(
    '/contacts/remove/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a contact request (admin)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageReply },
      },
      preHandler: requireStaff('contacts'),
    },
    (request) => contacts.removeContact(app.ctx, request.params.id),
  );
};
