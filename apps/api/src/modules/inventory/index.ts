// The inventory module's face (decision 0349): naming why stock moves, which every writer of a size's stock calls
// in its transaction. (The app registers its routes from routes.ts and its daily mail from low-stock-mail.ts, as it
// does other modules': the face stays free of them, so the catalogue's stock writers import it without a cycle.)
export { nameStockMovement, type StockContext } from './ledger.ts';
