// The shop's words in the page's language (decision 0331). Every shopper-facing text is written in English, SPEC's
// words, given to t() with the values of its placeholders ("Only {count} left", { count }). The browser's build for a language replaces
// each such text with its translation when it compiles (apps/web/i18n-compile.ts), so no catalogue is downloaded;
// the server's render and the tests install the language's catalogue here instead (setLanguage). Call t() while
// rendering, never when a module loads: a module's constant is made once, in whichever language came first.
import { type Digits, digitsFor, setPageDigits } from '@chamak/shared/i18n/digits';
import { fillMessage, type MessageValues } from '@chamak/shared/i18n/format';
import {
  defaultEnabledLanguages,
  defaultLanguage,
  isLanguage,
  type Language,
  languageBase,
  languagePath,
} from '@chamak/shared/i18n/languages';

/** The language a browser build was compiled for (vite.config.ts defines it); the server's render sets its own. */
declare const __SHOP_LANGUAGE__: Language | undefined;

let active: Language = typeof __SHOP_LANGUAGE__ === 'string' ? __SHOP_LANGUAGE__ : defaultLanguage;
let catalogue: Readonly<Record<string, string>> | null = null;

/** The languages shoppers may read the shop in now, and the digits its Hindi and Marathi pages write (settings). */
export type PageLanguages = { enabled: readonly Language[]; digits: Digits };
let shop: PageLanguages = { enabled: defaultEnabledLanguages, digits: 'latin' };

/** Renders in `language` from now on, its texts from `texts` (a catalogue keyed by the English text). */
export function setLanguage(language: Language, texts: Readonly<Record<string, string>> | null): void {
  active = language;
  catalogue = language === defaultLanguage ? null : texts;
  setPageDigits(digitsFor(active, shop.digits));
}

/**
 * The shop's languages that are on and its digits, as the server names them in the page (#chamak-site, read below)
 * or gives them to its render; the demo's English and Hindi in Latin digits without them (a page test).
 */
export function setShopLanguages(named: PageLanguages | undefined): void {
  shop = named ?? { enabled: defaultEnabledLanguages, digits: 'latin' };
  setPageDigits(digitsFor(active, shop.digits));
}

/** The languages shoppers may read the shop in (the switch offers the others). */
export function enabledLanguages(): readonly Language[] {
  return shop.enabled;
}

// The browser's page names the shop's languages and digits: read once, before anything renders.
if (typeof document !== 'undefined') {
  try {
    const named = JSON.parse(document.getElementById('chamak-site')?.textContent ?? 'null');
    if (named && Array.isArray(named.languages))
      setShopLanguages({
        enabled: named.languages.filter(isLanguage),
        digits: named.digits === 'devanagari' ? 'devanagari' : 'latin',
      });
  } catch {
    // A malformed block: the default languages, Latin digits.
  }
}

/** The language the page is in. */
export function pageLanguage(): Language {
  return active;
}

/** A text in the page's language, its placeholders filled. */
export function t(english: string, values?: MessageValues): string {
  return fillMessage(catalogue?.[english] ?? english, values, active);
}

/** A shop path (as paths.ts gives it) as an address in the page's language: for links outside the router. */
export function localPath(path: string): string {
  return languagePath(active, path);
}

/** The router's basename for the page's language ('' for English). */
export function routerBase(): string {
  return languageBase(active);
}

/**
 * Marks a text kept in a module's constant (a menu's labels) for translation: the browser's build translates it in
 * place, and the page shows it through t() when rendering (which translates it on the server).
 */
export function msg(english: string): string {
  return english;
}
