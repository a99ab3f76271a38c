// The mails of a return: the request's receipt to the shopper and copy to the shop, and the shopper's mail at each
// step the admin takes. Written in the step's transaction (through the outbox); the shopper's in the language the
// order was placed in (orders.language, migration 0036), the shop's copy in English.
import { messageLanguage, sayIn } from '@chamak/shared/i18n/say';
import { formatRupees, paiseToRupees } from '@chamak/shared/money';
import { type ReturnReason, returnReasonLabels, returnStatusLabels } from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql.ts';
import { returnRequestedMail, returnRequestedShopMail, returnStepMail, sendTemplate } from '../mail/index.ts';
import { shopEmailOf } from '../settings/index.ts';
import type { OrderItemRow, OrderRow, ReturnRow, TxCtx } from './return-rows.ts';

/** The request's mails: the shopper's receipt and the shop's copy to review. */
export async function requestedMails(
  ctx: TxCtx,
  order: OrderRow,
  returnId: number,
  lines: { item: OrderItemRow; quantity: number; amountPaise: number }[],
  amountPaise: number,
  reason: ReturnReason,
  details: string,
) {
  const request = {
    returnId,
    orderId: order.id,
    firstName: order.first_name,
    lastName: order.last_name,
    reason: returnReasonLabels[reason],
    details,
    lines: lines.map((l) => ({
      name: l.item.product_name,
      size: l.item.litre_label,
      quantity: l.quantity,
      amountPaise: l.amountPaise,
    })),
    amountPaise,
  };
  if (order.email)
    await sendTemplate(
      ctx,
      order.email,
      returnRequestedMail({ ...request, language: messageLanguage(order.language) }),
    );
  const shop = await shopEmailOf(ctx);
  if (shop) await sendTemplate(ctx, shop, returnRequestedShopMail(request));
}

/** The shopper's mail at each step the admin takes. */
export async function returnMail(
  ctx: TxCtx,
  r: ReturnRow,
  step: 'approved' | 'rejected' | 'received' | 'refunded',
  about: { pickup?: 'manual' | 'shiprocket'; awb?: string | null; why?: string; refund?: number },
) {
  const [o] = await rows<{ email: string; first_name: string; language: string }>(
    ctx.db,
    sql`select email, first_name, language from orders where id = ${r.order_id}`,
  );
  if (!o?.email) return;
  const language = messageLanguage(o.language);
  const say = sayIn(language);
  const body = {
    approved:
      about.pickup === 'shiprocket'
        ? about.awb
          ? say(
              'We have approved your return. A courier will come to collect the items (AWB {awb}): pack them securely, with the bottles closed, and keep them ready at the delivery address.',
              { awb: about.awb },
            )
          : say(
              'We have approved your return. A courier will come to collect the items: pack them securely, with the bottles closed, and keep them ready at the delivery address.',
            )
        : say(
            'We have approved your return. Please pack the items securely, with the bottles closed, and keep them ready: we will call you to arrange the pickup (or reply to this mail to send them yourself).',
          ),
    // The admin's reason is written as the admin wrote it.
    rejected: `${say('We are sorry: we cannot accept your return.')} ${about.why ?? ''}`.trim(),
    received: say(
      'Your returned items have reached us. We are checking them and will refund {amount} shortly.',
      { amount: formatRupees(r.amount_paise) },
    ),
    refunded: say(
      'We have refunded {amount} for your return; you will get a separate mail when the money reaches you.',
      { amount: formatRupees(Math.round((about.refund ?? paiseToRupees(r.amount_paise)) * 100)) },
    ),
  }[step];
  await sendTemplate(
    ctx,
    o.email,
    returnStepMail(
      { returnId: r.id, orderId: r.order_id, firstName: o.first_name, language },
      { label: say(returnStatusLabels[step]), words: body },
    ),
  );
}
