// The dashboard's returns to origin by kind: of the orders placed in the shop's last 30 calendar days that ended
// (delivered, or returned to origin), how many came back, by how they are paid, by PIN area and by the risk score a
// cash order was placed with (decision 0335); and the cash orders paid online instead in those days.
import {
  type CodScoreBand,
  codScoreBands,
  type ReturnsToOrigin30Days,
  type RtoFigures,
  rtoAreasShown,
} from '@chamak/shared/dashboard';
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { placedOrder } from '../orders/index.ts';

const rtoStatuses = sql`${OrderStatus.RtoInitiated}, ${OrderStatus.RtoInTransit}, ${OrderStatus.RtoDelivered}`;
/** Came back: an RTO status, or returned once (a returned parcel may be cancelled afterwards). */
const returned = sql`(o.status in (${rtoStatuses}) or o.returned_to_origin_at is not null)`;

const figures = (ended: number, back: number): RtoFigures => ({
  ended,
  returned: back,
  rate: ended ? back / ended : null,
});

/** `from` and `to`: the instants the shop's 30 days span (the first day's start, the start of the day after today). */
export async function returnsToOrigin(
  db: DbOrTx,
  window: { from: string; to: string },
): Promise<ReturnsToOrigin30Days> {
  const [groups, [converted]] = await Promise.all([
    rows<{ kind: 'payment' | 'area' | 'band'; key: string; ended: number; returned: number }>(
      db,
      sql`with ended as (
          select o.payment_method as method, left(o.postal_code, 3) as area, ${returned} as returned,
            case when o.payment_method <> 'cod' then null
              when o.cod_risk_score is null then 'not scored'
              when o.cod_risk_score < 20 then '0-19'
              when o.cod_risk_score < 40 then '20-39'
              when o.cod_risk_score < 60 then '40-59'
              when o.cod_risk_score < 80 then '60-79'
              else '80-100' end as band
          from orders o
          where o.created_at >= ${window.from}::timestamptz and o.created_at < ${window.to}::timestamptz
            and ${placedOrder} and (o.status = ${OrderStatus.Delivered} or ${returned})
        )
        select 'payment' as kind, method as key, count(*)::int as ended, count(*) filter (where returned)::int as returned
          from ended group by method
        union all
        select 'area', area, count(*)::int, count(*) filter (where returned)::int
          from ended where area ~ '^[0-9]{3}$' group by area
        union all
        select 'band', band, count(*)::int, count(*) filter (where returned)::int
          from ended where band is not null group by band`,
    ),
    rows<{ orders: number }>(
      db,
      sql`select count(distinct e.order_id)::int as orders from order_events e
        where e.event = 'converted_to_prepaid' and e.at >= ${window.from}::timestamptz
          and e.at < ${window.to}::timestamptz`,
    ),
  ]);
  const of = (kind: string, key: string) => {
    const g = groups.find((r) => r.kind === kind && r.key === key);
    return figures(g?.ended ?? 0, g?.returned ?? 0);
  };
  const byArea = groups
    .filter((g) => g.kind === 'area' && g.returned > 0)
    .sort((a, b) => b.returned - a.returned || a.ended - b.ended || a.key.localeCompare(b.key))
    .slice(0, rtoAreasShown)
    .map((g) => ({ area: g.key, ...figures(g.ended, g.returned) }));
  return {
    byPayment: { online: of('payment', 'online'), cod: of('payment', 'cod') },
    byArea,
    byCodScore: codScoreBands.map((band: CodScoreBand) => ({ band, ...of('band', band) })),
    convertedToPrepaid: converted?.orders ?? 0,
  };
}
