// The stored product cards' image URLs and this storage's media prefix (decision 0256): whether the cards can be
// served as stored, and rewriting them at start-up when the prefix changed.
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { CatalogueCtx } from './product-rows.ts';

/**
 * The media prefix of the stored cards' image URLs, if this storage's URLs are that prefix and the key (both
 * storages' are); null sends every page through builtPage.
 */
export function cardPrefix(storage: Storage): string | null {
  const prefix = storage.url('');
  return storage.url('k/k') === `${prefix}k/k` ? prefix : null;
}

/**
 * Points the stored cards' image URLs at this storage (decision 0256): when the media prefix changed (an S3
 * public URL set, say), every card is rewritten, in one transaction with the prefix. Run at start-up; until it
 * has run, pages are built from the tables.
 */
export async function useCardMedia(ctx: CatalogueCtx): Promise<void> {
  const prefix = cardPrefix(ctx.storage);
  if (prefix === null) return;
  const [current] = await rows<{ prefix: string }>(ctx.db, sql`select prefix from product_card_media`);
  if (current?.prefix === prefix) return;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`update product_card_media set prefix = ${prefix}`);
    await tx.execute(sql`select refresh_product_cards(array(select id from products))`);
  });
}
