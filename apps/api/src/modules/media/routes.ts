// Media reads of SPEC section 7 (the writes come with the admin back-office).
import {
  bannerList,
  bottomBannerList,
  galleryList,
  heroBannerList,
  promoBannerList,
  videoList,
} from '@chamak/shared/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../plugins/answer-language.ts';
import { localizedHeroBanners, localizedPromoBanners } from './banner-translations.ts';
import * as media from './service.ts';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { tags: ['media'] };

  app.get(
    '/banners',
    {
      schema: {
        ...read,
        summary:
          'Home slider banners, each with the title, subtitle, button and link shown over it (in the X-Shop-Language where translated)',
        response: { 200: heroBannerList },
      },
      config: { cache: 'media' },
    },
    // A page in another language gets the words the admin translated (decision 0333).
    async (request) =>
      localizedHeroBanners(app.ctx.db, requestLanguage(request), await media.listHeroBanners(app.ctx)),
  );
  app.get(
    '/banners/getaboutbanner',
    {
      schema: {
        ...read,
        summary: 'The about-page banner (first item used)',
        response: { 200: bannerList },
      },
      config: { cache: 'media' },
    },
    () => media.listBanners(app.ctx, 'about'),
  );
  // SPEC shows a bearer token sent here; D3 makes media reads public, so none is required.
  app.get(
    '/banners/getbottombanner',
    {
      schema: {
        ...read,
        summary: 'Bottom banners: image and looping video',
        response: { 200: bottomBannerList },
      },
      config: { cache: 'media' },
    },
    () => media.listBottomBanners(app.ctx),
  );
  app.get(
    '/promo-banners',
    {
      schema: {
        ...read,
        summary: 'Promo banners (first item used on home)',
        response: { 200: promoBannerList },
      },
      config: { cache: 'media' },
    },
    async (request) =>
      localizedPromoBanners(
        app.ctx.db,
        requestLanguage(request),
        await media.listPromoBanners(app.ctx, requestLanguage(request)),
      ),
  );
  app.get(
    '/instasection',
    {
      schema: { ...read, summary: 'Gallery images', response: { 200: galleryList } },
      config: { cache: 'media' },
    },
    () => media.listGallery(app.ctx),
  );
  app.get(
    '/video',
    {
      schema: { ...read, summary: 'Gallery videos', response: { 200: videoList } },
      config: { cache: 'media' },
    },
    () => media.listVideos(app.ctx),
  );
};
