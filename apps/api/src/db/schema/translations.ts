// The catalogue's own words in other languages (migration 0034, decision 0333), and the banners' words and
// the shop's shopper-facing texts (migration 0037), a product's attributes and a promotion's name (migration
// 0042): a null field is untranslated.
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, products, subcategories } from './catalogue.ts';
import { banners, promoBanners } from './content.ts';
import { promotions } from './promotions.ts';

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name'),
    shortDescription: text('short_description'),
    longDescription: text('long_description'),
    keywords: text('keywords'),
    features: jsonb('features').$type<string[]>(),
    howToUse: jsonb('how_to_use').$type<string[]>(),
    /** The attributes of the product page's Overview (migration 0042). */
    suitableSurfaces: text('suitable_surfaces'),
    ingredients: text('ingredients'),
    scent: text('scent'),
    madeIn: text('made_in'),
    packaging: text('packaging'),
    volume: text('volume'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] })],
);

export const subcategoryTranslations = pgTable(
  'subcategory_translations',
  {
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subcategoryId, t.language] })],
);

/** The words over a home banner in another language (the English ones are the setting bannerTexts). */
export const bannerTranslations = pgTable(
  'banner_translations',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title'),
    subtitle: text('subtitle'),
    buttonText: text('button_text'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.language] })],
);

/** The promo banner's words in another language (the English ones are its own columns). */
export const promoBannerTranslations = pgTable(
  'promo_banner_translations',
  {
    promoBannerId: integer('promo_banner_id')
      .notNull()
      .references(() => promoBanners.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title'),
    description: text('description'),
    buttonText: text('button_text'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promoBannerId, t.language] })],
);

/** The shop's tagline, header taglines and customer care hours in another language, one row per language. */
export const shopTextTranslations = pgTable('shop_text_translations', {
  language: text('language').primaryKey(),
  tagline: text('tagline'),
  taglines: jsonb('taglines').$type<string[]>(),
  customerCareHours: text('customer_care_hours'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A promotion's name in another language (migration 0042): the label a cart or checkout on a page in that language
 * shows for its offer. No row: the English name shows. Owned by the promotions module.
 */
export const promotionTranslations = pgTable(
  'promotion_translations',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.language] })],
);
