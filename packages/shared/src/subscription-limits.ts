// The subscription's limits as plain values, for code that must not carry zod (the cart page, decision 0326): the
// schemas in subscriptions.ts are built from them.

/** Units of one size a subscription may renew: 1 to this. */
export const maxSubscriptionQuantity = 99;

/** Whether `quantity` is a quantity a subscription may have. */
export const isSubscriptionQuantity = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= maxSubscriptionQuantity;
