-- E-way bills (decision 0345): for an order whose consignment needs one (rule 138), the transport details the admin
-- gave (Part B: transporter, mode, vehicle, transport document, distance) and the e-way bill number the portal gave
-- back with its date and last valid day. One per order; the number stays empty until it is entered.
CREATE TABLE "eway_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"transporter_name" text DEFAULT '' NOT NULL,
	"transporter_id" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"vehicle_no" text DEFAULT '' NOT NULL,
	"vehicle_type" text DEFAULT 'regular' NOT NULL,
	"trans_doc_no" text DEFAULT '' NOT NULL,
	"trans_doc_date" date,
	"distance_km" integer NOT NULL,
	"from_pin" char(6) NOT NULL,
	"to_pin" char(6) NOT NULL,
	"number" char(12),
	"bill_date" date,
	"valid_until" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "eway_bills_order_unique" UNIQUE("order_id"),
	CONSTRAINT "eway_bills_mode" CHECK ("mode" in ('road', 'rail', 'air', 'ship')),
	CONSTRAINT "eway_bills_vehicle_type" CHECK ("vehicle_type" in ('regular', 'odc')),
	CONSTRAINT "eway_bills_distance" CHECK ("distance_km" between 1 and 4000),
	CONSTRAINT "eway_bills_transporter_id" CHECK ("transporter_id" = '' or "transporter_id" ~ '^[0-9]{2}[0-9A-Z]{13}$'),
	CONSTRAINT "eway_bills_number_digits" CHECK ("number" is null or "number" ~ '^[0-9]{12}$'),
	CONSTRAINT "eway_bills_number_dated" CHECK (("number" is null) = ("bill_date" is null) and ("number" is null) = ("valid_until" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "eway_bills_number_unique" ON "eway_bills" USING btree ("number") WHERE "number" is not null;
--> statement-breakpoint
CREATE INDEX "eway_bills_pins" ON "eway_bills" USING btree ("from_pin", "to_pin");
