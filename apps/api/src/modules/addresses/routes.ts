// The address book's calls: a signed-in customer's own saved addresses only (another customer's: 403; a guest: 401).
import { addressBody, addressList, addressParams, addressSaved } from '@chamak/shared/addresses';
import { errorReply, messageReply, userIdParams } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSelf } from '../../plugins/auth.ts';
import * as book from './service.ts';

const userIdOf = (r: { params: unknown }) => (r.params as { userId?: number }).userId;

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:userId/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'One’s saved delivery addresses, the default first',
        security: [{ bearer: [] }],
        params: userIdParams,
        response: { 200: addressList },
      },
      preHandler: requireSelf(userIdOf),
    },
    (request) => book.addressesOf(app.ctx, request.params.userId),
  );

  app.post(
    '/users/:userId/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Save a delivery address (up to 10; the first is the default)',
        security: [{ bearer: [] }],
        params: userIdParams,
        body: addressBody,
        response: { 201: addressSaved, 400: errorReply, 409: errorReply },
      },
      preHandler: requireSelf(userIdOf),
    },
    async (request, reply) => {
      const saved = await book.addAddress(app.ctx, request.params.userId, request.body);
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/users/:userId/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Change a saved address, or make it the default',
        security: [{ bearer: [] }],
        params: addressParams,
        body: addressBody,
        response: { 200: addressSaved, 400: errorReply, 404: errorReply },
      },
      preHandler: requireSelf(userIdOf),
    },
    (request) => book.updateAddress(app.ctx, request.params.userId, request.params.id, request.body),
  );

  app.delete(
    '/users/:userId/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Delete a saved address; the most recently used one left becomes the default',
        security: [{ bearer: [] }],
        params: addressParams,
        response: { 200: messageReply, 404: errorReply },
      },
      preHandler: requireSelf(userIdOf),
    },
    (request) => book.deleteAddress(app.ctx, request.params.userId, request.params.id),
  );
};
