// The admin's mail outbox (D12): what the shop has sent or kept, and putting a failed message back in the queue.
import { errorReply, idParams, messageReply } from '@chamak/shared/common';
import { outboxListQuery, outboxListReply } from '@chamak/shared/dashboard';
import { pagingOf } from '@chamak/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { listOutbox, outboxPage, retryMail } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'mail');

  app.get(
    '/admin/outbox',
    {
      schema: {
        ...adminOnly,
        summary:
          'Mail the shop has sent or kept (D12): the newest 200, or with ?page= one page of all of it and the totals',
        querystring: outboxListQuery,
        response: { 200: outboxListReply },
      },
    },
    (request) => {
      const { status, ...query } = request.query;
      const paging = pagingOf(query);
      if (paging) return outboxPage({ db: app.db }, paging, status);
      return listOutbox({ db: app.db });
    },
  );
  app.post(
    '/admin/outbox/:id/retry',
    {
      schema: {
        ...adminOnly,
        summary: 'Put a failed message back in the mail queue',
        params: idParams,
        response: { 200: messageReply, 404: errorReply, 409: errorReply, 422: errorReply },
      },
    },
    (r) => retryMail({ db: app.db, mailer: app.mailer }, r.params.id),
  );
};
