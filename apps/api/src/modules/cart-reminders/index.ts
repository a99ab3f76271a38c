// The cart-reminders module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own. The reorder reminders reuse its clock arithmetic, the link
// token's hash and the phone step (the routing setting, the shopper's consent and the message limits).
export { phone as remindByPhone } from './reminder-messages.ts';
export { before, days, firstName, hours, type RemindersCtx, type Shopper } from './reminder-rows.ts';
export { at, hashOf } from './service.ts';
