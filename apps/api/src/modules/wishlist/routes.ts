// Wishlist calls of SPEC section 7 (D3: a customer touches only their own list).
import { wishlistAddBody, wishlistGetBody, wishlistItems } from '@chamak/shared/cart';
import { errorReply, idParams, messageReply, savedReply } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireSelf, requireUser } from '../../plugins/auth.ts';
import * as wishlist from './service.ts';

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wishlist/add',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Add a product to one’s wishlist',
        security: [{ bearer: [] }],
        body: wishlistAddBody,
        response: { 200: savedReply, 409: errorReply },
      },
      preHandler: requireSelf((r) => (r.body as { userId?: number }).userId),
    },
    (request) => wishlist.addToWishlist(app.ctx, request.body.userId, request.body.productId),
  );

  app.post(
    '/wishlist/get',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'A customer’s wishlist (userId) or a guest’s browser list (wishlistDatas)',
        body: wishlistGetBody,
        response: { 200: wishlistItems },
      },
    },
    async (request) => {
      const body = request.body;
      if ('userId' in body) {
        await requireSelf(() => body.userId)(request);
        return wishlist.userWishlist(app.ctx, body.userId);
      }
      return wishlist.guestWishlist(app.ctx, body.wishlistDatas);
    },
  );

  app.delete(
    '/wishlist/remove/:id',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a wishlist item',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageReply, 404: errorReply },
      },
      preHandler: requireUser,
    },
    (request) => wishlist.removeFromWishlist(app.ctx, actorOf(request).userId, request.params.id),
  );
};
