// Cart calls of SPEC section 7 (D3: a customer touches only their own cart), plus the merge at login (D10).
import {
  cartAddBody,
  cartAddReply,
  cartGetBody,
  cartIdParams,
  cartItems,
  cartUpdateBody,
  mergeBody,
  mergeReply,
} from '@chamak/shared/cart';
import { errorReply, messageReply } from '@chamak/shared/common';
import { cartQuote, cartQuoteBody } from '@chamak/shared/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequestLanguage, requestLanguage } from '../../plugins/answer-language.ts';
import { actorOf, requireSelf, requireUser } from '../../plugins/auth.ts';
import { codeAttempts } from '../../plugins/rate-limits.ts';
import { cartQuote as quoteOf } from '../pricing/index.ts';
import { offersIn } from '../promotions/index.ts';
import * as cart from './service.ts';

const bodyUser = (r: { body: unknown }) => (r.body as { userId?: number }).userId;

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // A quote naming a discount code counts as an attempt of it (decision 0287); one without a code never does.
  const codeAttempt = codeAttempts(app.failureStore, app.config.discountCodeAttempts);

  app.post(
    '/cart/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a product size to one’s cart',
        security: [{ bearer: [] }],
        body: cartAddBody,
        response: { 200: cartAddReply, 409: errorReply },
      },
      preHandler: requireSelf(bodyUser),
    },
    (request) => cart.addToCart(app.ctx, request.body.userId, request.body),
  );

  app.post(
    '/cart/get',
    {
      schema: {
        tags: ['cart'],
        summary: 'A customer’s cart (userId, with their token) or a guest’s browser cart priced (cartDatas)',
        body: cartGetBody,
        response: { 200: cartItems },
      },
    },
    async (request) => {
      const body = request.body;
      if ('userId' in body) {
        await requireSelf(() => body.userId)(request);
        return cart.userCart(app.ctx, body.userId);
      }
      return cart.guestCart(app.ctx, body.cartDatas);
    },
  );

  app.post(
    '/cart/quote',
    {
      schema: {
        tags: ['cart'],
        summary:
          'The server’s quote of a cart (userId, with their token, or a guest’s cartDatas): lines, offers, delivery, COD fee, taxes and total in paise',
        body: cartQuoteBody,
        response: { 200: cartQuote, 422: errorReply, 429: errorReply },
      },
    },
    async (request) => {
      const body = request.body;
      if ('userId' in body) await requireSelf(() => body.userId)(request);
      await codeAttempt(request, body.code);
      const to = {
        method: body.paymentMethod,
        postalCode: body.postalCode ?? '',
        state: body.state,
        code: body.code,
        // The COD rules judge the number and address typed so far (decision 0338).
        buyer: { phone: body.phone, address: body.address, apt: body.apt ?? '', postalCode: body.postalCode },
      };
      const quote = await quoteOf(
        app.ctx,
        'userId' in body ? { userId: body.userId } : { guest: body.cartDatas },
        to,
      );
      // Why cash is refused, or its condition, are read beside the choice, and the offers by their names: in the
      // page's language (an offer's name where the promotion has one in it, else its English name).
      return {
        ...quote,
        offers: await offersIn(app.ctx.db, requestLanguage(request), quote.offers),
        codMessage: inRequestLanguage(request, quote.codMessage),
        codNotice: inRequestLanguage(request, quote.codNotice ?? null),
      };
    },
  );

  app.put(
    '/cart/update/:cartId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Change a cart line’s quantity',
        security: [{ bearer: [] }],
        params: cartIdParams,
        body: cartUpdateBody,
        response: { 200: messageReply, 404: errorReply, 409: errorReply },
      },
      preHandler: requireUser,
    },
    (request) =>
      cart.updateCartLine(app.ctx, actorOf(request).userId, request.params.cartId, request.body.quantity),
  );

  app.delete(
    '/cart/remove/:cartId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a cart line',
        security: [{ bearer: [] }],
        params: cartIdParams,
        response: { 200: messageReply, 404: errorReply },
      },
      preHandler: requireUser,
    },
    (request) => cart.removeCartLine(app.ctx, actorOf(request).userId, request.params.cartId),
  );

  app.post(
    '/cart/merge',
    {
      schema: {
        tags: ['cart'],
        summary: 'Merge a guest’s browser cart and wishlist into the account (at login)',
        security: [{ bearer: [] }],
        body: mergeBody,
        response: { 200: mergeReply },
      },
      preHandler: requireSelf(bodyUser),
    },
    (request) => cart.mergeGuest(app.ctx, request.body.userId, request.body),
  );
};
