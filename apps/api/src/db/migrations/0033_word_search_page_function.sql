-- Custom (decision 0330): a one-word search's page on a large catalogue (search-filters.ts rankedWord), and when the
-- word as typed finds nothing, its correction's page, as two PL/pgSQL functions that keep one plan for the session.
-- Sent as one statement, PostgreSQL planned the ranked-word subqueries afresh on every call (a custom plan each
-- time: 0.5-0.9 ms of planning beside 0.7 ms of work); a generic plan here reads the same indexes.
--
-- word_search_ids: the products holding a word that contains `word`, ranked as orderBy ranks the same search (each
-- product's best tier among its words; a name that is another, longer word ranks as a name that holds it), newest
-- first, `page_size` of them after `skip`, with the number of all such products beside each. Only the head of each
-- matching word's entries is read: a product of the page has its best entry among the first skip + page_size of
-- that word's entries, or among the few of tier 5 and 6.
CREATE FUNCTION word_search_ids(search_word text, page_size int, skip int)
RETURNS TABLE(id int, total bigint) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
  SELECT h.product_id,
      (SELECT count(DISTINCT pw.product_id) FROM product_words pw
        WHERE pw.word IN (SELECT t.word FROM text_words t WHERE t.word LIKE '%' || search_word || '%'))
    FROM (
      SELECT pw.product_id, max(pw.created_at) AS created_at,
          max(CASE WHEN pw.tier >= 5 THEN (CASE WHEN pw.word = search_word THEN 4 ELSE pw.tier - 3 END) ELSE pw.tier END) AS tier
        FROM (SELECT t.word FROM text_words t WHERE t.word LIKE '%' || search_word || '%') m
        CROSS JOIN LATERAL (
          (SELECT e.word, e.product_id, e.tier, e.created_at FROM product_words e WHERE e.word = m.word AND e.tier >= 5)
          UNION ALL
          (SELECT e.word, e.product_id, e.tier, e.created_at FROM product_words e WHERE e.word = m.word AND e.tier < 5
            ORDER BY e.tier DESC, e.created_at DESC, e.product_id DESC LIMIT skip + page_size)) pw
        GROUP BY pw.product_id) h
    ORDER BY h.tier DESC, h.created_at DESC, h.product_id DESC
    LIMIT page_size OFFSET skip;
END $$;
--> statement-breakpoint
-- word_search_page: word_search_ids of the word as typed (fixed null); when that finds nothing, of its correction
-- (search_correction) when there is one that differs (fixed: the corrected word).
CREATE FUNCTION word_search_page(typed text, page_size int, skip int)
RETURNS TABLE(id int, total bigint, fixed text) LANGUAGE plpgsql STABLE AS $$
DECLARE
  fix text;
BEGIN
  RETURN QUERY SELECT w.id, w.total, NULL::text FROM word_search_ids(typed, page_size, skip) w;
  IF FOUND THEN RETURN; END IF;
  fix := search_correction(ARRAY[typed]);
  IF fix IS NULL OR fix = typed THEN RETURN; END IF;
  RETURN QUERY SELECT w.id, w.total, fix FROM word_search_ids(fix, page_size, skip) w;
END $$;
