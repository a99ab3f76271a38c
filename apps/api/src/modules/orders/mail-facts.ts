// What the mails about an order show: its lines, totals, discounts, delivery address and
// shipment, read in the caller's transaction so a mail written with a change shows the order as it commits.
import { messageLanguage } from '@chamak/shared/i18n/say';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { OrderMail } from '../mail/index.ts';

export type OrderFactsRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  apt: string;
  city: string;
  state: string;
  postal_code: string;
  payment_method: 'online' | 'cod';
  subtotal_paise: number;
  delivery_charge_paise: number;
  cod_fee_paise: number;
  total_paise: number;
  courier_name: string | null;
  awb_code: string | null;
  track_url: string | null;
  etd: string | null;
  promised_from: string | null;
  promised_to: string | null;
  /** The language the order was placed in (migration 0036); absent from rows read before it, English. */
  language?: string;
};

/** An order's rows as its mails need them: the order, its lines and its discounts. */
export type OrderMailRows = {
  order: OrderFactsRow;
  items: { product_name: string; litre_label: string; quantity: number; price_paise: number }[];
  discounts: { label: string; code: string | null; amount_paise: number }[];
};

/** The order as its mails tell it, or null when there is no such order. */
export async function orderMailFacts(db: DbOrTx, orderId: number): Promise<OrderMail | null> {
  const [order] = await rows<OrderFactsRow>(
    db,
    sql`select id, first_name, last_name, email, phone, address, apt, city, state, postal_code, payment_method,
        subtotal_paise, delivery_charge_paise, cod_fee_paise, total_paise, courier_name, awb_code, track_url, etd,
        promised_from::text as promised_from, promised_to::text as promised_to, language
      from orders where id = ${orderId}`,
  );
  if (!order) return null;
  const items = await rows<OrderMailRows['items'][number]>(
    db,
    sql`select product_name, litre_label, quantity, price_paise from order_items where order_id = ${orderId}
      order by id`,
  );
  return mailFactsOf({ order, items, discounts: await discountRowsOf(db, orderId) });
}

/** An order's discounts, in the order they were given. */
export function discountRowsOf(db: DbOrTx, orderId: number): Promise<OrderMailRows['discounts']> {
  return rows<OrderMailRows['discounts'][number]>(
    db,
    sql`select label, code, amount_paise from order_discounts where order_id = ${orderId} order by id`,
  );
}

/** The order as its mails tell it, from rows the caller has read (placing reads them once for the invoice too). */
export function mailFactsOf({ order: o, items, discounts }: OrderMailRows): OrderMail {
  return {
    id: o.id,
    firstName: o.first_name,
    email: o.email,
    paymentMethod: o.payment_method,
    lines: items.map((i) => ({
      name: i.product_name,
      size: i.litre_label,
      quantity: i.quantity,
      amountPaise: i.price_paise * i.quantity,
    })),
    discounts: discounts.map((d) => ({ label: d.label, code: d.code, amountPaise: d.amount_paise })),
    subtotalPaise: o.subtotal_paise,
    deliveryPaise: o.delivery_charge_paise,
    codFeePaise: o.cod_fee_paise,
    totalPaise: o.total_paise,
    address: {
      name: `${o.first_name} ${o.last_name}`.trim(),
      lines: [o.address, o.apt, `${o.city}, ${o.state} ${o.postal_code}`]
        .map((l) => l.trim())
        .filter(Boolean),
      phone: o.phone,
    },
    shipment: { courier: o.courier_name, awb: o.awb_code, trackUrl: o.track_url, etd: o.etd },
    promised: o.promised_from && o.promised_to ? { from: o.promised_from, to: o.promised_to } : null,
    language: messageLanguage(o.language),
  };
}
