// The shopper's returns: ask to return units of a delivered order (multipart, with photos checked by content
// as D9 says), read an order's returns with whether another may be asked now, and see a return's photos (its
// customer and the admins only, never cached publicly).
import { errorReply, idParams } from '@chamak/shared/common';
import {
  maxReturnPhotos,
  orderReturnsReply,
  returnPhotoFile,
  returnPhotoParams,
  returnReply,
} from '@chamak/shared/returns';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser, requireUserOrStaff } from '../../plugins/auth.ts';
import { imageFiles, limits, readMultipart } from '../../plugins/uploads.ts';
import * as returns from './service.ts';

/** The photos and a little room for the fields: no shopper's request needs more. */
const maxRequestBytes = maxReturnPhotos * limits.imageBytes + 64 * 1024;

/** A return's photo: WebP bytes no shared cache may keep (its owner's and the admins' only). */
const sendPhoto = (reply: FastifyReply, photo: Buffer) =>
  reply.header('content-type', 'image/webp').header('cache-control', 'private, no-store').send(photo);

export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/:id/returns',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Ask to return units of a delivered order within the return window (its customer): multipart with items (JSON), reason, details and up to 3 photos',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          201: returnReply,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          413: errorReply,
        },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { maxBytes: maxRequestBytes });
      const made = await returns.requestReturn(app.ctx, request.params.id, actorOf(request), {
        fields,
        photos: imageFiles(files, 'photos'),
      });
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/order/:id/returns',
    {
      schema: {
        tags: ['orders'],
        summary:
          'An order’s returns, whether another may be asked now and what is left to return (its customer or an admin)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: orderReturnsReply, 404: errorReply },
      },
      preHandler: requireUser,
    },
    (request) => returns.orderReturns(app.ctx, request.params.id, actorOf(request)),
  );

  app.get(
    '/returns/:id/photos/:n',
    {
      schema: {
        tags: ['orders'],
        summary:
          "A return's n-th photo (1, 2, ...) as WebP, for its customer or an admin; another customer's is 404",
        security: [{ bearer: [] }],
        params: returnPhotoParams,
        response: { 200: returnPhotoFile, 404: errorReply },
      },
      preHandler: requireUserOrStaff('returns'),
    },
    async (request, reply) => {
      const photo = await returns.returnPhoto(app.ctx, request.params.id, request.params.n, actorOf(request));
      return sendPhoto(reply, photo);
    },
  );
};
