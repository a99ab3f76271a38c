// Accounts: users with their role, and single-use password-reset tokens.
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
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
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
