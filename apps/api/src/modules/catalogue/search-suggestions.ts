// The search overlay's typeahead (D11): products and subcategories whose names hold every word typed; for a page
// in another language, their names in it too (and a product's search words), shown in that language
// (decision 0333).
import type { SearchSuggestion } from '@chamak/shared/catalogue';
import type { Language } from '@chamak/shared/i18n/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike, rows } from '../../lib/sql.ts';
import { imageView } from '../media/index.ts';
import { type CatalogueCtx, searchWords } from './product-rows.ts';
import { correctSearch } from './search-correction.ts';

type SuggestionRow = {
  kind: 'product' | 'subcategory';
  id: number;
  name: string;
  /** The name in the page's language, when it has one. */
  translated: string | null;
  image: string | null;
};

/** Products and subcategories whose names contain every word, names starting with the phrase first. */
async function suggestionsFor(
  db: DbOrTx,
  words: string[],
  limit: number,
  language: Language,
): Promise<SuggestionRow[]> {
  const phrase = words.join(' ');
  const nameHas = (column: SQL) =>
    sql.join(
      words.map((w) => sql`lower(${column}) like ${`%${escapeLike(w)}%`}`),
      sql` and `,
    );
  if (language === 'en')
    return rows<SuggestionRow>(
      db,
      sql`(select 'product' as kind, p.id, p.name, null as translated,
          (select pi.image from product_litres pl join product_images pi on pi.product_litre_id = pl.id
            where pl.product_id = p.id order by pl.position, pl.id, pi.position, pi.id limit 1) as image
        from products p where p.status = 'active' and ${nameHas(sql`p.name`)}
        order by lower(p.name) like ${`${escapeLike(phrase)}%`} desc, length(p.name), p.id limit ${limit})
      union all
      (select 'subcategory' as kind, s.id, s.name, null, s.image
        from subcategories s where ${nameHas(sql`s.name`)}
        order by length(s.name), s.id limit 3)`,
    );
  // Another language: its names and a product's search words count as the English name does.
  const productWords = sql`concat_ws(' ', t.name, t.keywords)`;
  return rows<SuggestionRow>(
    db,
    sql`(select 'product' as kind, p.id, p.name, t.name as translated,
        (select pi.image from product_litres pl join product_images pi on pi.product_litre_id = pl.id
          where pl.product_id = p.id order by pl.position, pl.id, pi.position, pi.id limit 1) as image
      from products p left join product_translations t on t.product_id = p.id and t.language = ${language}
      where p.status = 'active' and ((${nameHas(sql`p.name`)}) or (${nameHas(productWords)}))
      order by lower(coalesce(t.name, p.name)) like ${`${escapeLike(phrase)}%`} desc, length(coalesce(t.name, p.name)), p.id
      limit ${limit})
    union all
    (select 'subcategory' as kind, s.id, s.name, t.name, s.image
      from subcategories s left join subcategory_translations t on t.subcategory_id = s.id and t.language = ${language}
      where (${nameHas(sql`s.name`)}) or (${nameHas(sql`coalesce(t.name, '')`)})
      order by length(s.name), s.id limit 3)`,
  );
}

/** Typeahead for the search overlay (D11): products and subcategories by name, misspelt words corrected. */
export async function suggest(
  ctx: CatalogueCtx,
  q: string,
  limit = 8,
  language: Language = 'en',
): Promise<SearchSuggestion[]> {
  const words = searchWords(q);
  if (words.length === 0) return [];
  let found = await suggestionsFor(ctx.db, words, limit, language);
  if (found.length === 0) {
    const corrected = await correctSearch(ctx.db, q);
    if (corrected) found = await suggestionsFor(ctx.db, searchWords(corrected), limit, language);
  }
  // Subcategories lead (they open a whole collection), then products, within the limit.
  const ordered = [
    ...found.filter((f) => f.kind === 'subcategory'),
    ...found.filter((f) => f.kind === 'product'),
  ];
  return ordered.slice(0, limit).map((f) => ({
    id: f.id,
    name: f.translated ?? f.name,
    kind: f.kind,
    images: f.image ? [imageView(ctx.storage, f.image).url] : [],
    href: f.kind === 'product' ? `/product-details/${f.id}` : `/collection/${encodeURIComponent(f.name)}`,
  }));
}
