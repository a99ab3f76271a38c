// Catalogue tables: categories, subcategories, sizes (litres), products, their size configurations and images.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Image key, see modules/media/images.ts */
  image: text('image'),
  content: text('content').notNull().default(''),
  createdAt: createdAt(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId), index('subcategories_name_idx').on(t.name)],
);

export const litres = pgTable(
  'litres',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    totalMl: integer('total_ml').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('litres_label_unique').on(t.label),
    check('litres_total_ml_positive', sql`${t.totalMl} > 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'restrict' }),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    suitableSurfaces: text('suitable_surfaces').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    howToUse: jsonb('how_to_use').$type<string[]>().notNull().default([]),
    volume: text('volume').notNull().default(''),
    ingredients: text('ingredients').notNull().default(''),
    scent: text('scent').notNull().default(''),
    phLevel: numeric('ph_level', { precision: 3, scale: 1, mode: 'number' }),
    shelfLife: integer('shelf_life'),
    madeIn: text('made_in').notNull().default(''),
    packaging: text('packaging').notNull().default(''),
    combos: boolean('combos').notNull().default(false),
    /** GST: the HSN code (4, 6 or 8 digits) and the rate in percent; null until the admin sets them. */
    hsnCode: text('hsn_code'),
    gstRate: smallint('gst_rate'),
    /** Kept by the reviews service: the mean rating and the count of reviews. */
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    /** Kept by the orders service: units in placed orders, for best sellers. */
    unitsSold: integer('units_sold').notNull().default(0),
    /** Lower-cased name, category, subcategory and scent: ranks matches, and feeds the search vocabulary. */
    searchTitle: text('search_title').notNull().default(''),
    /** Lower-cased title plus descriptions and surfaces: what search words are matched in. */
    searchText: text('search_text').notNull().default(''),
    /** 'active' (in the shop), 'draft' or 'archived' (neither listed, shown nor sold): decision 0353, migration 0054. */
    status: text('status').$type<'active' | 'draft' | 'archived'>().notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    // With the rating, so a filtered count is an index-only scan.
    index('products_category_idx').on(t.categoryId, t.averageRating),
    index('products_subcategory_idx').on(t.subcategoryId, t.averageRating),
    // Migration 0022 adds INCLUDE (category_id, subcategory_id, combos, average_rating), which Drizzle cannot say:
    // a filtered listing page walks this index alone (decision 0311).
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_rating_idx').on(t.averageRating),
    index('products_units_sold_idx').on(t.unitsSold.desc().nullsFirst()),
    index('products_combos_idx').on(t.combos, t.createdAt.desc().nullsFirst()),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('products_ph_range', sql`${t.phLevel} is null or (${t.phLevel} >= 0 and ${t.phLevel} <= 14)`),
    check('products_rating_range', sql`${t.averageRating} >= 0 and ${t.averageRating} <= 5`),
    check(
      'products_hsn_code_digits',
      sql`${t.hsnCode} is null or ${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`,
    ),
    check('products_gst_rate_slab', sql`${t.gstRate} is null or ${t.gstRate} in (0, 5, 12, 18, 28)`),
  ],
);

/**
 * A product's HSN code and GST rate over time (decision 0342): each row is in force from `effective_from` until the
 * next row's; one dated ahead is a scheduled change. Quotes read the row in force at their instant (SQL function
 * gst_rate_at, migration 0045); a trigger records a write of products.hsn_code/gst_rate as a change from then.
 */
export const productGstRates = pgTable(
  'product_gst_rates',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    hsnCode: text('hsn_code'),
    gstRate: smallint('gst_rate'),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** The admin who scheduled it; null for the product form's writes and the first row. */
    createdBy: integer('created_by'),
  },
  (t) => [
    uniqueIndex('product_gst_rates_product_from_unique').on(t.productId, t.effectiveFrom),
    index('product_gst_rates_from_idx').on(t.effectiveFrom),
    check(
      'product_gst_rates_hsn_code_digits',
      sql`${t.hsnCode} is null or ${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`,
    ),
    check('product_gst_rates_gst_rate_slab', sql`${t.gstRate} is null or ${t.gstRate} in (0, 5, 12, 18, 28)`),
  ],
);

export const productLitres = pgTable(
  'product_litres',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    litreId: integer('litre_id')
      .notNull()
      .references(() => litres.id, { onDelete: 'restrict' }),
    pricePaise: integer('price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise').notNull(),
    discount: smallint('discount').notNull().default(0),
    totalQty: integer('total_qty').notNull().default(0),
    remainingQty: integer('remaining_qty').notNull().default(0),
    position: smallint('position').notNull().default(0),
    /** Whether a shopper may subscribe to this size (decision 0325); at least one interval when on. */
    subscribable: boolean('subscribable').notNull().default(false),
    /** The intervals offered to subscribers, in days (e.g. 30, 45, 60, 90). */
    subscriptionIntervals: smallint('subscription_intervals')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** The subscriber's discount in percent, 0-50, priced as a named line. */
    subscriberDiscount: smallint('subscriber_discount').notNull().default(0),
    /** How many days one unit lasts (days of supply): times reorder reminders; null when not known. */
    supplyDays: smallint('supply_days'),
    /** Quantity prices (decision 0341): lower unit prices from a number of units up, at most five. */
    priceTiers: jsonb('price_tiers').$type<{ minUnits: number; unitPaise: number }[]>().notNull().default([]),
    /** Units in a carton of this size; null when it is not sold by the carton. */
    cartonUnits: smallint('carton_units'),
    /** The size's stock-keeping unit, unique regardless of case (decision 0349); imports match sizes by it. */
    sku: text('sku'),
    /** A GTIN (EAN-8, UPC-A, EAN-13 or GTIN-14) with a valid check digit, checked by the inventory module. */
    gtin: text('gtin'),
    /** At or below this many units the size is low on stock (the dashboard and the owner's daily mail); null: never. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** The packed parcel's weight and dimensions, told to the courier; null when not known. */
    weightGrams: integer('weight_grams'),
    lengthCm: smallint('length_cm'),
    breadthCm: smallint('breadth_cm'),
    heightCm: smallint('height_cm'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_litres_product_litre_unique').on(t.productId, t.litreId),
    index('product_litres_litre_idx').on(t.litreId),
    index('product_litres_price_idx').on(t.discountedPricePaise, t.productId),
    check('product_litres_prices', sql`${t.pricePaise} >= 0 and ${t.discountedPricePaise} >= 0`),
    check('product_litres_discount', sql`${t.discount} between 0 and 100`),
    check('product_litres_stock', sql`${t.remainingQty} >= 0 and ${t.totalQty} >= 0`),
    check('product_litres_subscriber_discount', sql`${t.subscriberDiscount} between 0 and 50`),
    check('product_litres_supply_days', sql`${t.supplyDays} is null or ${t.supplyDays} between 1 and 365`),
    check(
      'product_litres_price_tiers',
      sql`case when jsonb_typeof(${t.priceTiers}) = 'array' then jsonb_array_length(${t.priceTiers}) <= 5 else false end`,
    ),
    check('product_litres_carton_units', sql`${t.cartonUnits} is null or ${t.cartonUnits} between 2 and 999`),
    check(
      'product_litres_subscription_intervals',
      sql`not ${t.subscribable} or cardinality(${t.subscriptionIntervals}) > 0`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productLitreId: integer('product_litre_id')
      .notNull()
      .references(() => productLitres.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_litre_idx').on(t.productLitreId, t.position)],
);

/** The words of every product title, for correcting misspelt search words to the nearest known one. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/**
 * Each word of each product's search text (its runs of a-z and 0-9) with the tier the product takes in a search of
 * that word (6/5: the name is the word, single/combo; 3/2: the name holds it; 1: the title does; 0: the rest) and
 * the product's date: a one-word search reads its matches, their order and their count from the index alone
 * (decision 0269). Kept by migration 0014's triggers on products, whatever writes them.
 */
export const productWords = pgTable(
  'product_words',
  {
    word: text('word').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tier: smallint('tier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('product_words_word_idx').on(t.word, t.tier, t.createdAt, t.productId),
    index('product_words_product_idx').on(t.productId),
  ],
);

/** Every word of product_words once, for finding the words a search word is part of (trigram index). */
export const textWords = pgTable(
  'text_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('text_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * Each product's card: what the listing shows of it (packages/shared `productSummary`) as compact JSON text, so a
 * page of the listing is 15 stored strings joined (decision 0256). Kept by the triggers of migration 0013 on
 * products, product_litres, product_images, categories, subcategories and litres, whatever writes them.
 */
export const productCards = pgTable('product_cards', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  card: text('card').notNull(),
});

/** The media URL prefix the cards' image URLs were written with (one row); a change rewrites every card. */
export const productCardMedia = pgTable(
  'product_card_media',
  {
    id: boolean('id').primaryKey().default(true),
    prefix: text('prefix').notNull(),
  },
  (t) => [check('product_card_media_one_row', sql`${t.id}`)],
);

/**
 * How many products each category, subcategory, combo flag and whole star rating holds, kept by triggers on
 * products: the listing's total for filters on those alone is a sum over a few hundred rows, not a count of the
 * catalogue (decision 0256). `average_rating >= n` is `stars >= n` for whole n.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id').notNull(),
    combos: boolean('combos').notNull(),
    stars: smallint('stars').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.subcategoryId, t.combos, t.stars] })],
);
