// Failed deliveries (decision 0336): a failed attempt reported by the courier (Shiprocket's NDR, in its webhook or
// the tracking sync) or by the admin is recorded once, with a link the shopper answers without signing in: another
// try on a day, a corrected address or phone, or cancel. The answer goes to Shiprocket's NDR action when the order
// ships through it, else it waits in the admin's queue (Admin → Failed deliveries), which flags an attempt nobody
// answered for a day for a call.
import { createHash, randomBytes } from 'node:crypto';
import { deliveryMessages } from '@chamak/shared/delivery-estimate';
import {
  type AdminFailedDeliveries,
  type AnswerKind,
  answerLabel,
  answerLinkDays,
  callAfterHours,
  type FailedDeliveryActionBody,
  type FailedDeliveryAnswerBody,
  type FailedDeliveryView,
  failedDeliveryMessages,
  failedDeliveryPath,
  reattemptWithinDays,
} from '@chamak/shared/failed-deliveries';
import { canMoveTo, OrderStatus, orderStatusLabel } from '@chamak/shared/order-state';
import { pinNotFoundMessage } from '@chamak/shared/pin-code';
import { addDays, shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, HttpError, Invalid, NotFound, Unprocessable } from '../../plugins/errors.ts';
import {
  estimateDelivery,
  type NdrAction,
  parcelWeightKg,
  placeOfPin,
  type ShippingProvider,
} from '../delivery/index.ts';
import { failedDeliveryMail, type MailTransport, sendTemplate } from '../mail/index.ts';
import { type LinkSigner, type PhoneChannels, sendOrderMessage } from '../notify/index.ts';
import { type OrderActor, orderMailFacts, recordOrderFact, transition } from '../orders/index.ts';

export type FailedDeliveryCtx = {
  db: Db;
  shipping: ShippingProvider | null;
  mailer?: MailTransport | null;
  publicUrl?: string;
  phone?: PhoneChannels;
  tokens?: LinkSigner;
  clock?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const nowOf = (ctx: Pick<FailedDeliveryCtx, 'clock'>) => ctx.clock?.() ?? new Date();
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Statuses in which the parcel is out with the courier, so an attempt can fail and be answered. */
const onItsWay: readonly number[] = [
  OrderStatus.PickupGenerated,
  OrderStatus.PickedUp,
  OrderStatus.InTransit,
  OrderStatus.OutForDelivery,
];
const attemptedBy = { courier: 'courier', admin: 'admin' } as const;

type Report = {
  reason: string;
  source: keyof typeof attemptedBy;
  /** One report, however often it arrives: the courier's AWB and scan time, or the admin's own. */
  dedupeKey: string;
  reportedAt: Date;
  actor: OrderActor;
};

/**
 * Records a failed attempt once (a repeated report finds its key and adds nothing), closing the order's earlier
 * open attempts, and sends the shopper the answer link by mail and, with consent, by SMS or WhatsApp. Answers the
 * attempt's id, or null for a repeat or an order whose parcel is no longer on its way (delivered, returning,
 * cancelled).
 */
async function recordAttempt(
  ctx: FailedDeliveryCtx,
  orderId: number,
  report: Report,
): Promise<number | null> {
  const token = randomBytes(24).toString('base64url');
  const now = nowOf(ctx);
  const recorded = await ctx.db.transaction(async (tx) => {
    const [order] = await rows<{ status: number; cancelled_at: Date | null }>(
      tx,
      sql`select status, cancelled_at from orders where id = ${orderId} for update`,
    );
    if (!order || order.cancelled_at || !onItsWay.includes(order.status)) return null;
    const [fresh] = await rows<{ id: number; attempt: number }>(
      tx,
      sql`insert into delivery_attempts (order_id, attempt, reason, source, dedupe_key, reported_at, token_hash,
          token_expires_at)
        select ${orderId}, coalesce(max(attempt), 0) + 1, ${report.reason}, ${report.source}, ${report.dedupeKey},
          ${report.reportedAt.toISOString()}, ${hashOf(token)},
          ${new Date(now.getTime() + answerLinkDays * 86_400_000).toISOString()}
        from delivery_attempts where order_id = ${orderId}
        on conflict (dedupe_key) do nothing returning id, attempt`,
    );
    if (!fresh) return null;
    await tx.execute(sql`update delivery_attempts set resolved_at = ${now.toISOString()}, resolution = 'superseded'
      where order_id = ${orderId} and id <> ${fresh.id} and resolved_at is null`);
    const { attempt } = fresh;
    await recordOrderFact(tx, orderId, 'delivery_failed', report.actor, {
      reason: report.reason,
      reference: `Attempt ${attempt}`,
    });
    return { id: fresh.id, attempt };
  });
  if (!recorded) return null;
  await sendAnswerLink(ctx, orderId, { token, reason: report.reason, attempt: recorded.attempt });
  return recorded.id;
}

/** After the attempt commits: the mail (to the outbox) and the phone message, each in the order's language. */
async function sendAnswerLink(
  ctx: FailedDeliveryCtx,
  orderId: number,
  attempt: { token: string; reason: string; attempt: number },
) {
  try {
    const facts = await orderMailFacts(ctx.db, orderId);
    if (facts?.email) await sendTemplate(ctx, facts.email, failedDeliveryMail(facts, attempt));
  } catch (error) {
    ctx.log?.warn({ orderId, err: error }, 'failed-delivery mail not sent');
  }
  const base = (ctx.publicUrl ?? '').replace(/\/+$/, '');
  await sendOrderMessage(ctx, orderId, 'delivery_failed', `${base}${failedDeliveryPath(attempt.token)}`);
}

/**
 * The courier's NDR scans of the order with this AWB (Shiprocket's "Undelivered", in its webhook or the tracking
 * sync): each becomes one attempt, keyed by the AWB and the scan's time, so the webhook and the sync reporting the
 * same scan, or a webhook delivered twice, record it once.
 */
export async function recordCourierAttempts(
  ctx: FailedDeliveryCtx,
  orderId: number,
  awb: string,
  scans: { date: string; activity: string }[],
): Promise<number> {
  let recorded = 0;
  for (const scan of scans) {
    const at = new Date(scan.date);
    const id = await recordAttempt(ctx, orderId, {
      reason: scan.activity.trim() || 'Delivery attempt failed',
      source: 'courier',
      dedupeKey: `shiprocket:${awb}:${scan.date}`,
      reportedAt: Number.isNaN(at.getTime()) ? nowOf(ctx) : at,
      actor: { kind: 'courier' },
    });
    if (id !== null) recorded++;
  }
  return recorded;
}

/** The admin's "Delivery attempt failed" in the order window: the parcel must be on its way. */
export async function reportFailedDelivery(
  ctx: FailedDeliveryCtx,
  orderId: number,
  reason: string,
  actor: OrderActor,
): Promise<{ message: string }> {
  const [order] = await rows<{ status: number; cancelled_at: Date | null; payment_status: string }>(
    ctx.db,
    sql`select status, cancelled_at, payment_status from orders where id = ${orderId}`,
  );
  if (!order || order.payment_status === 'pending' || order.payment_status === 'failed')
    throw new NotFound('Order not found.');
  if (order.cancelled_at || !onItsWay.includes(order.status))
    throw new Conflict(
      `This order is ${orderStatusLabel(order.status)}: only a parcel on its way can fail to be delivered.`,
    );
  const id = await recordAttempt(ctx, orderId, {
    reason,
    source: 'admin',
    dedupeKey: `admin:${orderId}:${randomBytes(9).toString('base64url')}`,
    reportedAt: nowOf(ctx),
    actor,
  });
  if (id === null) throw new Conflict('This order changed meanwhile: open it again.');
  return { message: 'Failed delivery recorded; the shopper was sent the answer link.' };
}

type AttemptRow = {
  id: number;
  order_id: number;
  attempt: number;
  reason: string;
  reported_at: Date | string;
  token_expires_at: Date | string;
  answer: AnswerKind | null;
  answer_date: string | null;
  answered_at: Date | string | null;
  resolved_at: Date | string | null;
  status: number;
  cancelled_at: Date | string | null;
  first_name: string;
  phone: string;
  address: string;
  apt: string;
  city: string;
  state: string;
  postal_code: string;
  awb_code: string | null;
  shipment_order_id: string | null;
};

const attemptColumns = sql`a.id, a.order_id, a.attempt, a.reason, a.reported_at, a.token_expires_at, a.answer,
  a.answer_date::text as answer_date, a.answered_at, a.resolved_at, o.status, o.cancelled_at, o.first_name, o.phone,
  o.address, o.apt, o.city, o.state, o.postal_code, o.awb_code, o.shipment_order_id`;

async function attemptOfToken(db: DbOrTx, token: string, lock: boolean): Promise<AttemptRow | undefined> {
  const [row] = await rows<AttemptRow>(
    db,
    sql`select ${attemptColumns} from delivery_attempts a join orders o on o.id = a.order_id
      where a.token_hash = ${hashOf(token)} ${lock ? sql`for update of a, o` : sql``}`,
  );
  return row;
}

/** Whether the parcel has moved on since the attempt: delivered, returning, cancelled, or a newer attempt came. */
const movedOn = (row: AttemptRow, now: Date) =>
  row.resolved_at !== null ||
  row.cancelled_at !== null ||
  !onItsWay.includes(row.status) ||
  new Date(row.token_expires_at).getTime() <= now.getTime();

/** The days another try may be asked for: tomorrow to a week ahead (India dates). */
function reattemptDays(now: Date) {
  const today = shopDay(now);
  return { earliest: addDays(today, 1), latest: addDays(today, reattemptWithinDays) };
}

/** What the link's page shows; a token that is no attempt's is 404. */
export async function failedDeliveryView(ctx: FailedDeliveryCtx, token: string): Promise<FailedDeliveryView> {
  const row = await attemptOfToken(ctx.db, token, false);
  if (!row) throw new NotFound(failedDeliveryMessages.invalid);
  const now = nowOf(ctx);
  return {
    orderId: row.order_id,
    firstName: row.first_name,
    attempt: row.attempt,
    reason: row.reason,
    reportedAt: new Date(row.reported_at).toISOString(),
    address: {
      address: row.address,
      apt: row.apt,
      city: row.city,
      state: row.state,
      postalCode: row.postal_code,
    },
    phoneEnding: row.phone.slice(-4),
    state: row.answer ? 'answered' : movedOn(row, now) ? 'closed' : 'open',
    answer: row.answer,
    answerDate: row.answer_date,
    ...reattemptDays(now),
  };
}

/** The order's parcel weight, for asking whether a new PIN code is served. */
async function weightOf(db: DbOrTx, orderId: number): Promise<number> {
  const [w] = await rows<{ ml: number }>(
    db,
    sql`select coalesce(sum(total_ml * quantity), 0)::int as ml from order_items where order_id = ${orderId}`,
  );
  return parcelWeightKg(w?.ml ?? 0);
}

function assertDay(date: string, now: Date) {
  const { earliest, latest } = reattemptDays(now);
  if (date < earliest || date > latest) throw new Invalid(failedDeliveryMessages.dateRange);
}

/**
 * A corrected address must still be delivered to, and within the order's state: the tax invoice names that state
 * as the place of supply (decision 0293), so a PIN code elsewhere is refused rather than the invoice changed.
 */
async function assertDeliverable(
  ctx: FailedDeliveryCtx,
  row: AttemptRow,
  pin: string,
  now: Date,
): Promise<string> {
  const place = await placeOfPin(pin);
  if (!place) throw new Invalid(pinNotFoundMessage(pin), 'PIN_UNKNOWN');
  if (place.state !== row.state)
    throw new Unprocessable(failedDeliveryMessages.otherState(place.state, row.state));
  const estimate = await estimateDelivery(
    { db: ctx.db, shipping: ctx.shipping, now },
    { pin, weightKg: await weightOf(ctx.db, row.order_id) },
  );
  if (!estimate.deliverable) throw new Unprocessable(deliveryMessages.undeliverable(pin));
  return place.state;
}

type AnswerRecord = {
  answer: AnswerKind;
  date: string | null;
  address: {
    address: string;
    apt: string;
    city: string;
    state: string;
    postalCode: string;
    phone: string;
  } | null;
};

/** The NDR action an answer asks of the courier. */
function ndrActionOf(a: AnswerRecord, row: AttemptRow, now: Date): NdrAction {
  if (a.answer === 'cancel') return { action: 'return', comments: 'Shopper cancelled the delivery' };
  const { earliest } = reattemptDays(now);
  const address = a.address;
  return {
    action: 're-attempt',
    deferredDate: a.date ?? earliest,
    comments: address
      ? `Shopper corrected the address or phone (attempt ${row.attempt})`
      : `Shopper asked for another try on ${a.date} (attempt ${row.attempt})`,
    ...(address
      ? {
          address: {
            address1: address.address,
            address2: [address.apt, address.city].filter(Boolean).join(', '),
            pincode: address.postalCode,
            phone: address.phone,
          },
        }
      : {}),
  };
}

/** Whether the order ships through Shiprocket, so its courier takes NDR actions. */
const forwardable = (ctx: FailedDeliveryCtx, row: Pick<AttemptRow, 'awb_code' | 'shipment_order_id'>) =>
  Boolean(ctx.shipping?.ndrAction && row.awb_code && row.shipment_order_id);

/**
 * The shopper's answer by the link: refused with nothing changed when the link is unknown (404), used already or
 * the parcel moved on (409), or the new address cannot be delivered to in the order's state (422). Recorded on the
 * order's timeline; then sent to Shiprocket's NDR action when the order ships through it (a cancel then starts
 * the return to origin), else left in the admin's queue.
 */
export async function answerFailedDelivery(
  ctx: FailedDeliveryCtx,
  body: FailedDeliveryAnswerBody,
): Promise<{ message: string }> {
  const now = nowOf(ctx);
  const before = await attemptOfToken(ctx.db, body.t, false);
  if (!before) throw new NotFound(failedDeliveryMessages.invalid);
  if (before.answer) throw new Conflict(failedDeliveryMessages.answered);
  if (movedOn(before, now)) throw new Conflict(failedDeliveryMessages.movedOn);
  const a = body.answer;
  let record: AnswerRecord;
  if (a.kind === 'reattempt') {
    assertDay(a.date, now);
    record = { answer: 'reattempt', date: a.date, address: null };
  } else if (a.kind === 'address') {
    // Asked before any row is locked: the courier's serviceability may take a few seconds.
    const state = await assertDeliverable(ctx, before, a.address.postalCode, now);
    record = {
      answer: 'address',
      date: null,
      address: { ...a.address, phone: a.address.phone ?? before.phone, state },
    };
  } else record = { answer: 'cancel', date: null, address: null };

  const row = await ctx.db.transaction(async (tx) => {
    const locked = await attemptOfToken(tx, body.t, true);
    if (!locked) throw new NotFound(failedDeliveryMessages.invalid);
    if (locked.answer) throw new Conflict(failedDeliveryMessages.answered);
    if (movedOn(locked, now)) throw new Conflict(failedDeliveryMessages.movedOn);
    await tx.execute(sql`update delivery_attempts set answer = ${record.answer}, answer_date = ${record.date},
      answer_address = ${record.address ? JSON.stringify(record.address) : null}::jsonb,
      answered_at = ${now.toISOString()} where id = ${locked.id}`);
    await recordOrderFact(
      tx,
      locked.order_id,
      'delivery_answered',
      { kind: 'shopper' },
      {
        reason: answerLabel(record.answer, record.date, record.address),
        reference: `Attempt ${locked.attempt}`,
      },
    );
    return locked;
  });

  if (forwardable(ctx, row)) await forward(ctx, row, ndrActionOf(record, row, now), now, null);
  return { message: failedDeliveryMessages[record.answer] };
}

/**
 * Sends an NDR action to Shiprocket and records the outcome on the attempt: sent, it is resolved (and a return
 * moves the order to RTO Initiated through the orders module's transition); refused, the error stays on the
 * attempt in the admin's queue. Answers whether it went.
 */
async function forward(
  ctx: FailedDeliveryCtx,
  row: AttemptRow,
  action: NdrAction,
  now: Date,
  admin: OrderActor | null,
): Promise<boolean> {
  try {
    await ctx.shipping!.ndrAction!(row.awb_code!, action);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.log?.warn({ orderId: row.order_id, err: error }, 'NDR action not sent to Shiprocket');
    await ctx.db.execute(sql`update delivery_attempts set forward_error = ${message} where id = ${row.id}`);
    return false;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`update delivery_attempts set forwarded_at = ${now.toISOString()}, forward_error = null,
      resolved_at = coalesce(resolved_at, ${now.toISOString()}),
      resolution = coalesce(resolution, ${admin ? (action.action === 'return' ? 'returned' : 'reattempt') : 'forwarded'}),
      resolved_by = coalesce(resolved_by, ${admin?.id ?? null}) where id = ${row.id}`);
    if (action.action === 'return') await startReturn(tx, row.order_id, admin ?? { kind: 'shopper' });
  });
  return true;
}

/** The parcel goes back to the shop: RTO Initiated, where the order-state table allows it. */
async function startReturn(tx: DbOrTx, orderId: number, actor: OrderActor) {
  const [order] = await rows<{ status: number }>(
    tx,
    sql`select status from orders where id = ${orderId} for update`,
  );
  if (order && canMoveTo(order.status, OrderStatus.RtoInitiated) && order.status !== OrderStatus.RtoInitiated)
    await transition(tx, orderId, { event: 'status', to: OrderStatus.RtoInitiated }, actor);
}

type QueueRow = {
  id: number;
  order_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  payment_method: string;
  status: number;
  attempt: number;
  reason: string;
  source: 'courier' | 'admin';
  reported_at: Date | string;
  answer: AnswerKind | null;
  answer_date: string | null;
  answer_address: {
    address: string;
    apt: string;
    city: string;
    state: string;
    postalCode: string;
    phone: string;
  } | null;
  answered_at: Date | string | null;
  forwarded_at: Date | string | null;
  forward_error: string | null;
};

/** Admin → Failed deliveries: the open attempts of parcels still on their way, oldest first. */
export async function failedDeliveryQueue(ctx: FailedDeliveryCtx): Promise<AdminFailedDeliveries> {
  const now = nowOf(ctx);
  const found = await rows<QueueRow>(
    ctx.db,
    sql`select a.id, a.order_id, o.first_name, o.last_name, o.phone, o.payment_method, o.status, a.attempt, a.reason,
        a.source, a.reported_at, a.answer, a.answer_date::text as answer_date, a.answer_address, a.answered_at,
        a.forwarded_at, a.forward_error
      from delivery_attempts a join orders o on o.id = a.order_id
      where a.resolved_at is null and o.cancelled_at is null
        and o.status in (${sql.join(
          onItsWay.map((s) => sql`${s}`),
          sql`, `,
        )})
      order by a.reported_at, a.id limit 500`,
  );
  const callBefore = now.getTime() - callAfterHours * 3_600_000;
  const items = found.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    customerName: `${r.first_name} ${r.last_name}`.trim(),
    phone: r.phone,
    paymentMethod: r.payment_method,
    status: r.status,
    statusLabel: orderStatusLabel(r.status),
    attempt: r.attempt,
    reason: r.reason,
    source: r.source,
    reportedAt: new Date(r.reported_at).toISOString(),
    answer: r.answer,
    answerDate: r.answer_date,
    answerAddress: r.answer_address,
    answeredAt: iso(r.answered_at),
    forwardedAt: iso(r.forwarded_at),
    forwardError: r.forward_error,
    callShopper: r.answer === null && new Date(r.reported_at).getTime() <= callBefore,
  }));
  return { items, total: items.length };
}

/**
 * The admin acts on an open attempt: another try on a day, the parcel's return, or resolved (handled by phone or
 * in the courier's panel). With Shiprocket, the first two go to its NDR action first; refused there, nothing
 * changes and the admin is told (502).
 */
export async function actOnFailedDelivery(
  ctx: FailedDeliveryCtx,
  attemptId: number,
  body: FailedDeliveryActionBody,
  actor: OrderActor,
): Promise<{ message: string }> {
  const now = nowOf(ctx);
  const [row] = await rows<AttemptRow>(
    ctx.db,
    sql`select ${attemptColumns} from delivery_attempts a join orders o on o.id = a.order_id where a.id = ${attemptId}`,
  );
  if (!row) throw new NotFound('Failed delivery not found.');
  if (row.resolved_at) throw new Conflict('This failed delivery was already dealt with.');
  if (body.action !== 'resolve' && (row.cancelled_at || !onItsWay.includes(row.status)))
    throw new Conflict(
      `This order is ${orderStatusLabel(row.status)}: mark the failed delivery resolved instead.`,
    );
  if (body.action === 'reattempt') assertDay(body.date, now);
  const action: NdrAction | null =
    body.action === 'reattempt'
      ? { action: 're-attempt', deferredDate: body.date, comments: `Another try on ${body.date}` }
      : body.action === 'return'
        ? { action: 'return', comments: 'Return to origin' }
        : null;
  if (action && forwardable(ctx, row)) {
    if (!(await forward(ctx, row, action, now, actor)))
      throw new HttpError(502, 'Shiprocket refused the NDR action: try again, or act in its panel.', {
        code: 'UPSTREAM_UNAVAILABLE',
      });
  } else {
    const resolution =
      body.action === 'reattempt' ? 'reattempt' : body.action === 'return' ? 'returned' : 'resolved';
    await ctx.db.transaction(async (tx) => {
      const [closed] = await rows<{ id: number }>(
        tx,
        sql`update delivery_attempts set resolved_at = ${now.toISOString()}, resolution = ${resolution},
          resolved_by = ${actor.id ?? null} where id = ${attemptId} and resolved_at is null returning id`,
      );
      if (!closed) throw new Conflict('This failed delivery was already dealt with.');
      if (body.action === 'return') await startReturn(tx, row.order_id, actor);
    });
  }
  const said =
    body.action === 'reattempt'
      ? `Failed delivery: another try on ${body.date}`
      : body.action === 'return'
        ? 'Failed delivery: returned to origin'
        : 'Failed delivery resolved';
  await recordOrderFact(ctx.db, row.order_id, 'note', actor, {
    reason: said,
    reference: `Attempt ${row.attempt}`,
  });
  return { message: said };
}
