-- Sign-in by mobile number (decision 0316). One-time codes: stored as an HMAC under a salt of their own, never as
-- the code; at most one live code per number (a new one replaces it); the row stays as the record of the message
-- (channel and delivery). Accounts: a number proved by a code (one account per verified number, D26), and accounts
-- made by a code have no password until they set one.
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"channel" text NOT NULL,
	"delivery" text NOT NULL,
	"delivery_error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "phone_codes_one_live" ON "phone_codes" USING btree ("phone") WHERE "phone_codes"."used_at" IS NULL AND "phone_codes"."replaced_at" IS NULL;--> statement-breakpoint
CREATE INDEX "phone_codes_created_idx" ON "phone_codes" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone_verified_at" IS NOT NULL AND "users"."deleted_at" IS NULL;
