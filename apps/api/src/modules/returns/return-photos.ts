// A return's photos are the shopper's own (pictures of their home, their parcel): they are kept out of the public
// media addresses (plugins/storage.ts isPrivateKey) and served here to the return's customer and the admins only.
import { returnMessages } from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { defaultVariantKey } from '../media/index.ts';

/** Where a return's n-th photo (1, 2, ...) is read: the address its views carry. */
export const returnPhotoPath = (returnId: number, n: number) => `/api/returns/${returnId}/photos/${n}`;

/**
 * The n-th photo of a return as WebP bytes, for its customer or an admin. Another customer's return, a missing
 * return and a missing photo are the same 404, so nobody can count returns.
 */
export async function returnPhoto(
  ctx: { db: DbOrTx; storage: Storage },
  returnId: number,
  n: number,
  actor: Actor,
): Promise<Buffer> {
  const [found] = await rows<{ user_id: number | null; photos: string[] }>(
    ctx.db,
    sql`select user_id, photos from returns where id = ${returnId}`,
  );
  const mine = found && (actor.role === 'admin' || found.user_id === actor.userId);
  const key = mine ? found.photos[n - 1] : undefined;
  const variant = key ? defaultVariantKey(key) : null;
  const bytes = variant && ctx.storage.read ? await ctx.storage.read(variant) : null;
  if (!bytes) throw new NotFound(returnMessages.photoNotFound);
  return bytes;
}
