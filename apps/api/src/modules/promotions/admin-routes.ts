// The admin's Promotions calls: list with usage figures, create, edit (which also enables and disables:
// `active` in the body), and delete a promotion no order used. Admin only, checked before the body.
import { errorReply, idParams, messageReply, savedReply } from '@chamak/shared/common';
import { promotionBody, promotionList } from '@chamak/shared/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import * as promotions from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const promotionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Writes invalidate the storefront's cached offers (decision 0071).
  staffArea(app, 'promotions');

  app.get(
    '/admin/promotions',
    {
      schema: {
        ...adminOnly,
        summary: 'Every promotion with its uses and the discount given',
        response: { 200: promotionList },
      },
    },
    () => promotions.listPromotions(app.ctx),
  );
  app.post(
    '/admin/promotions',
    {
      schema: {
        ...adminOnly,
        summary: 'Create a promotion (a code, or an automatic offer without one)',
        body: promotionBody,
        response: { 200: savedReply },
      },
    },
    (r) => promotions.createPromotion(app.ctx, r.body),
  );
  app.put(
    '/admin/promotions/:id',
    {
      schema: {
        ...adminOnly,
        summary: 'Change a promotion; `active: false` disables it',
        params: idParams,
        body: promotionBody,
        response: { 200: savedReply },
      },
    },
    (r) => promotions.updatePromotion(app.ctx, r.params.id, r.body),
  );
  app.delete(
    '/admin/promotions/:id',
    {
      schema: {
        ...adminOnly,
        summary: 'Delete a promotion no order used (409 otherwise: disable it instead)',
        params: idParams,
        response: { 200: messageReply, 409: errorReply },
      },
    },
    (r) => promotions.deletePromotion(app.ctx, r.params.id),
  );
};
