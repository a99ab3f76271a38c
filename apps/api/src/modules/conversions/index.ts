// The conversions module's face (decision 0364): consented conversion events to GA4 and Meta through an outbox,
// the browser tag and pixel's settings, and the worker that sends.
export { conversionHooks, conversionsSettled } from './hooks.ts';
export { conversionRoutes } from './routes.ts';
export { conversionSubscribers } from './subscribers.ts';
export { drainConversions, startConversionWorker } from './worker.ts';
