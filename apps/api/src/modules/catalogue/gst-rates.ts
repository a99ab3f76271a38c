// Dated GST rates (decision 0342): a product's HSN code and rate over time. The admin reads the rates in force,
// the changes scheduled ahead and the history, schedules a change from a day (its first instant in the shop's time
// zone) and cancels one not yet in force. Quotes read the row in force at their instant (pricing/quote.ts).
import {
  type GstRateChange,
  type GstRateChangeBody,
  type GstRateChangeSaved,
  type GstRatesView,
  gstRateChangeBody,
  gstRateMessages,
  type ProductGstRate,
} from '@chamak/shared/gst-rates';
import { dayInWords, dayStart, shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announce } from '../../events/bus.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { Conflict, Invalid, NotFound } from '../../plugins/errors.ts';
import { timeZoneOf } from '../settings/index.ts';

type Ctx = { db: Db; now: Date };

type RateRow = {
  id: number;
  product_id: number;
  product_name: string;
  hsn_code: string | null;
  gst_rate: number | null;
  effective_from: Date | string;
};

const instant = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** GET /api/admin/gst-rates: every product's rate in force now, the scheduled changes and the past ones. */
export async function gstRatesOverview(ctx: Ctx): Promise<GstRatesView> {
  const zone = await timeZoneOf(ctx);
  const now = ctx.now;
  const found = await rows<RateRow>(
    ctx.db,
    sql`select r.id, r.product_id, p.name as product_name, r.hsn_code, r.gst_rate, r.effective_from
      from product_gst_rates r join products p on p.id = r.product_id
      order by p.name, p.id, r.effective_from`,
  );
  const dayOf = (at: Date) => (at.getTime() <= 0 ? null : shopDay(at, zone));
  const products: ProductGstRate[] = [];
  const scheduled: GstRateChange[] = [];
  const history: GstRateChange[] = [];
  // Rows come grouped by product, oldest first: the last one not after now is in force.
  for (let i = 0; i < found.length; ) {
    let end = i;
    while (end < found.length && found[end]!.product_id === found[i]!.product_id) end++;
    const group = found.slice(i, end).map((r) => ({ ...r, at: instant(r.effective_from) }));
    const inForce = group.filter((r) => r.at <= now).at(-1) ?? null;
    const change = (r: (typeof group)[number], state: GstRateChange['state']): GstRateChange => ({
      id: r.id,
      productId: r.product_id,
      productName: r.product_name,
      hsnCode: r.hsn_code,
      gstRate: r.gst_rate,
      effectiveFrom: r.at.toISOString(),
      effectiveDay: dayOf(r.at),
      state,
    });
    const ahead = group.filter((r) => r.at > now);
    const first = ahead[0];
    products.push({
      id: group[0]!.product_id,
      name: group[0]!.product_name,
      hsnCode: inForce?.hsn_code ?? null,
      gstRate: inForce?.gst_rate ?? null,
      since: inForce ? dayOf(inForce.at) : null,
      next: first ? { hsnCode: first.hsn_code, gstRate: first.gst_rate, day: shopDay(first.at, zone) } : null,
    });
    for (const r of ahead) scheduled.push(change(r, 'scheduled'));
    for (const r of group)
      if (r.at <= now && r.at.getTime() > 0) history.push(change(r, r === inForce ? 'in force' : 'past'));
    i = end;
  }
  scheduled.sort(
    (a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom) || a.productName.localeCompare(b.productName),
  );
  history.sort(
    (a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || a.productName.localeCompare(b.productName),
  );
  return { timeZone: zone, today: shopDay(now, zone), products, scheduled, history };
}

/**
 * POST /api/admin/gst-rates: the products' HSN code and rate from the first instant of a day in the shop's zone.
 * A day still ahead is a scheduled change; a day already begun is refused when orders of these products were
 * placed since (they were taxed at the rate it would replace), and otherwise is in force at once. A product's
 * change on the same day as one already there replaces it.
 */
export async function scheduleGstRateChange(
  ctx: Ctx,
  adminId: number,
  input: GstRateChangeBody,
): Promise<GstRateChangeSaved> {
  const body = gstRateChangeBody.parse(input);
  const zone = await timeZoneOf(ctx);
  const at = dayStart(body.effectiveFrom, zone);
  const ids = body.productIds;
  const saved = await ctx.db.transaction(async (tx) => {
    const known = await rows<{ id: number }>(
      tx,
      sql`select id from products where id = any(${arrayLiteral(ids)}::int[]) order by id for update`,
    );
    const unknown = ids.filter((id) => !known.some((k) => k.id === id));
    if (unknown.length > 0)
      throw new Invalid(`productIds: ${gstRateMessages.productUnknown(unknown)}`, 'VALIDATION_FAILED');
    const inForceNow = at <= ctx.now;
    if (inForceNow) {
      const [count] = await rows<{ orders: number }>(
        tx,
        sql`select count(distinct o.id)::int as orders from orders o join order_items i on i.order_id = o.id
          where i.product_id = any(${arrayLiteral(ids)}::int[]) and o.created_at >= ${at.toISOString()}::timestamptz`,
      );
      if (count && count.orders > 0)
        throw new Invalid(
          gstRateMessages.ordersAfter(count.orders, dayInWords(body.effectiveFrom)),
          'VALIDATION_FAILED',
        );
    }
    const values = sql.join(
      ids.map(
        (id) =>
          sql`(${id}::int, ${body.hsnCode}, ${body.gstRate}::smallint, ${at.toISOString()}::timestamptz, ${adminId}::int)`,
      ),
      sql`, `,
    );
    const written = await rows<{ id: number }>(
      tx,
      sql`insert into product_gst_rates (product_id, hsn_code, gst_rate, effective_from, created_by)
        values ${values}
        on conflict (product_id, effective_from) do update set hsn_code = excluded.hsn_code,
          gst_rate = excluded.gst_rate, created_by = excluded.created_by, created_at = now()
        returning id`,
    );
    return written.map((r) => r.id);
  });
  await announce(ctx.db, 'catalogue.changed', {});
  return { message: gstRateMessages.scheduled(ids.length), ids: saved };
}

/** DELETE /api/admin/gst-rates/:id: a change not yet in force is cancelled; one in force or past is refused. */
export async function cancelGstRateChange(ctx: Ctx, id: number): Promise<{ message: string }> {
  // One statement: a change that comes into force meanwhile is not deleted.
  const gone = await rows<{ id: number }>(
    ctx.db,
    sql`delete from product_gst_rates where id = ${id} and effective_from > ${ctx.now.toISOString()}::timestamptz
      returning id`,
  );
  if (gone.length === 0) {
    const [row] = await rows<{ id: number }>(ctx.db, sql`select id from product_gst_rates where id = ${id}`);
    if (!row) throw new NotFound(gstRateMessages.notFound);
    throw new Conflict(gstRateMessages.notScheduled);
  }
  await announce(ctx.db, 'catalogue.changed', {});
  return { message: gstRateMessages.cancelled };
}
