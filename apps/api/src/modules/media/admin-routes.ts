// The admin's media write calls of SPEC section 7 (D3: admin token only; D9: uploads checked by content).
import { messageReply, idParams as params, savedReply } from '@chamak/shared/common';
import { heroBannerText, promoFields } from '@chamak/shared/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { imageFiles, parseFields, readMultipart } from '../../plugins/uploads.ts';
import * as media from './admin.ts';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };
const multipart = { ...adminOnly, consumes: ['multipart/form-data'] };
/** Uploads and deletes answer SPEC's message; adding or changing a promo, gallery image or video also the id. */
const written = { response: { 200: messageReply } };
const saved = { response: { 200: savedReply } };

export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The admin service invalidates the media's cached answers after each write (decision 0071).
  staffArea(app, 'media');

  app.post(
    '/banners/upload',
    { schema: { ...multipart, ...written, summary: 'Upload home banners (image repeated)' } },
    async (r) => media.uploadBanners(app.ctx, 'home', imageFiles((await readMultipart(r)).files, 'image')),
  );
  app.put(
    '/banners/:id/text',
    {
      schema: {
        ...adminOnly,
        ...written,
        summary: 'Set the title, subtitle, button text and link shown over a home banner',
        params,
        body: heroBannerText,
      },
    },
    (r) => media.saveBannerText(app.ctx, r.params.id, r.body),
  );
  app.delete(
    '/banners/:id',
    { schema: { ...adminOnly, ...written, summary: 'Delete a home banner', params } },
    (r) => media.deleteBanner(app.ctx, 'home', r.params.id),
  );
  app.post(
    '/banners/uploadaboutbanner',
    { schema: { ...multipart, ...written, summary: 'Upload the about banner (at most one)' } },
    async (r) => media.uploadBanners(app.ctx, 'about', imageFiles((await readMultipart(r)).files, 'image')),
  );
  app.delete(
    '/banners/deleteaboutbanner/:id',
    { schema: { ...adminOnly, ...written, summary: 'Delete the about banner', params } },
    (r) => media.deleteBanner(app.ctx, 'about', r.params.id),
  );
  app.post(
    '/banners/uploadbottombanner',
    { schema: { ...multipart, ...written, summary: 'Upload a bottom banner: image and video' } },
    async (r) => {
      const { files } = await readMultipart(r);
      return media.uploadBottomBanner(
        app.ctx,
        imageFiles(files, 'image')[0],
        files.find((f) => f.field === 'video'),
      );
    },
  );
  app.delete(
    '/banners/deletebottombanner/:id',
    { schema: { ...adminOnly, ...written, summary: 'Delete a bottom banner', params } },
    (r) => media.deleteBanner(app.ctx, 'bottom', r.params.id),
  );

  app.post(
    '/promo-banners',
    { schema: { ...multipart, ...saved, summary: 'Add the promo banner (at most one)' } },
    async (r) => {
      const { fields, files } = await readMultipart(r);
      return media.savePromo(app.ctx, null, parseFields(promoFields, fields), imageFiles(files, 'image')[0]);
    },
  );
  app.put(
    '/promo-banners/:id',
    { schema: { ...multipart, ...saved, summary: 'Change the promo banner (image optional)', params } },
    async (r) => {
      const { fields, files } = await readMultipart(r);
      return media.savePromo(
        app.ctx,
        r.params.id,
        parseFields(promoFields, fields),
        imageFiles(files, 'image')[0],
      );
    },
  );
  app.delete(
    '/promo-banners/:id',
    { schema: { ...adminOnly, ...written, summary: 'Delete the promo banner', params } },
    (r) => media.deletePromo(app.ctx, r.params.id),
  );

  app.post(
    '/instasection',
    { schema: { ...multipart, ...saved, summary: 'Add a gallery image (under 5 MB)' } },
    async (r) =>
      media.saveGalleryImage(app.ctx, null, imageFiles((await readMultipart(r)).files, 'image')[0]),
  );
  app.put(
    '/instasection/:id',
    { schema: { ...multipart, ...saved, summary: 'Replace a gallery image', params } },
    async (r) =>
      media.saveGalleryImage(app.ctx, r.params.id, imageFiles((await readMultipart(r)).files, 'image')[0]),
  );
  app.delete(
    '/instasection/:id',
    { schema: { ...adminOnly, ...written, summary: 'Delete a gallery image', params } },
    (r) => media.deleteGalleryImage(app.ctx, r.params.id),
  );

  app.post(
    '/video',
    { schema: { ...multipart, ...saved, summary: 'Add a video (under 50 MB; optional poster image)' } },
    async (r) => {
      const { files } = await readMultipart(r);
      return media.saveVideo(
        app.ctx,
        null,
        files.find((f) => f.field === 'video'),
        imageFiles(files, 'poster')[0],
      );
    },
  );
  app.put(
    '/video/:id',
    { schema: { ...multipart, ...saved, summary: 'Replace a video', params } },
    async (r) => {
      const { files } = await readMultipart(r);
      return media.saveVideo(
        app.ctx,
        r.params.id,
        files.find((f) => f.field === 'video'),
        imageFiles(files, 'poster')[0],
      );
    },
  );
  app.delete('/video/:id', { schema: { ...adminOnly, ...written, summary: 'Delete a video', params } }, (r) =>
    media.deleteVideo(app.ctx, r.params.id),
  );
};
