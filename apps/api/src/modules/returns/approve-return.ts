// The admin approves a requested return: a manual pickup, or a Shiprocket reverse pickup booked before the
// return moves (with what Shiprocket needs to collect it).
import { type OrderReturn, returnAdminMessages, returnMessages } from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, HttpError } from '../../plugins/errors.ts';
import { recordOrderFact } from '../orders/index.ts';
import { sellerIdentityOf } from '../settings/index.ts';
import { returnMail } from './return-mails.ts';
import {
  adminActor,
  assertMove,
  lineName,
  lockReturn,
  type ReturnRow,
  type ReturnsCtx,
  returnItemsOf,
} from './return-rows.ts';
import { returnView } from './return-views.ts';

/**
 * The admin approves a requested return: the shopper sends the parcel back (manual), or Shiprocket collects it
 * (a reverse pickup booked through its Create Return Order API, when the shop has Shiprocket; 409 otherwise).
 */
export async function approveReturn(
  ctx: ReturnsCtx,
  id: number,
  input: { pickup: 'manual' | 'shiprocket' },
): Promise<{ message: string; return: OrderReturn }> {
  if (input.pickup === 'shiprocket' && !ctx.shipping?.createReturn)
    throw new Conflict(returnAdminMessages.shiprocketOff);
  // Checked first, so no pickup is booked for a return that cannot be approved.
  const before = await ctx.db.transaction(async (tx) => {
    const r = await lockReturn(tx, id);
    assertMove(r.status, 'approved');
    return r;
  });
  let booked: { shipmentId: string; awbCode: string | null } | null = null;
  if (input.pickup === 'shiprocket') {
    try {
      booked = await ctx.shipping!.createReturn!(await reversePickupOf(ctx.db, before));
    } catch (error) {
      throw new HttpError(502, returnAdminMessages.shiprocketFailed, { cause: error });
    }
  }
  await ctx.db.transaction(async (tx) => {
    const r = await lockReturn(tx, id);
    assertMove(r.status, 'approved');
    await tx.execute(sql`update returns set status = 'approved', pickup = ${input.pickup},
        pickup_shipment_id = ${booked?.shipmentId ?? null}, pickup_awb = ${booked?.awbCode ?? null},
        approved_at = now(), updated_at = now() where id = ${id}`);
    await recordOrderFact(tx, r.order_id, 'return_approved', adminActor, {
      reference: booked?.awbCode ? `Return ${id}, pickup AWB ${booked.awbCode}` : `Return ${id}`,
      reason: input.pickup === 'shiprocket' ? 'Reverse pickup booked' : 'The shopper sends it back',
    });
    await returnMail({ ...ctx, db: tx }, r, 'approved', {
      pickup: input.pickup,
      awb: booked?.awbCode ?? null,
    });
  });
  return { message: returnMessages.approved, return: await returnView(ctx, id) };
}

/** What Shiprocket needs to collect a return: the shopper's address and the units coming back. */
async function reversePickupOf(db: DbOrTx, r: ReturnRow) {
  const [o] = await rows<{
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    address: string;
    apt: string;
    city: string;
    state: string;
    postal_code: string;
    created_at: Date | string;
  }>(
    db,
    sql`select first_name, last_name, email, phone, address, apt, city, state, postal_code, created_at
      from orders where id = ${r.order_id}`,
  );
  const items = await returnItemsOf(db, [r.id]);
  const [ml] = await rows<{ ml: number }>(
    db,
    sql`select coalesce(sum(oi.total_ml * ri.quantity), 0)::int as ml from return_items ri
      join order_items oi on oi.id = ri.order_item_id where ri.return_id = ${r.id}`,
  );
  const seller = await sellerIdentityOf({ db });
  const lines = seller.registeredAddress;
  return {
    // The shop's registered address, read as printed: the last line holds the state and PIN code, the line
    // before it ends with the city.
    to: {
      name: seller.tradeName,
      address: lines.slice(0, Math.max(1, lines.length - 1)).join(', '),
      city: lines.length >= 2 ? (lines[lines.length - 2]!.split(',').pop() ?? '').trim() : seller.state,
      state: seller.state,
      postalCode: /\b(\d{6})\b/.exec(lines.join(' '))?.[1] ?? '',
      email: seller.customerCare.email,
      phone: seller.customerCare.phone,
    },
    returnId: r.id,
    orderId: r.order_id,
    orderDate: new Date(o!.created_at).toISOString(),
    firstName: o!.first_name,
    lastName: o!.last_name,
    email: o!.email,
    phone: o!.phone,
    address: o!.address,
    apt: o!.apt,
    city: o!.city,
    state: o!.state,
    postalCode: o!.postal_code,
    totalPaise: r.amount_paise,
    totalMl: ml!.ml,
    items: items.map((i) => ({
      name: lineName(i),
      sku: `PL-${i.product_litre_id ?? 'x'}`,
      units: i.quantity,
      pricePaise: Math.round(i.amount_paise / i.quantity),
    })),
  };
}
