// Delivery estimates by PIN code: the delivery zones the owner sets in Shop Settings, the same-day dispatch
// cut-off and the holidays, the zone a PIN code falls in, and the dates a shopper is told. The server answers
// GET /api/delivery/estimate with these rules (and Shiprocket's couriers when configured); the admin's zones
// editor validates with the same schema. A zone may be named in the shop's other languages too (`names`), which
// the shop's delivery promises on a page in that language say instead of its English name.
import { z } from 'zod';
import { defaultLanguage, type Language, languageNames, languages } from './i18n/languages.ts';
import { pinCodeMessage, pinCodePattern } from './pin-code.ts';

export { pinCodeMessage, pinCodePattern };

export const pinCode = z
  .string({ error: pinCodeMessage })
  .trim()
  .regex(pinCodePattern, { error: pinCodeMessage });

/** '560' (a prefix of 1 to 6 digits) or '560001-560099' (a range of 6-digit codes, low to high). */
export function pinPatternProblem(pattern: string): string | null {
  if (/^\d{1,6}$/.test(pattern)) return null;
  const range = /^(\d{6})-(\d{6})$/.exec(pattern);
  if (!range) return `"${pattern}" is not a PIN prefix (1 to 6 digits) or a range like 560001-560099`;
  if (Number(range[1]) > Number(range[2])) return `The range "${pattern}" runs backwards`;
  return null;
}

const pinPattern = z
  .string()
  .trim()
  .superRefine((p, ctx) => {
    const problem = pinPatternProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const days = (label: string) =>
  z
    .number({ error: `${label} must be a number of days` })
    .int({ error: `${label} must be a whole number of days` })
    .min(0, { error: `${label} cannot be negative` })
    .max(60, { error: `${label} must be at most 60 days` });

/** What a zone promises: whether it is served, working days in transit after dispatch, cash on delivery. */
const zoneTerms = {
  deliverable: z.boolean(),
  daysMin: days('Fastest delivery'),
  daysMax: days('Slowest delivery'),
  codAllowed: z.boolean(),
  /** The COD fee here (paise); null keeps the shop's COD fee rule (the fee PIN list of the COD settings). */
  codFeePaise: z
    .number()
    .int()
    .min(0, { error: 'The COD fee cannot be negative' })
    .max(100_000, { error: 'The COD fee must be at most ₹1,000' })
    .nullable(),
};

const daysInOrder = (zone: { daysMin: number; daysMax: number }, ctx: z.RefinementCtx) => {
  if (zone.daysMax < zone.daysMin)
    ctx.addIssue({
      code: 'custom',
      path: ['daysMax'],
      message: 'Slowest delivery cannot be sooner than the fastest',
    });
};

/** The languages a zone's name is translated into: every one but English, whose name is `name`. */
export const zoneNameLanguages = languages.filter((l) => l !== defaultLanguage) as Exclude<Language, 'en'>[];
export type ZoneNameLanguage = (typeof zoneNameLanguages)[number];

const zoneNameIn = (language: ZoneNameLanguage) => {
  const label = `Zone name in ${languageNames[language].english}`;
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(60, { error: `${label} must be at most 60 characters` });
};

/**
 * A zone's name in other languages, each optional (left out or empty: the English name shows); only the filled
 * ones are kept.
 */
export const zoneNames = z
  .strictObject(
    Object.fromEntries(zoneNameLanguages.map((l) => [l, zoneNameIn(l).optional()])) as Record<
      ZoneNameLanguage,
      z.ZodOptional<ReturnType<typeof zoneNameIn>>
    >,
    { error: `Must name the zone by language: ${zoneNameLanguages.join(', ')}` },
  )
  .transform(
    (names) =>
      Object.fromEntries(Object.entries(names).filter(([, name]) => name)) as Partial<
        Record<ZoneNameLanguage, string>
      >,
  );

export const deliveryZone = z
  .object({
    name: z
      .string({ error: 'Zone name is required' })
      .trim()
      .min(1, { error: 'Zone name is required' })
      .max(60, { error: 'Zone name must be at most 60 characters' }),
    /** Its name in other languages ({ hi: 'महाराष्ट्र और गोवा' }); a language without one reads `name`. */
    names: zoneNames.optional(),
    pins: z
      .array(pinPattern, { error: 'PIN codes are required' })
      .min(1, { error: 'A zone needs at least one PIN prefix or range' })
      .max(500, { error: 'A zone has at most 500 PIN prefixes or ranges' }),
    ...zoneTerms,
  })
  .superRefine(daysInOrder);
export type DeliveryZone = z.infer<typeof deliveryZone>;

export const defaultZone = z.object(zoneTerms).superRefine(daysInOrder);
export type DefaultZone = z.infer<typeof defaultZone>;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Holidays must be dates like 2026-12-25' })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      error: 'Holidays must be real dates like 2026-12-25',
    },
  );

/** Shop Settings → Delivery zones (settings key 'zones'). */
export const zoneSettings = z.object({
  zones: z.array(deliveryZone).max(100, { error: 'At most 100 zones' }),
  /** Every PIN code no zone names. */
  otherwise: defaultZone,
  /** Orders placed before this time (India time, 24-hour 'HH:MM') on a dispatch day leave that day. */
  cutoff: z
    .string({ error: 'Cut-off time is required' })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Cut-off time must be a time like 14:00' }),
  /** Dates (India) nothing is dispatched, besides Sundays. */
  holidays: z.array(isoDate).max(366, { error: 'At most 366 holidays' }),
  /** Where parcels leave from: the pickup PIN code Shiprocket's couriers are asked about. */
  pickupPin: pinCode,
});
export type ZoneSettings = z.infer<typeof zoneSettings>;

/** Until the owner saves zones: everywhere in 5-8 working days after dispatch, COD by the shop's COD rule. */
export const defaultZoneSettings: ZoneSettings = {
  zones: [
    {
      name: 'Maharashtra and Goa',
      names: { hi: 'महाराष्ट्र और गोवा' },
      pins: ['40', '41', '42', '43', '44'],
      deliverable: true,
      daysMin: 2,
      daysMax: 4,
      codAllowed: true,
      codFeePaise: null,
    },
    {
      name: 'Andaman, Nicobar and Lakshadweep',
      names: { hi: 'अंडमान-निकोबार और लक्षद्वीप' },
      pins: ['744', '682555-682559'],
      deliverable: true,
      daysMin: 8,
      daysMax: 14,
      codAllowed: false,
      codFeePaise: null,
    },
  ],
  otherwise: { deliverable: true, daysMin: 5, daysMax: 8, codAllowed: true, codFeePaise: null },
  cutoff: '14:00',
  holidays: [],
  pickupPin: '411026',
};

/** The zone a PIN code is in: its name ('' for the default zone) and terms. */
export type ZoneMatch = DefaultZone & { zone: string };

/** How narrow a pattern is: a longer prefix or a smaller range is more specific; -1 when it does not match. */
function specificity(pattern: string, pin: string): number {
  const dash = pattern.indexOf('-');
  if (dash < 0) return pin.startsWith(pattern) ? pattern.length : -1;
  const n = Number(pin);
  const low = Number(pattern.slice(0, dash));
  const high = Number(pattern.slice(dash + 1));
  return n >= low && n <= high ? 6 - Math.log10(high - low + 1) : -1;
}

/** The most specific zone naming the PIN code (the first listed on a tie), else the default zone. */
export function zoneFor(pin: string, settings: Pick<ZoneSettings, 'zones' | 'otherwise'>): ZoneMatch {
  let best: DeliveryZone | null = null;
  let bestScore = -1;
  for (const zone of settings.zones)
    for (const pattern of zone.pins) {
      const score = specificity(pattern, pin);
      if (score > bestScore) {
        best = zone;
        bestScore = score;
      }
    }
  if (!best) return { zone: '', ...settings.otherwise };
  const { name, pins: _, names: __, ...terms } = best;
  return { zone: name, ...terms };
}

const istOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 24 * 60 * 60_000;

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The day an order placed at `now` leaves: today (India) when it is a dispatch day (not Sunday, not a holiday)
 * and the cut-off has not passed, else the next dispatch day. 'YYYY-MM-DD'.
 */
export function dispatchDay(now: Date, cutoff: string, holidays: readonly string[]): string {
  const ist = now.getTime() + istOffsetMs;
  const today = Math.floor(ist / dayMs) * dayMs;
  const [h = 0, m = 0] = cutoff.split(':').map(Number);
  const off = new Set(holidays);
  const dispatches = (day: number) => new Date(day).getUTCDay() !== 0 && !off.has(dateOf(day));
  let day = today;
  if (!(dispatches(day) && ist - today < (h * 60 + m) * 60_000)) {
    day += dayMs;
    // A year of holidays at most: the loop always ends.
    for (let i = 0; i < 400 && !dispatches(day); i++) day += dayMs;
  }
  return dateOf(day);
}

/** `count` working days (Sundays skipped) after the date 'YYYY-MM-DD'. */
export function afterWorkingDays(date: string, count: number): string {
  let day = Date.parse(`${date}T00:00:00Z`);
  for (let left = count; left > 0; ) {
    day += dayMs;
    if (new Date(day).getUTCDay() !== 0) left -= 1;
  }
  return dateOf(day);
}

/** Dispatch day, then `daysMin` to `daysMax` working days in transit. */
export function deliveryDates(
  now: Date,
  transit: { daysMin: number; daysMax: number },
  rules: Pick<ZoneSettings, 'cutoff' | 'holidays'>,
): { dispatchOn: string; from: string; to: string } {
  const dispatchOn = dispatchDay(now, rules.cutoff, rules.holidays);
  return {
    dispatchOn,
    from: afterWorkingDays(dispatchOn, transit.daysMin),
    to: afterWorkingDays(dispatchOn, transit.daysMax),
  };
}

// One formatter for every call: toLocaleDateString with options builds a new one each time (about a millisecond,
// and a placement's quote, mail and order view call it several times).
const shortDateFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Thu, 27 Nov' for a 'YYYY-MM-DD' date (the date as written, whatever the reader's time zone). */
export function shortDate(date: string): string {
  return shortDateFormat.format(new Date(`${date}T00:00:00Z`));
}

export const deliveryMessages = {
  undeliverable: (pin: string) => `Sorry, we do not deliver to PIN code ${pin} yet.`,
  deliverBy: (from: string, to: string) =>
    from === to ? `Delivery by ${shortDate(to)}` : `Delivery between ${shortDate(from)} and ${shortDate(to)}`,
};

/**
 * GET /api/delivery/estimate?pin=560001&productId=12 (the parcel: one unit of the product's largest size) or
 * ?pin=560001&volumeMl=1500 (the parcel: a cart of that volume, weighed as the quote and the order weigh it).
 */
export const deliveryEstimateQuery = z.object({
  pin: pinCode,
  productId: z.coerce
    .number({ error: 'productId must be a number' })
    .int({ error: 'productId must be a whole number' })
    .positive({ error: 'productId must be a positive number' })
    .optional(),
  volumeMl: z.coerce
    .number({ error: 'volumeMl must be a number' })
    .int({ error: 'volumeMl must be a whole number' })
    .min(0, { error: 'volumeMl cannot be negative' })
    .max(10_000_000, { error: 'volumeMl is too large' })
    .optional(),
});
export type DeliveryEstimateQuery = z.infer<typeof deliveryEstimateQuery>;

export const deliveryEstimate = z.object({
  pin: z.string(),
  deliverable: z.boolean(),
  /** What the shopper reads: the date range, or why it cannot be delivered. */
  message: z.string(),
  /** India dates 'YYYY-MM-DD'; null when not deliverable. */
  dispatchOn: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  cod: z.object({
    available: z.boolean(),
    /** The COD fee at this PIN code (paise), 0 where there is none or COD is not available. */
    feePaise: z.number().int(),
  }),
  /** Whose answer: the zones, or Shiprocket's couriers. */
  source: z.enum(['zone', 'courier']),
  /** The zone's name; '' for the default zone. */
  zone: z.string(),
  /** The PIN code's district and state from the bundled India Post directory, for the checkout's address. */
  place: z.object({ city: z.string(), state: z.string() }).nullable(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;
