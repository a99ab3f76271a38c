// GST documents (issue "GST tax invoices"): each series' counter per financial year, and every tax invoice and
// credit note as issued, with its snapshot (seller, buyer, lines, rates, amounts) that later edits never touch.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * The last number given in a series (invoice, credit note) and financial year. Taking a number updates this row,
 * which holds its lock until the transaction ends: numbers are handed out one at a time, and a rolled-back
 * placement gives its number back with the rest of its work, so the series has no gaps.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** E.g. 2026-27 (April to March, India time). */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('document_counters_positive', sql`${t.lastNumber} > 0`),
  ],
);

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** The printed number, e.g. CH/26-27/000123: at most 16 characters (CGST Rules, rule 46). */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** For a credit note, the invoice it reduces. */
    invoiceId: integer('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The document as issued (packages/shared/src/invoices.ts). */
    document: jsonb('document').notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_unique').on(t.number),
    uniqueIndex('tax_documents_sequence_unique').on(t.kind, t.financialYear, t.sequence),
    index('tax_documents_order_idx').on(t.orderId),
    check('tax_documents_number_length', sql`char_length(${t.number}) <= 16`),
    // A breakup that does not add up can never be stored.
    check(
      'tax_documents_amounts',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check(
      'tax_documents_one_tax_kind',
      sql`${t.igstPaise} = 0 or (${t.cgstPaise} = 0 and ${t.sgstPaise} = 0)`,
    ),
    check(
      'tax_documents_credit_note_has_invoice',
      sql`(${t.kind} = 'credit_note') = (${t.invoiceId} is not null)`,
    ),
  ],
);
