// The storefront's promotions read: the automatic offers running now, public and cached with the catalogue's
// reads, for badges on product cards and pages, worded in the page's language.
import { publicOfferList } from '@chamak/shared/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../plugins/answer-language.ts';
import * as promotions from './service.ts';

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/offers',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Automatic offers running now (no code), with the products they cover',
        response: { 200: publicOfferList },
      },
      config: { cache: 'catalogue' },
    },
    (request) => promotions.listOffers({ db: app.db }, requestLanguage(request)),
  );
};
