CREATE TABLE "order_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"promotion_id" integer,
	"code" text,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"redeemed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_discounts_amount_positive" CHECK ("order_discounts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"min_cart_paise" integer DEFAULT 0 NOT NULL,
	"applies_to" text DEFAULT 'all' NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"online_only" boolean DEFAULT false NOT NULL,
	"action" text NOT NULL,
	"percent" smallint,
	"cap_paise" integer,
	"amount_paise" integer,
	"buy_qty" smallint,
	"get_qty" smallint,
	"release_on_cancel" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_shape" CHECK ("promotions"."code" is null or "promotions"."code" ~ '^[A-Za-z0-9_-]{3,32}$'),
	CONSTRAINT "promotions_window" CHECK ("promotions"."starts_at" is null or "promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_limits" CHECK (("promotions"."usage_limit" is null or "promotions"."usage_limit" > 0)
      and ("promotions"."per_customer_limit" is null or "promotions"."per_customer_limit" > 0) and "promotions"."min_cart_paise" >= 0),
	CONSTRAINT "promotions_action" CHECK (("promotions"."action" = 'percent' and "promotions"."percent" between 1 and 100 and ("promotions"."cap_paise" is null or "promotions"."cap_paise" > 0))
      or ("promotions"."action" = 'fixed' and "promotions"."amount_paise" > 0)
      or ("promotions"."action" = 'free_delivery')
      or ("promotions"."action" = 'bxgy' and "promotions"."buy_qty" >= 1 and "promotions"."get_qty" >= 1))
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"resellable_qty" integer,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "return_items_quantity_positive" CHECK ("return_items"."quantity" > 0),
	CONSTRAINT "return_items_resellable" CHECK ("return_items"."resellable_qty" is null or ("return_items"."resellable_qty" >= 0 and "return_items"."resellable_qty" <= "return_items"."quantity")),
	CONSTRAINT "return_items_amount_not_negative" CHECK ("return_items"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup" text,
	"pickup_shipment_id" text,
	"pickup_awb" text,
	"reject_reason" text,
	"amount_paise" integer NOT NULL,
	"refund_id" integer,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_amount_not_negative" CHECK ("returns"."amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_tax_breakup";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts";--> statement-breakpoint
ALTER TABLE "promo_banners" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_discounts_promotion_idx" ON "order_discounts" USING btree ("promotion_id","redeemed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_active_code_unique" ON "promotions" USING btree (lower("code")) WHERE "promotions"."active" and "promotions"."code" is not null;--> statement-breakpoint
CREATE INDEX "promotions_active_idx" ON "promotions" USING btree ("active","code");--> statement-breakpoint
CREATE INDEX "return_items_return_idx" ON "return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item_idx" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "promo_banners" ADD CONSTRAINT "promo_banners_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount" CHECK ("order_items"."discount_paise" >= 0 and "order_items"."discount_paise" <= "order_items"."price_paise" * "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_breakup" CHECK (("order_items"."hsn_code" is null and "order_items"."gst_rate" is null and "order_items"."taxable_paise" is null
        and "order_items"."cgst_paise" is null and "order_items"."sgst_paise" is null and "order_items"."igst_paise" is null)
      or ("order_items"."hsn_code" is not null and "order_items"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$'
        and "order_items"."gst_rate" is not null and "order_items"."gst_rate" in (0, 5, 12, 18, 28)
        and "order_items"."taxable_paise" >= 0 and "order_items"."cgst_paise" >= 0 and "order_items"."sgst_paise" >= 0 and "order_items"."igst_paise" >= 0
        and ("order_items"."igst_paise" = 0 or ("order_items"."cgst_paise" = 0 and "order_items"."sgst_paise" = 0))
        and "order_items"."taxable_paise" + "order_items"."cgst_paise" + "order_items"."sgst_paise" + "order_items"."igst_paise" = "order_items"."price_paise" * "order_items"."quantity" - "order_items"."discount_paise"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount" CHECK ("orders"."discount_paise" >= 0 and "orders"."discount_paise" <= "orders"."subtotal_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."delivery_charge_paise" + "orders"."cod_fee_paise");--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = coalesce((SELECT min(e."date") FROM "shipment_events" e WHERE e."order_id" = "orders"."id" AND e."status" = 7), "orders"."updated_at") WHERE "orders"."status" = 7 AND "orders"."delivered_at" IS NULL;
