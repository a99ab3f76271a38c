// The purchase event (decision 0364): queued when an order is placed (a cash order placed, an online payment
// captured), by a subscriber of the order.placed fact, which the order's own transaction appended; the fact is
// retried until this has run, and the outbox's key per order makes a second run queue nothing.
import type { ConversionsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { on, type Subscriber } from '../../events/bus.ts';
import type { AnalyticsConsent } from './events.ts';
import { purchase } from './shop-events.ts';

export function conversionSubscribers(
  ctx: { readonly db: Db },
  config: () => ConversionsConfig,
  consentOf: AnalyticsConsent,
): Subscriber[] {
  return [
    on('order.placed', 'conversion-purchase', async ({ orderId }) => {
      await purchase({ db: ctx.db, config: config(), consentOf }, orderId);
    }),
  ];
}
