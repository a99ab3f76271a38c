// The subscriptions module's face: what other modules and the app may use of it. They import this file only
// (Biome walls); anything not exported here is the module's own.

export { subscriptionAdminRoutes } from './admin-routes.ts';
export { debitFailed, renewalPaid, subscriptionRenewalsJob } from './renewals.ts';
export { subscriptionRoutes } from './routes.ts';
export { startSubscriptionOfOrder } from './service.ts';
