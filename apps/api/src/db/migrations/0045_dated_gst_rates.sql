-- Custom: dated GST rates (decision 0342). A product's HSN code and GST rate have a history: each row is in force
-- from its effective_from until the next row's; a row dated ahead is a scheduled change. Prices are quoted and
-- orders placed at the row in force at that instant (gst_rate_at). A write of products.hsn_code/gst_rate (the
-- product form, a script) is recorded as a change in force from that moment, so the columns stay the form's input
-- and the history stays whole. Every product gets one row from the epoch with its values today.
CREATE TABLE "product_gst_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"hsn_code" text,
	"gst_rate" smallint,
	"effective_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "product_gst_rates_hsn_code_digits" CHECK ("hsn_code" is null or "hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
	CONSTRAINT "product_gst_rates_gst_rate_slab" CHECK ("gst_rate" is null or "gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
ALTER TABLE "product_gst_rates" ADD CONSTRAINT "product_gst_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_gst_rates_product_from_unique" ON "product_gst_rates" USING btree ("product_id","effective_from");--> statement-breakpoint
CREATE INDEX "product_gst_rates_from_idx" ON "product_gst_rates" USING btree ("effective_from");--> statement-breakpoint
-- The HSN code and rate of a product in force at an instant: the latest row from before it (none: no row).
CREATE FUNCTION gst_rate_at(pid integer, at timestamptz) RETURNS TABLE (hsn_code text, gst_rate smallint)
  LANGUAGE sql STABLE AS $$
  select r.hsn_code, r.gst_rate from product_gst_rates r
  where r.product_id = pid and r.effective_from <= at
  order by r.effective_from desc limit 1
$$;
--> statement-breakpoint
-- A product's columns written: a new product's values are in force from the epoch; written values that differ
-- from the ones in force now are in force from now (to the millisecond, as the API's clock reads). The product
-- form shows the values in force, so saving it unchanged records nothing.
CREATE FUNCTION product_gst_rates_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz := date_trunc('milliseconds', now());
  hsn text;
  rate smallint;
  found_row boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_gst_rates (product_id, hsn_code, gst_rate, effective_from)
      VALUES (NEW.id, NEW.hsn_code, NEW.gst_rate, 'epoch');
    RETURN NULL;
  END IF;
  SELECT g.hsn_code, g.gst_rate, true INTO hsn, rate, found_row FROM gst_rate_at(NEW.id, at) g;
  IF found_row AND NEW.hsn_code IS NOT DISTINCT FROM hsn AND NEW.gst_rate IS NOT DISTINCT FROM rate THEN
    RETURN NULL;
  END IF;
  INSERT INTO product_gst_rates (product_id, hsn_code, gst_rate, effective_from)
    VALUES (NEW.id, NEW.hsn_code, NEW.gst_rate, at)
    ON CONFLICT (product_id, effective_from) DO UPDATE SET hsn_code = excluded.hsn_code, gst_rate = excluded.gst_rate;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_gst_rates_on_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION product_gst_rates_on_products();
--> statement-breakpoint
CREATE TRIGGER product_gst_rates_on_update AFTER UPDATE OF hsn_code, gst_rate ON products
  FOR EACH ROW EXECUTE FUNCTION product_gst_rates_on_products();
--> statement-breakpoint
INSERT INTO product_gst_rates (product_id, hsn_code, gst_rate, effective_from)
  SELECT id, hsn_code, gst_rate, 'epoch' FROM products;
