// Misspelt search words corrected to the nearest catalogue words: the listing and the typeahead both try it when
// the search as written finds nothing.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { searchWords } from './product-rows.ts';

/**
 * The search's words, each that is not a catalogue word replaced by the most similar one (trigram similarity
 * against the small search_terms vocabulary), joined by spaces: one SQL value (the search_correction function,
 * migration 0023), so the listing can ask for it in the statement that found nothing instead of another round trip.
 */
export function correctedSql(search: string): SQL {
  return sql`search_correction(${arrayLiteral(searchWords(search))}::text[])`;
}

/** The corrected search when it differs from the search's words; null when nothing changed or nothing is near. */
export function changedSearch(search: string, corrected: string | null): string | null {
  return corrected && corrected !== searchWords(search).join(' ') ? corrected : null;
}

/** The search corrected (correctedSql), or null when nothing changed or nothing is near enough. */
export async function correctSearch(db: DbOrTx, search: string): Promise<string | null> {
  const [found] = await rows<{ corrected: string | null }>(
    db,
    sql`select ${correctedSql(search)} as corrected`,
  );
  return changedSearch(search, found?.corrected ?? null);
}
