// Accounts: users with their role, single-use password-reset tokens, and the one-time codes of sign-in by mobile
// number (decision 0316).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullname: text('fullname').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Null for an account made by a one-time code until it sets a password (decision 0316). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /** An admin's staff role (decision 0348): what they may open and change; null exactly for customers. */
    staffRole: text('staff_role', {
      enum: ['owner', 'manager', 'fulfilment', 'support', 'catalogue', 'accounts'],
    }),
    /** 'blocked' is set by an admin: refused at login and on every request (D23). */
    status: text('status', { enum: ['active', 'pending', 'blocked'] })
      .notNull()
      .default('active'),
    /**
     * Bumped on password reset, e-mail change, deletion, block and "log out everywhere": a token carries the
     * version it was issued with and stops working once they differ (D23).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set when the account is deleted: personal data is wiped, the row stays for the orders' books. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When the shopper opted out of order messages by SMS or WhatsApp (decision 0215, DPDP Act: the choice is
     * kept with its time); null while they get them.
     */
    smsOptOutAt: timestamp('sms_opt_out_at', { withTimezone: true }),
    whatsappOptOutAt: timestamp('whatsapp_opt_out_at', { withTimezone: true }),
    /** When the shopper turned off reminders of a left cart or an unfinished payment (decision 0247); null: on. */
    remindersOptOutAt: timestamp('reminders_opt_out_at', { withTimezone: true }),
    /** When a one-time code proved `phone` is this account's; a verified number belongs to one account (D26). */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /**
     * The language the shopper reads the shop in ('en', 'hi'; migration 0036), kept at sign-up, sign-in and the
     * language switch: their account mails and reminders speak it.
     */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_verified_phone_unique')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null and ${t.deletedAt} is null`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself only ever lives in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_token_hash_unique').on(t.tokenHash),
    index('password_reset_user_idx').on(t.userId),
  ],
);

/**
 * One-time codes of sign-in by mobile number (decision 0316): an HMAC of the code under its own salt, never the
 * code; one live code per number (a new one sets `replaced_at` on the old); the row stays as the record of the
 * message sent (channel and delivery outcome).
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    /** The 10 digits of an Indian mobile. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp', 'test'] }).notNull(),
    /** sent: a provider took it; failed: none did (delivery_error says why); test: the sandbox sent nothing. */
    delivery: text('delivery', { enum: ['sent', 'failed', 'test'] }).notNull(),
    deliveryError: text('delivery_error'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes typed for it; the fifth ends it. */
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the code opens: a sign-in, or an order's status page (decision 0322). A code of one purpose never
     * opens the other.
     */
    purpose: text('purpose', { enum: ['sign-in', 'order-status'] })
      .notNull()
      .default('sign-in'),
  },
  (t) => [
    uniqueIndex('phone_codes_one_live')
      .on(t.phone, t.purpose)
      .where(sql`${t.usedAt} is null and ${t.replacedAt} is null`),
    index('phone_codes_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);
