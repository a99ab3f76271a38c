// The shop's messages (mails, SMS, WhatsApp) in the shopper's language (decision 0331): the order's, or the
// account's (migration 0036). English texts are the keys of each language's messages catalogue (hi/messages.ts).
import { fillMessage, type MessageValues } from './format.ts';
import { hiMessages } from './hi/index.ts';
import { offers as hiOffers } from './hi/offers.ts';
import { isLanguage, type Language } from './languages.ts';
import { mrMessages } from './mr/index.ts';
import { offers as mrOffers } from './mr/offers.ts';

/** The messages' catalogues (mails, SMS, WhatsApp), keyed by the English text; English has none. */
const messageCatalogues: Partial<Record<Language, Readonly<Record<string, string>>>> = {
  // The mails' and messages' words, and the offers' badges the API words for a page in the language.
  hi: { ...hiMessages, ...hiOffers },
  mr: { ...mrMessages, ...mrOffers },
};

/**
 * The language a message to a reader of `stored` (orders.language, users.language) is written in: theirs when the
 * shop's messages are written in it (English, Hindi, Marathi), else English, the whole message (its dates too).
 */
export function messageLanguage(stored: unknown): Language {
  return isLanguage(stored) && (stored === 'en' || messageCatalogues[stored] !== undefined) ? stored : 'en';
}

/** The messages' catalogue of `language`, keyed by the English text; null for English or a language without one. */
export function messageCatalogueOf(language: Language): Readonly<Record<string, string>> | null {
  return messageCatalogues[language] ?? null;
}

/** A message sayer: `say('Hello {name},', { name })` in `language`, the English text when it has no translation. */
export type Say = (english: string, values?: MessageValues) => string;

export function sayIn(language: Language): Say {
  const catalogue = messageCatalogues[language];
  return (english, values) => fillMessage(catalogue?.[english] ?? english, values, language);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A date in a message in `language` as the web writes it there (apps/web/src/lib/dates.ts): Intl's format for the
 * language in India, months in words, Latin digits; India's time zone unless `timeZone` is given.
 */
export function messageDate(
  language: Language,
  date: Date,
  options: Intl.DateTimeFormatOptions,
  timeZone = 'Asia/Kolkata',
): string {
  const key = `${language} ${timeZone} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { ...options, timeZone, numberingSystem: 'latn' });
    dateFormats.set(key, format);
  }
  return format.format(date);
}
