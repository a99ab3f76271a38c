// The media calls' contracts (SPEC section 7, Media): banners, about, bottom and promo banners, gallery and
// videos, and the promo form's fields. The admin's writes answer common.ts's messageReply or savedReply.
import { z } from 'zod';
import { idParam, shopLink } from './common.ts';
import { isShopLink, linkMessage } from './links.ts';
import { promotionLink } from './promotions.ts';

const imageUrlFields = {
  imageUrl: z.string(),
  imageSrcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
};

export const banner = z.object({ id: z.number().int(), ...imageUrlFields });
export type Banner = z.infer<typeof banner>;
export const bannerList = z.array(banner);
/**
 * Where a home banner leads: a page of the shop ("/products?combos=true", never "//host") or a full http(s)
 * address; empty for the products listing.
 */
export const bannerLink = shopLink({ empty: true });
/** The words over a home banner, set per banner by the admin: real text drawn over the image, not in it. */
export const heroBannerText = z.object({
  title: z.string().trim().max(80, { error: 'at most 80 characters' }).default(''),
  subtitle: z.string().trim().max(160, { error: 'at most 160 characters' }).default(''),
  buttonText: z.string().trim().max(30, { error: 'at most 30 characters' }).default(''),
  link: bannerLink.default(''),
});
export type HeroBannerText = z.infer<typeof heroBannerText>;
/** A home slide: its image and its words (empty strings when the admin set none). */
export const heroBanner = banner.extend({
  title: z.string(),
  subtitle: z.string(),
  buttonText: z.string(),
  link: z.string(),
});
export type HeroBanner = z.infer<typeof heroBanner>;
export const heroBannerList = z.array(heroBanner);
export const bottomBanner = banner.extend({ videoUrl: z.string().nullable() });
export type BottomBanner = z.infer<typeof bottomBanner>;
export const bottomBannerList = z.array(bottomBanner);
export const promoBanner = banner.extend({
  title: z.string(),
  description: z.string(),
  buttonText: z.string(),
  /** The promotion the banner links to, while it runs; null otherwise. */
  promotion: promotionLink.nullable(),
  /** The admin's choice of promotion, kept even while that promotion is not running. */
  promotionId: z.number().int().nullable(),
  /** Where the button leads (bannerLink); empty for the linked promotion's products, or the combos. */
  link: z.string(),
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
  /** "Links to promotion": a promotion's id, or empty (or left out) for none. */
  promotionId: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
    idParam('promotionId').nullable(),
  ),
  /**
   * Where the button leads, checked as a home banner's link (isShopLink); empty (or left out) for the promotion or
   * the combos. Its refusals name the field, as the JSON forms' do, since a multipart form answers one message.
   */
  link: z
    .string()
    .trim()
    .max(500, { error: 'link: at most 500 characters' })
    .refine((v) => v === '' || isShopLink(v), { error: `link: ${linkMessage}` })
    .default(''),
});
