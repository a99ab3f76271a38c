// The catalogue feeds' verbs (decision 0363): the feed files, built from the database and kept in the response
// cache under the catalogue's tag (any catalogue change, stock movement or placed order forgets them, decision 0071),
// keyed by the settings they show (the brand, the delivery rule) so a settings change is a new key; who may read
// them (anyone, or whoever has the shop's secret token); and the admin's view and changes of that.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DeliverySettings } from '@chamak/shared/delivery';
import { type FeedAccessMode, type FeedSettingsReply, feedMessages, feedPaths } from '@chamak/shared/feeds';
import type { ShopIdentity } from '@chamak/shared/settings';
import { defaultDelivery, defaultShopIdentity } from '@chamak/shared/shop-defaults';
import type { DbOrTx } from '../../db/client.ts';
import type { ResponseCache } from '../../plugins/cache.ts';
import type { Storage } from '../../plugins/storage.ts';
import { getSetting, getSettings, putSetting, storedSecret } from '../settings/index.ts';
import { feedRows } from './feed-rows.ts';
import { type FeedBuild, feedItems } from './items.ts';
import { googleXml, metaCsv } from './write-feeds.ts';

export type FeedKind = keyof typeof feedPaths;

export type FeedsCtx = { db: DbOrTx; storage: Storage; publicUrl: string };

type FeedAccess = { access: FeedAccessMode };
const accessKey = 'feeds';
const tokenKey = 'feedToken';
const defaultAccess: FeedAccess = { access: 'public' };

const newToken = () => randomBytes(24).toString('base64url');

/** The brand and delivery rule the feeds show: one read (or none, where the process remembers the settings). */
function feedSettings(db: DbOrTx) {
  return getSettings<{ shop: ShopIdentity; delivery: DeliverySettings }>(db, {
    shop: defaultShopIdentity,
    delivery: defaultDelivery,
  });
}

/** Every item of the feeds, from one read of the catalogue. */
export async function buildFeedItems(ctx: FeedsCtx): Promise<FeedBuild & { shopName: string }> {
  const [{ shop, delivery }, found] = await Promise.all([feedSettings(ctx.db), feedRows(ctx.db)]);
  const build = feedItems(
    { publicUrl: ctx.publicUrl, storage: ctx.storage, brand: shop.name, delivery },
    found,
  );
  return { ...build, shopName: shop.name };
}

/** A feed's text as built now. */
export async function buildFeed(ctx: FeedsCtx, kind: FeedKind): Promise<string> {
  const { items, shopName } = await buildFeedItems(ctx);
  return kind === 'google' ? googleXml({ name: shopName, publicUrl: ctx.publicUrl }, items) : metaCsv(items);
}

/** A feed's text and ETag, from the cache while the catalogue is unchanged. */
export async function feedFile(
  ctx: FeedsCtx & { cache: ResponseCache },
  kind: FeedKind,
): Promise<{ body: string; etag: string }> {
  const { shop, delivery } = await feedSettings(ctx.db);
  const key = `feed ${kind} ${JSON.stringify([ctx.publicUrl, shop.name, delivery])}`;
  let body = ctx.cache.get(key);
  if (body === undefined) {
    body = await buildFeed(ctx, kind);
    ctx.cache.set(key, body, 'catalogue');
  }
  return { body, etag: ctx.cache.etag(key, body) };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Why a request may not read the feeds, or null when it may: the shop's feeds are public, or the token given is
 * the shop's (compared in constant time).
 */
export async function feedRefusal(db: DbOrTx, token: string | undefined): Promise<string | null> {
  const { access } = await getSetting<FeedAccess>(db, accessKey, defaultAccess);
  if (access === 'public') return null;
  if (!token) return feedMessages.tokenMissing;
  const expected = await storedSecret(db, tokenKey, newToken);
  return timingSafeEqual(digest(token), digest(expected)) ? null : feedMessages.tokenWrong;
}

/** The admin's view: the access rule, the token, the addresses to paste and how many items the feeds hold. */
export async function feedSettingsView(ctx: FeedsCtx, message?: string): Promise<FeedSettingsReply> {
  const [{ access }, token, build] = await Promise.all([
    getSetting<FeedAccess>(ctx.db, accessKey, defaultAccess),
    storedSecret(ctx.db, tokenKey, newToken),
    buildFeedItems(ctx),
  ]);
  const address = (path: string) =>
    `${ctx.publicUrl}${path}${access === 'token' ? `?token=${encodeURIComponent(token)}` : ''}`;
  return {
    access,
    token,
    googleUrl: address(feedPaths.google),
    metaUrl: address(feedPaths.meta),
    items: build.items.length,
    withoutImage: build.withoutImage,
    ...(message ? { message } : {}),
  };
}

export async function saveFeedAccess(ctx: FeedsCtx, access: FeedAccessMode): Promise<FeedSettingsReply> {
  await putSetting(ctx.db, accessKey, { access } satisfies FeedAccess);
  return feedSettingsView(ctx, feedMessages.saved);
}

/** A new token: the old one stops working at once, so the addresses in Merchant Center must be pasted again. */
export async function renewFeedToken(ctx: FeedsCtx): Promise<FeedSettingsReply> {
  await putSetting(ctx.db, tokenKey, { value: newToken() });
  return feedSettingsView(ctx, feedMessages.newToken);
}
