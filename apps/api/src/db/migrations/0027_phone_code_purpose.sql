-- Codes for following an order (decision 0322): a code says what it opens, a sign-in or an order's status page, and
-- each purpose has its own live code per number, so asking for one never replaces the other.
ALTER TABLE "phone_codes" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
DROP INDEX "phone_codes_one_live";--> statement-breakpoint
CREATE UNIQUE INDEX "phone_codes_one_live" ON "phone_codes" USING btree ("phone","purpose") WHERE "phone_codes"."used_at" IS NULL AND "phone_codes"."replaced_at" IS NULL;
