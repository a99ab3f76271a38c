// Reviews, contact messages, the media of the home and about pages, shop settings and the mail outbox.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { promotions } from './promotions.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt.desc().nullsFirst()),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** Open until staff close it, by hand or by replying (decision 0352); who closed it and when, while closed. */
    state: text('state', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** Home slider banners, the about banner and the bottom banner (image plus looping video). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['home', 'about', 'bottom'] }).notNull(),
    image: text('image').notNull(),
    video: text('video'),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('banners_kind_idx').on(t.kind, t.position, t.id)],
);

export const promoBanners = pgTable('promo_banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  buttonText: text('button_text').notNull().default('Shop Deals'),
  image: text('image').notNull(),
  /** The promotion the banner advertises (decision 0162): its button leads to that offer. */
  promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
  /** Where its button leads, as a home banner's link (shopLink): empty for the promotion's products or the combos. */
  link: text('link').notNull().default(''),
  createdAt: createdAt(),
});

/** The photo-sharing gallery ("instasection") images. */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    image: text('image').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_images_created_idx').on(t.createdAt.desc().nullsFirst())],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    video: text('video').notNull(),
    poster: text('poster'),
    createdAt: createdAt(),
  },
  (t) => [index('videos_created_idx').on(t.createdAt.desc().nullsFirst())],
);

export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra header fields to send (List-Unsubscribe and List-Unsubscribe-Post on reminders), name → value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files the worker attaches when it sends (the order's tax invoice, rendered then), by reference. */
    attachments: jsonb('attachments').$type<{ kind: 'invoice'; orderId: number }[]>(),
    /** queued: waiting for the worker; sending: claimed by a worker until locked_until; kept: no SMTP configured. */
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'kept'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next try a queued message (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim on a message it is sending; another worker may take it over once this has passed. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
