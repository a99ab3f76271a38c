// The inventory module's face (decision 0349): nothing other modules need. Naming why stock moves is the
// catalogue's (catalogue/stock-ledger.ts, beside the stock's writers), so the catalogue never imports this module;
// the app registers its routes from routes.ts and its daily mail from low-stock-mail.ts.
export {};
