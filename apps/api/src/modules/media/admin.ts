// The admin's media writes (SPEC sections 5, 7, 8, 9): banners, the single about and promo banners, bottom
// banners (image and video), gallery images and videos. Files are checked by content and stored under new names.

import type { HeroBannerText } from '@chamak/shared/media';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announce } from '../../events/bus.ts';
import { rows } from '../../lib/sql.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';
import { Conflict, Invalid, NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { storeVideo, type UploadedFile } from '../../plugins/uploads.ts';
import { putSetting } from '../settings/index.ts';
import { newMediaId, removeImage, storeImage } from './images.ts';
import { bannerTexts, bannerTextsKey, type PromotionLinks } from './service.ts';

export type MediaAdminCtx = {
  db: Db;
  storage: Storage;
  cache?: CacheInvalidator;
  promotions: PromotionLinks;
};

/** Runs one admin write; once it has succeeded, the cached public answers under 'media' go (decision 0071). */
async function changing<T>(ctx: { db: Db }, write: () => Promise<T>): Promise<T> {
  const result = await write();
  await announce(ctx.db, 'answers.changed', { tags: ['media'] });
  return result;
}

export const mediaMessages = {
  bannerUploaded: 'Banner Uploaded',
  bannerUpdated: 'Banner Updated',
  bannerNotFound: 'Banner not found.',
  atLeastOneImage: 'Please select at least one image',
  aboutOnlyOne: 'There can be only one about banner. Delete it first.',
  bothImageAndVideo: 'Please select both an image and a video',
  mediaUploaded: 'Media Uploaded Successfully',
  mediaDeleted: 'Media deleted',
  promoOnlyOne: 'There can be only one promo banner. Edit or delete it.',
  promoAdded: 'Promo Banner Added',
  promoUpdated: 'Promo Banner Updated',
  noSuchPromotion: 'promotionId: no such promotion',
  imageRequired: 'Image is required',
  uploadImage: 'Please upload an image',
  uploadVideo: 'Please upload a video',
  sectionAdded: 'Section Added',
  sectionUpdated: 'Section Updated',
  videoAdded: 'Video Added',
  videoUpdated: 'Video Updated',
} as const;

async function dropFile(storage: Storage, key: string | null | undefined) {
  if (!key || key.startsWith('demo/')) return;
  if (/\.(webm|mp4)$/.test(key)) await storage.remove(key);
  else await removeImage(storage, key);
}

export async function uploadBanners(ctx: MediaAdminCtx, kind: 'home' | 'about', images: UploadedFile[]) {
  return changing(ctx, async () => {
    if (images.length === 0) throw new Invalid(mediaMessages.atLeastOneImage);
    if (kind === 'about') {
      const [existing] = await rows<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from banners where kind = 'about'`,
      );
      if ((existing?.n ?? 0) + images.length > 1) throw new Conflict(mediaMessages.aboutOnlyOne);
    }
    const keys: string[] = [];
    for (const image of images) keys.push(await storeImage(ctx.storage, 'banners', image.data));
    const [{ start } = { start: 0 }] = await rows<{ start: number }>(
      ctx.db,
      sql`select coalesce(max(position) + 1, 0)::int as start from banners where kind = ${kind}`,
    );
    for (const [i, key] of keys.entries()) {
      await ctx.db.execute(
        sql`insert into banners (kind, image, position) values (${kind}, ${key}, ${start + i})`,
      );
    }
    return { message: mediaMessages.bannerUploaded };
  });
}

export async function uploadBottomBanner(
  ctx: MediaAdminCtx,
  image: UploadedFile | undefined,
  video: UploadedFile | undefined,
) {
  return changing(ctx, async () => {
    if (!image || !video) throw new Invalid(mediaMessages.bothImageAndVideo);
    const videoKey = await storeVideo(ctx.storage, 'videos', video, newMediaId);
    const imageKey = await storeImage(ctx.storage, 'banners', image.data);
    await ctx.db.execute(
      sql`insert into banners (kind, image, video) values ('bottom', ${imageKey}, ${videoKey})`,
    );
    return { message: mediaMessages.mediaUploaded };
  });
}

/**
 * Sets the words over one home banner and where it leads (decision 0190): kept in the settings by banner id, in
 * a transaction that locks the banner, so two saves of different banners do not lose each other's words.
 */
export async function saveBannerText(ctx: MediaAdminCtx, id: number, text: HeroBannerText) {
  return changing(ctx, () =>
    ctx.db.transaction(async (tx) => {
      const [b] = await rows<{ id: number }>(
        tx,
        sql`select id from banners where id = ${id} and kind = 'home' for update`,
      );
      if (!b) throw new NotFound(mediaMessages.bannerNotFound);
      // One writer of the texts at a time (they are one settings row).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bannerTextsKey}))`);
      const texts = await bannerTexts({ db: tx });
      await putSetting(tx, bannerTextsKey, { ...texts, [String(id)]: text });
      return { message: mediaMessages.bannerUpdated };
    }),
  );
}

export async function deleteBanner(ctx: MediaAdminCtx, kind: 'home' | 'about' | 'bottom', id: number) {
  return changing(ctx, async () => {
    const [b] = await rows<{ image: string; video: string | null }>(
      ctx.db,
      sql`delete from banners where id = ${id} and kind = ${kind} returning image, video`,
    );
    if (!b) throw new NotFound(mediaMessages.bannerNotFound);
    if (kind === 'home') {
      const texts = await bannerTexts(ctx);
      if (texts[String(id)]) {
        delete texts[String(id)];
        await putSetting(ctx.db, bannerTextsKey, texts);
      }
    }
    await dropFile(ctx.storage, b.image);
    await dropFile(ctx.storage, b.video);
    return { message: mediaMessages.mediaDeleted };
  });
}

export async function savePromo(
  ctx: MediaAdminCtx,
  id: number | null,
  fields: {
    title: string;
    description: string;
    buttonText: string;
    promotionId: number | null;
    link: string;
  },
  image: UploadedFile | undefined,
) {
  return changing(ctx, async () => {
    if (fields.promotionId !== null && !(await ctx.promotions.exists(fields.promotionId)))
      throw new Invalid(mediaMessages.noSuchPromotion);
    if (id === null) {
      const [existing] = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from promo_banners`);
      if ((existing?.n ?? 0) >= 1) throw new Conflict(mediaMessages.promoOnlyOne);
      if (!image) throw new Invalid(mediaMessages.imageRequired);
      const key = await storeImage(ctx.storage, 'banners', image.data);
      const [row] = await rows<{ id: number }>(
        ctx.db,
        sql`insert into promo_banners (title, description, button_text, image, promotion_id, link) values (${fields.title}, ${fields.description}, ${fields.buttonText}, ${key}, ${fields.promotionId}, ${fields.link}) returning id`,
      );
      return { message: mediaMessages.promoAdded, id: row!.id };
    }
    const [old] = await rows<{ image: string }>(
      ctx.db,
      sql`select image from promo_banners where id = ${id}`,
    );
    if (!old) throw new NotFound('Promo banner not found.');
    const key = image ? await storeImage(ctx.storage, 'banners', image.data) : old.image;
    await ctx.db.execute(
      sql`update promo_banners set title = ${fields.title}, description = ${fields.description}, button_text = ${fields.buttonText}, image = ${key}, promotion_id = ${fields.promotionId}, link = ${fields.link} where id = ${id}`,
    );
    if (image) await dropFile(ctx.storage, old.image);
    return { message: mediaMessages.promoUpdated, id };
  });
}

export async function deletePromo(ctx: MediaAdminCtx, id: number) {
  return changing(ctx, async () => {
    const [p] = await rows<{ image: string }>(
      ctx.db,
      sql`delete from promo_banners where id = ${id} returning image`,
    );
    if (!p) throw new NotFound('Promo banner not found.');
    await dropFile(ctx.storage, p.image);
    return { message: mediaMessages.mediaDeleted };
  });
}

export async function saveGalleryImage(
  ctx: MediaAdminCtx,
  id: number | null,
  image: UploadedFile | undefined,
) {
  return changing(ctx, async () => {
    if (!image) throw new Invalid(mediaMessages.uploadImage);
    const key = await storeImage(ctx.storage, 'gallery', image.data);
    if (id === null) {
      const [row] = await rows<{ id: number }>(
        ctx.db,
        sql`insert into gallery_images (image) values (${key}) returning id`,
      );
      return { message: mediaMessages.sectionAdded, id: row!.id };
    }
    const [old] = await rows<{ image: string }>(
      ctx.db,
      sql`select image from gallery_images where id = ${id}`,
    );
    if (!old) throw new NotFound('Image not found.');
    await ctx.db.execute(sql`update gallery_images set image = ${key} where id = ${id}`);
    await dropFile(ctx.storage, old.image);
    return { message: mediaMessages.sectionUpdated, id };
  });
}

export async function deleteGalleryImage(ctx: MediaAdminCtx, id: number) {
  return changing(ctx, async () => {
    const [g] = await rows<{ image: string }>(
      ctx.db,
      sql`delete from gallery_images where id = ${id} returning image`,
    );
    if (!g) throw new NotFound('Image not found.');
    await dropFile(ctx.storage, g.image);
    return { message: mediaMessages.mediaDeleted };
  });
}

export async function saveVideo(
  ctx: MediaAdminCtx,
  id: number | null,
  video: UploadedFile | undefined,
  poster: UploadedFile | undefined,
) {
  return changing(ctx, async () => {
    if (!video) throw new Invalid(mediaMessages.uploadVideo);
    const key = await storeVideo(ctx.storage, 'videos', video, newMediaId);
    const posterKey = poster ? await storeImage(ctx.storage, 'videos', poster.data) : null;
    if (id === null) {
      const [row] = await rows<{ id: number }>(
        ctx.db,
        sql`insert into videos (video, poster) values (${key}, ${posterKey}) returning id`,
      );
      return { message: mediaMessages.videoAdded, id: row!.id };
    }
    const [old] = await rows<{ video: string; poster: string | null }>(
      ctx.db,
      sql`select video, poster from videos where id = ${id}`,
    );
    if (!old) throw new NotFound('Video not found.');
    await ctx.db.execute(
      sql`update videos set video = ${key}, poster = coalesce(${posterKey}, poster) where id = ${id}`,
    );
    await dropFile(ctx.storage, old.video);
    if (posterKey) await dropFile(ctx.storage, old.poster);
    return { message: mediaMessages.videoUpdated, id };
  });
}

export async function deleteVideo(ctx: MediaAdminCtx, id: number) {
  return changing(ctx, async () => {
    const [v] = await rows<{ video: string; poster: string | null }>(
      ctx.db,
      sql`delete from videos where id = ${id} returning video, poster`,
    );
    if (!v) throw new NotFound('Video not found.');
    await dropFile(ctx.storage, v.video);
    await dropFile(ctx.storage, v.poster);
    return { message: mediaMessages.mediaDeleted };
  });
}
