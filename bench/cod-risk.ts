// COD risk benchmark: does the score (packages/shared/src/cod-risk.ts) put the orders that fail at the top? A
// generated year of a shop's orders with known outcomes, replayed in time order: each cash-on-delivery order is
// scored from the history known when it was placed (an order's outcome is known ten days later, as a parcel's is),
// then its outcome joins the history. Printed: for each band of scores, its share of the COD orders and of the
// failed ones (returned to origin or refused), and the share of failures the riskiest 5 % and 10 % of COD orders
// hold. Deterministic: the same seed (BENCH_COD_SEED, 7) makes the same orders.
//
// The generator: BENCH_COD_ORDERS (10,000) orders over 365 days from about 6,250 phone numbers, 62 % cash on delivery.
// A number is ordinary (85 %, a COD parcel fails with probability 0.08), unreliable (10 %, 0.35) or a prankster
// (5 %, 0.75); a number orders 1 to 12 times (most once). Each number has one or two addresses; a weak address (very
// short or without a house number: 8 % of ordinary numbers', 30 % of unreliable, 60 % of pranksters') adds 0.10.
// 600 PINs in 60 zones (their first three digits): 15 % of zones add 0.08, 10 % of PINs add 0.15. A first order
// over 2.5 times the usual value adds 0.05. Pranksters often order many units of one size (30 %: 6-10) and at night
// (25 %: 0-5 am), and type wrong sign-in codes (30 %: 1-4). Any COD order is cancelled before shipping with
// probability 0.05 (pranksters 0.15); a prepaid parcel fails with probability 0.03.
import {
  type CodHistory,
  type CodRiskFacts,
  type CodRiskWeights,
  codRiskScore,
  defaultCodRiskWeights,
  typicalFailureRate,
} from '../packages/shared/src/cod-risk.ts';

type Kind = 'ordinary' | 'unreliable' | 'prankster';
type Outcome = 'delivered' | 'failed' | 'cancelled';
type GeneratedOrder = {
  at: number;
  phone: string;
  kind: Kind;
  address: string;
  addressLine: string;
  pin: string;
  cod: boolean;
  orderPaise: number;
  unitsOfOneSize: number;
  hour: number;
  wrongCodes: number;
  /** The probability the generator gave the parcel of failing (what no score can know: the oracle's row). */
  failure: number;
  outcome: Outcome;
};

/** mulberry32: a small seeded generator, so every run makes the same shop. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = 86_400_000;
const failureOfKind: Record<Kind, number> = { ordinary: 0.08, unreliable: 0.35, prankster: 0.75 };
const weakShareOfKind: Record<Kind, number> = { ordinary: 0.08, unreliable: 0.3, prankster: 0.6 };

export function generateOrders(count: number, seed: number): GeneratedOrder[] {
  const r = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const zones = Array.from({ length: 60 }, (_, i) => ({ prefix: String(110 + i * 13), risky: r() < 0.15 }));
  const pins = Array.from({ length: 600 }, (_, i) => {
    const zone = zones[i % zones.length]!;
    return {
      pin: `${zone.prefix}${String(100 + Math.floor(i / zones.length)).slice(-3)}`,
      zone,
      risky: r() < 0.1,
    };
  });
  // Enough numbers for `count` orders (1.75 orders a number on average); `count` of their orders are kept.
  const numbers = Array.from({ length: Math.ceil(count / 1.6) }, (_, i) => {
    const roll = r();
    const kind: Kind = roll < 0.85 ? 'ordinary' : roll < 0.95 ? 'unreliable' : 'prankster';
    const addresses = Array.from({ length: r() < 0.3 ? 2 : 1 }, (_, j) => {
      const weak = r() < weakShareOfKind[kind];
      return {
        key: `a${i}-${j}`,
        line: weak
          ? pick(['Near temple', 'Main road', 'Opp. bus stand', 'Market area'])
          : `Flat ${1 + j}${'ABCD'[i % 4]}, ${10 + (i % 90)} Station Road`,
        weak,
        pin: pick(pins),
      };
    });
    // Most numbers order once; a few order often (a geometric number of orders, at most 12).
    let orders = 1;
    while (orders < 12 && r() < (kind === 'prankster' ? 0.25 : 0.45)) orders++;
    return { phone: `9${String(100_000_000 + i * 7919).slice(-9)}`, kind, addresses, orders };
  });
  const placed: Omit<GeneratedOrder, 'outcome' | 'failure'>[] = [];
  for (const n of numbers) {
    for (let k = 0; k < n.orders; k++) {
      const address = pick(n.addresses);
      const prank = n.kind === 'prankster';
      placed.push({
        at: Math.floor(r() * 365 * day),
        phone: n.phone,
        kind: n.kind,
        address: address.key,
        addressLine: address.line,
        pin: address.pin.pin,
        cod: r() < (prank ? 0.95 : 0.6),
        // About ₹600, spread as order values are (a log-normal).
        orderPaise: Math.round((60_000 * Math.exp((r() + r() + r() - 1.5) * 0.9)) / 100) * 100,
        unitsOfOneSize: prank && r() < 0.3 ? 6 + Math.floor(r() * 5) : 1 + Math.floor(r() * 2),
        hour: prank && r() < 0.25 ? Math.floor(r() * 5) : 8 + Math.floor(r() * 16),
        wrongCodes: prank && r() < 0.3 ? 1 + Math.floor(r() * 4) : 0,
      });
    }
  }
  // `count` of them, drawn at random (a shuffle's head), in time order.
  for (let i = placed.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [placed[i], placed[j]] = [placed[j]!, placed[i]!];
  }
  const orders = placed.slice(0, count).sort((a, b) => a.at - b.at);
  const firstSeen = new Set<string>();
  const pinsByCode = new Map(pins.map((p) => [p.pin, p]));
  return orders.map((o) => {
    const pin = pinsByCode.get(o.pin)!;
    const first = !firstSeen.has(o.phone);
    firstSeen.add(o.phone);
    let failure = o.cod ? failureOfKind[o.kind] : 0.03;
    if (o.cod) {
      if (/\d/.test(o.addressLine) === false) failure += 0.1;
      if (pin.zone.risky) failure += 0.08;
      if (pin.risky) failure += 0.15;
      if (first && o.orderPaise > 150_000) failure += 0.05;
    }
    const cancelled = o.cod && r() < (o.kind === 'prankster' ? 0.15 : 0.05);
    const outcome: Outcome = cancelled ? 'cancelled' : r() < Math.min(0.95, failure) ? 'failed' : 'delivered';
    return { ...o, failure: Math.min(0.95, failure), outcome };
  });
}

type Counts = CodHistory;
const empty = (): Counts => ({ delivered: 0, failed: 0, cancelled: 0 });

/** Replays the orders in time order, scoring each COD order from what was known then. */
export function replay(
  orders: GeneratedOrder[],
  weights: CodRiskWeights = defaultCodRiskWeights,
): { score: number; failed: boolean; truth: number }[] {
  const byPhone = new Map<string, Counts>();
  const byAddress = new Map<string, Counts>();
  const byPin = new Map<string, Counts>();
  const byZone = new Map<string, Counts>();
  const shop = empty();
  const deliveredValues: number[] = [];
  const pending: GeneratedOrder[] = [];
  const known = (map: Map<string, Counts>, key: string) => map.get(key) ?? empty();
  const learn = (o: GeneratedOrder) => {
    if (!o.cod) return;
    for (const [map, key] of [
      [byPhone, o.phone],
      [byAddress, o.address],
      [byPin, o.pin],
      [byZone, o.pin.slice(0, 3)],
    ] as const) {
      const counts = map.get(key) ?? empty();
      counts[o.outcome]++;
      map.set(key, counts);
    }
    shop[o.outcome]++;
    if (o.outcome === 'delivered') {
      // Kept sorted for the median: an insertion per delivered order (10,000 at most).
      const at = deliveredValues.findIndex((v) => v > o.orderPaise);
      deliveredValues.splice(at === -1 ? deliveredValues.length : at, 0, o.orderPaise);
    }
  };
  const scored: { score: number; failed: boolean; truth: number }[] = [];
  for (const order of orders) {
    // Outcomes are known ten days after the order (a cancellation at once).
    while (pending.length && pending[0]!.at + 10 * day <= order.at) learn(pending.shift()!);
    if (order.cod) {
      const shopEnded = shop.delivered + shop.failed;
      const facts: CodRiskFacts = {
        phone: known(byPhone, order.phone),
        address: known(byAddress, order.address),
        pin: { pin: order.pin, ...known(byPin, order.pin) },
        zone: { name: order.pin.slice(0, 3), ...known(byZone, order.pin.slice(0, 3)) },
        shopFailureRate: shopEnded >= 100 ? shop.failed / shopEnded : null,
        orderPaise: order.orderPaise,
        medianOrderPaise: deliveredValues.length
          ? deliveredValues[Math.floor(deliveredValues.length / 2)]!
          : null,
        unitsOfOneSize: order.unitsOfOneSize,
        addressLine: order.addressLine,
        hour: order.hour,
        wrongCodes: order.wrongCodes,
      };
      if (order.outcome !== 'cancelled')
        scored.push({
          score: codRiskScore(facts, weights).score,
          failed: order.outcome === 'failed',
          truth: order.failure,
        });
    }
    if (order.outcome === 'cancelled') learn(order);
    else pending.push(order);
  }
  return scored;
}

export type CodRiskBench = {
  orders: number;
  codOrders: number;
  failed: number;
  bands: {
    band: string;
    orders: number;
    ordersShare: number;
    failed: number;
    failedShare: number;
    rate: number;
  }[];
  /** The share of failures the riskiest orders hold: by the score, and by the generator's own probabilities. */
  caughtByTop: { top: number; share: number; oracle: number }[];
  seconds: number;
};

/** The share of all failures the riskiest `fraction` of scored orders hold (a tie at the cut counted pro rata). */
function caught(scored: { score: number; failed: boolean }[], fraction: number): number {
  const sorted = [...scored].sort((a, b) => b.score - a.score);
  const cut = Math.round(sorted.length * fraction);
  const threshold = sorted[cut - 1]!.score;
  const above = sorted.filter((s) => s.score > threshold);
  const at = sorted.filter((s) => s.score === threshold);
  const atFailed = at.filter((s) => s.failed).length;
  const taken = above.filter((s) => s.failed).length + (atFailed * (cut - above.length)) / at.length;
  return taken / scored.filter((s) => s.failed).length;
}

export function benchCodRisk(): CodRiskBench {
  const started = performance.now();
  const orders = generateOrders(
    Number(process.env.BENCH_COD_ORDERS ?? 10_000),
    Number(process.env.BENCH_COD_SEED ?? 7),
  );
  const scored = replay(orders);
  const failed = scored.filter((s) => s.failed).length;
  const bands = [
    [0, 19],
    [20, 39],
    [40, 59],
    [60, 79],
    [80, 100],
  ].map(([low, high]) => {
    const inBand = scored.filter((s) => s.score >= low! && s.score <= high!);
    const bandFailed = inBand.filter((s) => s.failed).length;
    return {
      band: `${low}-${high}`,
      orders: inBand.length,
      ordersShare: inBand.length / scored.length,
      failed: bandFailed,
      failedShare: failed ? bandFailed / failed : 0,
      rate: inBand.length ? bandFailed / inBand.length : 0,
    };
  });
  return {
    orders: orders.length,
    codOrders: scored.length,
    failed,
    bands,
    caughtByTop: [0.05, 0.1].map((top) => ({
      top,
      share: caught(scored, top),
      oracle: caught(
        scored.map((s) => ({ score: s.truth, failed: s.failed })),
        top,
      ),
    })),
    seconds: Math.round(performance.now() - started) / 1000,
  };
}

export function printCodRisk(b: CodRiskBench): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `\nCOD risk score on a generated year (bench/cod-risk.ts): ${b.orders} orders, ${b.codOrders} COD orders that shipped, ${b.failed} of them failed (${pct(b.failed / b.codOrders)}; a typical shop: ${pct(typicalFailureRate)}); replayed in ${b.seconds} s`,
  );
  console.log('| score | COD orders | share of COD orders | failed | share of failures | failure rate |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const band of b.bands)
    console.log(
      `| ${band.band} | ${band.orders} | ${pct(band.ordersShare)} | ${band.failed} | ${pct(band.failedShare)} | ${pct(band.rate)} |`,
    );
  for (const { top, share, oracle } of b.caughtByTop)
    console.log(
      `The riskiest ${top * 100} % of COD orders by the score hold ${pct(share)} of the failures (by the generator's own probabilities, the most any score could: ${pct(oracle)}; by chance: ${top * 100} %).`,
    );
}
