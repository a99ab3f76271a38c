// The risk of a cash-on-delivery order: a score from 0 to 100 and its reasons in words, worked out from the shop's
// own history only (no outside service). Each signal adds up to its weight (Shop Settings may change the weights);
// the score is their sum, at most 100. The facts come from the shop's past orders: how often this phone number,
// this address, this PIN and its zone refused or returned a COD parcel, the number's cancellations, whether it is
// the number's first order, the order's value against the shop's usual COD order, the quantity of one size, the
// address's quality, the hour, and the number's wrong sign-in codes.
import { z } from 'zod';
import { fillMessage } from './i18n/format.ts';
import { formatRupees, indianNumber } from './money.ts';

/** What a phone number, address, PIN or zone did with its past COD orders (those that ended). */
export type CodHistory = {
  /** Delivered and paid in cash. */
  delivered: number;
  /** Returned to origin (RTO) or refused at the door. */
  failed: number;
  /** Cancelled before shipping (by the shopper or the shop). */
  cancelled: number;
};

export const noHistory: CodHistory = { delivered: 0, failed: 0, cancelled: 0 };

export type CodRiskFacts = {
  phone: CodHistory;
  address: CodHistory;
  pin: CodHistory & { pin: string };
  /** The PIN's zone: its first three digits (a sorting district), unless the shop names zones. */
  zone: CodHistory & { name: string };
  /** The shop's share of COD orders that failed (RTO or refused), over every ended COD order; null when none. */
  shopFailureRate: number | null;
  orderPaise: number;
  /** The median value of the shop's delivered COD orders; null when it has none yet. */
  medianOrderPaise: number | null;
  /** The largest quantity of one size in the order. */
  unitsOfOneSize: number;
  /** The address as written (house, street, area), to judge whether a courier can find it. */
  addressLine: string;
  /** The hour the order is placed, on the shop's clock (0-23). */
  hour: number;
  /** Wrong sign-in codes typed for the number in the last 24 hours (0 where the shop has no sign-in by code). */
  wrongCodes: number;
};

/** The signals' weights: the most each adds to the score. */
export const codRiskWeights = z.object({
  phoneFailures: z.number().int().min(0).max(100),
  addressFailures: z.number().int().min(0).max(100),
  pinFailures: z.number().int().min(0).max(100),
  zoneFailures: z.number().int().min(0).max(100),
  phoneCancellations: z.number().int().min(0).max(100),
  firstOrder: z.number().int().min(0).max(100),
  highValue: z.number().int().min(0).max(100),
  manyUnits: z.number().int().min(0).max(100),
  weakAddress: z.number().int().min(0).max(100),
  lateHour: z.number().int().min(0).max(100),
  wrongCodes: z.number().int().min(0).max(100),
});
export type CodRiskWeights = z.infer<typeof codRiskWeights>;

/**
 * The default weights: a number or an address that refused parcels says the most, a PIN or zone that returns many
 * says something about every order to it, the rest are hints. Checked against the generated history of
 * bench/cod-risk.ts (its printout gives the share of returns each band of scores holds).
 */
export const defaultCodRiskWeights: CodRiskWeights = {
  phoneFailures: 45,
  addressFailures: 30,
  pinFailures: 20,
  zoneFailures: 10,
  phoneCancellations: 10,
  firstOrder: 10,
  highValue: 10,
  manyUnits: 20,
  weakAddress: 20,
  lateHour: 15,
  wrongCodes: 20,
};

/** One signal's part of the score, with the reason a shop owner reads. */
export type CodRiskReason = { signal: keyof CodRiskWeights; points: number; text: string };
export type CodRisk = { score: number; reasons: CodRiskReason[] };

/** The share of COD orders that fail across Indian D2C shops, used until the shop has its own. */
export const typicalFailureRate = 0.2;

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const ended = (h: CodHistory) => h.delivered + h.failed;
const percent = (x: number) => `${Math.round(x * 100)} %`;

/**
 * A history's failure rate pulled towards the shop's by `prior` orders' worth (few orders say little), and how much
 * of the signal's weight it earns: nothing at the shop's rate or below, all of it at `full` (a rate) or above.
 */
function excess(
  history: CodHistory,
  base: number,
  prior: number,
  full: number,
): { rate: number; part: number } {
  const rate = (history.failed + prior * base) / (ended(history) + prior);
  return { rate, part: clamp01((rate - base) / Math.max(full - base, 0.01)) };
}

/** A street address a courier may not find: very short, or without a house or plot number. */
export function weakAddress(line: string): boolean {
  const text = line.trim();
  return text.replace(/\s+/g, '').length < 12 || !/\d/.test(text);
}

/** The score of a COD order and its reasons, largest first; signals that add nothing are left out. */
export function codRiskScore(facts: CodRiskFacts, weights: CodRiskWeights = defaultCodRiskWeights): CodRisk {
  const base = facts.shopFailureRate ?? typicalFailureRate;
  const reasons: CodRiskReason[] = [];
  const add = (signal: keyof CodRiskWeights, share: number, text: string) => {
    const points = Math.round(weights[signal] * clamp01(share) * 10) / 10;
    if (points > 0) reasons.push({ signal, points, text });
  };
  const failures = (h: CodHistory, what: string) =>
    `${what} refused or returned ${indianNumber(h.failed)} of ${indianNumber(ended(h))} COD ${ended(h) === 1 ? 'order' : 'orders'}`;

  // A number or an address: a prior of two orders at the shop's rate, the whole weight at 60 % failed (one refusal
  // of one order earns about two thirds of it, three of three all of it).
  if (facts.phone.failed > 0) {
    const { part } = excess(facts.phone, base, 2, 0.6);
    add('phoneFailures', part, failures(facts.phone, 'This phone number'));
  }
  if (facts.address.failed > 0) {
    const { part } = excess(facts.address, base, 2, 0.6);
    add('addressFailures', part, failures(facts.address, 'This address'));
  }
  // A PIN or a zone is judged on many orders (a prior of twenty and of fifty orders at the shop's rate), the whole
  // weight at twice the shop's rate.
  const pin = excess(facts.pin, base, 20, 2 * base);
  add(
    'pinFailures',
    pin.part,
    `PIN ${facts.pin.pin}: ${percent(pin.rate)} of COD parcels fail (shop: ${percent(base)})`,
  );
  const zone = excess(facts.zone, base, 50, 2 * base);
  add(
    'zoneFailures',
    zone.part,
    `Area ${facts.zone.name}: ${percent(zone.rate)} of COD parcels fail (shop: ${percent(base)})`,
  );
  const placed = ended(facts.phone) + facts.phone.cancelled;
  if (facts.phone.cancelled > 0)
    add(
      'phoneCancellations',
      (2 * facts.phone.cancelled) / (placed + 1),
      `This phone number cancelled ${indianNumber(facts.phone.cancelled)} of ${indianNumber(placed)} orders`,
    );
  if (placed === 0) add('firstOrder', 1, 'First order from this phone number');
  if (facts.medianOrderPaise && facts.medianOrderPaise > 0) {
    const times = facts.orderPaise / facts.medianOrderPaise;
    add(
      'highValue',
      (times - 1.5) / 1.5,
      `${formatRupees(facts.orderPaise)} is ${times.toFixed(1)} times the shop's usual COD order (${formatRupees(facts.medianOrderPaise)})`,
    );
  }
  if (facts.unitsOfOneSize > 3)
    add(
      'manyUnits',
      (facts.unitsOfOneSize - 3) / 5,
      `${indianNumber(facts.unitsOfOneSize)} units of one size`,
    );
  if (weakAddress(facts.addressLine))
    add('weakAddress', 1, 'The address is very short or has no house number');
  if (facts.hour >= 0 && facts.hour < 5)
    add('lateHour', 1, `Placed between midnight and 5 am (${facts.hour}:xx)`);
  if (facts.wrongCodes > 0)
    add(
      'wrongCodes',
      facts.wrongCodes / 3,
      `${indianNumber(facts.wrongCodes)} wrong sign-in ${facts.wrongCodes === 1 ? 'code' : 'codes'} for this number in the last day`,
    );

  reasons.sort((a, b) => b.points - a.points);
  const score = Math.min(100, Math.round(reasons.reduce((sum, r) => sum + r.points, 0)));
  return { score, reasons };
}

const scoreLimit = (what: string) =>
  z
    .number({ error: `${what} must be a score from 1 to 100` })
    .int({ error: `${what} must be a score from 1 to 100` })
    .min(1, { error: `${what} must be a score from 1 to 100` })
    .max(100, { error: `${what} must be a score from 1 to 100` })
    .nullable();

/**
 * Shop Settings' `codRisk` part (admins only, its own call): the weights, and the rules on a cash order's value and
 * score. A rule left null is off. The scores rise: confirmation, then part paid online, then cash on delivery off.
 */
export const codRiskSettings = z
  .object({
    weights: codRiskWeights,
    /** Above this total (paise) cash on delivery is not offered, whatever the score. */
    valueCapPaise: z
      .number({ error: 'The COD limit must be an amount in rupees' })
      .int({ error: 'The COD limit must be an amount in rupees' })
      .min(100, { error: 'The COD limit must be at least ₹1' })
      .max(100_000_000, { error: 'The COD limit is at most ₹10,00,000' })
      .nullable(),
    /** From this score the order waits for the shopper's confirmation (the confirmation link). */
    confirmFrom: scoreLimit('Confirmation from'),
    /**
     * From this score part of the order is paid online before it is placed (the rest in cash); it stands instead of
     * the confirmation: money paid is the shopper's confirmation.
     */
    advanceFrom: scoreLimit('Part paid online from'),
    /** From this score cash on delivery is not offered. */
    offFrom: scoreLimit('COD off from'),
    /** What is paid online in advance: the delivery charge and COD fee, or a share of the total. */
    advance: z
      .object({
        kind: z.enum(['delivery', 'percent'], {
          error: 'The advance is the delivery charge or a percentage',
        }),
        percent: z
          .number({ error: 'The advance percentage must be a whole number from 5 to 90' })
          .int({ error: 'The advance percentage must be a whole number from 5 to 90' })
          .min(5, { error: 'The advance percentage must be a whole number from 5 to 90' })
          .max(90, { error: 'The advance percentage must be a whole number from 5 to 90' }),
      })
      .strict(),
  })
  .strict()
  .check((ctx) => {
    // Each step set starts above the ones before it: confirmation, part paid online, COD off.
    const steps: [string, number][] = [];
    for (const key of ['confirmFrom', 'advanceFrom', 'offFrom'] as const) {
      const score = ctx.value[key];
      if (score !== null) steps.push([key, score]);
    }
    for (let i = 1; i < steps.length; i++)
      if (steps[i]![1] <= steps[i - 1]![1])
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          path: [steps[i]![0]],
          message: 'The scores must rise: confirmation, then part paid online, then COD off',
        });
  });
export type CodRiskSettings = z.infer<typeof codRiskSettings>;

/** The weights above; every rule off until the owner sets it (the score is shown on each cash order either way). */
export const defaultCodRiskSettings: CodRiskSettings = {
  weights: defaultCodRiskWeights,
  valueCapPaise: null,
  confirmFrom: null,
  advanceFrom: null,
  offFrom: null,
  advance: { kind: 'delivery', percent: 20 },
};

/** The words with amounts in them, each written once: the message catalogues translate these templates. */
const codRiskTexts = {
  overCap:
    'Cash on delivery is available on orders up to {cap}. Please pay online, or take something out of your cart.',
  advance: 'Pay {now} online now and {later} in cash on delivery.',
  advanceNeeded: 'This cash order needs {now} paid online now. Please place it again to pay it.',
};
const rupees = (paise: number) => formatRupees(paise);

/**
 * What the shopper reads at checkout for each rule (none hides a fee: each is said with the COD choice). A page
 * in another language gets them translated by the template their words match (i18n/filled.ts).
 */
export const codRiskMessages = {
  phoneBlocked: 'Cash on delivery is not available for this phone number. Please pay online.',
  overCap: (capPaise: number) => fillMessage(codRiskTexts.overCap, { cap: rupees(capPaise) }, 'en'),
  scoreOff: 'Cash on delivery is not available for this order. Please pay online.',
  confirm: 'We will send you a link to confirm this order before we ship it.',
  advance: (nowPaise: number, laterPaise: number) =>
    fillMessage(codRiskTexts.advance, { now: rupees(nowPaise), later: rupees(laterPaise) }, 'en'),
  /** Placing such an order without its advance (an old page, a hand-made call). */
  advanceNeeded: (nowPaise: number) =>
    fillMessage(codRiskTexts.advanceNeeded, { now: rupees(nowPaise) }, 'en'),
  noAdvance: 'This order needs no payment now: place it as cash on delivery.',
};

/**
 * The advance a cash order pays online: its delivery charge and COD fee, or (when those are nothing, or the shop
 * asks for a share) that percentage of its total rounded up to whole rupees; never more than the total.
 */
export function codAdvancePaise(
  settings: Pick<CodRiskSettings, 'advance'>,
  order: { totalPaise: number; deliveryPaise: number; codFeePaise: number },
): number {
  const byDelivery = order.deliveryPaise + order.codFeePaise;
  const paise =
    settings.advance.kind === 'delivery' && byDelivery > 0
      ? byDelivery
      : Math.ceil((order.totalPaise * settings.advance.percent) / 10_000) * 100;
  return Math.min(order.totalPaise, paise);
}

/** A cash order's risk as the admin reads it: the score it was placed with and why. */
export const codRiskView = z.object({
  score: z.number().int(),
  reasons: z.array(z.object({ signal: z.string(), points: z.number(), text: z.string() })),
});
export type CodRiskView = z.infer<typeof codRiskView>;

/** A phone number as the COD history and rules key it: its last ten digits (cod_phone_key() in the database). */
export const codPhoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The admin's word on a number: never cash on delivery, or always (whatever its score). */
export const codPhoneRule = z.object({
  phone: z.string(),
  rule: z.enum(['block', 'allow']),
  note: z.string(),
  createdAt: z.string(),
});
export type CodPhoneRule = z.infer<typeof codPhoneRule>;

export const codPhoneRuleBody = z
  .object({
    phone: z
      .string({ error: 'Enter a 10-digit mobile number' })
      .transform(codPhoneKey)
      .pipe(z.string().regex(/^[6-9]\d{9}$/, { error: 'Enter a 10-digit mobile number' })),
    rule: z.enum(['block', 'allow'], { error: 'The rule is block or allow' }),
    note: z.string().trim().max(200, { error: 'The note is at most 200 characters' }).default(''),
  })
  .strict();
export type CodPhoneRuleBody = z.input<typeof codPhoneRuleBody>;

/** DELETE /api/admin/cod/phone-rules/{phone}: the number as the rules key it. */
export const codPhoneRuleParams = z.object({
  phone: z.string().regex(/^\d{10}$/, { error: 'Enter a 10-digit mobile number' }),
});

export const codRiskSettingsReply = z.object({
  settings: codRiskSettings,
  phoneRules: z.array(codPhoneRule),
  message: z.string().optional(),
});
export type CodRiskSettingsReply = z.infer<typeof codRiskSettingsReply>;

/** GET /api/admin/orders/{id}/cod-risk: the score a cash order was placed with (null: online, or from before). */
export const orderCodRisk = z.object({
  score: z.number().int().nullable(),
  reasons: codRiskView.shape.reasons,
  /** The number's last ten digits, as the rules key it. */
  phone: z.string(),
  phoneRule: z.enum(['block', 'allow']).nullable(),
});
export type OrderCodRisk = z.infer<typeof orderCodRisk>;
