// E-invoices (decision 0344): the B2B tax invoices and credit notes of a shop above the e-invoicing threshold,
// exported as the portal's JSON (checked against the shipped schema and tied to the document to the paisa), and
// the portal's answer entered or uploaded back (checked against the document before it is kept). Reads the
// invoices module's tax_documents (reads are not walled); writes only einvoice_registrations.
import {
  ackDateInstant,
  type EinvoiceDocumentView,
  type EinvoiceListQuery,
  type EinvoiceListReply,
  type SignedQrData,
  signedQrData,
} from '@chamak/shared/einvoice';
import type { InvoiceDocument } from '@chamak/shared/invoices';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { einvoiceRegistrations } from '../../db/schema/index.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../plugins/errors.ts';
import { gstSettingsOf, timeZoneOf } from '../settings/index.ts';
import { type EinvoiceJson, einvoiceJsonOf, NotAnEinvoice, tieProblem } from './einvoice-json.ts';
import { type EinvoiceProvider, type IrnResult, manualProvider } from './provider.ts';
import { schemaProblems } from './schema-check.ts';

type Ctx = { db: DbOrTx };

export const einvoicingOffMessage =
  'E-invoicing is off: turn it on in Shop Settings → GST once the turnover is above the e-invoicing threshold.';

async function requireEinvoicing(ctx: Ctx): Promise<void> {
  if (!(await gstSettingsOf(ctx)).einvoicing) throw new Conflict(einvoicingOffMessage);
}

type DocumentRow = {
  id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  issued_at: string | Date;
  order_id: number;
  total_paise: number;
  document: InvoiceDocument;
  irn: string | null;
  ack_no: string | null;
  ack_date: string | Date | null;
  signed_qr_code: string | null;
  entered_at: string | Date | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function viewOf(row: DocumentRow): EinvoiceDocumentView {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: iso(row.issued_at),
    orderId: row.order_id,
    buyerName: row.document.buyer.name,
    buyerGstin: row.document.buyer.gstin ?? '',
    totalPaise: row.total_paise,
    registration:
      row.irn && row.ack_no && row.ack_date && row.signed_qr_code && row.entered_at
        ? {
            irn: row.irn,
            ackNo: row.ack_no,
            ackDate: iso(row.ack_date),
            signedQrCode: row.signed_qr_code,
            enteredAt: iso(row.entered_at),
          }
        : null,
  };
}

const documentColumns = sql`d.id, d.kind, d.number, d.issued_at, d.order_id, d.total_paise, d.document,
  r.irn, r.ack_no, r.ack_date, r.signed_qr_code, r.entered_at
  from tax_documents d left join einvoice_registrations r on r.tax_document_id = d.id`;

/** A B2B document: its buyer has a GSTIN. */
const isB2b = sql`coalesce(d.document->'buyer'->>'gstin', '') <> ''`;

/** The B2B documents, newest first (at most 200): of one order, or still without an IRN, or registered. */
export async function listEinvoiceDocuments(ctx: Ctx, query: EinvoiceListQuery): Promise<EinvoiceListReply> {
  const status = query.status ?? 'all';
  const found = await rows<DocumentRow>(
    ctx.db,
    sql`select ${documentColumns} where ${isB2b}
      ${query.orderId ? sql`and d.order_id = ${query.orderId}` : sql``}
      ${status === 'pending' ? sql`and r.id is null` : status === 'registered' ? sql`and r.id is not null` : sql``}
      order by d.id desc limit 200`,
  );
  return { enabled: (await gstSettingsOf(ctx)).einvoicing, documents: found.map(viewOf) };
}

async function documentRows(ctx: Ctx, ids: number[]): Promise<DocumentRow[]> {
  const found = await rows<DocumentRow>(
    ctx.db,
    sql`select ${documentColumns} where d.id = any(${arrayLiteral(ids)}::int[])`,
  );
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new NotFound(`No tax document ${id}.`);
    if (!row.document.buyer.gstin)
      throw new Conflict(
        `${row.number} is not a B2B document: its buyer has no GSTIN, so it needs no e-invoice.`,
      );
    return row;
  });
}

/** One document's e-invoice JSON, checked against the schema and tied to the document (422 when it is not). */
function checkedJson(doc: InvoiceDocument, timeZone: string): EinvoiceJson {
  let json: EinvoiceJson;
  try {
    json = einvoiceJsonOf(doc, timeZone);
  } catch (error) {
    if (error instanceof NotAnEinvoice) throw new Unprocessable(error.message);
    throw error;
  }
  const problems = schemaProblems(json);
  if (problems.length)
    throw new Unprocessable(
      `${doc.number} does not meet the e-invoice schema: ${problems.slice(0, 3).join('; ')}`,
    );
  const tie = tieProblem(json, doc);
  if (tie) throw new Unprocessable(`${doc.number}: ${tie}`);
  return json;
}

/**
 * The e-invoice JSON of these B2B documents, in the order asked, for the portal's upload (one document or many at
 * once). Each goes to the provider; the manual one sends nothing, a GSP's answer would be kept at once.
 */
export async function exportEinvoices(
  ctx: Ctx,
  actor: Actor,
  ids: number[],
  provider: EinvoiceProvider = manualProvider,
): Promise<EinvoiceJson[]> {
  await requireEinvoicing(ctx);
  const found = await documentRows(ctx, ids);
  const timeZone = await timeZoneOf(ctx);
  const out: EinvoiceJson[] = [];
  for (const row of found) {
    const json = checkedJson(row.document, timeZone);
    const answer = row.irn ? null : await provider.register(json);
    if (answer) await keepRegistration(ctx, actor, row, answer);
    out.push(json);
  }
  return out;
}

/** The file name of an export: the document's number, or the day's for several. */
export function exportFileName(numbers: string[]): string {
  const name = numbers.length === 1 ? numbers[0]! : `${numbers.length}-documents`;
  return `einvoice-${name.replace(/[^A-Za-z0-9-]/g, '-')}.json`;
}

/** What the portal's answer must agree with, field by field (400 naming the field when it does not). */
function checkAgainstDocument(row: DocumentRow, answer: IrnResult): void {
  const doc = row.document;
  const qr: SignedQrData | null = signedQrData(answer.signedQrCode);
  if (!qr)
    throw new Invalid(
      "SignedQRCode: its data cannot be read; paste the portal's signed QR code as it gave it.",
    );
  const typ = doc.kind === 'invoice' ? 'INV' : 'CRN';
  const expect: [keyof SignedQrData, string | undefined, string][] = [
    ['Irn', answer.irn, 'the IRN given'],
    ['DocNo', doc.number, "this document's number"],
    ['DocTyp', typ, "this document's type"],
    ['SellerGstin', doc.seller.gstin, "the seller's GSTIN"],
    ['BuyerGstin', doc.buyer.gstin, "the buyer's GSTIN"],
  ];
  for (const [field, want, what] of expect) {
    const got = qr[field];
    if (got === undefined) throw new Invalid(`SignedQRCode: its data has no ${field}.`);
    const same = field === 'Irn' ? String(got).toLowerCase() === want : String(got) === want;
    if (!same) throw new Invalid(`${field} in the signed QR code is ${got}, not ${what} (${want}).`);
  }
  if (answer.signedInvoice) {
    const signed = signedQrData(answer.signedInvoice) as { DocDtls?: { No?: string }; Irn?: string } | null;
    if (!signed) throw new Invalid('SignedInvoice: its data cannot be read.');
    if (signed.DocDtls?.No !== undefined && signed.DocDtls.No !== doc.number)
      throw new Invalid(`DocDtls.No in the signed invoice is ${signed.DocDtls.No}, not ${doc.number}.`);
    if (signed.Irn !== undefined && signed.Irn.toLowerCase() !== answer.irn)
      throw new Invalid(`Irn in the signed invoice is ${signed.Irn}, not the IRN given (${answer.irn}).`);
  }
}

async function keepRegistration(ctx: Ctx, actor: Actor, row: DocumentRow, answer: IrnResult): Promise<void> {
  checkAgainstDocument(row, answer);
  const [other] = await rows<{ number: string }>(
    ctx.db,
    sql`select d.number from einvoice_registrations r join tax_documents d on d.id = r.tax_document_id
      where r.irn = ${answer.irn} and r.tax_document_id <> ${row.id}`,
  );
  if (other) throw new Conflict(`IRN ${answer.irn} is already ${other.number}'s.`);
  const values = {
    irn: answer.irn,
    ackNo: answer.ackNo,
    ackDate: new Date(answer.ackDate),
    signedQrCode: answer.signedQrCode,
    signedInvoice: answer.signedInvoice ?? null,
    enteredAt: new Date(),
    enteredBy: actor.userId,
  };
  await ctx.db
    .insert(einvoiceRegistrations)
    .values({ taxDocumentId: row.id, ...values })
    .onConflictDoUpdate({ target: einvoiceRegistrations.taxDocumentId, set: values });
}

/**
 * Keeps the portal's answer for a B2B document (typed in or uploaded), after checking that its signed QR code is
 * for this document: its IRN, number, type and both GSTINs. Entering it again replaces it (a corrected typo).
 */
export async function saveRegistration(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: { irn: string; ackNo: string; ackDate: string; signedQrCode: string; signedInvoice?: string },
): Promise<EinvoiceDocumentView> {
  await requireEinvoicing(ctx);
  const [row] = await documentRows(ctx, [id]);
  const ackDate = ackDateInstant(input.ackDate);
  if (!ackDate) throw new Invalid('Ack date must be a date and time, e.g. 2026-11-30 14:05:09');
  if (new Date(ackDate) < new Date(new Date(row!.issued_at).getTime() - 24 * 3600_000))
    throw new Invalid(`Ack date is before ${row!.number} was issued.`);
  await keepRegistration(ctx, actor, row!, { ...input, ackDate });
  const [saved] = await documentRows(ctx, [id]);
  return viewOf(saved!);
}
