-- Reorder reminders (decision 0325): one row per size of a delivered order whose shopper was reminded to buy it
-- again, at most one per order and size; the hash of its link's token, the link's expiry, and when the link filled
-- the cart. Whether the shopper ordered again after it is read off the orders.
CREATE TABLE "reorder_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_litre_id" integer,
	"quantity" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	CONSTRAINT "reorder_reminders_quantity_positive" CHECK ("reorder_reminders"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD CONSTRAINT "reorder_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD CONSTRAINT "reorder_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD CONSTRAINT "reorder_reminders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD CONSTRAINT "reorder_reminders_product_litre_id_product_litres_id_fk" FOREIGN KEY ("product_litre_id") REFERENCES "public"."product_litres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reorder_reminders_purchase_unique" ON "reorder_reminders" USING btree ("order_id","product_litre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reorder_reminders_token_unique" ON "reorder_reminders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reorder_reminders_user_idx" ON "reorder_reminders" USING btree ("user_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reorder_reminders_sent_idx" ON "reorder_reminders" USING btree ("sent_at" DESC NULLS LAST);
