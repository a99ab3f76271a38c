// Misspelt search words corrected to the nearest catalogue words: the listing and the typeahead both try it when
// the search as written finds nothing.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { searchWords } from './product-rows.ts';

/**
 * Each word of a search that is not a catalogue word, replaced by the most similar one (trigram similarity
 * against the small search_terms vocabulary); null when nothing changed or nothing is near enough.
 */
export async function correctSearch(db: DbOrTx, search: string): Promise<string | null> {
  const words = searchWords(search);
  const found = await rows<{ word: string; best: string | null }>(
    db,
    sql`select w.word, coalesce(
        (select t.term from search_terms t where t.term = w.word),
        (select t.term from search_terms t where t.term % w.word order by similarity(t.term, w.word) desc, t.term limit 1)
      ) as best
      from unnest(${arrayLiteral(words)}::text[]) with ordinality as w(word, n) order by w.n`,
  );
  const corrected = found.map((f) => f.best ?? f.word);
  return corrected.join(' ') !== words.join(' ') ? corrected.join(' ') : null;
}
