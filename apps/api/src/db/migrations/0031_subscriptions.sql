-- Subscriptions (decision 0326): a shopper's standing order for one size, renewed every `interval_days` on a UPI
-- AutoPay or card mandate. 'pending' until the first order's payment registers the mandate's token; then
-- 'active', 'paused' (by the shopper, the admin, or failed debits) or 'cancelled' (final; the token revoked at
-- the gateway, `mandate_revoked_at` once the gateway took it). The address is the one renewals ship to.
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_litre_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"interval_days" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text NOT NULL,
	"address" jsonb NOT NULL,
	"first_order_id" integer,
	"gateway_customer_id" text,
	"mandate_token_id" text,
	"mandate_max_paise" integer NOT NULL,
	"mandate_expires_at" timestamp with time zone NOT NULL,
	"next_due_on" date,
	"paused_by" text,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"mandate_revoked_at" timestamp with time zone,
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('pending', 'active', 'paused', 'cancelled')),
	CONSTRAINT "subscriptions_method" CHECK ("subscriptions"."method" in ('upi', 'card')),
	CONSTRAINT "subscriptions_quantity" CHECK ("subscriptions"."quantity" between 1 and 99),
	CONSTRAINT "subscriptions_interval" CHECK ("subscriptions"."interval_days" between 7 and 365),
	CONSTRAINT "subscriptions_paused_by" CHECK ("subscriptions"."paused_by" is null or "subscriptions"."paused_by" in ('shopper', 'admin', 'failed-debits')),
	CONSTRAINT "subscriptions_mandate_cap" CHECK ("subscriptions"."mandate_max_paise" between 100 and 1500000)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_litre_id_product_litres_id_fk" FOREIGN KEY ("product_litre_id") REFERENCES "public"."product_litres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_first_order_id_orders_id_fk" FOREIGN KEY ("first_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_first_order_unique" ON "subscriptions" USING btree ("first_order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_due_on") WHERE "subscriptions"."status" = 'active';
