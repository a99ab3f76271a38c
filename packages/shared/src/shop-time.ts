// The shop's calendar: every day, month and financial year the shop counts or names (the dashboard's days, the
// GST report's months, invoice numbers' financial years, file names) is a day in the shop's time zone, India
// time unless the settings name another (decision 0298). Instants stay instants (UTC in the database); only
// where they fall on the calendar depends on the zone.
import { z } from 'zod';

/** India has one time zone, UTC+05:30, with no daylight saving. */
export const defaultTimeZone = 'Asia/Kolkata';

/** Whether Intl knows `name` as a time zone (an IANA name such as Asia/Kolkata, or UTC). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** How a page names the zone: 'India time' for India's, else the zone's own name ('Europe/London time'). */
export function timeZoneLabel(timeZone: string): string {
  return timeZone === defaultTimeZone || timeZone === 'Asia/Calcutta' ? 'India time' : `${timeZone} time`;
}

export const timeZoneMessage = 'Time zone must be a time zone name such as Asia/Kolkata';

/** The settings part `time`: the zone the shop's days are counted in. */
export const timeSettings = z.object({
  timeZone: z.string({ error: timeZoneMessage }).trim().refine(isTimeZone, { error: timeZoneMessage }),
});
export type TimeSettings = z.infer<typeof timeSettings>;
export const defaultTimeSettings: TimeSettings = { timeZone: defaultTimeZone };

// Building an Intl format costs far more than using one: one per zone, made on first use.
const formats = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of `timeZone` at `at`: year, month (1-12), day, hour (0-23), minute and second. */
export function wallClock(at: Date, timeZone: string = defaultTimeZone) {
  return partsIn(at, timeZone);
}

function partsIn(at: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(at)) part[p.type] = p.value;
  return {
    year: Number(part.year),
    month: Number(part.month),
    day: Number(part.day),
    hour: Number(part.hour),
    minute: Number(part.minute),
    second: Number(part.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day `at` falls on in `timeZone`, as YYYY-MM-DD. */
export function shopDay(at: Date, timeZone: string = defaultTimeZone): string {
  const p = partsIn(at, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The month `at` falls in, in `timeZone`, as YYYY-MM. */
export function shopMonth(at: Date, timeZone: string = defaultTimeZone): string {
  return shopDay(at, timeZone).slice(0, 7);
}

/** The Indian financial year (1 April to 31 March) `at` falls in, in `timeZone`, as 2026-27. */
export function financialYear(at: Date, timeZone: string = defaultTimeZone): string {
  const p = partsIn(at, timeZone);
  const start = p.month >= 4 ? p.year : p.year - 1;
  return `${start}-${pad((start + 1) % 100)}`;
}

/** A YYYY-MM-DD day `days` later (or earlier, when negative) on the calendar. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day as messages and mails write it: '31 December 2026'. */
export function dayInWords(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** How far the wall clock of `timeZone` is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const p = partsIn(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (at.getTime() - at.getMilliseconds());
}

/**
 * The first instant of a YYYY-MM-DD day in `timeZone` (its midnight; where a clock change skips midnight, the
 * first minute the day has).
 */
export function dayStart(day: string, timeZone: string = defaultTimeZone): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // The offset at the guess, then at the answer it gives: two steps settle any zone's change of offset.
  let at = wall - offsetAt(new Date(wall), timeZone);
  at = wall - offsetAt(new Date(at), timeZone);
  const found = new Date(at);
  // A day whose midnight does not exist (the clock jumps from 23:59 to 01:00) starts at the jump.
  return shopDay(found, timeZone) === day ? found : new Date(at + 3_600_000);
}

/** A YYYY-MM month's first instant and the next month's, in `timeZone`: the month is from <= t < to. */
export function monthRange(month: string, timeZone: string = defaultTimeZone): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${pad(y + 1, 4)}-01` : `${pad(y, 4)}-${pad(m + 1)}`;
  return { from: dayStart(`${month}-01`, timeZone), to: dayStart(`${next}-01`, timeZone) };
}
