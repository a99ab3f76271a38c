ALTER TABLE "stock_alerts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_confirm_token_unique" ON "stock_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
-- The alerts asked before confirmation existed keep working: they count as confirmed when they were asked.
UPDATE "stock_alerts" SET "confirmed_at" = "created_at";