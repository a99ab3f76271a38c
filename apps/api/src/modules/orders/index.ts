// The orders module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export { orderMailFacts } from './mail-facts.ts';
export {
  assertCanMove,
  assertNotHeld,
  heldOrder,
  isHeld,
  notFinal,
  placedOrder,
  revenueOrder,
  waitingToShip,
} from './order-state.ts';
export { payAgain } from './pay-again.ts';
export { payNowOrderAllowed } from './pay-now.ts';
export {
  assertStateOfPin,
  assertStock,
  cancelUnpaidOrder,
  placePendingOnlineOrder,
  setProviderOrder,
  startOnlineOrder,
} from './place-order.ts';
export {
  lockOrderForRefund,
  orderIdOfPayment,
  orderPaymentOf,
  type RefundableOrder,
  type RefundRow,
  recordRefunded,
  refundablePaise,
  refundsOfOrders,
  refundView,
} from './refund-state.ts';
export { failPayment, type OrdersCtx, orderOwnerOf, recordPayment, returnedToOrigin } from './service.ts';
export { recordShipmentDetails } from './shipment-details.ts';
export { actorOf, courierActor, type OrderActor, recordOrderFact, transition } from './transition.ts';
