// The digits a page writes its numbers in (prices, counts, dates): Latin (0-9) unless the shop's settings ask for
// Devanagari (०-९) on its Devanagari-script pages (Hindi, Marathi); English pages are always Latin. The number
// formats (money.ts's indianNumber and formatRupees, format.ts's placeholders, the web's dates) write Latin digits
// and pass them through `inPageDigits`, a string replace: no Intl format is built for it on a page's start.
import { defaultLanguage, type Language, languageNames } from './languages.ts';

export const digitSystems = ['latin', 'devanagari'] as const;
export type Digits = (typeof digitSystems)[number];

let pageDigits: Digits = 'latin';

/**
 * The digits a page in `language` writes when the shop asks for `digits`: Devanagari only on a page in a language
 * written in Devanagari, never on an English page.
 */
export function digitsFor(language: Language, digits: Digits): Digits {
  return digits === 'devanagari' && language !== defaultLanguage && languageNames[language].script === 'Deva'
    ? 'devanagari'
    : 'latin';
}

/**
 * The digits numbers are written in from now on: the web sets them for its page (the server's render for each
 * render, then back to Latin). Nothing else sets them, so the API's own texts (mails, invoices) stay Latin.
 */
export function setPageDigits(digits: Digits): void {
  pageDigits = digits;
}

/** The digits numbers are written in now. */
export function currentDigits(): Digits {
  return pageDigits;
}

/** `text` with its Latin digits written in `digits` (the page's unless given): '₹1,249.00' as '₹१,२४९.००'. */
export function inPageDigits(text: string, digits: Digits = pageDigits): string {
  return digits === 'latin'
    ? text
    : text.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0x0936));
}
