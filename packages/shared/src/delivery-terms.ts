// What the shop promises about delivery times, in words, worked out from the zones, cut-off and holidays (the
// policy pages and the FAQ; decision 0295). Apart from shop-terms.ts, which the header loads on every page: a
// shopper's first page needs none of this.
import type { ZoneSettings } from './delivery-estimate.ts';
import { listWords } from './shop-terms.ts';

/** "2-4 working days", "1 working day". */
export function workingDays(daysMin: number, daysMax: number): string {
  if (daysMin === daysMax) return `${daysMin} working day${daysMin === 1 ? '' : 's'}`;
  return `${daysMin}-${daysMax} working days`;
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

function pinWords(pins: readonly string[]): string {
  const prefixes = pins.filter((p) => !p.includes('-'));
  const ranges = pins.filter((p) => p.includes('-'));
  const parts = [
    ...(prefixes.length > 0
      ? [
          `starting ${prefixes.length === 1 ? prefixes[0] : `${prefixes.slice(0, -1).join(', ')} or ${prefixes.at(-1)}`}`,
        ]
      : []),
    ...ranges.map((r) => r.replace('-', ' to ')),
  ];
  return pins.length > 12 ? `${pins.length} PIN code groups` : `PIN codes ${listWords(parts)}`;
}

/** Delivery times in words, from the zones, the cut-off and the holidays the PIN check uses. */
export function deliveryTerms(settings: ZoneSettings, today = ''): DeliveryTerms {
  const dispatch = `Orders placed by ${clockTime(settings.cutoff)} (India time) on a working day leave the same day; later orders leave on the next working day. We do not dispatch on Sundays${settings.holidays.length > 0 ? ' or on our holidays' : ''}.`;
  const zones: ZoneTerm[] = [
    ...settings.zones.map((z) => ({
      name: z.name,
      pins: pinWords(z.pins),
      deliverable: z.deliverable,
      days: z.deliverable ? workingDays(z.daysMin, z.daysMax) : '',
      cod: z.deliverable && z.codAllowed,
    })),
    {
      name: settings.zones.length > 0 ? 'Everywhere else' : 'Everywhere in India',
      pins: '',
      deliverable: settings.otherwise.deliverable,
      days: settings.otherwise.deliverable
        ? workingDays(settings.otherwise.daysMin, settings.otherwise.daysMax)
        : '',
      cod: settings.otherwise.deliverable && settings.otherwise.codAllowed,
    },
  ];
  const served = [...settings.zones, settings.otherwise].filter((z) => z.deliverable);
  const range =
    served.length === 0
      ? ''
      : workingDays(Math.min(...served.map((z) => z.daysMin)), Math.max(...served.map((z) => z.daysMax)));
  // "2-4 working days after dispatch in A, 8-14 in B, and 5-8 everywhere else" (zone names may hold "and").
  const parts = zones
    .filter((z) => z.deliverable)
    .map((z, i) => {
      const days = i === 0 ? `${z.days} after dispatch` : z.days.replace(/ working days?$/, '');
      return z.pins === ''
        ? `${days} ${settings.zones.length > 0 ? 'everywhere else' : 'everywhere in India'}`
        : `${days} in ${z.name}`;
    });
  const joined =
    parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}`;
  const summary =
    parts.length === 0 ? 'We are not delivering anywhere at the moment.' : `Delivery takes ${joined}.`;
  const holidays = [...settings.holidays]
    .filter((d) => d >= today)
    .sort()
    .map(calendarDate);
  return { dispatch, zones, range, summary, holidays };
}
