// The renewal notice's link (decision 0326): the shopper skips this delivery, moves it to another day or pauses the
// subscription without signing in, until the debit starts. The link names the subscription and the cycle and is
// signed by the app (132 bits); it does nothing once the cycle has moved on, and shows no address or contact.
import { timingSafeEqual } from 'node:crypto';
import { addDays, dayInWords, shopDay } from '@chamak/shared/shop-time';
import { noticeLinkMessages, subscriptionMessages } from '@chamak/shared/subscriptions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, Invalid, NotFound } from '../../plugins/errors.ts';
import type { LinkSigner } from '../notify/index.ts';
import { timeZoneOf } from '../settings/index.ts';
import { signatureOf } from './notice-signature.ts';
import { skipCycle } from './renewals.ts';

type Link = { s: number; c: number; t: string };
type Ctx = { db: Db; tokens: LinkSigner; now?: Date };

function check(tokens: LinkSigner, link: Link): void {
  const expected = Buffer.from(signatureOf(tokens, link.s, link.c));
  const given = Buffer.from(link.t);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new NotFound(noticeLinkMessages.invalid);
}

type Cycle = {
  id: number;
  state: string;
  order_id: number | null;
  status: string;
  due: string;
  interval_days: number;
  quantity: number;
  amount: number;
  name: string;
  label: string;
};

const cycleSql = (
  link: Link,
) => sql`select c.id, c.state, c.order_id, s.status, to_char(c.due_on, 'YYYY-MM-DD') as due,
    s.interval_days, s.quantity, c.amount_paise as amount, p.name, l.label
  from subscription_cycles c join subscriptions s on s.id = c.subscription_id
  join product_litres pl on pl.id = s.product_litre_id join products p on p.id = s.product_id
  join litres l on l.id = pl.litre_id
  where c.subscription_id = ${link.s} and c.cycle = ${link.c}`;

async function rangeOf(ctx: Ctx) {
  const today = shopDay(ctx.now ?? new Date(), await timeZoneOf(ctx));
  return { earliest: addDays(today, 2), latest: addDays(today, 365) };
}

/** GET /api/subscription-notice: the renewal the notice was about, and whether it can still be changed. */
export async function noticeView(ctx: Ctx, link: Link) {
  check(ctx.tokens, link);
  const [c] = await rows<Cycle>(ctx.db, cycleSql(link));
  if (!c) throw new NotFound(noticeLinkMessages.invalid);
  return {
    name: c.name,
    size: c.label,
    quantity: c.quantity,
    amountPaise: c.amount,
    dueOn: c.due,
    intervalDays: c.interval_days,
    changeable: c.state === 'announced' && c.status === 'active',
    ...(await rangeOf(ctx)),
  };
}

/**
 * POST /api/subscription-notice: skip this delivery; reschedule (skip it and set the next date); or pause the
 * subscription (this delivery with it). Only while the cycle waits for its debit.
 */
export async function noticeAction(
  ctx: Ctx,
  link: Link & { action: 'skip' | 'reschedule' | 'pause'; nextDueOn?: string | undefined },
): Promise<{ message: string }> {
  check(ctx.tokens, link);
  const { earliest, latest } = await rangeOf(ctx);
  if (
    link.action === 'reschedule' &&
    (!link.nextDueOn || link.nextDueOn < earliest || link.nextDueOn > latest)
  )
    throw new Invalid(
      subscriptionMessages.nextDueRange(dayInWords(earliest), dayInWords(latest)),
      'VALIDATION_FAILED',
    );
  return ctx.db.transaction(async (tx) => {
    const [c] = await rows<Cycle>(tx, sql`${cycleSql(link)} for update of c, s`);
    if (!c) throw new NotFound(noticeLinkMessages.invalid);
    if (c.state !== 'announced' || c.status !== 'active')
      throw new Conflict(noticeLinkMessages.closed, 'SUBSCRIPTION_NOT_CHANGEABLE');
    if (link.action === 'pause') {
      await skipCycle(tx, c.id, c.order_id, 'Subscription paused');
      await tx.execute(sql`update subscriptions set status = 'paused', paused_by = 'shopper', paused_at = ${ctx.now ?? new Date()}
        where id = ${link.s}`);
      return { message: noticeLinkMessages.paused };
    }
    await skipCycle(tx, c.id, c.order_id, 'Skipped by the shopper');
    if (link.action === 'reschedule') {
      await tx.execute(
        sql`update subscriptions set next_due_on = ${link.nextDueOn!}::date where id = ${link.s}`,
      );
      return { message: noticeLinkMessages.rescheduled(dayInWords(link.nextDueOn!)) };
    }
    return { message: noticeLinkMessages.skipped };
  });
}
