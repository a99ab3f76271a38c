// Which module acts on which committed fact (events/bus.ts): the app wires them here, so no module imports
// another's side-effect code to call it after a commit. Each handler is safe to run again (a retry after a
// failure, or a fact announced twice): cache invalidation and stock alerts are, the refund has its key, and an
// order message is one per order and event.
import type { AppContext } from './app-context.ts';
import type { Db } from './db/client.ts';
import { on, type Subscriber } from './events/bus.ts';
import { takeDetailsFromOrder } from './modules/accounts/index.ts';
import type { AccountForgetter } from './modules/accounts/service.ts';
import { emptyAddressBookOf, markAddressUsed } from './modules/addresses/index.ts';
import { emptyCartOf } from './modules/cart/service.ts';
import { closeRemindersOfOrder } from './modules/cart-reminders/close-finished.ts';
import { forgetContactMessagesOf } from './modules/contacts/forget.ts';
import { forgetConversionsOf } from './modules/conversions/forget.ts';
import { documentPdf } from './modules/invoices/index.ts';
import { forgetMailsOf } from './modules/mail/forget.ts';
import type { MailAttachment, MailAttachmentRef } from './modules/mail/service.ts';
import type { PromotionLinks } from './modules/media/service.ts';
import { editedReason } from './modules/orders/edit-order.ts';
import { cancellationMails, cancelRefundKey, forgetContactsOf } from './modules/orders/service.ts';
import { createRefund } from './modules/payments/refunds.ts';
import { forgetConsentsOf } from './modules/privacy/forget.ts';
import { promotionExists, promotionLink } from './modules/promotions/service.ts';
import { forgetReturnNotesOf } from './modules/returns/forget.ts';
import { deleteReviewsBy } from './modules/reviews/service.ts';
import { statusMail, statusMessage } from './modules/shipping/service.ts';
import { forgetStockAlertsOf } from './modules/stock-alerts/forget.ts';
import { sendStockAlerts } from './modules/stock-alerts/service.ts';
import { endSubscriptionsOf } from './modules/subscriptions/forget.ts';
import { debitFailed, renewalPaid, startSubscriptionOfOrder } from './modules/subscriptions/index.ts';
import { emptyWishlistOf } from './modules/wishlist/service.ts';
import { Conflict } from './plugins/errors.ts';

export function subscriptions(ctx: AppContext): Subscriber[] {
  const clearCatalogue = async () => ctx.cache.invalidate('catalogue');
  return [
    // The cancellation mails: the shopper's (with the refund owed) and the shop's copy.
    on('order.cancelled', 'cancellation-mail', async (cancelled) => {
      await cancellationMails({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl }, cancelled);
    }),
    // An order closes its shopper's open cart reminders: no second reminder about a cart just ordered.
    on('order.placed', 'close-cart-reminders', async ({ orderId }) => {
      await closeRemindersOfOrder(ctx.db, orderId);
    }),
    // Stock and units sold show in the catalogue's cached answers.
    on('order.placed', 'catalogue-cache', clearCatalogue),
    // The saved address an order ships to is marked as just used (checkout preselects it after the default).
    on('order.placed', 'address-used', async ({ orderId }) => markAddressUsed(ctx.db, orderId)),
    // An account made by a sign-in code keeps the e-mail and name its first order gave (decision 0316).
    on('order.placed', 'account-details', async ({ orderId }) => takeDetailsFromOrder(ctx.db, orderId)),
    // A subscription's first order paid: its mandate's token is read from the payment and it starts (decision 0326).
    on('payment.captured', 'start-subscription', async ({ orderId }) =>
      startSubscriptionOfOrder({ db: ctx.db, gateway: ctx.gateway, now: ctx.now }, orderId),
    ),
    // A renewal's order paid: its cycle is done; a renewal's debit failed: tried again or the subscription paused.
    on('payment.captured', 'renewal-paid', async ({ orderId }) => renewalPaid(ctx.db, orderId, ctx.now)),
    on('payment.failed', 'renewal-failed', async ({ orderId }) => debitFailed(ctx, orderId, ctx.now)),
    on('stock.rose', 'catalogue-cache', clearCatalogue),
    on('catalogue.changed', 'catalogue-cache', clearCatalogue),
    // An admin edit's own cached answers (categories, banners, settings, promotions, reviews).
    on('answers.changed', 'cached-answers', async ({ tags }) => ctx.cache.invalidate(...tags)),
    // Those waiting for a size that has stock again are mailed, once each (decision 0200).
    on('stock.rose', 'back-in-stock-mail', async () => {
      await sendStockAlerts({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl });
    }),
    // A cancelled order's money goes back in full through the gateway, under one key per order (decision 0131).
    // No answer from the gateway: tried again later. Nothing left to refund: done.
    on('order.refund_owed', 'gateway-refund', async ({ orderId }) => {
      try {
        await createRefund(
          { db: ctx.db, gateway: ctx.gateway, mailer: ctx.mailer, publicUrl: ctx.publicUrl },
          { orderId, reason: 'Order cancelled', idempotencyKey: cancelRefundKey(orderId) },
        );
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
      }
    }),
    // An edit that lowered a paid online order's total pays the difference back, under the edit's own key.
    on('order.edit_refund_owed', 'edit-refund', async ({ orderId, amountPaise, key }) => {
      await createRefund(
        { db: ctx.db, gateway: ctx.gateway, mailer: ctx.mailer, publicUrl: ctx.publicUrl },
        { orderId, amountPaise, reason: editedReason, idempotencyKey: key, kind: 'order_edit' },
      );
    }),
    // The shopper's mail of a shipment's new status, and their SMS or WhatsApp message where opt-outs allow.
    on('order.shipment_moved', 'status-mail', async ({ orderId, to }) => {
      await statusMail({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl }, orderId, to);
    }),
    on('order.shipment_moved', 'order-message', async ({ orderId, to }) => {
      await statusMessage(
        { db: ctx.db, phone: ctx.phone, log: ctx.log, publicUrl: ctx.publicUrl, tokens: ctx.tokens },
        orderId,
        to,
      );
    }),
  ];
}

/**
 * A deleted account, in its deletion's transaction: its reviews go (with the ratings they made), its cart,
 * wishlist and address book are emptied, and its orders keep the invoice's name and address but lose e-mail
 * and phone; its back-in-stock requests, copies of mails to it and conversion events go; its contact messages and
 * returns keep their numbers but lose its words; its subscriptions end; its consents stay only as counts
 * (decision 0358).
 */
export const accountForgetters: readonly AccountForgetter[] = [
  deleteReviewsBy,
  emptyCartOf,
  emptyWishlistOf,
  emptyAddressBookOf,
  forgetContactsOf,
  forgetStockAlertsOf,
  forgetContactMessagesOf,
  forgetReturnNotesOf,
  endSubscriptionsOf,
  forgetConsentsOf,
  forgetConversionsOf,
  // Last: the mails' address is read from the account, which is anonymised after the forgetters.
  forgetMailsOf,
];

/** The promotions module's verbs a promo banner (media, a lower layer) needs, read when called. */
export function promotionLinksOf(app: { db: Db }): PromotionLinks {
  return {
    linkOf: (id, language) => promotionLink({ db: app.db }, id, language),
    exists: (id) => promotionExists({ db: app.db }, id),
  };
}

/**
 * The mail worker's attachments (a port the app wires: mail sits below invoices): an order's GST invoice as a PDF,
 * rendered when the mail is sent; none when the order has no invoice.
 */
export async function renderMailAttachment(db: Db, ref: MailAttachmentRef): Promise<MailAttachment | null> {
  if (ref.kind !== 'invoice') return null;
  const found = await documentPdf(db, ref.orderId, { kind: 'invoice' });
  return found ? { filename: found.fileName, contentType: 'application/pdf', content: found.pdf } : null;
}
