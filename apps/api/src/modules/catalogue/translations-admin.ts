// The back-office's Translations page (decision 0333): the catalogue's product, category and subcategory words in a
// language other than English (a product's features and how-to-use steps too, as lists, migration 0035, and its
// attributes, migration 0042), listed beside the English ones with the untranslated counts, and saved row by row. A save rewrites the search text of
// the products it touches and, as every catalogue admin write, drops the cached public answers (announce
// 'catalogue.changed', decision 0071).
import {
  type TranslationAttributeField,
  type TranslationField,
  type TranslationKind,
  type TranslationListField,
  type TranslationRow,
  type TranslationSaved,
  type TranslationsPage,
  type TranslationsQuery,
  translationAttributeFields,
  translationBody,
  translationFieldsOf,
  translationListFieldsOf,
  translationMessages,
  translationParams,
  translationSaved,
  translationsPage,
  translationsPageSize,
  translationsQuery,
} from '@chamak/shared/catalogue-translations';
import { errorReply } from '@chamak/shared/common';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { announce } from '../../events/bus.ts';
import { escapeLike, rows } from '../../lib/sql.ts';
import { staffArea } from '../../plugins/auth.ts';
import { Invalid, NotFound } from '../../plugins/errors.ts';
import { refreshSearchText } from './search-text.ts';

/** Where each kind's English words and translations are, and which products a change of it touches. */
const kinds: Record<
  TranslationKind,
  {
    table: string;
    translations: string;
    /** The writes of its translations, written out so the ownership scan sees each table written. */
    insertInto: SQL;
    deleteFrom: SQL;
    key: string;
    notFound: string;
    products: (id: number) => SQL;
  }
> = {
  product: {
    table: 'products',
    translations: 'product_translations',
    insertInto: sql`insert into product_translations`,
    deleteFrom: sql`delete from product_translations`,
    key: 'product_id',
    notFound: translationMessages.productNotFound,
    products: (id) => sql`p.id = ${id}`,
  },
  category: {
    table: 'categories',
    translations: 'category_translations',
    insertInto: sql`insert into category_translations`,
    deleteFrom: sql`delete from category_translations`,
    key: 'category_id',
    notFound: translationMessages.categoryNotFound,
    products: (id) => sql`p.category_id = ${id}`,
  },
  subcategory: {
    table: 'subcategories',
    translations: 'subcategory_translations',
    insertInto: sql`insert into subcategory_translations`,
    deleteFrom: sql`delete from subcategory_translations`,
    key: 'subcategory_id',
    notFound: translationMessages.subcategoryNotFound,
    products: (id) => sql`p.subcategory_id = ${id}`,
  },
};

const columnOf: Record<TranslationField, string> = {
  name: 'name',
  shortDescription: 'short_description',
  longDescription: 'long_description',
  keywords: 'keywords',
  suitableSurfaces: 'suitable_surfaces',
  ingredients: 'ingredients',
  scent: 'scent',
  madeIn: 'made_in',
  packaging: 'packaging',
  volume: 'volume',
};
const listColumnOf: Record<TranslationListField, string> = {
  features: 'features',
  howToUse: 'how_to_use',
};

/**
 * A product's attributes still to translate: one the English product fills and the translation does not. The
 * volume (its sizes, '500 ml / 1 L') reads the same in every language and is never due, as keywords; nor are the
 * ingredients, whose chemical (INCI) names a label prints as they are: a translation of them is welcome, not due.
 */
const attributesDue = sql.join(
  translationAttributeFields
    .filter((f) => f !== 'volume' && f !== 'ingredients')
    .map((f) => {
      const column = sql.identifier(columnOf[f]);
      return sql`(t.${column} is null and b.${column} <> '')`;
    }),
  sql` or `,
);

/**
 * Whether a row (`b` the English one, `t` its translation, left-joined) still has a field to translate: its
 * name, and a product's descriptions, lists and attributes where the English one says something. Keywords are
 * extra words, never due; nor are the volume and the ingredients.
 */
function untranslatedSql(kind: TranslationKind): SQL {
  return kind === 'product'
    ? sql`(t.name is null or (t.short_description is null and b.short_description <> '')
        or (t.long_description is null and b.long_description <> '')
        or (t.features is null and jsonb_array_length(b.features) > 0)
        or (t.how_to_use is null and jsonb_array_length(b.how_to_use) > 0)
        or ${attributesDue})`
    : sql`(t.name is null)`;
}

function fromSql(kind: TranslationKind, language: string): SQL {
  const k = kinds[kind];
  return sql`${sql.identifier(k.table)} b left join ${sql.identifier(k.translations)} t
    on t.${sql.identifier(k.key)} = b.id and t.language = ${language}`;
}

/** A product's attributes' columns: the English ones (`suitable_surfaces`), the translated as `t_suitable_surfaces`. */
type AttributeColumn = 'suitable_surfaces' | 'ingredients' | 'scent' | 'made_in' | 'packaging' | 'volume';

type Found = {
  id: number;
  name: string;
  short_description?: string;
  long_description?: string;
  t_name: string | null;
  t_short_description?: string | null;
  t_long_description?: string | null;
  t_keywords?: string | null;
  features?: string[];
  how_to_use?: string[];
  t_features?: string[] | null;
  t_how_to_use?: string[] | null;
  untranslated: boolean;
  total?: number;
} & Partial<Record<AttributeColumn | `t_${AttributeColumn}`, string | null>>;

/** A product's English attributes and their translations, as `suitable_surfaces` and `t_suitable_surfaces`. */
const attributesSql = sql.join(
  translationAttributeFields.map((f) => {
    const column = columnOf[f];
    return sql`b.${sql.identifier(column)}, t.${sql.identifier(column)} as ${sql.identifier(`t_${column}`)}`;
  }),
  sql`, `,
);

/** The row's attributes, English (`t` false) or translated, by field. */
const attributesOf = (r: Found, translated: boolean) =>
  Object.fromEntries(
    translationAttributeFields.map((f) => {
      const column = columnOf[f] as AttributeColumn;
      const value = translated ? r[`t_${column}`] : r[column];
      return [f, translated ? (value ?? null) : (value ?? '')];
    }),
  ) as Record<TranslationAttributeField, string | null>;

function selectSql(kind: TranslationKind): SQL {
  return kind === 'product'
    ? sql`b.id, b.name, b.short_description, b.long_description, t.name as t_name,
        t.short_description as t_short_description, t.long_description as t_long_description,
        t.keywords as t_keywords, b.features, b.how_to_use, t.features as t_features,
        t.how_to_use as t_how_to_use, ${attributesSql}, ${untranslatedSql(kind)} as untranslated`
    : sql`b.id, b.name, t.name as t_name, ${untranslatedSql(kind)} as untranslated`;
}

function toRow(kind: TranslationKind, language: string, r: Found): TranslationRow {
  if (kind !== 'product')
    return {
      id: r.id,
      kind,
      language,
      english: { name: r.name },
      translation: { name: r.t_name },
      untranslated: r.untranslated,
    };
  return {
    id: r.id,
    kind,
    language,
    english: {
      name: r.name,
      shortDescription: r.short_description ?? '',
      longDescription: r.long_description ?? '',
      features: r.features ?? [],
      howToUse: r.how_to_use ?? [],
      ...(attributesOf(r, false) as Record<TranslationAttributeField, string>),
    },
    translation: {
      name: r.t_name,
      shortDescription: r.t_short_description ?? null,
      longDescription: r.t_long_description ?? null,
      keywords: r.t_keywords ?? null,
      features: r.t_features ?? null,
      howToUse: r.t_how_to_use ?? null,
      ...attributesOf(r, true),
    },
    untranslated: r.untranslated,
  };
}

/** How many rows of each kind still have a field to translate into `language`. */
async function untranslatedCounts(db: Db, language: string): Promise<TranslationsPage['untranslated']> {
  const count = (kind: TranslationKind) =>
    sql`(select count(*)::int from ${fromSql(kind, language)} where ${untranslatedSql(kind)})`;
  const [r] = await rows<TranslationsPage['untranslated']>(
    db,
    sql`select ${count('product')} as product, ${count('category')} as category, ${count('subcategory')} as subcategory`,
  );
  return r ?? { product: 0, category: 0, subcategory: 0 };
}

/** One page of a kind's rows in `language`, searched by the English or translated name (and a product's keywords). */
export async function listTranslations(ctx: { db: Db }, query: TranslationsQuery): Promise<TranslationsPage> {
  const { kind, language } = query;
  const pageSize = query.pageSize ?? query.perPage ?? translationsPageSize;
  const offset = (query.page - 1) * pageSize;
  const term = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const conditions: SQL[] = [];
  if (query.status === 'untranslated') conditions.push(untranslatedSql(kind));
  if (term)
    conditions.push(
      kind === 'product'
        ? sql`(b.name ilike ${term} or t.name ilike ${term} or t.keywords ilike ${term})`
        : sql`(b.name ilike ${term} or t.name ilike ${term})`,
    );
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const [found, counts] = await Promise.all([
    rows<Found>(
      ctx.db,
      sql`select ${selectSql(kind)}, count(*) over ()::int as total from ${fromSql(kind, language)} ${where}
        order by lower(b.name), b.id limit ${pageSize} offset ${offset}`,
    ),
    untranslatedCounts(ctx.db, language),
  ]);
  let total = found[0]?.total ?? 0;
  // A page past the end has no row to carry the total.
  if (!found.length && offset > 0) {
    const [c] = await rows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from ${fromSql(kind, language)} ${where}`,
    );
    total = c?.total ?? 0;
  }
  return {
    items: found.map((r) => toRow(kind, language, r)),
    total,
    page: query.page,
    pageSize,
    untranslated: counts,
  };
}

async function readRow(db: Db, kind: TranslationKind, id: number, language: string) {
  const [found] = await rows<Found>(
    db,
    sql`select ${selectSql(kind)} from ${fromSql(kind, language)} where b.id = ${id}`,
  );
  return found ? toRow(kind, language, found) : null;
}

/**
 * Saves the fields given (null clears one back to English; a field left out stays), then rewrites the search text
 * of the products the row names and drops the catalogue's cached answers.
 */
export async function saveTranslation(
  ctx: { db: Db },
  kind: TranslationKind,
  id: number,
  body: z.output<typeof translationBody>,
): Promise<TranslationSaved> {
  const { language, ...fields } = body;
  const allowed = translationFieldsOf[kind];
  const allowedLists = translationListFieldsOf[kind];
  const given = (Object.keys(columnOf) as TranslationField[]).filter((f) => fields[f] !== undefined);
  const givenLists = (Object.keys(listColumnOf) as TranslationListField[]).filter(
    (f) => fields[f] !== undefined,
  );
  const foreign =
    given.find((f) => !allowed.includes(f)) ?? givenLists.find((f) => !allowedLists.includes(f));
  if (foreign) throw new Invalid(translationMessages.notAField(foreign, kind));
  const k = kinds[kind];
  const [exists] = await rows<{ id: number }>(
    ctx.db,
    sql`select id from ${sql.identifier(k.table)} where id = ${id}`,
  );
  if (!exists) throw new NotFound(k.notFound);

  await ctx.db.transaction(async (tx) => {
    const key = sql.identifier(k.key);
    if (given.length + givenLists.length > 0) {
      // A list is stored as JSON (null: back to English).
      const written = [
        ...given.map((f) => ({ column: columnOf[f], value: sql`${fields[f] ?? null}` })),
        ...givenLists.map((f) => {
          const items = fields[f];
          return {
            column: listColumnOf[f],
            value: items ? sql`${JSON.stringify(items)}::jsonb` : sql`null::jsonb`,
          };
        }),
      ];
      const columns = written.map((w) => sql.identifier(w.column));
      const values = written.map((w) => w.value);
      const updates = written.map(
        (w) => sql`${sql.identifier(w.column)} = excluded.${sql.identifier(w.column)}`,
      );
      await tx.execute(sql`${k.insertInto} (${key}, language, ${sql.join(columns, sql`, `)})
        values (${id}, ${language}, ${sql.join(values, sql`, `)})
        on conflict (${key}, language) do update set ${sql.join(updates, sql`, `)}, updated_at = now()`);
      // A row with nothing translated left says no more than no row.
      const empty = sql.join(
        [...allowed.map((f) => columnOf[f]), ...allowedLists.map((f) => listColumnOf[f])].map(
          (column) => sql`${sql.identifier(column)} is null`,
        ),
        sql` and `,
      );
      await tx.execute(sql`${k.deleteFrom} where ${key} = ${id} and language = ${language} and ${empty}`);
    }
    await refreshSearchText(tx, k.products(id));
  });
  await announce(ctx.db, 'catalogue.changed', {});
  const row = await readRow(ctx.db, kind, id, language);
  if (!row) throw new NotFound(k.notFound);
  return { message: translationMessages.saved, row };
}

export const translationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query or body is read: a guest gets 401 and a customer 403 whatever they send.
  staffArea(app, 'translations');

  app.get(
    '/admin/translations',
    {
      schema: {
        tags: ['admin'],
        summary:
          'One page of the products, categories or subcategories with their English words and translations into a language, and the untranslated counts',
        security: [{ bearer: [] }],
        querystring: translationsQuery,
        response: { 200: translationsPage },
      },
    },
    (request) => listTranslations(app.ctx, request.query),
  );

  app.put(
    '/admin/translations/:kind/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Save a product's, category's or subcategory's translation into a language (empty or null: back to English; a product's features and how-to-use steps as lists; its attributes as texts)",
        security: [{ bearer: [] }],
        params: translationParams,
        body: translationBody,
        response: { 200: translationSaved, 400: errorReply, 404: errorReply },
      },
    },
    (request) => saveTranslation(app.ctx, request.params.kind, request.params.id, request.body),
  );
};
