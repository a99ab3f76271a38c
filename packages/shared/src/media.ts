// The media calls' contracts (SPEC section 7, Media): banners, about, bottom and promo banners, gallery and
// videos, and the promo form's fields. The admin's writes answer common.ts's messageReply or savedReply.
import { z } from 'zod';

const imageUrlFields = {
  imageUrl: z.string(),
  imageSrcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
};

export const banner = z.object({ id: z.number().int(), ...imageUrlFields });
export type Banner = z.infer<typeof banner>;
export const bannerList = z.array(banner);
export const bottomBanner = banner.extend({ videoUrl: z.string().nullable() });
export type BottomBanner = z.infer<typeof bottomBanner>;
export const bottomBannerList = z.array(bottomBanner);
export const promoBanner = banner.extend({
  title: z.string(),
  description: z.string(),
  buttonText: z.string(),
});
export type PromoBanner = z.infer<typeof promoBanner>;
export const promoBannerList = z.array(promoBanner);
export const galleryImage = banner;
export type GalleryImage = z.infer<typeof galleryImage>;
export const galleryList = z.array(galleryImage);
export const video = z.object({
  id: z.number().int(),
  videoUrl: z.string(),
  posterUrl: z.string().nullable(),
});
export type Video = z.infer<typeof video>;
export const videoList = z.array(video);

/** The promo banner form, as its multipart fields arrive. */
export const promoFields = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, { error: 'Title is required' }).max(120),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, { error: 'Description is required' })
    .max(500),
  buttonText: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => v || 'Shop Deals'),
});
