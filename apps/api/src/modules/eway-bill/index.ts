// The eway-bill module's face: what other modules and the app may use of it. They import this file only (Biome
// walls); anything not exported here is the module's own.
export { ewayBillRoutes } from './routes.ts';
