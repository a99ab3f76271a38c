// The e-way bill slip: one A6 page that goes on the parcel beside the invoice, with the e-way bill number large
// (and as plain digits a scanner or a person reads), its date and validity, the invoice it covers, the parties'
// GSTINs, the PIN codes, the transport and the courier's AWB. Rule 138A asks the person in charge of the
// conveyance to carry the invoice and the e-way bill's number, on paper or mapped to a device; this is the paper.
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatRupees } from '@chamak/shared/money';
import type { EwayBillSlip } from './service.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/README.md')), 'ttf');

const modeWords = { road: 'Road', rail: 'Rail', air: 'Air', ship: 'Ship' } as const;

/** dd/mm/yyyy of a day (yyyy-mm-dd), as the portal prints it. */
const day = (d: string) => d.split('-').reverse().join('/');

/** The number in groups of four, as the portal prints it (1234 5678 9012). */
export const groupedNumber = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

export async function ewayBillSlipPdf(slip: EwayBillSlip): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A6',
    margin: 20,
    info: { Title: `E-way bill ${slip.number}`, Author: slip.seller.name },
  });
  pdf.registerFont('regular', path.join(fontDir, 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 40;
  const row = (label: string, value: string) => {
    pdf.font('bold').fontSize(7).fillColor('#555').text(label.toUpperCase(), { width });
    pdf
      .font('regular')
      .fontSize(9)
      .fillColor('#000')
      .text(value || '—', { width });
    pdf.moveDown(0.35);
  };

  pdf.font('bold').fontSize(11).text('E-WAY BILL', { width, align: 'center' });
  pdf
    .font('regular')
    .fontSize(7)
    .fillColor('#555')
    .text('CGST Rules 2017, rule 138', { width, align: 'center' });
  pdf.moveDown(0.5);
  pdf
    .font('bold')
    .fontSize(18)
    .fillColor('#000')
    .text(groupedNumber(slip.number), { width, align: 'center' });
  pdf
    .font('regular')
    .fontSize(8)
    .text(`E-way bill no. ${slip.number}`, { width, align: 'center' })
    .text(`Generated ${day(slip.date)} · valid until ${day(slip.validUntil)}`, { width, align: 'center' });
  pdf.moveDown(0.6);
  pdf
    .moveTo(20, pdf.y)
    .lineTo(20 + width, pdf.y)
    .strokeColor('#999')
    .stroke();
  pdf.moveDown(0.5);
  row(
    'Invoice',
    `${slip.invoice.number} of ${day(slip.invoice.date)} · ${formatRupees(slip.invoice.totalPaise)} · order #${slip.orderId}`,
  );
  row('From', `${slip.seller.name} · GSTIN ${slip.seller.gstin} · PIN ${slip.fromPin}`);
  row('To', `${slip.buyer.name} · GSTIN ${slip.buyer.gstin} · PIN ${slip.toPin}`);
  const t = slip.transport;
  row(
    'Transport',
    [
      `${modeWords[t.mode]}, ${t.distanceKm} km`,
      t.vehicleNo && `vehicle ${t.vehicleNo}`,
      t.transDocNo && `document ${t.transDocNo}${t.transDocDate ? ` of ${day(t.transDocDate)}` : ''}`,
    ]
      .filter(Boolean)
      .join(' · '),
  );
  row(
    'Transporter',
    [t.transporterName, t.transporterId && `ID ${t.transporterId}`].filter(Boolean).join(' · '),
  );
  row(
    'Courier',
    [slip.courier.name, slip.courier.awb && `AWB ${slip.courier.awb}`].filter(Boolean).join(' · '),
  );
  pdf.end();
  return done;
}
