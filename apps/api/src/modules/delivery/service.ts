// Delivery estimates by PIN code: the zone the PIN code is in and, when Shiprocket is configured, its
// couriers for the pickup PIN, the parcel's weight and the COD flag (cached per PIN code for a day; the zone
// answers when Shiprocket fails). The product page, the cart and the checkout read the same answer.
import { type CodSettings, defaultCodSettings } from '@chamak/shared/checkout';
import {
  type DeliveryEstimate,
  defaultZoneSettings,
  deliveryDates,
  deliveryMessages,
  type ZoneSettings,
  zoneFor,
} from '@chamak/shared/delivery-estimate';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';
import { getSettings } from '../settings/index.ts';
import { codAtPin } from './cod-at-pin.ts';
import { placeOfPin } from './pin-places.ts';
import {
  parcelWeightKg,
  type Serviceability,
  type ServiceabilityQuery,
  type ShippingProvider,
} from './shiprocket.ts';

export type DeliveryCtx = {
  db: DbOrTx;
  /** Shiprocket when configured (its couriers are asked); null or absent: the zones alone answer. */
  shipping?: ShippingProvider | null;
  /** The clock (tests set it); now by default. */
  now?: Date;
};

/** A day (decision 0207); the cache holds at most this many answers and drops the oldest first. */
export const courierCacheTtlMs = 24 * 60 * 60_000;
export const courierCacheMax = 10_000;

type Cached = { until: number; answer: Promise<Serviceability> };
/** One cache per Shiprocket client, so every app (and test) has its own. */
const caches = new WeakMap<object, Map<string, Cached>>();

/**
 * Shiprocket's couriers for this question, from the cache when asked in the last day. Concurrent questions share
 * one request; a failed one is not kept, so the next question asks again.
 */
function cachedServiceability(
  provider: ShippingProvider & { serviceability: NonNullable<ShippingProvider['serviceability']> },
  query: ServiceabilityQuery,
  now: number,
): Promise<Serviceability> {
  let cache = caches.get(provider);
  if (!cache) {
    cache = new Map();
    caches.set(provider, cache);
  }
  const key = `${query.deliveryPin}|${query.pickupPin}|${query.weightKg}|${query.cod ? 1 : 0}`;
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.answer;
  if (hit) cache.delete(key);
  while (cache.size >= courierCacheMax) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  const answer = provider.serviceability(query);
  const entry = { until: now + courierCacheTtlMs, answer };
  cache.set(key, entry);
  answer.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return answer;
}

type CourierAnswer = {
  deliverable: boolean;
  days: { daysMin: number; daysMax: number } | null;
  cod: boolean;
};

/**
 * What Shiprocket's couriers say: asked with the COD flag when the shop would take cash there; when no courier
 * collects cash, asked again without it to learn whether the PIN code is served at all. Null when Shiprocket
 * is not configured or fails (the zone answers).
 */
async function courierAnswer(
  ctx: DeliveryCtx,
  q: Omit<ServiceabilityQuery, 'cod'>,
  wantCod: boolean,
  now: number,
): Promise<CourierAnswer | null> {
  const provider = ctx.shipping;
  if (!provider?.serviceability) return null;
  const withAsk = provider as typeof provider & {
    serviceability: NonNullable<typeof provider.serviceability>;
  };
  try {
    let found = await cachedServiceability(withAsk, { ...q, cod: wantCod }, now);
    let cod = wantCod && found.couriers.some((c) => c.cod);
    if (wantCod && found.couriers.length === 0) {
      found = await cachedServiceability(withAsk, { ...q, cod: false }, now);
      cod = false;
    }
    const days = found.couriers.map((c) => c.days).filter((d): d is number => d !== null);
    return {
      deliverable: found.couriers.length > 0,
      days: days.length > 0 ? { daysMin: Math.min(...days), daysMax: Math.max(...days) } : null,
      cod,
    };
  } catch {
    return null;
  }
}

/** The parcel weight (kg) of one unit of the product's largest size: 404 for a product that is not there. */
export async function productWeightKg(db: DbOrTx, productId: number): Promise<number> {
  const [found] = await rows<{ ml: number | null }>(
    db,
    sql`select max(l.total_ml)::int as ml from products p
      left join product_litres pl on pl.product_id = p.id left join litres l on l.id = pl.litre_id
      where p.id = ${productId} group by p.id`,
  );
  if (!found) throw new NotFound('Product not found');
  return parcelWeightKg(found.ml ?? 0);
}

export type EstimateInput = {
  pin: string;
  /** The parcel's weight in kg (Shiprocket's unit); rounded up to the half kilogram for the cache. */
  weightKg: number;
  /** Look the PIN code's district and state up too (the checkout's autofill). */
  withPlace?: boolean;
};

/** The estimate for a PIN code and parcel: deliverable or not, the dates, cash on delivery and its fee. */
export async function estimateDelivery(ctx: DeliveryCtx, input: EstimateInput): Promise<DeliveryEstimate> {
  const [zones, cod, place] = await rulesAndPlace(ctx, input);
  return answer(ctx, input, ctx.now ?? new Date(), zones, cod, place);
}

/** The zones, the COD settings and (when asked) the PIN code's place, read side by side. */
function rulesAndPlace(ctx: DeliveryCtx, input: Pick<EstimateInput, 'pin' | 'withPlace'>) {
  return Promise.all([
    getSettings(ctx.db, {
      zones: defaultZoneSettings as ZoneSettings,
      cod: defaultCodSettings as CodSettings,
    }),
    input.withPlace ? placeOfPin(input.pin).catch(() => null) : null,
  ]).then(([{ zones, cod }, place]) => [zones, cod, place] as const);
}

async function answer(
  ctx: DeliveryCtx,
  input: EstimateInput,
  now: Date,
  zones: ZoneSettings,
  cod: CodSettings,
  place: DeliveryEstimate['place'],
): Promise<DeliveryEstimate> {
  const { pin } = input;
  const zone = zoneFor(pin, zones);
  const shopCod = codAtPin(pin, cod, zone);
  const courier = zone.deliverable
    ? await courierAnswer(
        ctx,
        { pickupPin: zones.pickupPin, deliveryPin: pin, weightKg: Math.ceil(input.weightKg * 2) / 2 },
        shopCod.refusal === null,
        now.getTime(),
      )
    : null;
  const deliverable = zone.deliverable && (courier?.deliverable ?? true);
  const base = { pin, zone: zone.zone, place, source: courier ? ('courier' as const) : ('zone' as const) };
  if (!deliverable)
    return {
      ...base,
      deliverable: false,
      message: deliveryMessages.undeliverable(pin),
      dispatchOn: null,
      from: null,
      to: null,
      cod: { available: false, feePaise: 0 },
    };
  const dates = deliveryDates(now, courier?.days ?? zone, zones);
  const atPin = codAtPin(pin, cod, zone, courier ? courier.cod : null);
  return {
    ...base,
    deliverable: true,
    message: deliveryMessages.deliverBy(dates.from, dates.to),
    ...dates,
    cod: { available: atPin.refusal === null, feePaise: atPin.feePaise },
  };
}

/**
 * GET /api/delivery/estimate: the parcel is a cart of `volumeMl` (weighed as the quote weighs it, so the cart's
 * check says what its order will promise), else one unit of the product's largest size, else 0.5 kg.
 */
export async function estimateForProduct(
  ctx: DeliveryCtx,
  pin: string,
  productId: number | undefined,
  volumeMl?: number,
): Promise<DeliveryEstimate> {
  // The product's weight is read beside the rules: the estimate follows every PIN typed, so it must stay quick.
  const [weightKg, [zones, cod, place]] = await Promise.all([
    volumeMl !== undefined
      ? parcelWeightKg(volumeMl)
      : productId === undefined
        ? parcelWeightKg(0)
        : productWeightKg(ctx.db, productId),
    rulesAndPlace(ctx, { pin, withPlace: true }),
  ]);
  return answer(ctx, { pin, weightKg }, ctx.now ?? new Date(), zones, cod, place);
}
