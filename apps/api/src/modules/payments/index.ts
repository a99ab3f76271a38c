// The payments module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export type { PaymentGateway } from './gateway.ts';
export { type MandateGateway, MandateRefused, mandateCapPaise } from './mandates.ts';
export { createRefund, refundByKey, refundsOfOrders } from './refunds.ts';
