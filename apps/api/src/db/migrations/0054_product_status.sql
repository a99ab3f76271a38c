-- A product's status (decision 0353): 'active' products are in the shop; a 'draft' (a copy being prepared, a new
-- line not yet on sale) and an 'archived' product (retired, kept for its orders and reviews) are not listed,
-- searched, shown or sold. Every product is active to begin with. product_counts, the listing's totals, counts
-- active products only, so its trigger function is replaced with one that reads the status.
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("status" IN ('active', 'draft', 'archived'));
--> statement-breakpoint
CREATE INDEX "products_hidden_idx" ON "products" ("status") WHERE "status" <> 'active';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_cards(array(SELECT id FROM new_rows));
    PERFORM move_product_counts(jsonb_agg(jsonb_build_object('category_id', category_id, 'subcategory_id', subcategory_id,
      'combos', combos, 'stars', floor(average_rating), 'n', 1))) FROM new_rows WHERE status = 'active';
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM move_product_counts(jsonb_agg(jsonb_build_object('category_id', category_id, 'subcategory_id', subcategory_id,
      'combos', combos, 'stars', floor(average_rating), 'n', -1))) FROM old_rows WHERE status = 'active';
  ELSE
    PERFORM refresh_product_cards(array(SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.name, o.category_id, o.subcategory_id, o.short_description, o.combos, o.average_rating, o.total_reviews,
        o.created_at) IS DISTINCT FROM (n.name, n.category_id, n.subcategory_id, n.short_description, n.combos,
        n.average_rating, n.total_reviews, n.created_at)));
    PERFORM move_product_counts(jsonb_agg(m)) FROM (
      SELECT jsonb_build_object('category_id', o.category_id, 'subcategory_id', o.subcategory_id, 'combos', o.combos,
          'stars', floor(o.average_rating), 'n', -1) AS m
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.status = 'active' AND (o.category_id, o.subcategory_id, o.combos, floor(o.average_rating), o.status)
          IS DISTINCT FROM (n.category_id, n.subcategory_id, n.combos, floor(n.average_rating), n.status)
      UNION ALL
      SELECT jsonb_build_object('category_id', n.category_id, 'subcategory_id', n.subcategory_id, 'combos', n.combos,
          'stars', floor(n.average_rating), 'n', 1)
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.status = 'active' AND (o.category_id, o.subcategory_id, o.combos, floor(o.average_rating), o.status)
          IS DISTINCT FROM (n.category_id, n.subcategory_id, n.combos, floor(n.average_rating), n.status)) moved;
  END IF;
  RETURN NULL;
END $$;
