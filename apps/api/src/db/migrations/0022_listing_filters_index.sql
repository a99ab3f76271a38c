-- Custom (decision 0311): the listing's newest-first index carries the columns its filters test (category,
-- subcategory, combos, rating), so a filtered page walks the index alone, without reading a product row for each
-- product the filter passes over. Drizzle cannot declare INCLUDE; schema/catalogue.ts keeps the index's name and
-- key columns, which are unchanged.
DROP INDEX IF EXISTS "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("category_id", "subcategory_id", "combos", "average_rating");
