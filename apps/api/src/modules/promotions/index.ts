// The promotions module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export {
  codeOfOrder,
  codeTakenMessage,
  recordOrderDiscounts,
  redeemDiscounts,
  releaseDiscounts,
  replaceOrderDiscounts,
  runningOffers,
} from './offers.ts';
export { offersIn } from './service.ts';
