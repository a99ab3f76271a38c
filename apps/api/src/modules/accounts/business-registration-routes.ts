// A signed-in shopper's own GST registrations kept for next time (decision 0340): list, keep, delete. Another
// shopper's: 403; a guest: 401.
import {
  businessRegistrationBody,
  businessRegistrationList,
  businessRegistrationParams,
  businessRegistrationSaved,
} from '@chamak/shared/business-buyer';
import { errorReply, messageReply, userIdParams } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSelf } from '../../plugins/auth.ts';
import * as registrations from './business-registrations.ts';

const userIdOf = (r: { params: unknown }) => (r.params as { userId?: number }).userId;

export const businessRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:userId/business-registrations',
    {
      schema: {
        tags: ['accounts'],
        summary: 'One’s saved GST registrations (GSTIN, business name, billing address), the last used first',
        security: [{ bearer: [] }],
        params: userIdParams,
        response: { 200: businessRegistrationList },
      },
      preHandler: requireSelf(userIdOf),
    },
    (request) => registrations.businessRegistrationsOf(app.ctx, request.params.userId),
  );

  app.post(
    '/users/:userId/business-registrations',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Keep a GST registration for next time (the same GSTIN again: its details updated)',
        security: [{ bearer: [] }],
        params: userIdParams,
        body: businessRegistrationBody,
        response: { 201: businessRegistrationSaved, 400: errorReply, 409: errorReply },
      },
      preHandler: requireSelf(userIdOf),
    },
    async (request, reply) => {
      const saved = await registrations.addBusinessRegistration(app.ctx, request.params.userId, request.body);
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    '/users/:userId/business-registrations/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete a saved GST registration (orders placed with it keep theirs)',
        security: [{ bearer: [] }],
        params: businessRegistrationParams,
        response: { 200: messageReply, 404: errorReply },
      },
      preHandler: requireSelf(userIdOf),
    },
    (request) => registrations.deleteBusinessRegistration(app.ctx, request.params.userId, request.params.id),
  );
};
