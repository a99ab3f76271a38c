// How the back-office writes dates, amounts and people for a shop in India (D18: ₹1,23,456.00).
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const shortDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21 Nov 2026"; text that is not a date is shown as it came. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : (value ?? '');
}

/** "21 Nov", for lists where the year goes without saying. */
export function formatShortDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? shortDateFormat.format(date) : (value ?? '');
}

/** "21 Nov 2026, 3:30 pm"; a bare date ("2026-11-28") stays a date. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return value ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? dateFormat.format(date) : dateTimeFormat.format(date);
}

/** An amount the API gives in rupees (a JSON number), shown with Indian grouping and two decimals. */
export const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** Case-insensitive "contains" over several fields, for the searchable tables. */
export function matches(search: string, ...fields: (string | number | null | undefined)[]): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return fields.some((f) => f != null && String(f).toLowerCase().includes(term));
}
