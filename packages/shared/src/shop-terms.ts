// What the shop promises in words, worked out from its settings so that every place says the same thing:
// cash on delivery from the COD settings and the zones (the header's tagline, the FAQ, the policy pages, the
// checkout; decision 0296) and delivery times from the zones, cut-off and holidays (the policy pages; decision
// 0295). No zod here: the header imports it on every page.
import type { CodSettings } from './checkout.ts';
import type { ZoneSettings } from './delivery-estimate.ts';
import { formatRupees } from './money.ts';

/** ₹30 rather than ₹30.00 in running text; amounts with paise keep them. */
const rupees = (paise: number) => formatRupees(paise).replace(/\.00$/, '');

/** "A", "A and B", "A, B and C". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export type CodTerms = {
  /** Whether cash on delivery is offered anywhere. */
  available: boolean;
  /**
   * The one line the tagline, the FAQ and the checkout all say, e.g. "Cash on delivery on most PIN codes, ₹30
   * fee on some"; "Cash on delivery is not available right now" when it is off.
   */
  line: string;
  /** Where it is refused, e.g. "It is not offered in Andaman, Nicobar and Lakshadweep or at 3 other PIN codes."; '' when nowhere. */
  exceptions: string;
};

type Zoned = Pick<ZoneSettings, 'zones' | 'otherwise'>;

/**
 * Cash on delivery in words, from the rules codAtPin applies (delivery/cod-at-pin.ts): the shop's switch, its
 * blocked PIN codes, each zone's COD flag and fee, and the fee list of the COD settings for zones without a fee.
 */
export function codTerms(cod: CodSettings, zones: Zoned): CodTerms {
  const off = {
    available: false,
    line: 'Cash on delivery is not available right now',
    exceptions: '',
  };
  if (!cod.enabled) return off;
  const served = [
    ...zones.zones.filter((z) => z.deliverable).map((z) => ({ ...z, name: z.name as string | null })),
    ...(zones.otherwise.deliverable ? [{ ...zones.otherwise, name: null as string | null }] : []),
  ];
  const withCod = served.filter((z) => z.codAllowed);
  if (withCod.length === 0) return off;
  const refusedZones = served.filter((z) => !z.codAllowed && z.name !== null).map((z) => z.name as string);
  const blocked = cod.blockedPinCodes.length;
  const everywhereElse = zones.otherwise.deliverable ? zones.otherwise.codAllowed : true;

  let where: string;
  if (!everywhereElse) where = `in ${listWords(withCod.map((z) => z.name ?? 'other areas'))}`;
  else if (refusedZones.length === 0 && blocked === 0) where = 'wherever we deliver';
  else where = 'on most PIN codes';

  const exceptions = !everywhereElse
    ? blocked > 0
      ? `It is not offered at ${blocked} PIN code${blocked === 1 ? '' : 's'} there.`
      : ''
    : refusedZones.length > 0 && blocked > 0
      ? `It is not offered in ${listWords(refusedZones)}, or at ${blocked} other PIN code${blocked === 1 ? '' : 's'}.`
      : refusedZones.length > 0
        ? `It is not offered in ${listWords(refusedZones)}.`
        : blocked > 0
          ? `It is not offered at ${blocked} PIN code${blocked === 1 ? '' : 's'}.`
          : '';

  // The fees a COD zone can charge: its own, or the COD settings' fee for the PIN codes on their list (a list
  // of single PIN codes never covers a whole zone, so such a zone also has PIN codes without a fee).
  const fees = new Set<number>();
  let freeSomewhere = false;
  for (const z of withCod) {
    if (z.codFeePaise !== null) {
      if (z.codFeePaise > 0) fees.add(z.codFeePaise);
      else freeSomewhere = true;
    } else {
      freeSomewhere = true;
      if (cod.feePaise > 0 && cod.feePinCodes.length > 0) fees.add(cod.feePaise);
    }
  }
  const sorted = [...fees].sort((a, b) => a - b);
  const amount =
    sorted.length === 0
      ? ''
      : sorted.length === 1
        ? rupees(sorted[0]!)
        : `${rupees(sorted[0]!)} to ${rupees(sorted[sorted.length - 1]!)}`;
  const feeWords =
    sorted.length === 0 ? 'no extra fee' : freeSomewhere ? `${amount} fee on some` : `${amount} fee`;
  return { available: true, line: `Cash on delivery ${where}, ${feeWords}`, exceptions };
}

/** The shop's header taglines: the owner's own lines, then the cash-on-delivery line when COD is offered. */
export function shopTaglines(settings: {
  shop: { taglines: readonly string[] };
  cod: CodSettings;
  zones: Zoned;
}): string[] {
  const cod = codTerms(settings.cod, settings.zones);
  return cod.available ? [...settings.shop.taglines, cod.line] : [...settings.shop.taglines];
}

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
