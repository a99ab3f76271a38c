// Every language's catalogue, keyed by the English text (decision 0331): what the server's render installs for a
// page in that language, and what the browser's build of the language compiles into its code. English has none:
// its texts are the keys. Every language of languages.ts has one (the type says so), so the build compiles each
// and the shop's settings only turn them on or off.
import { hi } from './hi/index.ts';
import type { Language } from './languages.ts';
import { mr } from './mr/index.ts';

export type Catalogue = Readonly<Record<string, string>>;

export const catalogues: Record<Exclude<Language, 'en'>, Catalogue> = { hi, mr };

/** A language's catalogue; null for English, whose texts are the keys. */
export function catalogueFor(language: Language): Catalogue | null {
  return language === 'en' ? null : catalogues[language];
}

/**
 * Texts the pages show in English in every language on purpose (brand names, units, codes): a catalogue may leave
 * them out, and the translations test does not ask for them. Kept short: anything else is translated.
 */
export const keptInEnglish: readonly string[] = [
  // A payment method's own name, as the shopper's UPI app shows it.
  'UPI AutoPay',
  // A brand: the app is called so in every language.
  'WhatsApp',
];
