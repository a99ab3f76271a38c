// What the reminder job's steps share: its context, the shopper and the lines a reminder names, the clock's
// arithmetic, and the reminder's row (its id first, so the link's token is made from it).
import { cartReminderRules } from '@chamak/shared/cart-reminders';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { RemindedLine } from '../../db/schema/index.ts';
import { rows } from '../../lib/sql.ts';
import type { MailLine, MailTransport } from '../mail/index.ts';
import type { PhoneChannels } from '../notify/index.ts';
import { at, hashOf } from './service.ts';

export type RemindersCtx = {
  db: DbOrTx;
  mailer?: MailTransport | null;
  publicUrl?: string | undefined;
  phone?: PhoneChannels | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
};

export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;
export const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

export type Links = (id: number) => {
  token: string;
  restoreUrl: string;
  stopUrl: string;
  /** The List-Unsubscribe header's one-click address (RFC 8058). */
  unsubscribeUrl: string;
};
export type Offer = { name: string } | null;

/** What one run hands each kind of reminder: its clock, the links, the offer, and whether the mail goes. */
export type Round = { now: Date; links: Links; offer: Offer; mail: boolean };

export type Shopper = { user_id: number; fullname: string; email: string; phone: string };

export const firstName = (fullname: string) => fullname.trim().split(/\s+/)[0] || 'there';

export type CartLine = RemindedLine & { name: string; label: string; price: number };

export async function cartLines(db: DbOrTx, userId: number): Promise<CartLine[]> {
  return rows<CartLine>(
    db,
    sql`select c.product_id as "productId", c.product_litre_id as pl_id, c.quantity, p.name, l.label,
        pl.discounted_price_paise as price
      from cart_items c join product_litres pl on pl.id = c.product_litre_id
      join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
      where c.user_id = ${userId} order by c.created_at, c.id`,
  );
}

export const mailLines = (lines: readonly CartLine[]): MailLine[] =>
  lines.map((l) => ({
    name: l.name,
    size: l.label,
    quantity: l.quantity,
    amountPaise: l.price * l.quantity,
  }));
export const cartValue = (lines: readonly CartLine[]) =>
  lines.reduce((sum, l) => sum + l.price * l.quantity, 0);

/** Records a reminder of `lines` (what it stores of each: the product, size and quantity); its id. */
export async function insertReminder(
  tx: DbOrTx,
  links: Links,
  r: {
    userId: number;
    kind: 'cart' | 'payment';
    orderId: number | null;
    /** As the database wrote it (text, to the microsecond). */
    cartChangedAt: string;
    lines: readonly CartLine[];
    valuePaise: number;
    now: Date;
    closed?: boolean;
  },
): Promise<number> {
  const lines: RemindedLine[] = r.lines.map(({ productId, pl_id, quantity }) => ({
    productId,
    pl_id,
    quantity,
  }));
  // The id first: the link's token is made from it, and only the token's hash is stored.
  const [next] = await rows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('cart_reminders', 'id'))::int as id`,
  );
  const id = next!.id;
  await tx.execute(sql`insert into cart_reminders (id, user_id, kind, order_id, cart_changed_at, lines, value_paise,
      reminders_sent, first_sent_at, last_sent_at, closed_at, token_hash, expires_at)
    values (${id}, ${r.userId}, ${r.kind}, ${r.orderId}, ${r.cartChangedAt}::timestamptz, ${JSON.stringify(lines)}::jsonb,
      ${r.valuePaise}, 1, ${at(r.now)}, ${at(r.now)}, ${r.closed ? at(r.now) : null},
      ${hashOf(links(id).token)}, ${at(new Date(r.now.getTime() + days(cartReminderRules.recoveryDays)))})`);
  return id;
}
