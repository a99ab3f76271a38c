// The COD risk module's face (decisions 0335, 0338): what other modules may use of it. They import this file only
// (Biome walls); anything not exported here is the module's own.
export type { CodBuyer } from './facts.ts';
export { forgetShopStats } from './facts.ts';
export { codRiskRoutes } from './routes.ts';
export { type CodVerdict, codRiskSettingsOf, codVerdict } from './verdict.ts';
