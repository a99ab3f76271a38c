-- Custom: quantity prices and cartons per size (decision 0341). A size's tiers ("6+ units at ₹90 each, 24+ at ₹80")
-- are a short list read and written whole with the size, so a jsonb list on the size rather than a table of its
-- own; the admin's schema checks each tier, the database that it is a list of at most five. A carton holds 2 to 999
-- units of the size, or the size is not sold by the carton (null).
ALTER TABLE "product_litres" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_litres" ADD COLUMN "carton_units" smallint;
--> statement-breakpoint
ALTER TABLE "product_litres" ADD CONSTRAINT "product_litres_price_tiers" CHECK (case when jsonb_typeof("price_tiers") = 'array' then jsonb_array_length("price_tiers") <= 5 else false end);
--> statement-breakpoint
ALTER TABLE "product_litres" ADD CONSTRAINT "product_litres_carton_units" CHECK ("carton_units" is null or "carton_units" between 2 and 999);
