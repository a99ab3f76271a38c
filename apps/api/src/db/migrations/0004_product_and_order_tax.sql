ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_digits" CHECK ("products"."hsn_code" is null or "products"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_slab" CHECK ("products"."gst_rate" is null or "products"."gst_rate" in (0, 5, 12, 18, 28));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_breakup" CHECK (("order_items"."hsn_code" is null and "order_items"."gst_rate" is null and "order_items"."taxable_paise" is null
        and "order_items"."cgst_paise" is null and "order_items"."sgst_paise" is null and "order_items"."igst_paise" is null)
      or ("order_items"."hsn_code" is not null and "order_items"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$'
        and "order_items"."gst_rate" is not null and "order_items"."gst_rate" in (0, 5, 12, 18, 28)
        and "order_items"."taxable_paise" >= 0 and "order_items"."cgst_paise" >= 0 and "order_items"."sgst_paise" >= 0 and "order_items"."igst_paise" >= 0
        and ("order_items"."igst_paise" = 0 or ("order_items"."cgst_paise" = 0 and "order_items"."sgst_paise" = 0))
        and "order_items"."taxable_paise" + "order_items"."cgst_paise" + "order_items"."sgst_paise" + "order_items"."igst_paise" = "order_items"."price_paise" * "order_items"."quantity"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_breakup" CHECK (("orders"."place_of_supply" is null and "orders"."fee_gst_rate" is null and "orders"."taxable_paise" is null
        and "orders"."cgst_paise" is null and "orders"."sgst_paise" is null and "orders"."igst_paise" is null)
      or ("orders"."place_of_supply" is not null and "orders"."fee_gst_rate" is not null and "orders"."fee_gst_rate" in (0, 5, 12, 18, 28)
        and "orders"."taxable_paise" >= 0 and "orders"."cgst_paise" >= 0 and "orders"."sgst_paise" >= 0 and "orders"."igst_paise" >= 0
        and ("orders"."igst_paise" = 0 or ("orders"."cgst_paise" = 0 and "orders"."sgst_paise" = 0))
        and "orders"."taxable_paise" + "orders"."cgst_paise" + "orders"."sgst_paise" + "orders"."igst_paise" = "orders"."total_paise"));