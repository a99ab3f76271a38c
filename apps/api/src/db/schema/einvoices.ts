// E-invoices (decision 0344): the Invoice Registration Portal's answer for a B2B tax invoice or credit note, as the
// admin entered or uploaded it: printed on the document's PDF. Owned by the einvoice module.
import { sql } from 'drizzle-orm';
import { char, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { taxDocuments } from './invoices.ts';

export const einvoiceRegistrations = pgTable(
  'einvoice_registrations',
  {
    id: serial('id').primaryKey(),
    taxDocumentId: integer('tax_document_id')
      .notNull()
      .references(() => taxDocuments.id, { onDelete: 'restrict' }),
    /** The Invoice Reference Number: 64 lower-case hexadecimal characters (a SHA-256 hash). */
    irn: char('irn', { length: 64 }).notNull(),
    /** The acknowledgement number: 15 digits. */
    ackNo: text('ack_no').notNull(),
    /** The acknowledgement's date and time (the portal gives it in India time). */
    ackDate: timestamp('ack_date', { withTimezone: true }).notNull(),
    /** The portal's signed QR code: a JWT, printed as a QR code on the PDF. */
    signedQrCode: text('signed_qr_code').notNull(),
    /** The portal's signed invoice (a JWT), when its whole answer was uploaded. */
    signedInvoice: text('signed_invoice'),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who entered or uploaded it (users.id). */
    enteredBy: integer('entered_by').notNull(),
  },
  (t) => [
    uniqueIndex('einvoice_registrations_document_unique').on(t.taxDocumentId),
    uniqueIndex('einvoice_registrations_irn_unique').on(t.irn),
    check('einvoice_registrations_irn_hex', sql`${t.irn} ~ '^[0-9a-f]{64}$'`),
    check('einvoice_registrations_ack_no_digits', sql`${t.ackNo} ~ '^[0-9]{15}$'`),
  ],
);
