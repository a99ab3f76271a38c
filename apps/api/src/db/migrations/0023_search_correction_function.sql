-- Custom (decision 0311): a search's words, each that is not a catalogue word replaced by the most similar one
-- (trigram similarity against search_terms), joined by spaces. A function, so the listing's page statement can
-- carry the correction for the case where it finds nothing without PostgreSQL planning the correction's
-- subqueries with the page on every call (PL/pgSQL keeps its statement's plan for the session).
CREATE FUNCTION search_correction(words text[]) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT string_agg(coalesce(
      (SELECT t.term FROM search_terms t WHERE t.term = w.word),
      (SELECT t.term FROM search_terms t WHERE t.term % w.word ORDER BY similarity(t.term, w.word) DESC, t.term LIMIT 1),
      w.word), ' ' ORDER BY w.n)
    FROM unnest(words) WITH ORDINALITY AS w(word, n));
END $$;
