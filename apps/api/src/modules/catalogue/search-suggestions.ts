// The search overlay's typeahead (D11): products and subcategories whose names hold every word typed.
import type { SearchSuggestion } from '@chamak/shared/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike, rows } from '../../lib/sql.ts';
import { imageView } from '../media/index.ts';
import { type CatalogueCtx, searchWords } from './product-rows.ts';
import { correctSearch } from './search-correction.ts';

type SuggestionRow = { kind: 'product' | 'subcategory'; id: number; name: string; image: string | null };

/** Products and subcategories whose names contain every word, names starting with the phrase first. */
async function suggestionsFor(db: DbOrTx, words: string[], limit: number): Promise<SuggestionRow[]> {
  const phrase = words.join(' ');
  const nameHas = (column: SQL) =>
    sql.join(
      words.map((w) => sql`lower(${column}) like ${`%${escapeLike(w)}%`}`),
      sql` and `,
    );
  return rows<SuggestionRow>(
    db,
    sql`(select 'product' as kind, p.id, p.name,
        (select pi.image from product_litres pl join product_images pi on pi.product_litre_id = pl.id
          where pl.product_id = p.id order by pl.position, pl.id, pi.position, pi.id limit 1) as image
      from products p where ${nameHas(sql`p.name`)}
      order by lower(p.name) like ${`${escapeLike(phrase)}%`} desc, length(p.name), p.id limit ${limit})
    union all
    (select 'subcategory' as kind, s.id, s.name, s.image
      from subcategories s where ${nameHas(sql`s.name`)}
      order by length(s.name), s.id limit 3)`,
  );
}

/** Typeahead for the search overlay (D11): products and subcategories by name, misspelt words corrected. */
export async function suggest(ctx: CatalogueCtx, q: string, limit = 8): Promise<SearchSuggestion[]> {
  const words = searchWords(q);
  if (words.length === 0) return [];
  let found = await suggestionsFor(ctx.db, words, limit);
  if (found.length === 0) {
    const corrected = await correctSearch(ctx.db, q);
    if (corrected) found = await suggestionsFor(ctx.db, searchWords(corrected), limit);
  }
  // Subcategories lead (they open a whole collection), then products, within the limit.
  const ordered = [
    ...found.filter((f) => f.kind === 'subcategory'),
    ...found.filter((f) => f.kind === 'product'),
  ];
  return ordered.slice(0, limit).map((f) => ({
    id: f.id,
    name: f.name,
    kind: f.kind,
    images: f.image ? [imageView(ctx.storage, f.image).url] : [],
    href: f.kind === 'product' ? `/product-details/${f.id}` : `/collection/${encodeURIComponent(f.name)}`,
  }));
}
