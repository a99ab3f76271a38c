-- E-invoices (decision 0344): what the Invoice Registration Portal answered for a B2B tax invoice or credit note
-- (its IRN, acknowledgement number and date, signed QR code and, when uploaded, the signed invoice), entered or
-- uploaded by an admin. One per document; an IRN belongs to one document.
CREATE TABLE "einvoice_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tax_document_id" integer NOT NULL REFERENCES "tax_documents"("id") ON DELETE RESTRICT,
	"irn" char(64) NOT NULL,
	"ack_no" text NOT NULL,
	"ack_date" timestamp with time zone NOT NULL,
	"signed_qr_code" text NOT NULL,
	"signed_invoice" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entered_by" integer NOT NULL,
	CONSTRAINT "einvoice_registrations_irn_hex" CHECK ("irn" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "einvoice_registrations_ack_no_digits" CHECK ("ack_no" ~ '^[0-9]{15}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_registrations_document_unique" ON "einvoice_registrations" USING btree ("tax_document_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_registrations_irn_unique" ON "einvoice_registrations" USING btree ("irn");
