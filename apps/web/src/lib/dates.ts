// How the shop writes dates for India: '21 Nov 2026', '22 Nov 2026, 3:30 pm', '21 Nov'. The plain date is
// written out as Intl's en-IN format writes it (months as Node's ICU names them, 'Sept' included); the others
// build their Intl format on first use, since building one costs a phone tens of milliseconds.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** "21 Nov 2026" in the browser's time zone, as Intl.DateTimeFormat('en-IN', day/short month/year) writes it. */
export function dayMonthYear(date: Date): string {
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;
let shortDateFormat: Intl.DateTimeFormat | undefined;

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
  dateTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dateTimeFormat.format(date);
}

/** "21 Nov", for lists where the year goes without saying. */
export function formatShortDate(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return value ?? '';
  shortDateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
  return shortDateFormat.format(date);
}
