CREATE TABLE "product_card_media" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"prefix" text NOT NULL,
	CONSTRAINT "product_card_media_one_row" CHECK ("product_card_media"."id")
);
--> statement-breakpoint
CREATE TABLE "product_cards" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"card" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_counts" (
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"combos" boolean NOT NULL,
	"stars" smallint NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_counts_category_id_subcategory_id_combos_stars_pk" PRIMARY KEY("category_id","subcategory_id","combos","stars")
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Custom part (decision 0256): the functions that write a product's card, and the triggers that keep the cards
-- and the counts right whatever writes the catalogue's tables (admin saves, stock, reviews' ratings, renames).
INSERT INTO "product_card_media" ("id", "prefix") VALUES (true, '/media/');
--> statement-breakpoint
-- One image of a card as the API shows it ({"pi_id", "image", "srcset", "width", "height"}), as
-- modules/media/images.ts's imageView makes it: the stored key 'folder/id-800x600' gives the URL of its 640 px
-- variant (its own width when smaller) and the srcset of its variants; a key without its size passes through.
CREATE FUNCTION product_card_image(prefix text, id integer, key text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  size text[] := regexp_match(key, '-([0-9]+)x([0-9]+)$');
  w numeric;
  base text := prefix || key || '-';
BEGIN
  IF size IS NULL THEN
    RETURN '{"pi_id":' || id || ',"image":'
      || to_json(CASE WHEN key LIKE '/%' OR key LIKE 'http%' THEN key ELSE prefix || key END)::text
      || ',"srcset":"","width":0,"height":0}';
  END IF;
  w := size[1]::numeric;
  RETURN '{"pi_id":' || id || ',"image":' || to_json(base || least(w, 640) || '.webp')::text
    || ',"srcset":' || to_json(concat_ws(', ',
        CASE WHEN w > 320 THEN base || '320.webp 320w' END,
        CASE WHEN w > 640 THEN base || '640.webp 640w' END,
        CASE WHEN w > 1280 THEN base || '1280.webp 1280w' END,
        CASE WHEN w > 1920 THEN base || '1920.webp 1920w' END,
        base || least(w, 1920) || '.webp ' || least(w, 1920) || 'w'))::text
    || ',"width":' || w || ',"height":' || size[2]::numeric || '}';
END $$;
--> statement-breakpoint
-- A product's card: packages/shared's productSummary as compact JSON text (catalogue/service.ts's toSummary
-- makes the same object; catalogue/cards.test.ts holds them equal).
CREATE FUNCTION product_card(product_id integer, prefix text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(card)::text FROM (
    SELECT p.id, p.name, p.category_id AS "categoryId", p.subcategory_id AS sub_cate_id,
      p.short_description AS "shortDescription", p.combos, p.average_rating::float8 AS "averageRatings",
      p.total_reviews AS "totalReviews",
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
      (SELECT row_to_json(x) FROM (SELECT c.id, c.name) x) AS "Category",
      (SELECT row_to_json(x) FROM (SELECT s.id AS sub_cate_id, s.name AS sub_cate_name) x) AS subcategory,
      coalesce((SELECT ('[' || string_agg(row_to_json(size)::text, ',' ORDER BY pl.position, pl.id) || ']')::json
        FROM product_litres pl JOIN litres l ON l.id = pl.litre_id,
        LATERAL (SELECT pl.id AS pl_id, l.id AS l_id,
          (SELECT row_to_json(x) FROM (SELECT l.id AS l_id, l.label AS litre, l.total_ml) x) AS litre,
          (pl.price_paise / 100.0)::float8 AS price, (pl.discounted_price_paise / 100.0)::float8 AS discounted_price,
          pl.discount, pl.total_qty, pl.remaining_qty,
          coalesce((SELECT ('[' || string_agg(product_card_image(prefix, pi.id, pi.image), ',' ORDER BY pi.position, pi.id) || ']')::json
            FROM product_images pi WHERE pi.product_litre_id = pl.id), '[]') AS productimages) size
        WHERE pl.product_id = p.id), '[]') AS productlitres
    FROM products p JOIN categories c ON c.id = p.category_id JOIN subcategories s ON s.id = p.subcategory_id
    WHERE p.id = product_card.product_id
  ) card
$$;
--> statement-breakpoint
-- Rewrites the cards of the given products after taking their rows' locks in id order (the global lock order,
-- decision 0002): two transactions changing one product's card data rewrite it one after the other, and the
-- later one's statement, whose snapshot is taken once the earlier has committed, sees both changes.
CREATE FUNCTION refresh_product_cards(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  media text := (SELECT prefix FROM product_card_media);
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO product_cards (product_id, card)
    SELECT p.id, product_card(p.id, media) FROM products p WHERE p.id = ANY(ids) ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET card = excluded.card;
END $$;
--> statement-breakpoint
-- Adds n to the count of each bucket (category, subcategory, combo flag, whole stars) in `moves`, in key order,
-- so two transactions moving products never wait on each other's count rows in a cycle.
CREATE FUNCTION move_product_counts(moves jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_counts AS c (category_id, subcategory_id, combos, stars, products)
    SELECT m.category_id, m.subcategory_id, m.combos, m.stars, sum(m.n)::int
    FROM jsonb_to_recordset(moves) AS m(category_id integer, subcategory_id integer, combos boolean, stars smallint, n integer)
    GROUP BY 1, 2, 3, 4 HAVING sum(m.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, subcategory_id, combos, stars) DO UPDATE SET products = c.products + excluded.products;
$$;
--> statement-breakpoint
-- The triggers are per statement, with the statement's rows (transition tables), so a bulk write rewrites each
-- card once, not once per row; PostgreSQL allows transition tables only on single-event triggers.
CREATE FUNCTION product_cards_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_cards(array(SELECT id FROM new_rows));
    PERFORM move_product_counts(jsonb_agg(jsonb_build_object('category_id', category_id, 'subcategory_id', subcategory_id,
      'combos', combos, 'stars', floor(average_rating), 'n', 1))) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM move_product_counts(jsonb_agg(jsonb_build_object('category_id', category_id, 'subcategory_id', subcategory_id,
      'combos', combos, 'stars', floor(average_rating), 'n', -1))) FROM old_rows;
  ELSE
    PERFORM refresh_product_cards(array(SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.name, o.category_id, o.subcategory_id, o.short_description, o.combos, o.average_rating, o.total_reviews,
        o.created_at) IS DISTINCT FROM (n.name, n.category_id, n.subcategory_id, n.short_description, n.combos,
        n.average_rating, n.total_reviews, n.created_at)));
    PERFORM move_product_counts(jsonb_agg(m)) FROM (
      SELECT jsonb_build_object('category_id', o.category_id, 'subcategory_id', o.subcategory_id, 'combos', o.combos,
          'stars', floor(o.average_rating), 'n', -1) AS m
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.category_id, o.subcategory_id, o.combos, floor(o.average_rating))
          IS DISTINCT FROM (n.category_id, n.subcategory_id, n.combos, floor(n.average_rating))
      UNION ALL
      SELECT jsonb_build_object('category_id', n.category_id, 'subcategory_id', n.subcategory_id, 'combos', n.combos,
          'stars', floor(n.average_rating), 'n', 1)
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.category_id, o.subcategory_id, o.combos, floor(o.average_rating))
          IS DISTINCT FROM (n.category_id, n.subcategory_id, n.combos, floor(n.average_rating))) moved;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_cards_on_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_products();
--> statement-breakpoint
CREATE TRIGGER product_cards_on_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_products();
--> statement-breakpoint
CREATE TRIGGER product_cards_on_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_products();
--> statement-breakpoint
-- A size's prices, stock, order or litre changed: its product's card. (A product deleted takes its card along.)
CREATE FUNCTION product_cards_on_sizes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_cards(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_cards(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_cards(array(SELECT DISTINCT unnest(ARRAY[o.product_id, n.product_id])
      FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o IS DISTINCT FROM n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_cards_on_insert AFTER INSERT ON product_litres REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_sizes();
--> statement-breakpoint
CREATE TRIGGER product_cards_on_update AFTER UPDATE ON product_litres REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_sizes();
--> statement-breakpoint
CREATE TRIGGER product_cards_on_delete AFTER DELETE ON product_litres REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_sizes();
--> statement-breakpoint
-- An image added, moved or removed: its size's product's card. An image deleted with its size finds no size,
-- and the size's own trigger rewrites the card.
CREATE FUNCTION product_cards_on_images() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_cards(array(SELECT DISTINCT pl.product_id FROM new_rows i JOIN product_litres pl ON pl.id = i.product_litre_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_cards(array(SELECT DISTINCT pl.product_id FROM old_rows i JOIN product_litres pl ON pl.id = i.product_litre_id));
  ELSE
    PERFORM refresh_product_cards(array(SELECT DISTINCT pl.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN product_litres pl ON pl.id IN (o.product_litre_id, n.product_litre_id) WHERE o IS DISTINCT FROM n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_cards_on_insert AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_images();
--> statement-breakpoint
CREATE TRIGGER product_cards_on_update AFTER UPDATE ON product_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_images();
--> statement-breakpoint
CREATE TRIGGER product_cards_on_delete AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_images();
--> statement-breakpoint
-- A renamed category, subcategory or size: the cards that show its name.
CREATE FUNCTION product_cards_on_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM refresh_product_cards(array(SELECT p.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN products p ON p.category_id = n.id WHERE o.name IS DISTINCT FROM n.name));
  ELSIF TG_TABLE_NAME = 'subcategories' THEN
    PERFORM refresh_product_cards(array(SELECT p.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN products p ON p.subcategory_id = n.id WHERE o.name IS DISTINCT FROM n.name));
  ELSE
    PERFORM refresh_product_cards(array(SELECT DISTINCT pl.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN product_litres pl ON pl.litre_id = n.id WHERE (o.label, o.total_ml) IS DISTINCT FROM (n.label, n.total_ml)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_cards_on_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_names();
--> statement-breakpoint
CREATE TRIGGER product_cards_on_update AFTER UPDATE ON subcategories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_names();
--> statement-breakpoint
CREATE TRIGGER product_cards_on_update AFTER UPDATE ON litres REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_on_names();
--> statement-breakpoint
-- The cards and counts of the products already there.
INSERT INTO product_counts (category_id, subcategory_id, combos, stars, products)
  SELECT category_id, subcategory_id, combos, floor(average_rating)::smallint, count(*)::int FROM products GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO product_cards (product_id, card) SELECT id, product_card(id, '/media/') FROM products;
