// The facts behind a cash order's risk score, read off the shop's own orders (decision 0335): how the phone number
// (its last ten digits), the normalised address (cod_address_key: letters and digits of flat and street, and the
// PIN code), the PIN code and its area (the PIN's first three digits, a sorting district) did with their past cash
// orders; the shop's failure rate and its usual COD order; the number's wrong sign-in codes of the last day.
// Delivered is status 7 (or delivered once); failed is a return to origin (8-10, or returned once); cancelled is 11
// without a return. Orders placed before the one being scored only: the order itself is scored before it is written.
import { type CodHistory, type CodRiskFacts, codPhoneKey, noHistory } from '@chamak/shared/cod-risk';
import { wallClock } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';

/** Who a cash order goes to and what it holds: what the score is worked out from. */
export type CodBuyer = {
  phone: string;
  address: string;
  apt: string;
  postalCode: string;
};
export type CodOrderShape = { totalPaise: number; unitsOfOneSize: number };

type HistoryRow = { key: string; delivered: number; failed: number; cancelled: number };

/** A PIN code's area: its first three digits. */
export const areaOf = (pin: string) => `${pin.slice(0, 3)}xxx`;

const outcome = sql`count(*) filter (where o.status = 7 or (o.delivered_at is not null and o.status < 8))::int as delivered,
  count(*) filter (where o.status in (8, 9, 10) or o.returned_to_origin_at is not null)::int as failed,
  count(*) filter (where o.status = 11 and o.returned_to_origin_at is null)::int as cancelled`;

type ShopStats = { failureRate: number | null; medianPaise: number | null; at: number };
const shopStatsCache = new WeakMap<object, ShopStats>();
const shopStatsTtlMs = 5 * 60_000;

/**
 * The shop's failure rate over its ended COD orders (null below 100 of them: the score then takes the usual rate)
 * and the median of its delivered COD orders. A whole-table read, so kept for five minutes per database.
 */
async function shopStats(db: DbOrTx, now: number): Promise<ShopStats> {
  const cached = shopStatsCache.get(db);
  if (cached && now - cached.at < shopStatsTtlMs) return cached;
  const [r] = await rows<{ delivered: number; failed: number; median: number | null }>(
    db,
    sql`select count(*) filter (where status = 7)::int as delivered,
        count(*) filter (where status in (8, 9, 10) or returned_to_origin_at is not null)::int as failed,
        (percentile_cont(0.5) within group (order by total_paise) filter (where status = 7))::int as median
      from orders where payment_method = 'cod'`,
  );
  const ended = (r?.delivered ?? 0) + (r?.failed ?? 0);
  const stats = {
    failureRate: ended >= 100 ? (r?.failed ?? 0) / ended : null,
    medianPaise: r?.median ?? null,
    at: now,
  };
  shopStatsCache.set(db, stats);
  return stats;
}

/** Forgets the kept shop figures (tests that build a history and score at once). */
export function forgetShopStats(db: DbOrTx): void {
  shopStatsCache.delete(db);
}

/** Everything the score reads for one cash order to `buyer`, placed at `at` on the shop's clock. */
export async function codRiskFacts(
  db: DbOrTx,
  buyer: CodBuyer,
  order: CodOrderShape,
  at: Date,
  timeZone: string,
): Promise<CodRiskFacts> {
  const phone = codPhoneKey(buyer.phone);
  const pin = buyer.postalCode;
  const area = pin.slice(0, 3);
  const nextArea = String(Number(area) + 1).padStart(3, '0');
  // Four histories in one round trip, each through its own index (the phone and address keys' expression indexes,
  // the PIN code's and its area's range on orders_cod_pin_idx).
  const [histories, stats, codes] = await Promise.all([
    rows<HistoryRow>(
      db,
      sql`select 'phone' as key, ${outcome} from orders o
          where o.payment_method = 'cod' and cod_phone_key(o.phone) = ${phone}
        union all
        select 'address' as key, ${outcome} from orders o
          where o.payment_method = 'cod' and cod_address_key(o.address, o.apt, o.postal_code)
            = cod_address_key(${buyer.address}, ${buyer.apt}, ${pin})
        union all
        select 'pin' as key, ${outcome} from orders o where o.payment_method = 'cod' and o.postal_code = ${pin}
        union all
        select 'area' as key, ${outcome} from orders o
          where o.payment_method = 'cod' and o.postal_code >= ${area} and o.postal_code < ${nextArea}`,
    ),
    shopStats(db, at.getTime()),
    phone.length === 10
      ? rows<{ wrong: number }>(
          db,
          sql`select coalesce(sum(tries), 0)::int as wrong from phone_codes
            where phone = ${phone} and created_at > ${at.toISOString()}::timestamptz - interval '24 hours'`,
        )
      : Promise.resolve([{ wrong: 0 }]),
  ]);
  const history = (key: string): CodHistory => {
    const r = histories.find((h) => h.key === key);
    return r ? { delivered: r.delivered, failed: r.failed, cancelled: r.cancelled } : noHistory;
  };
  return {
    phone: phone.length === 10 ? history('phone') : noHistory,
    address: history('address'),
    pin: { ...history('pin'), pin },
    zone: { ...history('area'), name: areaOf(pin) },
    shopFailureRate: stats.failureRate,
    orderPaise: order.totalPaise,
    medianOrderPaise: stats.medianPaise,
    unitsOfOneSize: order.unitsOfOneSize,
    addressLine: `${buyer.apt} ${buyer.address}`.trim(),
    hour: wallClock(at, timeZone).hour,
    wrongCodes: codes[0]?.wrong ?? 0,
  };
}
