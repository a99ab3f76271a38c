// The admin's orders as CSV (the filters of the orders page), streamed: orders are read in batches by keyset
// (created_at, id), so the export holds one batch in memory however many orders the shop has (decision 0061).
// Dates, and the file's name, are the shop's time (India unless the settings name another zone, decision 0298).
import { Readable } from 'node:stream';
import type { AdminOrderFilter } from '@chamak/shared/admin-orders';
import { paiseToRupees } from '@chamak/shared/money';
import { shipmentStatusLabel } from '@chamak/shared/shipment';
import { defaultTimeZone, shopDay, wallClock } from '@chamak/shared/shop-time';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { csvCell } from '../../lib/csv.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { timeZoneOf } from '../settings/index.ts';
import { adminOrderWhere } from './views.ts';

/** Orders read per query: big enough that the round trips do not dominate, small enough to stay a few MB. */
export const csvBatchSize = 500;

export const csvHeader = [
  'Order',
  'Date',
  'Customer',
  'Email',
  'Phone',
  'City',
  'State',
  'PIN',
  'Items',
  'Subtotal',
  'Discount',
  'Delivery',
  'COD fee',
  'Total',
  'Payment',
  'Payment status',
  'Status',
  'Courier',
  'AWB',
];

type CsvOrder = {
  id: number;
  created_at: Date | string;
  /** created_at as PostgreSQL's text, to the microsecond: a JavaScript Date would cut it to milliseconds. */
  cursor_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  postal_code: string;
  subtotal_paise: number;
  discount_paise: number;
  delivery_charge_paise: number;
  cod_fee_paise: number;
  total_paise: number;
  payment_method: string;
  payment_status: string;
  status: number;
  courier_name: string | null;
  awb_code: string | null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the admin reads it everywhere else: the shop's time, `DD/MM/YYYY HH:mm` (decisions 0183, 0298). */
export function csvDate(value: Date | string, timeZone: string = defaultTimeZone): string {
  const c = wallClock(new Date(value), timeZone);
  return `${pad(c.day)}/${pad(c.month)}/${c.year} ${pad(c.hour)}:${pad(c.minute)}`;
}

/** The export's file name, for the shop's day it was made: chamak-orders-2026-11-29.csv. */
export function ordersCsvFileName(now: Date, timeZone: string = defaultTimeZone): string {
  return `chamak-orders-${shopDay(now, timeZone)}.csv`;
}

const line = (values: (string | number | null)[]) => `${values.map(csvCell).join(',')}\r\n`;
const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/** The CSV text in pieces: the BOM and header, then one piece per batch of orders, newest first. */
export async function* ordersCsvChunks(
  ctx: { db: DbOrTx },
  filter: AdminOrderFilter,
  timeZone: string = defaultTimeZone,
): AsyncGenerator<string> {
  yield `\uFEFF${line(csvHeader)}`;
  const where = adminOrderWhere(filter);
  let after: SQL | undefined;
  for (;;) {
    const batch = await rows<CsvOrder>(
      ctx.db,
      sql`select o.id, o.created_at, o.created_at::text as cursor_at, o.first_name, o.last_name, o.email, o.phone, o.city, o.state,
        o.postal_code, o.subtotal_paise, o.discount_paise, o.delivery_charge_paise, o.cod_fee_paise, o.total_paise,
        o.payment_method, o.payment_status, o.status, o.courier_name, o.awb_code
        from orders o where ${where}${after ? sql` and ${after}` : sql``}
        order by o.created_at desc, o.id desc limit ${csvBatchSize}`,
    );
    if (batch.length === 0) return;
    const items = await rows<{
      order_id: number;
      product_name: string;
      litre_label: string;
      quantity: number;
    }>(
      ctx.db,
      sql`select order_id, product_name, litre_label, quantity from order_items
        where order_id = any(${arrayLiteral(batch.map((o) => o.id))}::int[]) order by id`,
    );
    const itemsOf = new Map<number, string[]>();
    for (const i of items) {
      const list = itemsOf.get(i.order_id) ?? [];
      list.push(`${i.product_name} (${i.litre_label}) x${i.quantity}`);
      itemsOf.set(i.order_id, list);
    }
    yield batch
      .map((o) =>
        line([
          o.id,
          csvDate(o.created_at, timeZone),
          `${o.first_name} ${o.last_name}`,
          o.email,
          o.phone,
          o.city,
          o.state,
          o.postal_code,
          (itemsOf.get(o.id) ?? []).join('; '),
          rupees(o.subtotal_paise),
          rupees(o.discount_paise),
          rupees(o.delivery_charge_paise),
          rupees(o.cod_fee_paise),
          rupees(o.total_paise),
          o.payment_method,
          o.payment_status,
          shipmentStatusLabel(o.status),
          o.courier_name,
          o.awb_code,
        ]),
      )
      .join('');
    if (batch.length < csvBatchSize) return;
    const last = batch[batch.length - 1]!;
    // The next batch starts after the last order written, in the same order (newest first, then id).
    after = sql`(o.created_at, o.id) < (${last.cursor_at}::timestamptz, ${last.id})`;
  }
}

/**
 * The export: its file name and the CSV as a readable stream for the reply (the next batch is read only when the
 * client has taken the last), in the shop's time zone.
 */
export async function ordersCsvExport(
  ctx: { db: DbOrTx; now: Date },
  filter: AdminOrderFilter,
): Promise<{ fileName: string; stream: Readable }> {
  const timeZone = await timeZoneOf(ctx);
  return {
    fileName: ordersCsvFileName(ctx.now, timeZone),
    stream: Readable.from(ordersCsvChunks(ctx, filter, timeZone), { objectMode: false, highWaterMark: 1 }),
  };
}
