-- Custom: a cash order paid online after it was placed (decision 0337). The pay-now link's token is kept as its
-- sha256 with the link's end; the gateway order the shopper pays for the conversion is its own column (an order's
-- provider_order_id stays the one its checkout made, none for a cash order, until the conversion is paid).
ALTER TABLE "orders" ADD COLUMN "pay_now_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_now_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_now_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_now_paise" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pay_now_order_unique" ON "orders" USING btree ("pay_now_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_now_link" CHECK (("pay_now_token_hash" is null) = ("pay_now_due_at" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_now_paise" CHECK (("pay_now_order_id" is null) = ("pay_now_paise" is null) and ("pay_now_paise" is null or "pay_now_paise" > 0));
