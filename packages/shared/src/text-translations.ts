// The shop's own words in other languages than English, beside the catalogue's (decision 0333, extended by
// migration 0037): the words over each home banner, and the shop's tagline, header taglines and customer care
// hours. The back-office's Translations page lists them beside the English ones and saves them; an empty field is
// untranslated and the shop shows the English one.
import { z } from 'zod';
import { translationLanguages } from './catalogue-translations.ts';
import { idParam } from './common.ts';
import { defaultLanguage, isLanguage } from './i18n/languages.ts';

const languageField = z
  .string({ error: 'language is required' })
  .refine((l) => isLanguage(l) && l !== defaultLanguage, {
    error: `language must be one of ${translationLanguages.join(', ')}`,
  });

/** GET /api/admin/translations/banners and /shop: ?language= (the first language other than English if left out). */
export const textTranslationsQuery = z.object({
  language: languageField.default(translationLanguages[0] ?? 'hi'),
});

/** A field as typed: trimmed; empty or null clears it back to English; left out, it stays. */
const field = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be ${max} characters or less` })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

/** The banners whose words are translated: the home slides and the promo banner. */
export const bannerTranslationKinds = ['home', 'promo'] as const;
export type BannerTranslationKind = (typeof bannerTranslationKinds)[number];

/**
 * The limits of a banner's words: the English ones' (media.ts heroBannerText and promoFields). A promo banner's
 * `subtitle` is its description.
 */
export const bannerTextLimits = {
  home: { title: 80, subtitle: 160, buttonText: 30 },
  promo: { title: 120, subtitle: 500, buttonText: 40 },
} as const satisfies Record<BannerTranslationKind, Record<string, number>>;
export type BannerTextField = keyof (typeof bannerTextLimits)['home'];

/** A banner's English words beside their translation (null: untranslated); a promo banner's subtitle is its description. */
export const bannerTranslationRow = z.object({
  id: z.number().int(),
  kind: z.enum(bannerTranslationKinds),
  language: z.string(),
  english: z.object({ title: z.string(), subtitle: z.string(), buttonText: z.string() }),
  translation: z.object({
    title: z.string().nullable(),
    subtitle: z.string().nullable(),
    buttonText: z.string().nullable(),
  }),
  /** Whether a field with English words is still untranslated. */
  untranslated: z.boolean(),
});
export type BannerTranslationRow = z.infer<typeof bannerTranslationRow>;
export const bannerTranslationList = z.object({ items: z.array(bannerTranslationRow) });
export type BannerTranslationList = z.infer<typeof bannerTranslationList>;

/** PUT /api/admin/translations/banners/:kind/:id (a home banner's smaller limits are checked by the server). */
export const bannerTranslationBody = z.object({
  language: languageField,
  title: field(bannerTextLimits.promo.title),
  subtitle: field(bannerTextLimits.promo.subtitle),
  buttonText: field(bannerTextLimits.promo.buttonText),
});
export type BannerTranslationBody = z.input<typeof bannerTranslationBody>;
export const bannerTranslationParams = z.object({
  kind: z.enum(bannerTranslationKinds, { error: `kind must be one of ${bannerTranslationKinds.join(', ')}` }),
  id: idParam('id'),
});
export const bannerTranslationSaved = z.object({ message: z.string(), row: bannerTranslationRow });

/** The limits of the shop's texts (the customer care hours' is the seller form's). */
export const shopTextLimits = {
  tagline: 200,
  taglineLine: 200,
  customerCareHours: 80,
  taglineCount: 10,
} as const;

/** The shop's shopper-facing texts: the footer's tagline, the header's rotating taglines and the care hours. */
export const shopTextTranslation = z.object({
  language: z.string(),
  english: z.object({ tagline: z.string(), taglines: z.array(z.string()), customerCareHours: z.string() }),
  translation: z.object({
    tagline: z.string().nullable(),
    /** Line for line as the English ones; null: untranslated. */
    taglines: z.array(z.string()).nullable(),
    customerCareHours: z.string().nullable(),
  }),
  untranslated: z.boolean(),
});
export type ShopTextTranslation = z.infer<typeof shopTextTranslation>;

/** PUT /api/admin/translations/shop. `taglines`: line for line as the English ones ([] or null: back to English). */
export const shopTextTranslationBody = z.object({
  language: languageField,
  tagline: field(shopTextLimits.tagline),
  taglines: z
    .array(
      z
        .string({ error: 'Must be text' })
        .trim()
        .max(shopTextLimits.taglineLine, {
          error: `Must be ${shopTextLimits.taglineLine} characters or less`,
        }),
      { error: 'taglines must be a list of lines' },
    )
    .max(shopTextLimits.taglineCount, { error: `At most ${shopTextLimits.taglineCount} taglines` })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.every((l) => l === '') ? null : v)),
  customerCareHours: field(shopTextLimits.customerCareHours),
});
export type ShopTextTranslationBody = z.input<typeof shopTextTranslationBody>;
export const shopTextTranslationSaved = z.object({ message: z.string(), row: shopTextTranslation });

export const textTranslationMessages = {
  saved: 'Translation saved',
  bannerNotFound: 'Banner not found.',
};
