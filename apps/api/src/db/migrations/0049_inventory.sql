-- Inventory (decision 0349): a SKU (unique) and an optional GTIN per size, a low-stock threshold, the weight and
-- dimensions the courier is told, and the stock ledger: every change of a size's remaining_qty is one row of
-- stock_movements, written by a trigger so no writer can forget it. The writer names the reason with
-- set_config('chamak.stock_reason', ..., true) (and note, order, actor) in its transaction; unnamed changes are
-- 'unknown'. Existing sizes get a SKU made of their ids and an opening row equal to their stock, so the ledger
-- sums to the stock from the start.
ALTER TABLE "product_litres" ADD COLUMN "sku" text;
--> statement-breakpoint
ALTER TABLE "product_litres" ADD COLUMN "gtin" text;
--> statement-breakpoint
ALTER TABLE "product_litres" ADD COLUMN "low_stock_threshold" integer;
--> statement-breakpoint
ALTER TABLE "product_litres" ADD COLUMN "weight_grams" integer;
--> statement-breakpoint
ALTER TABLE "product_litres" ADD COLUMN "length_cm" smallint;
--> statement-breakpoint
ALTER TABLE "product_litres" ADD COLUMN "breadth_cm" smallint;
--> statement-breakpoint
ALTER TABLE "product_litres" ADD COLUMN "height_cm" smallint;
--> statement-breakpoint
UPDATE "product_litres" SET "sku" = 'CHK-' || "product_id" || '-' || "litre_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "product_litres_sku_unique" ON "product_litres" (upper("sku")) WHERE "sku" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_litres_gtin_unique" ON "product_litres" ("gtin") WHERE "gtin" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_litres" ADD CONSTRAINT "product_litres_sku_shape" CHECK ("sku" IS NULL OR "sku" ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$');
--> statement-breakpoint
ALTER TABLE "product_litres" ADD CONSTRAINT "product_litres_gtin_digits" CHECK ("gtin" IS NULL OR "gtin" ~ '^[0-9]{8}$|^[0-9]{12,14}$');
--> statement-breakpoint
ALTER TABLE "product_litres" ADD CONSTRAINT "product_litres_low_stock_threshold" CHECK ("low_stock_threshold" IS NULL OR "low_stock_threshold" BETWEEN 0 AND 1000000);
--> statement-breakpoint
ALTER TABLE "product_litres" ADD CONSTRAINT "product_litres_parcel" CHECK (("weight_grams" IS NULL OR "weight_grams" BETWEEN 1 AND 100000) AND ("length_cm" IS NULL OR "length_cm" BETWEEN 1 AND 300) AND ("breadth_cm" IS NULL OR "breadth_cm" BETWEEN 1 AND 300) AND ("height_cm" IS NULL OR "height_cm" BETWEEN 1 AND 300));
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"size_id" integer NOT NULL REFERENCES "product_litres"("id") ON DELETE CASCADE,
	"delta" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
	"actor_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason" CHECK ("reason" IN ('opening', 'order', 'cancellation', 'return', 'rto', 'adjustment', 'import', 'stock-take', 'unknown'))
);
--> statement-breakpoint
CREATE INDEX "stock_movements_size_idx" ON "stock_movements" ("size_id", "id");
--> statement-breakpoint
INSERT INTO "stock_movements" ("size_id", "delta", "balance", "reason", "note")
  SELECT "id", "remaining_qty", "remaining_qty", 'opening', 'Stock when the ledger began' FROM "product_litres";
--> statement-breakpoint
CREATE FUNCTION stock_movement_context(name text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('chamak.stock_' || name, true), '')
$$;
--> statement-breakpoint
CREATE FUNCTION stock_movements_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_movements (size_id, delta, balance, reason, note, order_id, actor_user_id)
    SELECT n.id, n.remaining_qty - o.remaining_qty, n.remaining_qty,
      coalesce(stock_movement_context('reason'), 'unknown'), coalesce(stock_movement_context('note'), ''),
      stock_movement_context('order')::int, stock_movement_context('actor')::int
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.remaining_qty <> o.remaining_qty
    ORDER BY n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stock_movements_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_movements (size_id, delta, balance, reason, note, order_id, actor_user_id)
    SELECT n.id, n.remaining_qty, n.remaining_qty,
      coalesce(stock_movement_context('reason'), 'opening'), coalesce(stock_movement_context('note'), ''),
      stock_movement_context('order')::int, stock_movement_context('actor')::int
    FROM new_rows n WHERE n.remaining_qty <> 0 ORDER BY n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_on_update AFTER UPDATE ON product_litres REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_on_update();
--> statement-breakpoint
CREATE TRIGGER stock_movements_on_insert AFTER INSERT ON product_litres REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_on_insert();
