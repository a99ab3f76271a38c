// The shopper's return request: its fields read as the shared contract says, its photos stored, and the return,
// its lines, the timeline's fact and the mails written in one transaction.
import { reasonNotTaken, returnTerms } from '@chamak/shared/return-terms';
import { maxReturnPhotos, type OrderReturn, returnMessages, returnRequestBody } from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, Invalid } from '../../plugins/errors.ts';
import type { UploadedFile } from '../../plugins/uploads.ts';
import { removeImage, storeImage } from '../media/index.ts';
import { actorOf as orderActorOf, recordOrderFact } from '../orders/index.ts';
import { orderSettingsOf } from '../settings/index.ts';
import { requestedMails } from './return-mails.ts';
import { itemsOf, ownOrder, type ReturnsCtx, unitsTaken } from './return-rows.ts';
import { returnView } from './return-views.ts';
import { checkUnits, returnWindow } from './return-window.ts';

/** The message of the first problem, named by its field as the JSON routes' 400s are. */
function fieldProblem(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'The form is not valid.';
  const where = issue.path.map(String).join('.');
  return where && !issue.message.toLowerCase().startsWith(where.toLowerCase())
    ? `${where}: ${issue.message}`
    : issue.message;
}

/** The request's fields (multipart text) as the shared contract reads them; 400 naming the field otherwise. */
export function parseReturnFields(fields: Record<string, string>) {
  let items: unknown;
  try {
    items = JSON.parse(fields.items ?? '');
  } catch {
    throw new Invalid('items must be a list of { orderItemId, quantity }');
  }
  const parsed = returnRequestBody.safeParse({
    items,
    reason: fields.reason,
    details: fields.details,
  });
  if (!parsed.success) throw new Invalid(fieldProblem(parsed.error.issues[0]));
  // Two lines for one item count together.
  const wanted = new Map<number, number>();
  for (const i of parsed.data.items) wanted.set(i.orderItemId, (wanted.get(i.orderItemId) ?? 0) + i.quantity);
  return { ...parsed.data, items: [...wanted].map(([orderItemId, quantity]) => ({ orderItemId, quantity })) };
}
/**
 * The shopper's return request (POST /api/order/{id}/returns). Checked once before the photos are stored (so a
 * refused request stores nothing) and again with the order's row locked, so two requests for the same units
 * cannot both pass; the return, its lines and the mails are written in that transaction.
 */
export async function requestReturn(
  ctx: ReturnsCtx,
  orderId: number,
  actor: Actor,
  input: { fields: Record<string, string>; photos: UploadedFile[] },
): Promise<{ message: string; return: OrderReturn }> {
  const settings = await orderSettingsOf(ctx);
  const early = await ownOrder(ctx.db, orderId, actor, { ownerOnly: true });
  const earlyWindow = returnWindow(early, settings.returnWindowDays);
  if (!earlyWindow.ok) throw new Conflict(earlyWindow.reason, 'RETURN_WINDOW_CLOSED');
  const body = parseReturnFields(input.fields);
  // Only the reasons the policy names (Shop Settings, decision 0297): the form offers no other.
  const terms = returnTerms(settings);
  if (!terms.reasons.some((r) => r.reason === body.reason)) throw new Invalid(reasonNotTaken(terms));
  if (input.photos.length > maxReturnPhotos) throw new Invalid(`photos: ${returnMessages.tooManyPhotos}`);
  checkUnits(await itemsOf(ctx.db, orderId), await unitsTaken(ctx.db, orderId), body.items);

  const photos: string[] = [];
  try {
    for (const photo of input.photos) photos.push(await storeImage(ctx.storage, 'returns', photo.data));
  } catch (error) {
    await Promise.all(photos.map((key) => removeImage(ctx.storage, key)));
    if (error instanceof Invalid) throw new Invalid(`photos: ${error.message}`, error.code);
    throw error;
  }
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const order = await ownOrder(tx, orderId, actor, { lock: true, ownerOnly: true });
      const window = returnWindow(order, settings.returnWindowDays);
      if (!window.ok) throw new Conflict(window.reason, 'RETURN_WINDOW_CLOSED');
      const lines = checkUnits(await itemsOf(tx, orderId), await unitsTaken(tx, orderId), body.items);
      const amount = lines.reduce((sum, l) => sum + l.amountPaise, 0);
      const [made] = await rows<{ id: number }>(
        tx,
        sql`insert into returns (order_id, user_id, reason, details, photos, amount_paise)
          values (${orderId}, ${order.user_id}, ${body.reason}, ${body.details}, ${JSON.stringify(photos)}::jsonb, ${amount})
          returning id`,
      );
      for (const l of lines)
        await tx.execute(sql`insert into return_items (return_id, order_item_id, quantity, amount_paise)
          values (${made!.id}, ${l.item.id}, ${l.quantity}, ${l.amountPaise})`);
      await recordOrderFact(tx, orderId, 'return_requested', orderActorOf(actor), {
        reason: body.reason,
        reference: `Return ${made!.id}`,
      });
      await requestedMails({ ...ctx, db: tx }, order, made!.id, lines, amount, body.reason, body.details);
      return made!.id;
    });
    return { message: returnMessages.requested, return: await returnView(ctx, id) };
  } catch (error) {
    await Promise.all(photos.map((key) => removeImage(ctx.storage, key)));
    throw error;
  }
}
