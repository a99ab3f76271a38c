// Back-in-stock alerts (decision 0203): the public "Notify me" (rate-limited like the contact form).
import { stockAlertAdded, stockAlertBody } from '@chamak/shared/stock-alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits } from '../../plugins/rate-limits.ts';
import * as alerts from './service.ts';

export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stock-alerts',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Ask for one e-mail when an out-of-stock size is back (a guest names the e-mail; a shopper's account's is used)",
        body: stockAlertBody,
        response: { 201: stockAlertAdded },
      },
      preHandler: limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' }),
    },
    async (request, reply) =>
      reply.code(201).send(await alerts.addStockAlert({ db: app.db }, request.body, request.actor)),
  );
};
