// The admin's mail outbox (D12): what the shop has sent or kept, and putting a failed message back in the queue.
import { idParams, messageReply } from '@chamak/shared/common';
import { outboxList } from '@chamak/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { listOutbox, retryMail } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/outbox',
    {
      schema: {
        ...adminOnly,
        summary: 'Mail the shop has sent or kept (D12)',
        response: { 200: outboxList },
      },
    },
    () => listOutbox({ db: app.db }),
  );
  app.post(
    '/admin/outbox/:id/retry',
    {
      schema: {
        ...adminOnly,
        summary: 'Put a failed message back in the mail queue',
        params: idParams,
        response: { 200: messageReply, 404: messageReply, 409: messageReply, 422: messageReply },
      },
    },
    (r) => retryMail({ db: app.db, mailer: app.mailer }, r.params.id),
  );
};
