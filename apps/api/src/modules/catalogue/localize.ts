// The catalogue's answers in the page's language (decision 0333): the names and descriptions of the products,
// categories and subcategories an answer holds (a product's lists and attributes too), from their translation
// rows, field by field; a field without a translation keeps its English (never a blank). English answers are sent
// as they are, untouched.
import type { Language } from '@chamak/shared/i18n/languages';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';

/** A product's attributes, by the answer's field names (the statement below names their columns). */
const attributeFields = [
  'suitableSurfaces',
  'ingredients',
  'scent',
  'madeIn',
  'packaging',
  'volume',
] as const;

type Words = {
  name: string | null;
  short: string | null;
  long: string | null;
  features: string[] | null;
  howToUse: string[] | null;
  /** A product's attributes (migration 0042), by the answer's field name. */
  attributes: Partial<Record<(typeof attributeFields)[number], string | null>>;
};
type Found = {
  products: Map<number, Words>;
  categories: Map<number, string>;
  subcategories: Map<number, string>;
};

// biome-ignore lint/suspicious/noExplicitAny: an answer of any shape, walked by its keys
type Node = any;

/** The ids an answer names: products (with sizes), categories and subcategories, wherever they are in it. */
function idsIn(
  value: Node,
  into = { products: new Set<number>(), categories: new Set<number>(), subcategories: new Set<number>() },
  kind?: 'categories',
) {
  if (Array.isArray(value)) {
    for (const item of value) idsIn(item, into, kind);
    return into;
  }
  if (!value || typeof value !== 'object') return into;
  if (kind === 'categories' && typeof value.id === 'number') into.categories.add(value.id);
  if (typeof value.id === 'number' && Array.isArray(value.productlitres)) into.products.add(value.id);
  if (typeof value.categoryId === 'number') into.categories.add(value.categoryId);
  if (typeof value.cate_id === 'number') into.categories.add(value.cate_id);
  if (typeof value.sub_cate_id === 'number') into.subcategories.add(value.sub_cate_id);
  for (const child of Object.values(value)) if (child && typeof child === 'object') idsIn(child, into);
  return into;
}

async function translations(db: DbOrTx, language: Language, ids: ReturnType<typeof idsIn>): Promise<Found> {
  const found: Found = { products: new Map(), categories: new Map(), subcategories: new Map() };
  if (!ids.products.size && !ids.categories.size && !ids.subcategories.size) return found;
  const list = (set: Set<number>) => arrayLiteral([...set]);
  const found_ = await rows<{
    kind: string;
    id: number;
    name: string | null;
    short: string | null;
    long: string | null;
    features: string[] | null;
    how_to_use: string[] | null;
    attributes: Words['attributes'] | null;
  }>(
    db,
    sql`select 'p' as kind, product_id as id, name, short_description as short, long_description as long,
          features, how_to_use,
          json_strip_nulls(json_build_object('suitableSurfaces', suitable_surfaces, 'ingredients', ingredients,
            'scent', scent, 'madeIn', made_in, 'packaging', packaging, 'volume', volume)) as attributes
        from product_translations where language = ${language} and product_id = any(${list(ids.products)}::int[])
      union all
      select 'c', category_id, name, null, null, null, null, null
        from category_translations where language = ${language} and category_id = any(${list(ids.categories)}::int[])
      union all
      select 's', subcategory_id, name, null, null, null, null, null
        from subcategory_translations where language = ${language} and subcategory_id = any(${list(ids.subcategories)}::int[])`,
    { prepare: true },
  );
  for (const r of found_) {
    if (r.kind === 'p')
      found.products.set(r.id, {
        name: r.name,
        short: r.short,
        long: r.long,
        features: r.features,
        howToUse: r.how_to_use,
        attributes: r.attributes ?? {},
      });
    else if (r.name && r.kind === 'c') found.categories.set(r.id, r.name);
    else if (r.name) found.subcategories.set(r.id, r.name);
  }
  return found;
}

/** Puts the translations into the answer, in place. */
function apply(value: Node, found: Found, kind?: 'categories'): void {
  if (Array.isArray(value)) {
    for (const item of value) apply(item, found, kind);
    return;
  }
  if (!value || typeof value !== 'object') return;
  if (kind === 'categories' && typeof value.id === 'number' && typeof value.name === 'string')
    value.name = found.categories.get(value.id) ?? value.name;
  if (typeof value.id === 'number' && Array.isArray(value.productlitres)) {
    const words = found.products.get(value.id);
    if (words?.name) value.name = words.name;
    if (words?.short && typeof value.shortDescription === 'string') value.shortDescription = words.short;
    if (words?.long && typeof value.longDescription === 'string') value.longDescription = words.long;
    if (words?.features?.length && Array.isArray(value.features)) value.features = words.features;
    if (words?.howToUse?.length && Array.isArray(value.howToUse)) value.howToUse = words.howToUse;
    for (const field of attributeFields) {
      const translated = words?.attributes[field];
      if (translated && typeof value[field] === 'string') value[field] = translated;
    }
    if (value.Category && typeof value.categoryId === 'number')
      value.Category.name = found.categories.get(value.categoryId) ?? value.Category.name;
  }
  if (typeof value.sub_cate_id === 'number' && typeof value.sub_cate_name === 'string')
    value.sub_cate_name = found.subcategories.get(value.sub_cate_id) ?? value.sub_cate_name;
  if (typeof value.cate_id === 'number' && value.Category && typeof value.Category.name === 'string')
    value.Category.name = found.categories.get(value.cate_id) ?? value.Category.name;
  for (const child of Object.values(value)) if (child && typeof child === 'object') apply(child, found);
}

/**
 * The answer in `language`: for English the answer itself; else a copy (JSON text is parsed) with the translated
 * words of every product, category and subcategory it holds. `kind: 'categories'` for a list of categories, whose
 * items are known by their `id`.
 */
export async function localized<T>(
  db: DbOrTx,
  language: Language,
  answer: T,
  kind?: 'categories',
): Promise<T> {
  if (language === 'en') return answer;
  const value: Node = typeof answer === 'string' ? JSON.parse(answer) : structuredClone(answer);
  const found = await translations(db, language, idsIn(value, undefined, kind));
  apply(value, found, kind);
  return value as T;
}
