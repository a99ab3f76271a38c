// The listing's SQL: which products a filter and a search select, in which order, how a one-word search reads the
// product_words index on a large catalogue, and where a total can come from product_counts instead of a count.
import type { ProductFilter } from '@chamak/shared/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, escapeLike, rows } from '../../lib/sql.ts';
import { searchWords } from './product-rows.ts';

/**
 * The word of a one-word search in relevance order whose page can be read from product_words (decision 0269):
 * a run of a-z and 0-9 lies inside one word of the search text, so the products holding it are those with a word
 * that contains it. Null for anything else (several words, other characters, another order), which the search
 * text's trigram index serves.
 */
export function rankedWord(filter: ProductFilter | undefined): string | null {
  const words = filter?.search ? searchWords(filter.search) : [];
  if (words.length !== 1 || !/^[a-z0-9]+$/.test(words[0]!)) return null;
  return (filter?.sort ?? 'relevance') === 'relevance' ? words[0]! : null;
}

/**
 * From this many products a one-word search reads product_words; on a smaller catalogue the trigram path is the
 * faster one (decision 0269: the demo's 89 products, 0.5 against 1.0 ms a search on PGlite; 10,000 products on
 * PostgreSQL, 1.0 against 3.5 ms).
 */
export const wordSearchFrom = 1000;
const catalogueSizes = new WeakMap<object, { products: number; readAt: number }>();

/** How many products the catalogue holds (product_counts), read at most once a minute per database. */
export async function catalogueSize(db: DbOrTx): Promise<number> {
  const known = catalogueSizes.get(db);
  if (known && Date.now() - known.readAt < 60_000) return known.products;
  const [counted] = await rows<{ products: number }>(
    db,
    sql`select coalesce(sum(products), 0)::int as products from product_counts`,
    { prepare: true },
  );
  const products = counted?.products ?? 0;
  catalogueSizes.set(db, { products, readAt: Date.now() });
  return products;
}

/**
 * The ordered, limited ids of a one-word search (rankedWord) with other filters, with the total beside them: each
 * product's tier is the best of its words that contain the search word (a name that is another, longer word ranks
 * as a name that holds it), then newest first, as orderBy ranks the same search. Without other filters the
 * database's word_search_ids serves the page (migration 0033), reading only the head of each word's entries.
 */
export function rankedWordIds(word: string | SQL, filter: ProductFilter, page: number, perPage: number): SQL {
  const rest = filterConditions({ ...filter, search: undefined });
  // The word as a parameter, or as an SQL value worked out in the same statement (a misspelt word's correction).
  const like = typeof word === 'string' ? sql`${`%${word}%`}` : sql`'%' || ${word} || '%'`;
  const matching = sql`select t.word from text_words t where t.word like ${like}`;
  const tier = sql`max(case when pw.tier >= 5 then (case when pw.word = ${word} then 4 else pw.tier - 3 end) else pw.tier end)`;
  const where = rest.length ? sql`where ${sql.join(rest, sql` and `)}` : sql``;
  return sql`select h.product_id as id, count(*) over () as total from (
      select pw.product_id, max(pw.created_at) as created_at, ${tier} as tier
      from product_words pw
      where pw.word in (${matching})
      group by pw.product_id) h
    join products p on p.id = h.product_id ${where}
    order by h.tier desc, h.created_at desc, h.product_id desc limit ${perPage} offset ${(page - 1) * perPage}`;
}

export function filterConditions(filter: ProductFilter | undefined): SQL[] {
  // Only active products are in the shop (decision 0353): drafts and archived ones are never listed or found.
  const where: SQL[] = [sql`p.status = 'active'`];
  if (!filter) return where;
  // `= any(array)` keeps the statement's text the same for any number of ids (see rows' prepare).
  if (filter.category?.length) where.push(sql`p.category_id = any(${arrayLiteral(filter.category)}::int[])`);
  if (filter.subcat?.length) where.push(sql`p.subcategory_id = any(${arrayLiteral(filter.subcat)}::int[])`);
  if (filter.combos) where.push(sql`p.combos`);
  if (filter.rating?.length) where.push(sql`p.average_rating >= ${Math.min(...filter.rating)}`);
  const { min, max } = filter.price ?? {};
  if (min !== undefined || max !== undefined) {
    const bounds: SQL[] = [sql`pl.product_id = p.id`];
    if (min !== undefined) bounds.push(sql`pl.discounted_price_paise >= ${Math.round(min * 100)}`);
    if (max !== undefined) bounds.push(sql`pl.discounted_price_paise <= ${Math.round(max * 100)}`);
    where.push(sql`exists (select 1 from product_litres pl where ${sql.join(bounds, sql` and `)})`);
  }
  // Every word must appear in the name, category, subcategory, scent or descriptions (trigram index).
  for (const word of filter.search ? searchWords(filter.search) : []) {
    where.push(sql`p.search_text like ${`%${escapeLike(word)}%`}`);
  }
  return where;
}

export function orderBy(filter: ProductFilter | undefined): SQL {
  const search = filter?.search ? searchWords(filter.search).join(' ') : '';
  const sort = filter?.sort ?? (search ? 'relevance' : 'newest');
  switch (sort) {
    case 'relevance': {
      if (!search) return sql`p.created_at desc, p.id desc`;
      // A product whose name is the search ranks first; then the whole phrase in a product's name, single
      // products before the combos that contain them (decision 0194: "glass cleaner" finds the glass cleaner
      // before the kits listing it); then in the category/subcategory/scent; then newest. Cheap on thousands
      // of matches, unlike similarity scores.
      const like = `%${escapeLike(search)}%`;
      return sql`(case when lower(p.name) = ${search} then 4
          when lower(p.name) like ${like} and not p.combos then 3
          when lower(p.name) like ${like} then 2
          when p.search_title like ${like} then 1 else 0 end) desc,
        p.created_at desc, p.id desc`;
    }
    case 'price-asc':
      return sql`(select min(discounted_price_paise) from product_litres where product_id = p.id) asc nulls last, p.id`;
    case 'price-desc':
      return sql`(select min(discounted_price_paise) from product_litres where product_id = p.id) desc nulls last, p.id`;
    case 'rating':
      return sql`p.average_rating desc, p.total_reviews desc, p.id desc`;
    case 'best-selling':
      return sql`p.units_sold desc, p.average_rating desc, p.id desc`;
    default:
      return sql`p.created_at desc, p.id desc`;
  }
}

/**
 * The total of a filter on category, subcategory, combos and rating alone, from product_counts (a few hundred
 * rows kept by triggers) instead of counting the catalogue; null for a price or a search, which count their rows.
 */
export function countsTotal(filter: ProductFilter | undefined): SQL | null {
  const { min, max } = filter?.price ?? {};
  if (min !== undefined || max !== undefined || searchWords(filter?.search ?? '').length > 0) return null;
  const where: SQL[] = [];
  if (filter?.category?.length) where.push(sql`category_id = any(${arrayLiteral(filter.category)}::int[])`);
  if (filter?.subcat?.length) where.push(sql`subcategory_id = any(${arrayLiteral(filter.subcat)}::int[])`);
  if (filter?.combos) where.push(sql`combos`);
  // average_rating >= n is floor(average_rating) >= n for a whole n.
  if (filter?.rating?.length) where.push(sql`stars >= ${Math.min(...filter.rating)}`);
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  return sql`(select coalesce(sum(products), 0)::int from product_counts ${condition})`;
}
