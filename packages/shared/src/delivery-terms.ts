// What the shop promises about delivery times, in words, worked out from the zones, cut-off and holidays (the
// policy pages and the FAQ; decision 0295). Apart from shop-terms.ts, which the header loads on every page: a
// shopper's first page needs none of this. Its sentences are said through `say` as shop-terms.ts's are (the web's
// t(), else English).
import type { ZoneSettings } from './delivery-estimate.ts';
import { inEnglish, listWords, type Say } from './shop-terms.ts';

/** "2-4", "1": a span of days as a number or a range. */
const daySpan = (daysMin: number, daysMax: number) =>
  daysMin === daysMax ? String(daysMin) : `${daysMin}-${daysMax}`;

/** "2-4 working days", "1 working day". */
export function workingDays(daysMin: number, daysMax: number, say: Say = inEnglish): string {
  if (daysMin === daysMax)
    return say('{days, plural, one {# working day} other {# working days}}', { days: daysMin });
  return say('{span} working days', { span: daySpan(daysMin, daysMax) });
}

/** "14:00" as "2:00 pm". */
export function clockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const half = h < 12 ? 'am' : 'pm';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${half}`;
}

/** "25 Dec 2026" for '2026-12-25'. */
export function calendarDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export type ZoneTerm = {
  /** The zone's name; "Everywhere else" for the default zone. */
  name: string;
  /** The PIN codes it names, e.g. "PIN codes starting 40, 41 or 42"; '' for the default zone. */
  pins: string;
  deliverable: boolean;
  /** "2-4 working days" after dispatch; '' when not delivered. */
  days: string;
  cod: boolean;
};

export type DeliveryTerms = {
  /** When an order leaves, in a sentence. */
  dispatch: string;
  /** Each zone, then everywhere else. */
  zones: ZoneTerm[];
  /** "2-14 working days": the fastest and slowest zone we deliver to. */
  range: string;
  /** The zones' times in one sentence (the FAQ, the terms). */
  summary: string;
  /** The holidays still to come, "25 Dec 2026"; none before `today` ('YYYY-MM-DD'). */
  holidays: string[];
};

function pinWords(pins: readonly string[], say: Say): string {
  if (pins.length > 12) return say('{count} PIN code groups', { count: String(pins.length) });
  const prefixes = pins.filter((p) => !p.includes('-'));
  const ranges = pins.filter((p) => p.includes('-'));
  const starts =
    prefixes.length <= 1
      ? (prefixes[0] ?? '')
      : say('{list} or {last}', { list: prefixes.slice(0, -1).join(', '), last: prefixes.at(-1)! });
  const parts = [
    ...(prefixes.length > 0 ? [say('starting {prefixes}', { prefixes: starts })] : []),
    ...ranges.map((r) => {
      const [from = '', to = ''] = r.split('-');
      return say('{from} to {to}', { from, to });
    }),
  ];
  return say('PIN codes {parts}', { parts: listWords(parts, say) });
}

/** Delivery times in words, from the zones, the cut-off and the holidays the PIN check uses. */
export function deliveryTerms(settings: ZoneSettings, today = '', say: Say = inEnglish): DeliveryTerms {
  const time = clockTime(settings.cutoff);
  const dispatch =
    settings.holidays.length > 0
      ? say(
          'Orders placed by {time} (India time) on a working day leave the same day; later orders leave on the next working day. We do not dispatch on Sundays or on our holidays.',
          { time },
        )
      : say(
          'Orders placed by {time} (India time) on a working day leave the same day; later orders leave on the next working day. We do not dispatch on Sundays.',
          { time },
        );
  const zones: ZoneTerm[] = [
    ...settings.zones.map((z) => ({
      name: z.name,
      pins: pinWords(z.pins, say),
      deliverable: z.deliverable,
      days: z.deliverable ? workingDays(z.daysMin, z.daysMax, say) : '',
      cod: z.deliverable && z.codAllowed,
    })),
    {
      name: settings.zones.length > 0 ? say('Everywhere else') : say('Everywhere in India'),
      pins: '',
      deliverable: settings.otherwise.deliverable,
      days: settings.otherwise.deliverable
        ? workingDays(settings.otherwise.daysMin, settings.otherwise.daysMax, say)
        : '',
      cod: settings.otherwise.deliverable && settings.otherwise.codAllowed,
    },
  ];
  const served = [...settings.zones, settings.otherwise].filter((z) => z.deliverable);
  const range =
    served.length === 0
      ? ''
      : workingDays(
          Math.min(...served.map((z) => z.daysMin)),
          Math.max(...served.map((z) => z.daysMax)),
          say,
        );
  // "2-4 working days after dispatch in A, 8-14 in B, and 5-8 everywhere else" (zone names may hold "and").
  const areas = [
    ...settings.zones.map((z) => ({ ...z, name: z.name as string | null })),
    { ...settings.otherwise, name: null as string | null },
  ];
  const parts = areas
    .filter((z) => z.deliverable)
    .map((z, i) => {
      const days =
        i === 0
          ? say('{days} after dispatch', { days: workingDays(z.daysMin, z.daysMax, say) })
          : daySpan(z.daysMin, z.daysMax);
      if (z.name !== null) return say('{days} in {zone}', { days, zone: z.name });
      return settings.zones.length > 0
        ? say('{days} everywhere else', { days })
        : say('{days} everywhere in India', { days });
    });
  const joined =
    parts.length <= 2
      ? parts.length === 2
        ? say('{first} and {second}', { first: parts[0]!, second: parts[1]! })
        : (parts[0] ?? '')
      : say('{list}, and {last}', { list: parts.slice(0, -1).join(', '), last: parts.at(-1)! });
  const summary =
    parts.length === 0
      ? say('We are not delivering anywhere at the moment.')
      : say('Delivery takes {parts}.', { parts: joined });
  const holidays = [...settings.holidays]
    .filter((d) => d >= today)
    .sort()
    .map(calendarDate);
  return { dispatch, zones, range, summary, holidays };
}
