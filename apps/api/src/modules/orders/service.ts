// The orders module's verbs, one file each: placing, recording payments, cancelling, cash collection, returns to
// origin and documents. Kept as one list for the module's routes; other modules import the module's index.ts.
export * from './cancel-order.ts';
export * from './collect-cash.ts';
export * from './context.ts';
export * from './forget-contacts.ts';
export * from './order-documents.ts';
export * from './pay-again.ts';
export * from './place-order.ts';
export * from './record-payment.ts';
export * from './returned-to-origin.ts';
