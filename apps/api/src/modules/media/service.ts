// Reads of the shop's media: home banners, about and bottom banners, promo banners, gallery images and videos.
import type { Banner, BottomBanner, GalleryImage, PromoBanner, Video } from '@chamak/shared/media';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { banners, galleryImages, promoBanners, videos } from '../../db/schema/index.ts';
import type { Storage } from '../../plugins/storage.ts';
import { imageView } from './images.ts';

export type MediaCtx = { db: DbOrTx; storage: Storage };

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

export async function listBottomBanners(ctx: MediaCtx): Promise<BottomBanner[]> {
  return (await bannersOf(ctx, 'bottom')).map((b) => ({
    id: b.id,
    ...imageUrlFields(ctx.storage, b.image),
    videoUrl: b.video ? ctx.storage.url(b.video) : null,
  }));
}

export async function listPromoBanners(ctx: MediaCtx): Promise<PromoBanner[]> {
  return (await ctx.db.select().from(promoBanners).orderBy(desc(promoBanners.id))).map((p) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    buttonText: p.buttonText || 'Shop Deals',
    ...imageUrlFields(ctx.storage, p.image),
  }));
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
