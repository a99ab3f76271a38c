// E-way bills (decision 0345): an order's transport details for its e-way bill and the number the portal gave
// back. The eway-bill module owns it.
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

export const ewayBills = pgTable(
  'eway_bills',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique('eway_bills_order_unique')
      .references(() => orders.id, { onDelete: 'cascade' }),
    transporterName: text('transporter_name').notNull().default(''),
    /** A GSTIN or TRANSIN (15 characters), or '' when the shop moves the goods in its own vehicle. */
    transporterId: text('transporter_id').notNull().default(''),
    mode: text('mode', { enum: ['road', 'rail', 'air', 'ship'] }).notNull(),
    vehicleNo: text('vehicle_no').notNull().default(''),
    vehicleType: text('vehicle_type', { enum: ['regular', 'odc'] })
      .notNull()
      .default('regular'),
    transDocNo: text('trans_doc_no').notNull().default(''),
    transDocDate: date('trans_doc_date'),
    distanceKm: integer('distance_km').notNull(),
    /** The PIN codes the distance was given between: a later e-way bill between the same two is prefilled. */
    fromPin: char('from_pin', { length: 6 }).notNull(),
    toPin: char('to_pin', { length: 6 }).notNull(),
    /** The portal's 12-digit e-way bill number, once entered, with its date and last valid day. */
    number: char('number', { length: 12 }),
    billDate: date('bill_date'),
    validUntil: date('valid_until'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('eway_bills_number_unique').on(t.number).where(sql`${t.number} is not null`),
    index('eway_bills_pins').on(t.fromPin, t.toPin),
    check('eway_bills_mode', sql`${t.mode} in ('road', 'rail', 'air', 'ship')`),
    check('eway_bills_vehicle_type', sql`${t.vehicleType} in ('regular', 'odc')`),
    check('eway_bills_distance', sql`${t.distanceKm} between 1 and 4000`),
    check(
      'eway_bills_transporter_id',
      sql`${t.transporterId} = '' or ${t.transporterId} ~ '^[0-9]{2}[0-9A-Z]{13}$'`,
    ),
    check('eway_bills_number_digits', sql`${t.number} is null or ${t.number} ~ '^[0-9]{12}$'`),
    check(
      'eway_bills_number_dated',
      sql`(${t.number} is null) = (${t.billDate} is null) and (${t.number} is null) = (${t.validUntil} is null)`,
    ),
  ],
);
