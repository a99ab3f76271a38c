// The e-invoice block of a registered B2B document's PDF (decision 0344): the IRN, the acknowledgement number and
// date the portal gave, and its signed QR code drawn as a QR code (vector squares: sharp at any zoom, no image).
// The answer is the einvoice module's row (einvoice_registrations); reads are not walled.
import type { EinvoiceStamp } from '@chamak/shared/einvoice';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';

/** What the portal answered for this document, or undefined when it has no IRN. */
export async function einvoiceStampOf(db: DbOrTx, taxDocumentId: number): Promise<EinvoiceStamp | undefined> {
  const [row] = await rows<{ irn: string; ack_no: string; ack_date: string | Date; signed_qr_code: string }>(
    db,
    sql`select irn, ack_no, ack_date, signed_qr_code from einvoice_registrations where tax_document_id = ${taxDocumentId}`,
  );
  return row
    ? {
        irn: row.irn,
        ackNo: row.ack_no,
        ackDate: new Date(row.ack_date).toISOString(),
        signedQrCode: row.signed_qr_code,
      }
    : undefined;
}

/** The acknowledgement's date and time as the portal shows it, in India time: 30/11/2026 14:05. */
const ackDateText = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(new Date(iso))
    .replace(',', '');

/** The QR code's side on the page, in points (about 3.9 cm: the portal's JWT makes a dense symbol). */
const qrSide = 110;

/**
 * Draws the block from (left, top) across `width`: the QR code on the left, the IRN, Ack No and Ack date beside
 * it. Starts a new page when the block does not fit; leaves the cursor under it.
 */
export function drawEinvoiceStamp(
  pdf: PDFKit.PDFDocument,
  stamp: EinvoiceStamp,
  at: { left: number; top: number; width: number; bottom: number },
): void {
  let top = at.top;
  if (top + qrSide + 16 > at.bottom) {
    pdf.addPage();
    top = pdf.page.margins.top;
  }
  // Level M holds a JWT of up to about 2,300 characters, L up to 2,900 (the entry refuses longer ones).
  const { modules } = QRCode.create(stamp.signedQrCode, {
    errorCorrectionLevel: stamp.signedQrCode.length <= 2300 ? 'M' : 'L',
  });
  const cell = qrSide / modules.size;
  pdf
    .save()
    .rect(at.left - 2, top - 2, qrSide + 4, qrSide + 4)
    .fill('white');
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) pdf.rect(at.left + col * cell, top + row * cell, cell, cell);
  pdf.fill('black').restore();

  const x = at.left + qrSide + 14;
  const width = at.width - qrSide - 14;
  pdf.fillColor('black').font('bold').fontSize(9.5).text('E-invoice', x, top, { width });
  pdf.moveDown(0.3);
  const fact = (label: string, value: string) => {
    pdf.font('regular').fontSize(8).fillColor('#555').text(label, x, pdf.y, { width });
    pdf.font('bold').fontSize(8.5).fillColor('black').text(value, x, pdf.y, { width });
    pdf.moveDown(0.25);
  };
  fact('IRN', stamp.irn);
  fact('Ack No', stamp.ackNo);
  fact('Ack date', ackDateText(stamp.ackDate));
  pdf
    .font('regular')
    .fontSize(7)
    .fillColor('#555')
    .text('Scan the QR code to verify this invoice with the GST e-invoice system.', x, pdf.y, { width });
  pdf.fillColor('black');
  pdf.x = at.left;
  pdf.y = Math.max(pdf.y, top + qrSide) + 8;
}
