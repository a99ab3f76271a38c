// One page of the product listing: stored cards in one statement when they can be used (decision 0256), else built
// from the tables; and the answer, the cards sent as JSON text without serialising them again.
import type { ProductFilter, ProductPage } from '@chamak/shared/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { type JsonText, jsonText } from '../../plugins/json-text.ts';
import { cardPrefix } from './card-media.ts';
import { type CatalogueCtx, type ProductRow, summarySelect, toSummary } from './product-rows.ts';
import { correctedSql } from './search-correction.ts';
import {
  catalogueSize,
  countsTotal,
  filterConditions,
  orderBy,
  rankedWord,
  rankedWordIds,
  wordSearchFrom,
} from './search-filters.ts';

/** A page from the tables, each product built here (toSummary): the path when no stored card can be used. */
async function builtPage(
  ctx: CatalogueCtx,
  where: SQL[],
  order: SQL,
  page: number,
  perPage: number,
): Promise<ProductPage> {
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  // The page's ids come from an ordered, limited scan (indexes serve the default order); the count runs beside it.
  const [found, counted] = await Promise.all([
    rows<ProductRow>(
      ctx.db,
      sql`${summarySelect}
      where p.id in (select p.id from products p ${condition} order by ${order} limit ${perPage} offset ${(page - 1) * perPage})
      order by ${order}`,
      { prepare: true },
    ),
    countProducts(ctx.db, condition),
  ]);
  return { products: found.map((r) => toSummary(ctx.storage, r)), totalProducts: counted };
}

async function countProducts(db: DbOrTx, condition: SQL): Promise<number> {
  const [counted] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from products p ${condition}`,
    { prepare: true },
  );
  return counted?.total ?? 0;
}

/**
 * A page as stored cards: the products' JSON array text and the total; for a search whose page came back empty,
 * also the search corrected (correctedSql), asked in the same statement. `searchedFor`: a one-word search that
 * found nothing as typed was corrected and its page is the corrected word's, all in the one statement.
 */
type CardPage = { cards: string; totalProducts: number; corrected?: string | null; searchedFor?: string };

/**
 * The ids of a one-word search's page, and when the word as typed finds nothing, those of its correction instead,
 * in one statement; each row says which word it was found by (`fixed`: null for the word as typed). Without other
 * filters the database's word_search_page does it (migration 0033: its plans are kept for the session); with
 * them, rankedWordIds in a CTE, the correction worked out only when the typed word's page is empty.
 */
function wordOrCorrectionIds(word: string, filter: ProductFilter, page: number, perPage: number): SQL {
  if (!filterConditions({ ...filter, search: undefined }).length)
    return sql`select id, total, fixed from word_search_page(${word}, ${perPage}::int, ${(page - 1) * perPage}::int)`;
  const fixed = sql`(select c from fix)`;
  return sql`with typed as (${rankedWordIds(word, filter, page, perPage)}),
      fix as (select ${correctedSql(word)} as c where not exists (select 1 from typed))
    select id, total, null::text as fixed from typed
    union all
    select f.id, f.total, ${fixed} from (${rankedWordIds(fixed, filter, page, perPage)}) f
      where ${fixed} is not null and ${fixed} <> ${word}`;
}

/**
 * A page of stored cards (decision 0256) in one statement: the ordered, limited ids, their cards joined in that
 * order, and the total (product_counts, or a window count over the rows a search or price filter scans anyway).
 * A search's statement also corrects the search when its page is empty (a misspelt word finds nothing), so the
 * listing's retry needs no statement of its own for that.
 * Null when the cards cannot be used: written for another media prefix, or one missing.
 */
async function cardPage(
  ctx: CatalogueCtx,
  filter: ProductFilter | undefined,
  page: number,
  perPage: number,
): Promise<CardPage | null> {
  const prefix = cardPrefix(ctx.storage);
  if (prefix === null) return null;
  const where = filterConditions(filter);
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const stored = countsTotal(filter);
  const ranked = rankedWord(filter);
  const word = ranked !== null && (await catalogueSize(ctx.db)) >= wordSearchFrom ? ranked : null;
  const [r] = await rows<{
    media: string;
    total: number | null;
    cards: string;
    wanted: number;
    found: number;
    corrected?: string | null;
    fixed?: string | null;
  }>(
    ctx.db,
    sql`select (select prefix from product_card_media) as media, ${stored ?? sql`max(page.total)::int`} as total,
        coalesce(string_agg(c.card, ',' order by page.n), '') as cards, count(*)::int as wanted,
        count(c.card)::int as found${
          filter?.search?.trim()
            ? sql`, case when count(*) = 0 then ${correctedSql(filter.search)} end as corrected`
            : sql``
        }${word !== null ? sql`, max(page.fixed) as fixed` : sql``}
      from (select ids.*, row_number() over () as n from (${
        word !== null && filter
          ? wordOrCorrectionIds(word, filter, page, perPage)
          : sql`select p.id${stored ? sql`` : sql`, count(*) over () as total`} from products p ${condition}
          order by ${orderBy(filter)} limit ${perPage} offset ${(page - 1) * perPage}`
      }) ids) page
      left join product_cards c on c.product_id = page.id`,
    { prepare: true },
  );
  if (!r || r.media !== prefix || r.found !== r.wanted) return null;
  // A page past the end has no row to carry the window count.
  const total = r.total ?? (page > 1 ? await countProducts(ctx.db, condition) : 0);
  return r.fixed
    ? { cards: r.cards, totalProducts: total, searchedFor: r.fixed }
    : { cards: r.cards, totalProducts: total, corrected: r.corrected };
}

/** A page of the listing: stored cards when they can be used, else built from the tables. */
export async function productPage(
  ctx: CatalogueCtx,
  filter: ProductFilter | undefined,
  page: number,
  perPage: number,
): Promise<CardPage | ProductPage> {
  return (
    (await cardPage(ctx, filter, page, perPage)) ??
    builtPage(ctx, filterConditions(filter), orderBy(filter), page, perPage)
  );
}

/** The answer: cards become JSON text with the page's other fields, sent without serialising again. */
export function pageAnswer<T extends ProductPage>(
  found: CardPage | ProductPage,
  extra: Omit<T, keyof ProductPage> & { searchedFor?: string },
): T | JsonText<T> {
  if ('products' in found) return { ...found, ...extra } as T;
  let text = `{"products":[${found.cards}],"totalProducts":${found.totalProducts}`;
  for (const [key, value] of Object.entries(extra))
    if (value !== undefined) text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return jsonText<T>(`${text}}`);
}
