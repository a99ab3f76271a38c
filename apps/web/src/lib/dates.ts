// How the shop writes dates for India: '21 Nov 2026', '22 Nov 2026, 3:30 pm', '21 Nov'.
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21 Nov 2026"; text that is not a date is shown as it came. */
export function formatDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? dateFormat.format(date) : (value ?? '');
}

/** "22 Nov 2026, 3:30 pm"; a date without a time of day stays a plain date. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return value ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? dateFormat.format(date) : dateTimeFormat.format(date);
}

const shortDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

/** "21 Nov", for lists where the year goes without saying. */
export function formatShortDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? shortDateFormat.format(date) : (value ?? '');
}
