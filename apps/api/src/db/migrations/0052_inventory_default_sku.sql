-- Inventory (decision 0349): every size has a SKU. A size inserted without one (the product form's new size left
-- blank, the demo seed, an import) gets CHK-<product>-<litre> as migration 0049 gave the sizes there were, or, when
-- another size already uses that, the same with its own id appended; sizes added since 0049 without one get the
-- latter now (no size can have it yet).
CREATE FUNCTION product_litres_default_sku() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  candidate text := 'CHK-' || NEW.product_id || '-' || NEW.litre_id;
BEGIN
  IF NEW.sku IS NULL THEN
    IF EXISTS (SELECT 1 FROM product_litres WHERE upper(sku) = upper(candidate)) THEN
      candidate := candidate || '-' || NEW.id;
    END IF;
    NEW.sku := candidate;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_litres_default_sku BEFORE INSERT ON product_litres
  FOR EACH ROW EXECUTE FUNCTION product_litres_default_sku();
--> statement-breakpoint
UPDATE "product_litres" SET "sku" = 'CHK-' || "product_id" || '-' || "litre_id" || '-' || "id" WHERE "sku" IS NULL;
