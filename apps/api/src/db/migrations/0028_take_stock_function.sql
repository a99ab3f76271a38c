-- Custom (decision 0323): taking an order's stock in one statement. A placement's stock rows are the ones a sale on
-- one product queues on, and each statement the placement sends while holding them is a round trip through a busy
-- server; so the locks (products by id, then sizes by id: the one lock order of catalogue/stock.ts), the
-- products' units_sold and the sizes' guarded decrements run inside the database, one UPDATE per table, so the
-- tables' statement triggers (the product cards) run once for the order, not once per line. Answers the first
-- size (by id) that has too few units left, having changed nothing, or NULL once every size's stock is taken.
CREATE FUNCTION take_stock(product_ids int[], product_units int[], size_ids int[], size_units int[])
RETURNS int LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  short int;
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(product_ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM 1 FROM product_litres WHERE id = ANY(size_ids) ORDER BY id FOR NO KEY UPDATE;
  SELECT w.id INTO short FROM unnest(size_ids, size_units) AS w(id, n)
    LEFT JOIN product_litres pl ON pl.id = w.id
    WHERE pl.id IS NULL OR pl.remaining_qty < w.n ORDER BY w.id LIMIT 1;
  IF short IS NOT NULL THEN
    RETURN short;
  END IF;
  IF cardinality(product_ids) > 0 THEN
    UPDATE products p SET units_sold = p.units_sold + u.n FROM unnest(product_ids, product_units) AS u(id, n)
      WHERE p.id = u.id;
  END IF;
  IF cardinality(size_ids) > 0 THEN
    UPDATE product_litres pl SET remaining_qty = pl.remaining_qty - w.n FROM unnest(size_ids, size_units) AS w(id, n)
      WHERE pl.id = w.id;
  END IF;
  RETURN NULL;
END $$;
