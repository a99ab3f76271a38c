// Catalogue reads: categories, subcategories, litres, product listings with filters and search, product details.
import type {
  Category,
  GetAllProductsBody,
  Litre,
  ProductDetails,
  ProductFilter,
  ProductPage,
  ProductSummary,
  SearchSuggestion,
  Subcategory,
  SubcategoryProductPage,
} from '@chamak/shared/catalogue';
import { messages } from '@chamak/shared/messages';
import { paiseToRupees } from '@chamak/shared/money';
import { asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, litres, subcategories } from '../../db/schema/index.ts';
import { arrayLiteral, escapeLike, rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';
import { type JsonText, jsonText } from '../../plugins/json-text.ts';
import type { Storage } from '../../plugins/storage.ts';
import { imageView } from '../media/images.ts';

export type CatalogueCtx = { db: DbOrTx; storage: Storage };

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function imageFields(storage: Storage, key: string | null) {
  if (!key) return { image: null, srcset: '', width: 0, height: 0 };
  const view = imageView(storage, key);
  return { image: view.url, srcset: view.srcset, width: view.width, height: view.height };
}

// Categories ---------------------------------------------------------------------------------------

export async function listCategories(ctx: CatalogueCtx): Promise<Category[]> {
  const found = await ctx.db.select().from(categories).orderBy(asc(categories.id));
  return found.map((c) => ({
    id: c.id,
    name: c.name,
    content: c.content,
    ...imageFields(ctx.storage, c.image),
    createdAt: iso(c.createdAt),
  }));
}

// Subcategories ------------------------------------------------------------------------------------

const subcategoryColumns = {
  id: subcategories.id,
  name: subcategories.name,
  categoryId: subcategories.categoryId,
  image: subcategories.image,
  createdAt: subcategories.createdAt,
  categoryName: categories.name,
};
type SubcategoryRow = {
  id: number;
  name: string;
  categoryId: number;
  image: string | null;
  createdAt: Date;
  categoryName: string;
};

function toSubcategory(storage: Storage, s: SubcategoryRow): Subcategory {
  return {
    sub_cate_id: s.id,
    sub_cate_name: s.name,
    cate_id: s.categoryId,
    ...imageFields(storage, s.image),
    Category: { name: s.categoryName },
    createdAt: iso(s.createdAt),
  };
}

export async function listSubcategories(ctx: CatalogueCtx, categoryId?: number): Promise<Subcategory[]> {
  if (categoryId !== undefined) {
    const [exists] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!exists) throw new NotFound(messages.categoryNotFound);
  }
  const found = await ctx.db
    .select(subcategoryColumns)
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(categoryId === undefined ? undefined : eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.id));
  return found.map((s) => toSubcategory(ctx.storage, s));
}

export async function pageSubcategories(
  ctx: CatalogueCtx,
  input: { page: number; perPage: number; search?: string },
): Promise<{ category: Subcategory[]; totalCategory: number }> {
  const term = input.search ? `%${escapeLike(input.search)}%` : undefined;
  const where = term
    ? sql`(${ilike(subcategories.name, term)} or ${ilike(categories.name, term)})`
    : undefined;
  const [found, [total]] = await Promise.all([
    ctx.db
      .select(subcategoryColumns)
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(where)
      .orderBy(asc(subcategories.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    ctx.db
      .select({ n: count() })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(where),
  ]);
  return { category: found.map((s) => toSubcategory(ctx.storage, s)), totalCategory: total?.n ?? 0 };
}

// Litres -------------------------------------------------------------------------------------------

const toLitre = (l: { id: number; label: string; totalMl: number }): Litre => ({
  l_id: l.id,
  litre: l.label,
  total_ml: l.totalMl,
});

export async function listLitres(ctx: CatalogueCtx): Promise<Litre[]> {
  return (await ctx.db.select().from(litres).orderBy(asc(litres.totalMl), asc(litres.id))).map(toLitre);
}

export async function pageLitres(
  ctx: CatalogueCtx,
  input: { page: number; perPage: number },
): Promise<{ litres: Litre[]; totalLitre: number }> {
  const [found, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(litres)
      .orderBy(asc(litres.totalMl), asc(litres.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    ctx.db.select({ n: count() }).from(litres),
  ]);
  return { litres: found.map(toLitre), totalLitre: total?.n ?? 0 };
}

// Products -----------------------------------------------------------------------------------------

type ConfigJson = {
  pl_id: number;
  l_id: number;
  label: string;
  total_ml: number;
  price: number;
  discounted: number;
  discount: number;
  total_qty: number;
  remaining_qty: number;
  images: { pi_id: number; image: string }[] | null;
};

type ProductRow = {
  id: number;
  name: string;
  category_id: number;
  subcategory_id: number;
  short_description: string;
  combos: boolean;
  average_rating: number;
  total_reviews: number;
  created_at: Date | string;
  category_name: string;
  subcategory_name: string;
  configs: ConfigJson[] | null;
};

type DetailRow = ProductRow & {
  long_description: string;
  suitable_surfaces: string;
  features: string[];
  how_to_use: string[];
  volume: string;
  ingredients: string;
  scent: string;
  ph_level: number | null;
  shelf_life: number | null;
  made_in: string;
  packaging: string;
  hsn_code: string | null;
  gst_rate: number | null;
};

/** Each product's size configurations with their litre and images, as one JSON value (one round trip a page). */
const configsJson = sql`(
  select json_agg(json_build_object(
    'pl_id', pl.id, 'l_id', l.id, 'label', l.label, 'total_ml', l.total_ml,
    'price', pl.price_paise, 'discounted', pl.discounted_price_paise, 'discount', pl.discount,
    'total_qty', pl.total_qty, 'remaining_qty', pl.remaining_qty,
    'images', (select json_agg(json_build_object('pi_id', pi.id, 'image', pi.image) order by pi.position, pi.id)
               from product_images pi where pi.product_litre_id = pl.id)
  ) order by pl.position, pl.id)
  from product_litres pl join litres l on l.id = pl.litre_id
  where pl.product_id = p.id
)`;

function toProductLitres(storage: Storage, configs: ConfigJson[] | null) {
  return (configs ?? []).map((c) => ({
    pl_id: c.pl_id,
    l_id: c.l_id,
    litre: { l_id: c.l_id, litre: c.label, total_ml: c.total_ml },
    price: paiseToRupees(c.price),
    discounted_price: paiseToRupees(c.discounted),
    discount: c.discount,
    total_qty: c.total_qty,
    remaining_qty: c.remaining_qty,
    productimages: (c.images ?? []).map((i) => ({
      pi_id: i.pi_id,
      ...imageFields(storage, i.image),
      image: imageView(storage, i.image).url,
    })),
  }));
}

function toSummary(storage: Storage, r: ProductRow): ProductSummary {
  return {
    id: r.id,
    name: r.name,
    categoryId: r.category_id,
    sub_cate_id: r.subcategory_id,
    shortDescription: r.short_description,
    combos: r.combos,
    averageRatings: Number(r.average_rating),
    totalReviews: r.total_reviews,
    createdAt: iso(r.created_at),
    Category: { id: r.category_id, name: r.category_name },
    subcategory: { sub_cate_id: r.subcategory_id, sub_cate_name: r.subcategory_name },
    productlitres: toProductLitres(storage, r.configs),
  };
}

/** Lower-cased words of a search, at most 8, each at least one character. */
function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * The word of a one-word search in relevance order whose page can be read from product_words (decision 0269):
 * a run of a-z and 0-9 lies inside one word of the search text, so the products holding it are those with a word
 * that contains it. Null for anything else (several words, other characters, another order), which the search
 * text's trigram index serves.
 */
function rankedWord(filter: ProductFilter | undefined): string | null {
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
async function catalogueSize(db: DbOrTx): Promise<number> {
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
 * The ordered, limited ids of a one-word search (rankedWord), with the total beside them: each product's tier is
 * the best of its words that contain the search word (a name that is another, longer word ranks as a name that
 * holds it), then newest first, as orderBy ranks the same search. Other filters join products.
 */
function rankedWordIds(word: string, filter: ProductFilter, page: number, perPage: number): SQL {
  const rest = filterConditions({ ...filter, search: undefined });
  return sql`select h.product_id as id, count(*) over () as total from (
      select pw.product_id, max(pw.created_at) as created_at,
        max(case when pw.tier >= 5 then (case when pw.word = ${word} then 4 else pw.tier - 3 end) else pw.tier end)
          as tier
      from product_words pw
      where pw.word in (select t.word from text_words t where t.word like ${`%${word}%`})
      group by pw.product_id) h
    ${rest.length ? sql`join products p on p.id = h.product_id where ${sql.join(rest, sql` and `)}` : sql``}
    order by h.tier desc, h.created_at desc, h.product_id desc limit ${perPage} offset ${(page - 1) * perPage}`;
}

function filterConditions(filter: ProductFilter | undefined): SQL[] {
  const where: SQL[] = [];
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

function orderBy(filter: ProductFilter | undefined): SQL {
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
 * Each word of a search that is not a catalogue word, replaced by the most similar one (trigram similarity
 * against the small search_terms vocabulary); null when nothing changed or nothing is near enough.
 */
async function correctSearch(db: DbOrTx, search: string): Promise<string | null> {
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
      sql`select p.id, p.name, p.category_id, p.subcategory_id, p.short_description, p.combos,
        p.average_rating::float8 as average_rating, p.total_reviews, p.created_at,
        c.name as category_name, s.name as subcategory_name, ${configsJson} as configs
      from products p
      join categories c on c.id = p.category_id
      join subcategories s on s.id = p.subcategory_id
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
 * The media prefix of the stored cards' image URLs, if this storage's URLs are that prefix and the key (both
 * storages' are); null sends every page through builtPage.
 */
function cardPrefix(storage: Storage): string | null {
  const prefix = storage.url('');
  return storage.url('k/k') === `${prefix}k/k` ? prefix : null;
}

/**
 * The total of a filter on category, subcategory, combos and rating alone, from product_counts (a few hundred
 * rows kept by triggers) instead of counting the catalogue; null for a price or a search, which count their rows.
 */
function countsTotal(filter: ProductFilter | undefined): SQL | null {
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

/**
 * Points the stored cards' image URLs at this storage (decision 0256): when the media prefix changed (an S3
 * public URL set, say), every card is rewritten, in one transaction with the prefix. Run at start-up; until it
 * has run, pages are built from the tables.
 */
export async function useCardMedia(ctx: CatalogueCtx): Promise<void> {
  const prefix = cardPrefix(ctx.storage);
  if (prefix === null) return;
  const [current] = await rows<{ prefix: string }>(ctx.db, sql`select prefix from product_card_media`);
  if (current?.prefix === prefix) return;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`update product_card_media set prefix = ${prefix}`);
    await tx.execute(sql`select refresh_product_cards(array(select id from products))`);
  });
}

/** A page as stored cards: the products' JSON array text and the total. */
type CardPage = { cards: string; totalProducts: number };

/**
 * A page of stored cards (decision 0256) in one statement: the ordered, limited ids, their cards joined in that
 * order, and the total (product_counts, or a window count over the rows a search or price filter scans anyway).
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
  }>(
    ctx.db,
    sql`select (select prefix from product_card_media) as media, ${stored ?? sql`max(page.total)::int`} as total,
        coalesce(string_agg(c.card, ',' order by page.n), '') as cards, count(*)::int as wanted,
        count(c.card)::int as found
      from (select ids.*, row_number() over () as n from (${
        word !== null && filter
          ? rankedWordIds(word, filter, page, perPage)
          : sql`select p.id${stored ? sql`` : sql`, count(*) over () as total`} from products p ${condition}
          order by ${orderBy(filter)} limit ${perPage} offset ${(page - 1) * perPage}`
      }) ids) page
      left join product_cards c on c.product_id = page.id`,
    { prepare: true },
  );
  if (!r || r.media !== prefix || r.found !== r.wanted) return null;
  // A page past the end has no row to carry the window count.
  const total = r.total ?? (page > 1 ? await countProducts(ctx.db, condition) : 0);
  return { cards: r.cards, totalProducts: total };
}

/** A page of the listing: stored cards when they can be used, else built from the tables. */
async function productPage(
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
function pageAnswer<T extends ProductPage>(
  found: CardPage | ProductPage,
  extra: Omit<T, keyof ProductPage> & { searchedFor?: string },
): T | JsonText<T> {
  if ('products' in found) return { ...found, ...extra } as T;
  let text = `{"products":[${found.cards}],"totalProducts":${found.totalProducts}`;
  for (const [key, value] of Object.entries(extra))
    if (value !== undefined) text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return jsonText<T>(`${text}}`);
}

/**
 * A page of products. A search matches its words as written; when that finds nothing, misspelt words are
 * corrected to the nearest catalogue words and the search runs again (`searchedFor` then says what it used).
 */
export async function listProducts(
  ctx: CatalogueCtx,
  input: GetAllProductsBody,
): Promise<ProductPage | JsonText<ProductPage>> {
  const { filter, page, perPage } = input;
  const found = await productPage(ctx, filter, page, perPage);
  if (found.totalProducts > 0 || !filter?.search?.trim()) return pageAnswer(found, {});
  const corrected = await correctSearch(ctx.db, filter.search);
  if (!corrected) return pageAnswer(found, {});
  const retry = { ...filter, search: corrected };
  return pageAnswer(await productPage(ctx, retry, page, perPage), { searchedFor: corrected });
}

/** Product summaries for the given ids, in that order; ids that no longer exist are left out. */
export async function productsByIds(ctx: CatalogueCtx, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const found = await rows<ProductRow>(
    ctx.db,
    sql`select p.id, p.name, p.category_id, p.subcategory_id, p.short_description, p.combos,
        p.average_rating::float8 as average_rating, p.total_reviews, p.created_at,
        c.name as category_name, s.name as subcategory_name, ${configsJson} as configs
      from products p
      join categories c on c.id = p.category_id
      join subcategories s on s.id = p.subcategory_id
      where p.id = any(${arrayLiteral(ids)}::int[])`,
    { prepare: true },
  );
  const byId = new Map(found.map((r) => [r.id, toSummary(ctx.storage, r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listSubcategoryProducts(
  ctx: CatalogueCtx,
  subcategoryId: number,
  input: { page: number; perPage: number },
): Promise<SubcategoryProductPage | JsonText<SubcategoryProductPage>> {
  const [sub] = await ctx.db
    .select({ id: subcategories.id, name: subcategories.name })
    .from(subcategories)
    .where(eq(subcategories.id, subcategoryId));
  if (!sub) throw new NotFound(messages.subcategoryNotFound);
  const page = await productPage(ctx, { subcat: [subcategoryId] }, input.page, input.perPage);
  return pageAnswer<SubcategoryProductPage>(page, {
    subcategory: { sub_cate_id: sub.id, sub_cate_name: sub.name },
  });
}

export async function productDetails(ctx: CatalogueCtx, id: number): Promise<ProductDetails> {
  const [r] = await rows<DetailRow>(
    ctx.db,
    sql`select p.id, p.name, p.category_id, p.subcategory_id, p.short_description, p.combos,
      p.average_rating::float8 as average_rating, p.total_reviews, p.created_at,
      p.long_description, p.suitable_surfaces, p.features, p.how_to_use, p.volume, p.ingredients, p.scent,
      p.ph_level::float8 as ph_level, p.shelf_life, p.made_in, p.packaging, p.hsn_code, p.gst_rate,
      c.name as category_name, s.name as subcategory_name, ${configsJson} as configs
    from products p
    join categories c on c.id = p.category_id
    join subcategories s on s.id = p.subcategory_id
    where p.id = ${id}`,
    { prepare: true },
  );
  if (!r) throw new NotFound(messages.productNotFound);
  const summary = toSummary(ctx.storage, r);
  return {
    ...summary,
    longDescription: r.long_description,
    suitableSurfaces: r.suitable_surfaces,
    features: r.features,
    howToUse: r.how_to_use,
    volume: r.volume,
    ingredients: r.ingredients,
    scent: r.scent,
    phLevel: r.ph_level,
    shelfLife: r.shelf_life,
    madeIn: r.made_in,
    packaging: r.packaging,
    hsnCode: r.hsn_code,
    gstRate: r.gst_rate,
    // SPEC names a configuration's images both `productimages` and `images`; details carry both.
    productlitres: summary.productlitres.map((pl) => ({ ...pl, images: pl.productimages })),
  };
}

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

/**
 * Rewrites the denormalised search text of the products `where` selects (all by default),
 * after a product, category or subcategory changes.
 */
export async function refreshSearchText(db: DbOrTx, where: SQL = sql`true`): Promise<void> {
  await db.execute(sql`update products p set
      search_title = lower(concat_ws(' ', p.name, c.name, s.name, p.scent)),
      search_text = lower(concat_ws(' ', p.name, c.name, s.name, p.scent, p.short_description, p.long_description, p.suitable_surfaces))
    from categories c, subcategories s
    where c.id = p.category_id and s.id = p.subcategory_id and (${where})`);
  // New words join the vocabulary; words no product uses any more are harmless (they correct to no result).
  await db.execute(sql`insert into search_terms (term)
    select distinct w from products p, regexp_split_to_table(p.search_title, '[^a-z0-9]+') as w
    where length(w) >= 3 and (${where})
    on conflict do nothing`);
}
