// The shop's languages (decision 0331): English is the default and its texts are SPEC's, at SPEC's routes; every
// other language lives under its own prefix (/hi/...). A language is added by adding its catalogue
// (i18n/<code>/*.ts, keyed by the English text, named in catalogues.ts) and listing it here with its names; the
// build then compiles a browser build for it, and the admin turns it on for shoppers in the shop's settings
// (language-settings.ts): a language that is off has no pages, no switch and no place in hreflang or the sitemap.

export const languages = ['en', 'hi', 'mr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
/** The languages on in a shop whose admin has not chosen (language-settings.ts): English and Hindi; Marathi is off. */
export const defaultEnabledLanguages: readonly Language[] = ['en', 'hi'];

/**
 * Each language in its own script, as the switcher shows it; its name in English, for the back-office; and the
 * script it is written in (a Devanagari page links the Devanagari type and may write Devanagari digits).
 */
export const languageNames: Record<Language, { own: string; english: string; script: 'Latn' | 'Deva' }> = {
  en: { own: 'English', english: 'English', script: 'Latn' },
  hi: { own: 'हिन्दी', english: 'Hindi', script: 'Deva' },
  mr: { own: 'मराठी', english: 'Marathi', script: 'Deva' },
};

/** The request header a page in another language asks the API with (its answers' words in that language). */
export const languageHeader = 'x-shop-language';

/** The cookie that keeps a shopper's choice of language (a year). */
export const languageCookie = 'chamak_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language an address is in and the address without its language prefix: '/hi/products' is Hindi '/products'. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const code = match?.[1];
  if (code && code !== defaultLanguage && isLanguage(code)) return { language: code, path: match[2] ?? '/' };
  return { language: defaultLanguage, path: pathname };
}

/** The address of `path` (a shop path without prefix, query allowed) in `language`. */
export function languagePath(language: Language, path: string): string {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** The router's basename for a language: none for English, '/hi' for Hindi. */
export function languageBase(language: Language): string {
  return language === defaultLanguage ? '' : `/${language}`;
}
