// Numbers that asked for no more SMS or WhatsApp from the shop (decision 0288): anyone holding a message's signed
// stop link may add its number, account or not. One row per number, as MSG91 wants it (91 and ten digits).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const phoneStops = pgTable('phone_stops', {
  /** 91 followed by the ten digits of an Indian mobile. */
  phone: text('phone').primaryKey(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }).notNull().defaultNow(),
});
