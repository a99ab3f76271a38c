-- Custom: business buyers (decision 0340). An order placed for a business keeps its GST registration (GSTIN, legal
-- name, billing address) for its B2B tax invoice; an account keeps the registrations it ticked "Save for next
-- time" for, several per account, one row per GSTIN.
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_buyer" CHECK (("buyer_gstin" is null) = ("buyer_legal_name" is null) and ("buyer_gstin" is null) = ("buyer_billing_address" is null) and ("buyer_gstin" is null or char_length("buyer_gstin") = 15));--> statement-breakpoint
CREATE TABLE "business_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gstin" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_registrations_gstin" CHECK (char_length("gstin") = 15 and "gstin" = upper("gstin"))
);
--> statement-breakpoint
ALTER TABLE "business_registrations" ADD CONSTRAINT "business_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_registrations_user_idx" ON "business_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_registrations_user_gstin_unique" ON "business_registrations" USING btree ("user_id","gstin");
