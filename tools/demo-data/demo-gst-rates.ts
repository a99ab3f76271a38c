// The demo shop's dated GST rates (decision 0342): one hand wash has a history an admin and the tests can read and
// cross. It was at 12 % until 22 Sep 2025 and is at 18 % now (the rate every demo product has today, so the
// figures of other tests stay), with a change to 5 % scheduled for the first day of the month after next (in the
// shop's time zone), which is always ahead of a freshly seeded shop. The history is illustrative, not tax advice.
import { dayStart, shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../apps/api/src/db/client.ts';

export const demoGstHistory = {
  product: 'Sandal & Saffron Moisturising Hand Wash',
  hsnCode: '3402',
  /** The rate before the past change, and the day it changed. */
  before: { gstRate: 12, day: '2025-09-22' },
  /** The rate in force now (every demo product's). */
  now: 18,
  /** The scheduled rate. */
  next: 5,
} as const;

/** The first day of the month after next from `now`, in the zone (YYYY-MM-DD). */
export function demoScheduledDay(now: Date, timeZone?: string): string {
  const today = shopDay(now, timeZone);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const month = m + 2;
  return `${y + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-01`;
}

/** Writes the hand wash's history over the row its product got when it was inserted. */
export async function seedDemoGstRates(tx: DbOrTx, now = new Date(), timeZone?: string): Promise<void> {
  const h = demoGstHistory;
  const changed = dayStart(h.before.day, timeZone).toISOString();
  const next = dayStart(demoScheduledDay(now, timeZone), timeZone).toISOString();
  await tx.execute(sql`update product_gst_rates r set gst_rate = ${h.before.gstRate}
    from products p where p.id = r.product_id and p.name = ${h.product} and r.effective_from = 'epoch'`);
  await tx.execute(sql`insert into product_gst_rates (product_id, hsn_code, gst_rate, effective_from)
    select id, ${h.hsnCode}, v.rate::smallint, v.at::timestamptz from products,
      (values (${h.now}::int, ${changed}::text), (${h.next}::int, ${next}::text)) as v(rate, at)
    where name = ${h.product}`);
}
