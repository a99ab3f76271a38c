CREATE TABLE "product_words" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	"tier" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_words_word_idx" ON "product_words" USING btree ("word","tier","created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_words_product_idx" ON "product_words" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "text_words_trgm_idx" ON "text_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Custom part (decision 0269): the function that writes a product's words, and the triggers that keep them right
-- whatever writes products (admin saves, refreshSearchText after a rename, the seed, the bench's generator).
-- A word is a run of a-z and 0-9 in search_text. Its tier is the product's tier in a search of that word alone,
-- as the listing's relevance order ranks it (service.ts orderBy): 6/5 the lower-cased name is the word (single
-- product/combo), 3/2 the name holds it, 1 the title (name, category, subcategory, scent) holds it, 0 the rest.
CREATE FUNCTION refresh_product_words(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_words WHERE product_id = ANY(ids);
  INSERT INTO product_words (word, product_id, tier, created_at)
    SELECT w.word, p.id,
      CASE WHEN lower(p.name) = w.word THEN CASE WHEN p.combos THEN 5 ELSE 6 END
        WHEN strpos(lower(p.name), w.word) > 0 THEN CASE WHEN p.combos THEN 2 ELSE 3 END
        WHEN strpos(p.search_title, w.word) > 0 THEN 1
        ELSE 0 END,
      p.created_at
    FROM products p,
      LATERAL (SELECT DISTINCT x AS word FROM regexp_split_to_table(p.search_text, '[^a-z0-9]+') AS x WHERE x <> '') w
    WHERE p.id = ANY(ids);
  INSERT INTO text_words (word) SELECT DISTINCT word FROM product_words WHERE product_id = ANY(ids)
    ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- A product's words change with its search text, name, combo flag or date. (A product deleted takes its words
-- along; words no product uses any more stay in text_words and match nothing.)
CREATE FUNCTION product_words_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_words(array(SELECT id FROM new_rows));
  ELSE
    PERFORM refresh_product_words(array(SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.name, o.search_title, o.search_text, o.combos, o.created_at)
        IS DISTINCT FROM (n.name, n.search_title, n.search_text, n.combos, n.created_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_words_on_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_words_on_products();
--> statement-breakpoint
CREATE TRIGGER product_words_on_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_words_on_products();
--> statement-breakpoint
SELECT refresh_product_words(array(SELECT id FROM products));
