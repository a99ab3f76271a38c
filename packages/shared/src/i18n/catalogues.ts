// Every language's catalogue, keyed by the English text (decision 0331): what the server's render installs for a
// page in that language, and what the browser's build of the language compiles into its code. English has none:
// its texts are the keys.
import { hi } from './hi/index.ts';
import type { Language } from './languages.ts';

export type Catalogue = Readonly<Record<string, string>>;

export const catalogues: Record<Exclude<Language, 'en'>, Catalogue> = { hi };

/** A language's catalogue; null for English, whose texts are the keys. */
export function catalogueFor(language: Language): Catalogue | null {
  return language === 'en' ? null : catalogues[language];
}
