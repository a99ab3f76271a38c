// The invoices module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export {
  type CreditedLine,
  creditRefund,
  documentPdf,
  documentsOfOrders,
  type InvoiceOrder,
  type IssuedDocument,
  issueInvoice,
  prepareInvoice,
} from './service.ts';
