// An order's shipment details (courier, AWB, tracking link, estimated delivery, the shipping provider's ids): the
// orders module keeps them on the order's row; the shipping module records them through here. They are not the
// order's state: its status moves only through transition.ts.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export type ShipmentDetails = {
  courierName?: string | null;
  awbCode?: string | null;
  trackUrl?: string | null;
  etd?: string | null;
  shipmentOrderId?: string | null;
  shipmentId?: string | null;
};

const columns: Record<keyof ShipmentDetails, string> = {
  courierName: 'courier_name',
  awbCode: 'awb_code',
  trackUrl: 'track_url',
  etd: 'etd',
  shipmentOrderId: 'shipment_order_id',
  shipmentId: 'shipment_id',
};

/**
 * Sets the details given (undefined leaves one as it is, null clears it); `keepKnown` keeps a value already
 * stored where the new one is null (a courier's report that does not repeat the link).
 */
export async function recordShipmentDetails(
  tx: DbOrTx,
  orderId: number,
  details: ShipmentDetails,
  options: { keepKnown?: boolean } = {},
): Promise<void> {
  const sets: SQL[] = [];
  for (const [key, column] of Object.entries(columns) as [keyof ShipmentDetails, string][]) {
    const value = details[key];
    if (value === undefined) continue;
    const name = sql.identifier(column);
    sets.push(options.keepKnown ? sql`${name} = coalesce(${value}, ${name})` : sql`${name} = ${value}`);
  }
  if (sets.length === 0) return;
  await tx.execute(
    sql`update orders set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${orderId}`,
  );
}
