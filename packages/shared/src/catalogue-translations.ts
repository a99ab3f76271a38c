// The back-office's Translations page (decision 0333): the catalogue's own words (product, category and
// subcategory names, a product's descriptions, search keywords, features and how-to-use steps, and its attributes:
// suitable surfaces, ingredients, scent, made in, packaging and volume) in each language other than English, listed
// beside the English ones and saved row by row. A field left empty is untranslated and shows the English one.
import { z } from 'zod';
import { defaultLanguage, isLanguage, type Language, languages } from './i18n/languages.ts';
import { maxPageSize } from './paging.ts';

export const translationKinds = ['product', 'category', 'subcategory'] as const;
export type TranslationKind = (typeof translationKinds)[number];

/** The languages a translation is for: every one but English, whose words are the catalogue's own. */
export const translationLanguages = languages.filter((l) => l !== defaultLanguage) as Exclude<
  Language,
  'en'
>[];
export type TranslationLanguage = (typeof translationLanguages)[number];

/** The translated fields of each kind, and their limits (the English fields' own). */
export const translationLimits = {
  name: 200,
  shortDescription: 500,
  longDescription: 5000,
  keywords: 500,
  suitableSurfaces: 500,
  ingredients: 1000,
  scent: 60,
  madeIn: 60,
  packaging: 200,
  volume: 100,
} as const;
export type TranslationField = keyof typeof translationLimits;
/** A product's attributes (migration 0042): the rows of its page's Overview, each a text like the English one. */
export const translationAttributeFields = [
  'suitableSurfaces',
  'ingredients',
  'scent',
  'madeIn',
  'packaging',
  'volume',
] as const satisfies readonly TranslationField[];
export type TranslationAttributeField = (typeof translationAttributeFields)[number];
export const translationFieldsOf: Record<TranslationKind, readonly TranslationField[]> = {
  product: ['name', 'shortDescription', 'longDescription', 'keywords', ...translationAttributeFields],
  category: ['name'],
  subcategory: ['name'],
};

/** A product's translated lists (migration 0035): its features and how-to-use steps, each a list of items. */
export const translationListFields = ['features', 'howToUse'] as const;
export type TranslationListField = (typeof translationListFields)[number];
export const translationListFieldsOf: Record<TranslationKind, readonly TranslationListField[]> = {
  product: translationListFields,
  category: [],
  subcategory: [],
};
/** The limits of a translated list: items of at most 300 characters (the English ones'), at most 20 of them. */
export const translationListLimits = { item: 300, items: 20 } as const;

/** The back-office's list of 10 rows to a page, as its other lists. */
export const translationsPageSize = 10;

const kindField = z.enum(translationKinds, { error: `kind must be one of ${translationKinds.join(', ')}` });
const languageField = z
  .string({ error: 'language is required' })
  .refine((l): l is TranslationLanguage => isLanguage(l) && l !== defaultLanguage, {
    error: `language must be one of ${translationLanguages.join(', ')}`,
  });

/**
 * GET /api/admin/translations: ?kind=&language=&status=all|untranslated&page=&pageSize= (or perPage=)&q=; the
 * product kind, the first language other than English, all rows and page 1 when left out.
 */
export const translationsQuery = z.object({
  kind: kindField.default('product'),
  /** The first language other than English when left out. */
  language: languageField.default(translationLanguages[0] ?? 'hi'),
  status: z.enum(['all', 'untranslated'], { error: "status must be 'all' or 'untranslated'" }).default('all'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be 1 or more' })
    .max(100_000, { error: 'page is too large' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int({ error: 'pageSize must be a whole number' })
    .min(1, { error: 'pageSize must be 1 or more' })
    .max(maxPageSize, { error: `pageSize must be ${maxPageSize} or less` })
    .optional(),
  /** The older lists' name of `pageSize`. */
  perPage: z.coerce
    .number({ error: 'perPage must be a number' })
    .int({ error: 'perPage must be a whole number' })
    .min(1, { error: 'perPage must be 1 or more' })
    .max(maxPageSize, { error: `perPage must be ${maxPageSize} or less` })
    .optional(),
  q: z.string().trim().max(100, { error: 'q must be at most 100 characters' }).optional(),
});
export type TranslationsQuery = z.infer<typeof translationsQuery>;

const texts = z.object({
  name: z.string(),
  shortDescription: z.string().optional(),
  longDescription: z.string().optional(),
  keywords: z.string().optional(),
  features: z.array(z.string()).optional(),
  howToUse: z.array(z.string()).optional(),
  suitableSurfaces: z.string().optional(),
  ingredients: z.string().optional(),
  scent: z.string().optional(),
  madeIn: z.string().optional(),
  packaging: z.string().optional(),
  volume: z.string().optional(),
});
const translated = z.object({
  name: z.string().nullable(),
  shortDescription: z.string().nullable().optional(),
  longDescription: z.string().nullable().optional(),
  keywords: z.string().nullable().optional(),
  /** A product's lists; null: untranslated, the English list shows. */
  features: z.array(z.string()).nullable().optional(),
  howToUse: z.array(z.string()).nullable().optional(),
  /** A product's attributes; null: untranslated, the English one shows. */
  suitableSurfaces: z.string().nullable().optional(),
  ingredients: z.string().nullable().optional(),
  scent: z.string().nullable().optional(),
  madeIn: z.string().nullable().optional(),
  packaging: z.string().nullable().optional(),
  volume: z.string().nullable().optional(),
});

/** One row: the English words and the translated ones (null: untranslated) side by side. */
export const translationRow = z.object({
  id: z.number().int(),
  kind: kindField,
  language: z.string(),
  english: texts,
  translation: translated,
  /** Whether any of the kind's fields is still untranslated. */
  untranslated: z.boolean(),
});
export type TranslationRow = z.infer<typeof translationRow>;

export const translationsPage = z.object({
  items: z.array(translationRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The rows of each kind with a field still untranslated in this language (over the whole catalogue). */
  untranslated: z.object({
    product: z.number().int(),
    category: z.number().int(),
    subcategory: z.number().int(),
  }),
});
export type TranslationsPage = z.infer<typeof translationsPage>;

export const translationParams = z.object({
  kind: kindField,
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int({ error: 'id must be a whole number' })
    .min(1, { error: 'id must be 1 or more' })
    .max(2_147_483_647, { error: 'id is too large' }),
});

/** A field as typed: trimmed; empty or null clears it back to English. */
const field = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be ${max} characters or less` })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

/**
 * A list as sent: each item trimmed, none empty, none too long, not too many; null or [] clears it back to English.
 * A bad item is named by its place in the list ('features: item 3 must be 300 characters or less').
 */
const list = z
  .array(z.string({ error: 'Must be text' }), { error: 'Must be a list of texts' })
  .max(translationListLimits.items, { error: `At most ${translationListLimits.items} items` })
  .nullable()
  .optional()
  .transform((items, ctx) => {
    if (items === undefined) return undefined;
    if (items === null || items.length === 0) return null;
    const trimmed = items.map((i) => i.trim());
    trimmed.forEach((item, i) => {
      if (item === '') ctx.addIssue({ code: 'custom', message: `item ${i + 1} is empty` });
      else if (item.length > translationListLimits.item)
        ctx.addIssue({
          code: 'custom',
          message: `item ${i + 1} must be ${translationListLimits.item} characters or less`,
        });
    });
    return trimmed;
  });

/** PUT /api/admin/translations/:kind/:id. A field left out stays as it is. */
export const translationBody = z.object({
  language: languageField,
  name: field(translationLimits.name),
  shortDescription: field(translationLimits.shortDescription),
  longDescription: field(translationLimits.longDescription),
  keywords: field(translationLimits.keywords),
  /** A product's features, item for item ([] or null: back to English). */
  features: list,
  /** A product's how-to-use steps, item for item ([] or null: back to English). */
  howToUse: list,
  /** A product's attributes, each like its English field (empty or null: back to English). */
  suitableSurfaces: field(translationLimits.suitableSurfaces),
  ingredients: field(translationLimits.ingredients),
  scent: field(translationLimits.scent),
  madeIn: field(translationLimits.madeIn),
  packaging: field(translationLimits.packaging),
  volume: field(translationLimits.volume),
});
export type TranslationBody = z.input<typeof translationBody>;

export const translationSaved = z.object({ message: z.string(), row: translationRow });
export type TranslationSaved = z.infer<typeof translationSaved>;

export const translationMessages = {
  saved: 'Translation saved',
  productNotFound: 'Product not found.',
  categoryNotFound: 'Category not found.',
  subcategoryNotFound: 'Subcategory not found.',
  notAField: (field: string, kind: TranslationKind) => `${field}: a ${kind} has no ${field} to translate`,
};
