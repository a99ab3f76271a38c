// Order events by phone: after the change that caused it has committed, an event goes to the shopper's phone
// on the channels the settings, the configuration and the shopper's opt-outs allow. Sent after commit so a
// slow provider never holds the order's row locks; a failure is logged and does not undo the change.
import { messageLanguage } from '@chamak/shared/i18n/say';
import type { NotifyEvent } from '@chamak/shared/notifications';
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { phoneConsentOf } from '../accounts/index.ts';
import { notificationSettingsOf } from '../settings/index.ts';
import type { MessageCause } from './message-gate.ts';
import { type NotifyResult, nameForMessage, notifyPhone, type PhoneChannels } from './notifier.ts';
import { orderStatusLink } from './order-status-link.ts';
import type { LinkSigner } from './phone-stop.ts';

export type OrderMessagesCtx = {
  db: DbOrTx;
  phone?: PhoneChannels | undefined;
  publicUrl?: string | undefined;
  /** The app's token signer: with it, the order's link is its signed status page (decision 0321). */
  tokens?: LinkSigner | undefined;
  now?: Date | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
};

/** The shipment statuses a shopper hears about by phone. */
export function eventOfStatus(status: number): NotifyEvent | null {
  if (status === OrderStatus.InTransit) return 'order_shipped';
  if (status === OrderStatus.OutForDelivery) return 'out_for_delivery';
  if (status === OrderStatus.Delivered) return 'order_delivered';
  return null;
}

/**
 * Sends `event` about the order to its shopper's phone. The template's values, in order: the first name (one word
 * of letters, nameForMessage), the order number, then `link` when given (the COD confirmation link; a list gives
 * several values, in order: the pay-now offer's saving and link), else the
 * tracking link (or the order's status page, which opens without a sign-in: decision 0321; else the order's page
 * in the account). Nothing goes to an order without an account (its shopper's choices are
 * unknown) or when no phone channel is on. `cause` is the shopper's action that asked for it (the gate's limits);
 * without it the message is the shop's own.
 */
export async function sendOrderMessage(
  ctx: OrderMessagesCtx,
  orderId: number,
  event: NotifyEvent,
  link?: string | readonly string[],
  cause?: MessageCause,
): Promise<NotifyResult[]> {
  if (!ctx.phone?.sms && !ctx.phone?.whatsapp) return [];
  try {
    const [o] = await rows<{
      user_id: number | null;
      phone: string;
      first_name: string;
      track_url: string | null;
      language: string;
    }>(ctx.db, sql`select user_id, phone, first_name, track_url, language from orders where id = ${orderId}`);
    if (!o?.user_id || !o.phone) return [];
    const consent = await phoneConsentOf(ctx.db, o.user_id);
    const settings = await notificationSettingsOf(ctx);
    const statusPage =
      ctx.tokens && ctx.publicUrl && !link && !o.track_url
        ? await orderStatusLink({ ...ctx, tokens: ctx.tokens }, orderId)
        : null;
    const page =
      statusPage ??
      (ctx.publicUrl ? `${ctx.publicUrl.replace(/\/+$/, '')}/track-order?tab=orders&order=${orderId}` : '');
    // In the language the order was placed in: WhatsApp's Hindi template, the SMS's Hindi template when the shop
    // registered one, and the name's fallback word.
    const language = messageLanguage(o.language);
    const results = await notifyPhone(
      ctx,
      settings,
      { phone: o.phone, consent, language, ...(cause ? { cause } : {}) },
      event,
      [
        nameForMessage(o.first_name, language),
        `#${orderId}`,
        ...(typeof link === 'object' ? link : [link ?? o.track_url ?? page]),
      ],
    );
    for (const r of results)
      if (!r.ok)
        ctx.log?.warn(
          { orderId, event, channel: r.channel, error: r.error, refused: Boolean(r.refused) },
          'order message not sent',
        );
    return results;
  } catch (error) {
    ctx.log?.warn({ orderId, event, err: error }, 'order message not sent');
    return [];
  }
}
