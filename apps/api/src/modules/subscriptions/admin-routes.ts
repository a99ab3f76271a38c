// The back-office's subscription calls (decision 0326), admins only: the list, the dashboard's figures, and pausing
// or cancelling a customer's subscription with the reason they are shown.
import { errorReply, idParams } from '@chamak/shared/common';
import { defaultPageSize } from '@chamak/shared/paging';
import {
  adminReasonBody,
  adminSubscriptionList,
  adminSubscriptionsQuery,
  subscriptionChanged,
  subscriptionFigures,
} from '@chamak/shared/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { reorderReminderConversion } from '../reorder-reminders/index.ts';
import { adminSubscriptions, subscriptionFigures as figuresOf } from './admin.ts';
import { renewNow } from './renew-now.ts';
import { cancel, pause } from './service.ts';

const adminOnly = { tags: ['admin', 'subscriptions'], security: [{ bearer: [] }] };

export const subscriptionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'subscriptions');

  app.get(
    '/admin/subscriptions',
    {
      schema: {
        ...adminOnly,
        summary:
          'Subscriptions, newest first: by status, searched by customer or product, with mandate and orders',
        querystring: adminSubscriptionsQuery,
        response: { 200: adminSubscriptionList },
      },
    },
    (request) =>
      adminSubscriptions(app.ctx, {
        page: request.query.page ?? 1,
        pageSize: request.query.pageSize ?? defaultPageSize,
        q: request.query.q ?? request.query.search ?? '',
        status: request.query.status,
      }),
  );

  app.get(
    '/admin/subscriptions/figures',
    {
      schema: {
        ...adminOnly,
        summary:
          'Active subscriptions, renewals due in 30 days, cancellations and reorder reminders in the last 30',
        response: { 200: subscriptionFigures },
      },
    },
    async () => {
      const ctx = { db: app.ctx.db, now: app.ctx.now };
      return { ...(await figuresOf(ctx)), reorderReminders: await reorderReminderConversion(ctx) };
    },
  );

  const changeSchema = (summary: string) => ({
    schema: {
      ...adminOnly,
      summary,
      params: idParams,
      body: adminReasonBody,
      response: { 200: subscriptionChanged, 404: errorReply, 409: errorReply },
    },
  });
  app.post('/admin/subscriptions/:id/pause', changeSchema('Pause a customer’s subscription'), (request) =>
    pause(app.ctx, request.params.id, 'admin', request.body.reason),
  );
  app.post(
    '/admin/subscriptions/:id/renew-now',
    {
      schema: {
        ...adminOnly,
        summary:
          'Place the next renewal now: announced at once, due in three days, debited on the usual schedule',
        params: idParams,
        response: { 200: subscriptionChanged, 404: errorReply, 409: errorReply },
      },
    },
    (request) => renewNow(app.ctx, request.params.id, app.ctx.now),
  );
  app.post(
    '/admin/subscriptions/:id/cancel',
    changeSchema('Cancel a customer’s subscription and revoke its mandate'),
    (request) => cancel(app.ctx, request.params.id, request.body.reason),
  );
};
