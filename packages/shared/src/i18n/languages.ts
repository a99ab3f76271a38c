// The shop's languages (decision 0331): English is the default and its texts are SPEC's, at SPEC's routes; every
// other language lives under its own prefix (/hi/...). A language is added by adding its catalogue
// (i18n/<code>.ts, keyed by the English text) and listing it here.

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language in its own script, as the switcher shows it; and its name in English, for the back-office. */
export const languageNames: Record<Language, { own: string; english: string }> = {
  en: { own: 'English', english: 'English' },
  hi: { own: 'हिन्दी', english: 'Hindi' },
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
