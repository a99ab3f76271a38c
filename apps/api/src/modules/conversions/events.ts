// Conversion events queued (decision 0364): only while the shopper's analytics consent is on (a signed-in
// shopper's consent ledger, a guest's cookie) and only for destinations configured; one outbox row per destination,
// the body it will be sent, under one event id the browser pixel may share. Queuing is a few indexed reads and one
// insert; the sending is the worker's, after commit.
import { randomUUID } from 'node:crypto';
import type { ConversionEventName } from '@chamak/shared/conversions';
import { sql } from 'drizzle-orm';
import type { ConversionsConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { ga4UserData, metaHashedIds, sha256 } from './hashing.ts';
import { type Destination, destinationsOf, effectiveSettings } from './settings.ts';

/** The consent ledger's reader (the privacy module's analyticsConsentOf), wired in by the app. */
export type AnalyticsConsent = (
  db: DbOrTx,
  who: { userId?: number | null; cookie?: string | null },
) => Promise<boolean>;

export type ConversionDeps = { db: DbOrTx; config: ConversionsConfig; consentOf: AnalyticsConsent };

/** What the browser told us about itself, kept with the event (Meta matches on it; GA4 needs a client id). */
export type BrowserContext = {
  ip?: string | undefined;
  userAgent?: string | undefined;
  url?: string | undefined;
  /** Meta's first-party cookies, when the pixel set them. */
  fbp?: string | undefined;
  fbc?: string | undefined;
  /** GA's client id, read from the _ga cookie when the tag set it. */
  gaClientId?: string | undefined;
};

export type EventItem = { id: string; name: string; variant?: string; pricePaise: number; quantity: number };

export type ShopEvent = {
  name: ConversionEventName;
  eventId: string;
  at: Date;
  valuePaise: number;
  items: EventItem[];
  /** A purchase's order number and delivery charge. */
  transactionId?: string;
  shippingPaise?: number;
};

const metaNames: Record<ConversionEventName, string> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
};

/** Rupees with two decimals at most, as both destinations read a value. */
export const rupees = (paise: number) => Math.round(paise) / 100;

/** A cookie's value from a Cookie header. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/** The client id GA's own tag keeps in `_ga` (GA1.1.<random>.<time>): its last two parts. */
export function gaClientIdOf(cookie: string | undefined): string | undefined {
  const m = /^GA\d\.\d+\.(\d+\.\d+)$/.exec(cookie ?? '');
  return m?.[1];
}

/** GA4's body: the client, the user, their hashed identifiers (only with the user id, as GA4 asks) and the event. */
export function ga4Body(event: ShopEvent, who: Who, context: BrowserContext) {
  const userData = who.userId ? ga4UserData(who) : undefined;
  const params: Record<string, unknown> = {
    currency: 'INR',
    value: rupees(event.valuePaise),
    items: event.items.map((item) => ({
      item_id: item.id,
      item_name: item.name,
      ...(item.variant ? { item_variant: item.variant } : {}),
      price: rupees(item.pricePaise),
      quantity: item.quantity,
    })),
    event_id: event.eventId,
    engagement_time_msec: 1,
    ...(event.transactionId ? { transaction_id: event.transactionId } : {}),
    ...(event.shippingPaise !== undefined ? { shipping: rupees(event.shippingPaise) } : {}),
  };
  return {
    client_id: context.gaClientId ?? clientIdOf(who, event),
    ...(who.userId ? { user_id: String(who.userId) } : {}),
    timestamp_micros: event.at.getTime() * 1000,
    ...(userData ? { user_data: userData } : {}),
    events: [{ name: event.name, params }],
  };
}

/**
 * Without GA's cookie: a signed-in shopper's own stable id (a hash of the account, not its number), a guest's
 * the event's, so nothing about them is kept to be followed.
 */
function clientIdOf(who: Who, event: ShopEvent): string {
  return who.userId ? `${BigInt(`0x${sha256(`chamak-user:${who.userId}`).slice(0, 12)}`)}.1` : event.eventId;
}

/** Meta's body: one website event with its id (for de-duplication with the pixel), the shopper and the goods. */
export function metaBody(event: ShopEvent, who: Who, context: BrowserContext) {
  const userData = {
    ...metaHashedIds(who),
    ...(who.userId ? { external_id: [sha256(String(who.userId))] } : {}),
    ...(context.ip ? { client_ip_address: context.ip } : {}),
    ...(context.userAgent ? { client_user_agent: context.userAgent } : {}),
    ...(context.fbp ? { fbp: context.fbp } : {}),
    ...(context.fbc ? { fbc: context.fbc } : {}),
  };
  return {
    data: [
      {
        event_name: metaNames[event.name],
        event_time: Math.floor(event.at.getTime() / 1000),
        event_id: event.eventId,
        action_source: 'website',
        ...(context.url ? { event_source_url: context.url } : {}),
        user_data: userData,
        custom_data: {
          currency: 'INR',
          value: rupees(event.valuePaise),
          content_ids: event.items.map((item) => item.id),
          contents: event.items.map((item) => ({
            id: item.id,
            quantity: item.quantity,
            item_price: rupees(item.pricePaise),
          })),
          content_type: 'product',
          num_items: event.items.reduce((n, item) => n + item.quantity, 0),
          ...(event.transactionId ? { order_id: event.transactionId } : {}),
        },
      },
    ],
  };
}

export type Who = { userId?: number | null; email?: string | null; phone?: string | null };

/** A signed-in shopper's e-mail and phone, for hashing. */
export async function accountContacts(db: DbOrTx, userId: number): Promise<Who> {
  const [user] = await rows<{ email: string; phone: string }>(
    db,
    sql`select email, phone from users where id = ${userId}`,
  );
  return { userId, email: user?.email ?? null, phone: user?.phone ?? null };
}

/**
 * Queues one event for each configured destination, if the shopper consents. Answers the event id, or null when
 * nothing was queued (no consent, nothing configured, or a de-duplicated event already there).
 */
export async function queueEvent(
  deps: ConversionDeps,
  input: {
    event: Omit<ShopEvent, 'eventId' | 'at'> & { eventId?: string; at?: Date };
    who: Who;
    cookie?: string | undefined;
    context: BrowserContext;
    /** One per key and destination, ever (a purchase: its order). */
    dedupeKey?: string;
  },
): Promise<string | null> {
  const settings = await effectiveSettings(deps.db, deps.config);
  const destinations = destinationsOf(settings);
  if (destinations.length === 0) return null;
  if (!(await deps.consentOf(deps.db, { userId: input.who.userId ?? null, cookie: input.cookie ?? null })))
    return null;
  const event: ShopEvent = {
    ...input.event,
    eventId: input.event.eventId ?? randomUUID(),
    at: input.event.at ?? new Date(),
  };
  const who =
    input.who.userId && input.who.email === undefined
      ? await accountContacts(deps.db, input.who.userId)
      : input.who;
  const bodies: Record<Destination, unknown> = {
    ga4: ga4Body(event, who, input.context),
    meta: metaBody(event, who, input.context),
  };
  const added = await rows<{ event_id: string }>(
    deps.db,
    sql`insert into conversion_events (event_id, name, destination, dedupe_key, user_id, signed_in, payload, context)
      values ${sql.join(
        destinations.map(
          (
            d,
          ) => sql`(${event.eventId}, ${event.name}, ${d}, ${input.dedupeKey ?? null}, ${who.userId ?? null}, ${Boolean(who.userId)},
            ${JSON.stringify(bodies[d])}::jsonb, ${JSON.stringify(input.context)}::jsonb)`,
        ),
        sql`, `,
      )}
      on conflict do nothing returning event_id`,
  );
  if (added.length > 0) nudgeWorkers();
  return added.length > 0 ? event.eventId : null;
}

const listeners = new Set<() => void>();
/** The worker of this process hears of a queued event at once (it also polls). */
export function onEventQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function nudgeWorkers() {
  for (const listener of listeners) listener();
}
