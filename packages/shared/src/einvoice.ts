// E-invoices (decision 0344): a B2B tax invoice or credit note exported as the Invoice Registration Portal's JSON
// (schema version 1.1), and the portal's answer (IRN, acknowledgement number and date, signed QR code) entered or
// uploaded back by an admin. The shapes of the admin's calls, and the reading of the signed QR code's data.
import { z } from 'zod';
import { idParam } from './common.ts';

/** The portal's acknowledgement number: 15 digits (e.g. 112410188589976). */
export const ackNoPattern = /^\d{15}$/;
/** A JWT: three base64url parts, the third (the signature) possibly empty. */
const jwtPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** What the PDF prints of a registered document, and what the admin's views show. */
export type EinvoiceStamp = {
  irn: string;
  ackNo: string;
  /** ISO date-time of the acknowledgement. */
  ackDate: string;
  signedQrCode: string;
};

/**
 * The acknowledgement's date and time as the portal writes it ("2026-11-30 14:05:09", India time) or as a
 * browser's date-time field gives it ("2026-11-30T14:05"); the ISO instant, or null when it is not one.
 */
export function ackDateInstant(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`);
  if (Number.isNaN(at.getTime())) return null;
  // Reject dates that rolled over (31 November).
  const back = new Date(at.getTime() + 5.5 * 3600_000).toISOString();
  return back.slice(0, 10) === `${y}-${mo}-${d}` ? at.toISOString() : null;
}

const irn = z
  .string({ error: 'IRN is required' })
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, { error: 'IRN must be 64 hexadecimal characters' })
  .transform((v) => v.toLowerCase());
const ackNo = z
  .union([z.string(), z.number()], { error: 'Ack No is required' })
  .transform((v) => String(v).trim())
  .refine((v) => ackNoPattern.test(v), { error: 'Ack No must be 15 digits' });
const ackDate = z
  .string({ error: 'Ack date is required' })
  .trim()
  .refine((v) => ackDateInstant(v) !== null, {
    error: 'Ack date must be a date and time, e.g. 2026-11-30 14:05:09',
  });
const signedQrCode = z
  .string({ error: 'Signed QR code is required' })
  .trim()
  // A QR code holds at most 2,953 bytes; the portal's signed QR codes are about 1,000 characters.
  .max(2900, { error: 'Signed QR code must be at most 2,900 characters' })
  .regex(jwtPattern, {
    error: "Signed QR code must be the portal's signed JWT (three parts joined by dots)",
  });

/** PUT /api/admin/einvoices/:id/registration: the portal's answer typed in by the admin. */
export const einvoiceRegistrationBody = z.strictObject({ irn, ackNo, ackDate, signedQrCode });
export type EinvoiceRegistrationBody = z.input<typeof einvoiceRegistrationBody>;

/**
 * POST /api/admin/einvoices/:id/registration/upload: the portal's answer as it gave it (the JSON of its Generate
 * IRN reply, or a GSP's reply that wraps it in `Data` or `data`). Its other fields (Status, EwbNo, ...) are
 * dropped.
 */
export const einvoicePortalAnswer = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const wrapped = (value as Record<string, unknown>).Data ?? (value as Record<string, unknown>).data;
      if (typeof wrapped === 'string') {
        try {
          return JSON.parse(wrapped);
        } catch {
          return value;
        }
      }
      if (wrapped && typeof wrapped === 'object') return wrapped;
    }
    return value;
  },
  z.object(
    {
      Irn: irn,
      AckNo: ackNo,
      AckDt: ackDate,
      SignedQRCode: signedQrCode,
      SignedInvoice: z
        .string()
        .trim()
        .max(200_000, { error: 'SignedInvoice must be at most 200,000 characters' })
        .regex(jwtPattern, { error: "SignedInvoice must be the portal's signed JWT" })
        .optional(),
    },
    { error: "The file must be the portal's answer: an object with Irn, AckNo, AckDt and SignedQRCode" },
  ),
);
export type EinvoicePortalAnswer = z.input<typeof einvoicePortalAnswer>;

/** `/api/admin/einvoices/:id...`: a tax document's id. */
export const einvoiceParams = z.object({ id: idParam('id') });

/** GET /api/admin/einvoices: the B2B documents, newest first; of one order, or those still without an IRN. */
export const einvoiceListQuery = z.object({
  orderId: idParam('orderId').optional(),
  status: z
    .enum(['all', 'pending', 'registered'], { error: 'status must be all, pending or registered' })
    .default('all'),
});
export type EinvoiceListQuery = z.input<typeof einvoiceListQuery>;

/** GET /api/admin/einvoices/export.json?ids=1,2,3: several documents' e-invoice JSON in one file (at most 100). */
export const einvoiceExportQuery = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'ids must be document ids separated by commas' })
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= 100, { error: 'ids may name at most 100 documents' })
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), {
      error: 'ids must be positive whole numbers',
    }),
});

export const einvoiceDocumentView = z.object({
  /** tax_documents.id */
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.number().int(),
  buyerName: z.string(),
  buyerGstin: z.string(),
  totalPaise: z.number().int(),
  registration: z
    .object({
      irn: z.string(),
      ackNo: z.string(),
      ackDate: z.string(),
      signedQrCode: z.string(),
      enteredAt: z.string(),
    })
    .nullable(),
});
export type EinvoiceDocumentView = z.infer<typeof einvoiceDocumentView>;

export const einvoiceListReply = z.object({
  /** The shop's GST settings turn e-invoicing on (its turnover is above the threshold). */
  enabled: z.boolean(),
  documents: z.array(einvoiceDocumentView),
});
export type EinvoiceListReply = z.infer<typeof einvoiceListReply>;

export const einvoiceSavedReply = z.object({ message: z.string(), document: einvoiceDocumentView });
export type EinvoiceSavedReply = z.infer<typeof einvoiceSavedReply>;

/**
 * The e-invoice JSON itself (one document, or an array of them): its exact shape is the shipped JSON Schema
 * (apps/api/src/modules/einvoice/einvoice-schema-v1.1.json), checked by the service before it answers.
 */
export const einvoiceJsonReply = z.unknown();

/** The data inside a signed QR code, as the portal puts it there. */
export type SignedQrData = {
  SellerGstin?: string;
  BuyerGstin?: string;
  DocNo?: string;
  DocTyp?: string;
  DocDt?: string;
  TotInvVal?: number;
  ItemCnt?: number;
  MainHsnCode?: string;
  Irn?: string;
  IrnDt?: string;
};

/**
 * The data of a signed QR code (a JWT whose payload's `data` is the JSON of SignedQrData, as a string or an
 * object), or null when it cannot be read. The signature is not checked here: the portal's key is not shipped.
 */
export function signedQrData(jwt: string): SignedQrData | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const text = decodeURIComponent(
      Array.from(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')))
        .map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .join(''),
    );
    const parsed = JSON.parse(text) as { data?: unknown };
    const data = typeof parsed.data === 'string' ? JSON.parse(parsed.data) : parsed.data;
    return data && typeof data === 'object' ? (data as SignedQrData) : null;
  } catch {
    return null;
  }
}
