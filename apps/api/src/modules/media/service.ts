// Reads of the shop's media: home banners, about and bottom banners, promo banners, gallery images and videos.

import type { Language } from '@chamak/shared/i18n/languages';
import type {
  Banner,
  BottomBanner,
  GalleryImage,
  HeroBanner,
  HeroBannerText,
  PromoBanner,
  Video,
} from '@chamak/shared/media';
import type { PromotionLink } from '@chamak/shared/promotions';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { banners, galleryImages, promoBanners, videos } from '../../db/schema/index.ts';
import type { Storage } from '../../plugins/storage.ts';
import { getSetting } from '../settings/index.ts';
import { imageView } from './images.ts';

/**
 * What media shows of the promotions a promo banner links to: the app passes the promotions module's verbs
 * (app.ts), so media, below promotions, imports nothing of it.
 */
export type PromotionLinks = {
  linkOf(id: number, language: Language): Promise<PromotionLink | null>;
  exists(id: number): Promise<boolean>;
};

export type MediaCtx = { db: DbOrTx; storage: Storage; promotions: PromotionLinks };

function imageUrlFields(storage: Storage, key: string) {
  const view = imageView(storage, key);
  return { imageUrl: view.url, imageSrcset: view.srcset, width: view.width, height: view.height };
}

async function bannersOf(ctx: MediaCtx, kind: 'home' | 'about' | 'bottom') {
  return ctx.db
    .select()
    .from(banners)
    .where(eq(banners.kind, kind))
    .orderBy(asc(banners.position), asc(banners.id));
}

export async function listBanners(ctx: MediaCtx, kind: 'home' | 'about'): Promise<Banner[]> {
  return (await bannersOf(ctx, kind)).map((b) => ({ id: b.id, ...imageUrlFields(ctx.storage, b.image) }));
}

/**
 * The words over each home banner, by banner id, kept in the shop settings under one key (decision 0190:
 * the banners table has no columns for them, and this issue adds no migration).
 */
export const bannerTextsKey = 'bannerTexts';
export type BannerTexts = Record<string, HeroBannerText>;
const noText: HeroBannerText = { title: '', subtitle: '', buttonText: '', link: '' };

export function bannerTexts(ctx: { db: DbOrTx }): Promise<BannerTexts> {
  return getSetting<BannerTexts>(ctx.db, bannerTextsKey, {});
}

/** The home slider: each banner's image and the title, subtitle, button and link the admin set for it. */
export async function listHeroBanners(ctx: MediaCtx): Promise<HeroBanner[]> {
  const [list, texts] = await Promise.all([bannersOf(ctx, 'home'), bannerTexts(ctx)]);
  return list.map((b) => ({
    id: b.id,
    ...imageUrlFields(ctx.storage, b.image),
    ...noText,
    ...texts[String(b.id)],
  }));
}

export async function listBottomBanners(ctx: MediaCtx): Promise<BottomBanner[]> {
  return (await bannersOf(ctx, 'bottom')).map((b) => ({
    id: b.id,
    ...imageUrlFields(ctx.storage, b.image),
    videoUrl: b.video ? ctx.storage.url(b.video) : null,
  }));
}

export async function listPromoBanners(ctx: MediaCtx, language: Language = 'en'): Promise<PromoBanner[]> {
  const list = await ctx.db.select().from(promoBanners).orderBy(desc(promoBanners.id));
  return Promise.all(
    list.map(async (p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      buttonText: p.buttonText || 'Shop Deals',
      ...imageUrlFields(ctx.storage, p.image),
      // The promotion it links to, read through its module, shown only while it runs.
      promotion: p.promotionId === null ? null : await ctx.promotions.linkOf(p.promotionId, language),
      promotionId: p.promotionId,
      link: p.link,
    })),
  );
}

export async function listGallery(ctx: MediaCtx): Promise<GalleryImage[]> {
  return (
    await ctx.db.select().from(galleryImages).orderBy(desc(galleryImages.createdAt), desc(galleryImages.id))
  ).map((g) => ({ id: g.id, ...imageUrlFields(ctx.storage, g.image) }));
}

export async function listVideos(ctx: MediaCtx): Promise<Video[]> {
  return (await ctx.db.select().from(videos).orderBy(desc(videos.createdAt), desc(videos.id))).map((v) => ({
    id: v.id,
    videoUrl: ctx.storage.url(v.video),
    posterUrl: v.poster ? imageView(ctx.storage, v.poster).url : null,
  }));
}
