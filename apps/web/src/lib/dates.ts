// How the shop writes dates for India: '21 Nov 2026', '22 Nov 2026, 3:30 pm', '21 Nov'. The plain date is
// written out as Intl's en-IN format writes it (months as Node's ICU names them, 'Sept' included); the others
// build their Intl format on first use, since building one costs a phone tens of milliseconds. A page in another
// language writes them as Intl does for it, months in words, with Latin digits ('21 नवंबर 2026', decision 0331), or
// Devanagari ones where the shop's settings ask for them (a string replace, i18n/digits.ts: '२१ नवंबर २०२६').
import { inPageDigits } from '@chamak/shared/i18n/digits';
import { pageLanguage } from './i18n.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
/** The page language's format of these parts, made once per language (the server renders every language). */
function format(options: Intl.DateTimeFormatOptions, name: string): Intl.DateTimeFormat {
  const language = pageLanguage();
  const key = `${language} ${name}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(`${language}-IN`, { ...options, numberingSystem: 'latn' });
    formats.set(key, made);
  }
  return made;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** "21 Nov 2026" in the browser's time zone, as Intl.DateTimeFormat('en-IN', day/short month/year) writes it. */
export function dayMonthYear(date: Date): string {
  if (pageLanguage() !== 'en')
    return inPageDigits(format({ day: 'numeric', month: 'long', year: 'numeric' }, 'date').format(date));
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
}

export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21 Nov 2026"; text that is not a date is shown as it came. */
export function formatDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? dayMonthYear(date) : (value ?? '');
}

/** "22 Nov 2026, 3:30 pm"; a date without a time of day stays a plain date. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return value ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value ?? '')) return dayMonthYear(date);
  return inPageDigits(
    format(
      {
        day: 'numeric',
        month: pageLanguage() === 'en' ? 'short' : 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      },
      'date and time',
    ).format(date),
  );
}

/** "21 Nov", for lists where the year goes without saying. */
export function formatShortDate(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return value ?? '';
  return inPageDigits(
    format({ day: 'numeric', month: pageLanguage() === 'en' ? 'short' : 'long' }, 'short date').format(date),
  );
}
