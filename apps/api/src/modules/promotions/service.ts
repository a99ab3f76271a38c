// Promotions: the admin's discount codes and automatic offers, and the automatic offers the storefront
// advertises. This module is the only writer of `promotions` and of their names in other languages
// (promotion_translations, migration 0042); the pricing module reads them into the quote and orderPlaced redeems
// them (order_discounts), which is where the usage figures here come from.

import type { Language } from '@chamak/shared/i18n/languages';
import { sayIn } from '@chamak/shared/i18n/say';
import {
  type Promotion,
  type PromotionAction,
  type PromotionLink,
  type PromotionNameLanguage,
  type PromotionScope,
  type PublicOffer,
  promotionBadge,
  type promotionBody,
  promotionMessages,
} from '@chamak/shared/promotions';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { announce } from '../../events/bus.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';

export type PromotionsCtx = { db: DbOrTx; cache?: CacheInvalidator };
/** The admin's body once the shared schema has parsed it (defaults filled, an empty code made null). */
export type PromotionInput = z.output<typeof promotionBody>;

type PromotionRow = {
  id: number;
  name: string;
  code: string | null;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  active: boolean;
  usage_limit: number | null;
  per_customer_limit: number | null;
  min_cart_paise: number;
  applies_to: PromotionScope;
  category_ids: number[];
  product_ids: number[];
  first_order_only: boolean;
  online_only: boolean;
  action: PromotionAction;
  percent: number | null;
  cap_paise: number | null;
  amount_paise: number | null;
  buy_qty: number | null;
  get_qty: number | null;
  release_on_cancel: boolean;
  created_at: string | Date;
};

const iso = (t: string | Date | null) => (t === null ? null : new Date(t).toISOString());
const rupees = (paise: number | null) => (paise === null ? null : paise / 100);
/** Rupees with at most two decimals (the schema checked) into integer paise, without float drift. */
const paise = (rupeesValue: number) => Math.round(rupeesValue * 100);

/** A promotion's badge in `language` (the offers and a banner's link are read by shoppers in theirs). */
function badgeOf(p: PromotionRow, language: Language = 'en'): string {
  return promotionBadge(
    {
      action: p.action,
      percent: p.percent,
      capPaise: p.cap_paise,
      amountPaise: p.amount_paise,
      buyQty: p.buy_qty,
      getQty: p.get_qty,
      minCartPaise: p.min_cart_paise,
      onlineOnly: p.online_only,
    },
    sayIn(language),
  );
}

/**
 * The columns a body writes. Only the chosen action's figures and the chosen scope's ids are kept, so a
 * promotion switched from percent to fixed does not carry a stale percent (the table's CHECK reads the action).
 */
function columns(b: PromotionInput) {
  return {
    name: b.name,
    code: b.code ?? null,
    startsAt: b.startsAt ? new Date(b.startsAt).toISOString() : null,
    endsAt: b.endsAt ? new Date(b.endsAt).toISOString() : null,
    active: b.active,
    usageLimit: b.usageLimit ?? null,
    perCustomerLimit: b.perCustomerLimit ?? null,
    minCartPaise: paise(b.minCart),
    appliesTo: b.appliesTo,
    categoryIds: JSON.stringify(b.appliesTo === 'categories' ? [...new Set(b.categoryIds)] : []),
    productIds: JSON.stringify(b.appliesTo === 'products' ? [...new Set(b.productIds)] : []),
    firstOrderOnly: b.firstOrderOnly,
    onlineOnly: b.onlineOnly,
    action: b.action,
    percent: b.action === 'percent' ? (b.percent ?? null) : null,
    capPaise: b.action === 'percent' && b.cap != null ? paise(b.cap) : null,
    amountPaise: b.action === 'fixed' && b.amount != null ? paise(b.amount) : null,
    buyQty: b.action === 'bxgy' ? (b.buyQty ?? null) : null,
    getQty: b.action === 'bxgy' ? (b.getQty ?? null) : null,
    releaseOnCancel: b.releaseOnCancel,
  };
}

/** Whether an error (or the driver's error Drizzle wraps) is a violation of the named constraint or code. */
function violates(error: unknown, code: string, constraint?: string): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const fields = e as { code?: unknown; constraint?: unknown };
    if (fields.code === code && (!constraint || fields.constraint === constraint)) return true;
  }
  return false;
}

/**
 * A code already held by another active promotion, whatever its case: 409. The partial unique index
 * promotions_active_code_unique decides a race between two saves; its violation is the same 409.
 */
async function assertCodeFree(ctx: PromotionsCtx, code: string | null, active: boolean, id: number | null) {
  if (!code || !active) return;
  const [taken] = await rows<{ id: number }>(
    ctx.db,
    sql`select id from promotions
        where active and code is not null and lower(code) = lower(${code}) and id <> ${id ?? 0}
        limit 1`,
  );
  if (taken) throw new Conflict(promotionMessages.codeTaken, 'PROMOTION_CODE_TAKEN');
}

/**
 * After a write: the storefront's offers are cached with the catalogue's reads, and the promo banner shows the
 * promotion it links to (decision 0161).
 */
function forgetCached(ctx: PromotionsCtx) {
  return announce(ctx.db, 'answers.changed', { tags: ['catalogue', 'media'] });
}

/**
 * A promotion's names in other languages, as the body gives them: a language left out keeps its name, null (or '')
 * removes it. In the save's transaction.
 */
async function saveNames(db: DbOrTx, id: number, names: PromotionInput['names']) {
  for (const [language, name] of Object.entries(names ?? {}) as [PromotionNameLanguage, string | null][]) {
    if (name === undefined) continue;
    if (name === null)
      await db.execute(
        sql`delete from promotion_translations where promotion_id = ${id} and language = ${language}`,
      );
    else
      await db.execute(sql`insert into promotion_translations (promotion_id, language, name)
        values (${id}, ${language}, ${name})
        on conflict (promotion_id, language) do update set name = excluded.name, updated_at = now()`);
  }
}

async function saving<T>(ctx: PromotionsCtx, write: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    if (violates(error, '23505', 'promotions_active_code_unique'))
      throw new Conflict(promotionMessages.codeTaken, 'PROMOTION_CODE_TAKEN');
    throw error;
  }
  await forgetCached(ctx);
  return result;
}

export async function createPromotion(ctx: PromotionsCtx, body: PromotionInput) {
  const c = columns(body);
  await assertCodeFree(ctx, c.code, c.active, null);
  return saving(ctx, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await rows<{ id: number }>(
        tx,
        sql`insert into promotions (name, code, starts_at, ends_at, active, usage_limit, per_customer_limit,
            min_cart_paise, applies_to, category_ids, product_ids, first_order_only, online_only, action,
            percent, cap_paise, amount_paise, buy_qty, get_qty, release_on_cancel)
          values (${c.name}, ${c.code}, ${c.startsAt}, ${c.endsAt}, ${c.active}, ${c.usageLimit},
            ${c.perCustomerLimit}, ${c.minCartPaise}, ${c.appliesTo}, ${c.categoryIds}::jsonb,
            ${c.productIds}::jsonb, ${c.firstOrderOnly}, ${c.onlineOnly}, ${c.action}, ${c.percent},
            ${c.capPaise}, ${c.amountPaise}, ${c.buyQty}, ${c.getQty}, ${c.releaseOnCancel})
          returning id`,
      );
      await saveNames(tx, row!.id, body.names);
      return { message: promotionMessages.created, id: row!.id };
    }),
  );
}

export async function updatePromotion(ctx: PromotionsCtx, id: number, body: PromotionInput) {
  const c = columns(body);
  await assertCodeFree(ctx, c.code, c.active, id);
  return saving(ctx, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await rows<{ id: number }>(
        tx,
        sql`update promotions set name = ${c.name}, code = ${c.code}, starts_at = ${c.startsAt},
            ends_at = ${c.endsAt}, active = ${c.active}, usage_limit = ${c.usageLimit},
            per_customer_limit = ${c.perCustomerLimit}, min_cart_paise = ${c.minCartPaise},
            applies_to = ${c.appliesTo}, category_ids = ${c.categoryIds}::jsonb,
            product_ids = ${c.productIds}::jsonb, first_order_only = ${c.firstOrderOnly},
            online_only = ${c.onlineOnly}, action = ${c.action}, percent = ${c.percent},
            cap_paise = ${c.capPaise}, amount_paise = ${c.amountPaise}, buy_qty = ${c.buyQty},
            get_qty = ${c.getQty}, release_on_cancel = ${c.releaseOnCancel}, updated_at = now()
          where id = ${id}
          returning id`,
      );
      if (!row) throw new NotFound(promotionMessages.notFound);
      await saveNames(tx, id, body.names);
      return { message: promotionMessages.updated, id };
    }),
  );
}

/**
 * Deletes a promotion no order used. One that an order used (any order_discounts row, redeemed or not) can
 * only be disabled: 409. The foreign key (on delete restrict) settles an order placed meanwhile the same way.
 */
export async function deletePromotion(ctx: PromotionsCtx, id: number) {
  try {
    const [row] = await rows<{ id: number; used: boolean }>(
      ctx.db,
      sql`select id, exists (select 1 from order_discounts d where d.promotion_id = p.id) as used
          from promotions p where id = ${id}`,
    );
    if (!row) throw new NotFound(promotionMessages.notFound);
    if (row.used) throw new Conflict(promotionMessages.inUse, 'PROMOTION_IN_USE');
    await ctx.db.execute(sql`delete from promotions where id = ${id}`);
  } catch (error) {
    if (violates(error, '23503')) throw new Conflict(promotionMessages.inUse, 'PROMOTION_IN_USE');
    throw error;
  }
  await forgetCached(ctx);
  return { message: promotionMessages.deleted };
}

type ListedRow = PromotionRow & {
  uses: number;
  discount_paise: number;
  used: boolean;
  names: Partial<Record<PromotionNameLanguage, string>>;
};

/**
 * Every promotion, newest first, with its usage: orders that redeemed it and did not give the use back, and
 * the discount those orders got. A shop has tens of promotions, not thousands, so the list is not paged.
 */
export async function listPromotions(ctx: PromotionsCtx): Promise<Promotion[]> {
  const list = await rows<ListedRow>(
    ctx.db,
    sql`select p.*,
          coalesce(u.uses, 0)::int as uses,
          coalesce(u.discount_paise, 0)::bigint::float8 as discount_paise,
          exists (select 1 from order_discounts d where d.promotion_id = p.id) as used,
          (select coalesce(jsonb_object_agg(n.language, n.name), '{}'::jsonb) from promotion_translations n
            where n.promotion_id = p.id) as names
        from promotions p
        left join lateral (
          select count(distinct d.order_id) as uses, sum(d.amount_paise) as discount_paise
          from order_discounts d
          where d.promotion_id = p.id and d.redeemed_at is not null and d.released_at is null
        ) u on true
        order by p.created_at desc, p.id desc`,
  );
  return list.map((p) => ({
    id: p.id,
    name: p.name,
    code: p.code,
    startsAt: iso(p.starts_at),
    endsAt: iso(p.ends_at),
    active: p.active,
    usageLimit: p.usage_limit,
    perCustomerLimit: p.per_customer_limit,
    minCart: p.min_cart_paise / 100,
    appliesTo: p.applies_to,
    categoryIds: p.category_ids,
    productIds: p.product_ids,
    firstOrderOnly: p.first_order_only,
    onlineOnly: p.online_only,
    action: p.action,
    percent: p.percent,
    cap: rupees(p.cap_paise),
    amount: rupees(p.amount_paise),
    buyQty: p.buy_qty,
    getQty: p.get_qty,
    releaseOnCancel: p.release_on_cancel,
    names: p.names,
    badge: badgeOf(p),
    uses: p.uses,
    discountGiven: Number(p.discount_paise) / 100,
    used: p.used,
    createdAt: new Date(p.created_at).toISOString(),
  }));
}

/**
 * The automatic offers running now (no code, active, inside their window, not used up), oldest first, for the
 * storefront's badges and a banner's link. What a cart gets is always the server's quote.
 */
export async function listOffers(ctx: PromotionsCtx, language: Language = 'en'): Promise<PublicOffer[]> {
  const list = await rows<PromotionRow>(
    ctx.db,
    sql`select p.*, coalesce(n.name, p.name) as name from promotions p
        left join promotion_translations n on n.promotion_id = p.id and n.language = ${language}
        where p.active and p.code is null
          and (p.starts_at is null or p.starts_at <= now())
          and (p.ends_at is null or p.ends_at > now())
          and (p.usage_limit is null or p.usage_limit > (
            select count(distinct d.order_id) from order_discounts d
            where d.promotion_id = p.id and d.redeemed_at is not null and d.released_at is null))
        order by p.id`,
  );
  return list.map((p) => ({
    id: p.id,
    name: p.name,
    badge: badgeOf(p, language),
    appliesTo: p.applies_to,
    categoryIds: p.category_ids,
    productIds: p.product_ids,
    minCart: p.min_cart_paise / 100,
    onlineOnly: p.online_only,
    endsAt: iso(p.ends_at),
  }));
}

/**
 * What a promo banner that links to a promotion shows of it (its id, name, badge and code, if it has one), while
 * the promotion runs (active and inside its window); null otherwise, so a banner never points at a dead offer.
 */
export async function promotionLink(
  ctx: PromotionsCtx,
  id: number,
  language: Language = 'en',
): Promise<PromotionLink | null> {
  const [p] = await rows<PromotionRow>(
    ctx.db,
    sql`select p.*, coalesce(n.name, p.name) as name from promotions p
        left join promotion_translations n on n.promotion_id = p.id and n.language = ${language}
        where p.id = ${id} and p.active
          and (p.starts_at is null or p.starts_at <= now()) and (p.ends_at is null or p.ends_at > now())`,
  );
  return p ? { id: p.id, name: p.name, badge: badgeOf(p, language), code: p.code } : null;
}

/** Whether a promotion exists (the promo banner form may link only to one that does). */
export async function promotionExists(ctx: PromotionsCtx, id: number): Promise<boolean> {
  const [p] = await rows<{ id: number }>(ctx.db, sql`select id from promotions where id = ${id}`);
  return p !== undefined;
}

/**
 * A quote's offers labelled for a page in `language`: an offer of a promotion named in that language gets that
 * name, any other keeps its label (the English name); English offers are returned as they are. What an order
 * keeps (order_discounts.label) is the quote's own, unchanged by this.
 */
export async function offersIn<O extends { promotionId: number | null; label: string }>(
  db: DbOrTx,
  language: Language,
  offers: readonly O[],
): Promise<O[]> {
  const ids = [...new Set(offers.map((o) => o.promotionId).filter((id): id is number => id !== null))];
  if (language === 'en' || ids.length === 0) return [...offers];
  const found = await rows<{ promotion_id: number; name: string }>(
    db,
    sql`select promotion_id, name from promotion_translations
        where language = ${language} and promotion_id = any(${arrayLiteral(ids)}::int[])`,
  );
  const names = new Map(found.map((r) => [r.promotion_id, r.name]));
  return offers.map((o) => {
    const name = o.promotionId === null ? undefined : names.get(o.promotionId);
    return name ? { ...o, label: name } : o;
  });
}
