// Who registers an e-invoice with the Invoice Registration Portal (decision 0344). Today the admin does: the shop
// exports the JSON, the admin uploads it at the portal (or its offline tool) and enters or uploads the answer. A
// GSP (GST Suvidha Provider) integration would be another EinvoiceProvider: the export hands it each document,
// and what it answers is saved as if the admin had entered it. Nothing here calls a real portal.
import type { EinvoiceJson } from './einvoice-json.ts';

/** The portal's answer for a registered document. */
export type IrnResult = {
  irn: string;
  ackNo: string;
  /** ISO date-time. */
  ackDate: string;
  signedQrCode: string;
  signedInvoice?: string;
};

/** The portal's reasons for cancelling an IRN (within 24 hours of it). */
export type IrnCancelReason = 'duplicate' | 'data-entry-mistake' | 'order-cancelled' | 'other';

export type EinvoiceProvider = {
  readonly name: string;
  /** Registers a document: the portal's answer, or null when the admin registers it by hand. */
  register(json: EinvoiceJson): Promise<IrnResult | null>;
  /** Cancels an IRN: true when done, false when the admin cancels it at the portal. */
  cancel(irn: string, reason: IrnCancelReason, remark: string): Promise<boolean>;
};

/** The admin at the portal: nothing is sent anywhere; the export is the JSON to upload. */
export const manualProvider: EinvoiceProvider = {
  name: 'manual',
  register: async () => null,
  cancel: async () => false,
};
