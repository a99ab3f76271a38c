// The pricing module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export { type PlacedLine, type PlacedOrder, quoteOrder } from './order-quote.ts';
export {
  cartQuote,
  type DeliveryReach,
  type Quote,
  type QuoteLine,
  quoteCart,
  quoteShopOrder,
  quoteSubscription,
  quoteView,
  type ShopDiscountRule,
} from './quote.ts';
