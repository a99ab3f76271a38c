-- Custom: the cash-on-delivery risk (decision 0335). Each COD order keeps the score it was placed with and its
-- reasons; the history behind a score is read off the orders by the phone number's last ten digits and by the
-- normalised address (letters and digits of the street, flat and PIN code), so both have expression indexes. The
-- admin may block a number from cash on delivery or allow it whatever its score (cod_phone_rules). An order may be
-- paid partly online before it is placed (advance_paise, the rest in cash).
CREATE FUNCTION cod_phone_key(phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN right(regexp_replace(phone, '[^0-9]', '', 'g'), 10);
--> statement-breakpoint
CREATE FUNCTION cod_address_key(address text, apt text, postal_code text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(lower(coalesce(apt, '') || ' ' || address), '[^a-z0-9]', '', 'g') || ':' || postal_code;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_risk_score" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_risk_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_risk_score" CHECK ("cod_risk_score" is null or "cod_risk_score" between 0 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advance" CHECK ("advance_paise" >= 0 and "advance_paise" <= "total_paise");--> statement-breakpoint
CREATE INDEX "orders_cod_phone_idx" ON "orders" USING btree (cod_phone_key("phone")) WHERE "payment_method" = 'cod';--> statement-breakpoint
CREATE INDEX "orders_cod_address_idx" ON "orders" USING btree (cod_address_key("address", "apt", "postal_code")) WHERE "payment_method" = 'cod';--> statement-breakpoint
CREATE INDEX "orders_cod_pin_idx" ON "orders" USING btree ("postal_code") WHERE "payment_method" = 'cod';--> statement-breakpoint
CREATE TABLE "cod_phone_rules" (
	"phone" text PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_phone_rules_rule" CHECK ("rule" in ('block', 'allow')),
	CONSTRAINT "cod_phone_rules_phone" CHECK ("phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "cod_phone_rules" ADD CONSTRAINT "cod_phone_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
