// The e-invoice module's face (decision 0344): what other modules and the app may use of it. They import this file
// only (Biome walls); anything not exported here is the module's own.
export { type EinvoiceJson, einvoiceJsonOf } from './einvoice-json.ts';
export { type EinvoiceProvider, type IrnResult, manualProvider } from './provider.ts';
export { einvoiceRoutes } from './routes.ts';
