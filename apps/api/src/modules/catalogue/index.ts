// The catalogue module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export {
  type ImportProductWrite,
  type ImportSizeWrite,
  type ImportWritePlan,
  importWriteMessages,
  writeCatalogueImport,
} from './import-writes.ts';
export { refreshRatings } from './ratings.ts';
export { type CatalogueCtx, productsByIds, refreshSearchText } from './service.ts';
export { sitemapCatalogue } from './sitemap.ts';
export { checkStockLeft, giveBackStock, lockStock, type StockLine, setStock, takeStock } from './stock.ts';
export { nameStockMovement, type StockContext } from './stock-ledger.ts';
