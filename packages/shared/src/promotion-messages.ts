// The messages of promotions (./promotions.ts re-exports them): a module without zod, so the storefront's
// cart can show a refused code's message without loading the schemas.
import { formatRupees } from './money.ts';

/** What a shopper reads when a code is refused, and the admin's own refusals. */
export const promotionMessages = {
  /**
   * One answer for an unknown, disabled, expired or not-yet-active code, so trying codes tells nobody which ones
   * exist (decision 0287).
   */
  unknown: 'This code is not valid.',
  minCart: (minPaise: number) =>
    `Your cart must be at least ${formatRupees(minPaise).replace(/\.00$/, '')} for this code.`,
  used: 'This code has already been used.',
  notForItems: 'This code is not valid for the items in your cart.',
  firstOrderOnly: 'This code is only for your first order.',
  onlineOnly: 'This code is only for orders paid online.',
  signIn: 'Please sign in to use this code.',
  codeTaken: 'Another active promotion already uses this code.',
  inUse: 'This promotion has been used by orders, so it cannot be deleted. Disable it instead.',
  notFound: 'Promotion not found.',
  created: 'Promotion created',
  updated: 'Promotion updated',
  deleted: 'Promotion deleted',
} as const;
