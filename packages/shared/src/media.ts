// The media calls' response shapes (SPEC section 7, Media): banners, about, bottom and promo banners, gallery,
// videos, and the answers of the admin's writes.
import { z } from 'zod';

const imageUrlFields = {
  imageUrl: z.string(),
  imageSrcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
};

export const banner = z.object({ id: z.number().int(), ...imageUrlFields });
export type Banner = z.infer<typeof banner>;
export const bottomBanner = banner.extend({ videoUrl: z.string().nullable() });
export type BottomBanner = z.infer<typeof bottomBanner>;
export const promoBanner = banner.extend({
  title: z.string(),
  description: z.string(),
  buttonText: z.string(),
});
export type PromoBanner = z.infer<typeof promoBanner>;
export const galleryImage = banner;
export type GalleryImage = z.infer<typeof galleryImage>;
export const video = z.object({
  id: z.number().int(),
  videoUrl: z.string(),
  posterUrl: z.string().nullable(),
});
export type Video = z.infer<typeof video>;

/** What the admin's media writes answer: SPEC's message, and the row's id where one was added or changed. */
export const mediaWritten = z.object({ message: z.string() });
export type MediaWritten = z.infer<typeof mediaWritten>;
export const mediaSaved = mediaWritten.extend({ id: z.number().int() });
export type MediaSaved = z.infer<typeof mediaSaved>;
