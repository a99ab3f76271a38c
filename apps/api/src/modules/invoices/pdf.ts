// A tax invoice or credit note as a PDF (CGST Rules rule 46 for a B2C invoice, rule 53 for a credit note), drawn
// with pdfkit from the issued document's snapshot alone. DejaVu Sans (from the dejavu-fonts-ttf package, never
// downloaded at run time) has the rupee sign; pdfkit embeds only the glyphs used, so a page stays small.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rupeesInWords } from '@chamak/shared/gst';
import type { InvoiceDocument, InvoiceLine } from '@chamak/shared/invoices';
import { formatRupees } from '@chamak/shared/money';
import { defaultTimeZone } from '@chamak/shared/shop-time';

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/README.md')),
  'ttf',
);
const fonts = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
};

/** A document's date as '29 Nov 2026' on the shop's calendar (India unless the settings name another zone). */
const documentDate = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone, day: '2-digit', month: 'short', year: 'numeric' });

const page = { width: 595.28, margin: 40 };
const contentWidth = page.width - 2 * page.margin;

type Column = {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, i: number) => string;
};

const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

/** The table's columns: CGST and SGST within the seller's state, IGST between states. */
function columns(doc: InvoiceDocument): Column[] {
  // A Discount column takes its room from the tax columns, so the description stays readable.
  const discounted = doc.lines.some((l) => l.discountPaise);
  const taxWidth = discounted ? 96 : 120;
  const taxColumns: Column[] = doc.intraState
    ? [
        {
          title: 'CGST',
          width: taxWidth / 2,
          align: 'right',
          cell: (l) => `${percent(l.ratePercent / 2)}\n${formatRupees(l.cgstPaise)}`,
        },
        {
          title: 'SGST',
          width: taxWidth / 2,
          align: 'right',
          cell: (l) => `${percent(l.ratePercent / 2)}\n${formatRupees(l.sgstPaise)}`,
        },
      ]
    : [
        {
          title: 'IGST',
          width: taxWidth,
          align: 'right',
          cell: (l) => `${percent(l.ratePercent)}  ${formatRupees(l.igstPaise)}`,
        },
      ];
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_, i) => String(i + 1) },
    { title: 'Description', width: 0, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 46, align: 'left', cell: (l) => l.hsn },
    // A credit note's value-only line (money back, no goods back) has no quantity and no unit price.
    { title: 'Qty', width: 40, align: 'right', cell: (l) => (l.quantity ? `${l.quantity} ${l.unit}` : '-') },
    {
      title: 'Unit price',
      width: 58,
      align: 'right',
      cell: (l) => (l.quantity ? formatRupees(l.unitPricePaise) : '-'),
    },
    // A discounted line shows what came off it; its taxable value and GST are on what is left.
    ...(discounted
      ? [
          {
            title: 'Discount',
            width: 54,
            align: 'right',
            cell: (l) => (l.discountPaise ? `-${formatRupees(l.discountPaise)}` : '-'),
          } as Column,
        ]
      : []),
    { title: 'Taxable value', width: 62, align: 'right', cell: (l) => formatRupees(l.taxablePaise) },
  ];
  const all = [
    ...fixed,
    ...taxColumns,
    { title: 'Amount', width: 62, align: 'right', cell: (l) => formatRupees(l.amountPaise) } as Column,
  ];
  const used = all.reduce((sum, c) => sum + c.width, 0);
  all[1]!.width = contentWidth - used;
  return all;
}

/** The PDF of an issued invoice or credit note. pdfkit is loaded with the first one, not at start (decision 0263). */
export async function invoicePdf(doc: InvoiceDocument, timeZone: string = defaultTimeZone): Promise<Buffer> {
  const dateOf = documentDate(timeZone);
  const { default: PDFDocument } = await import('pdfkit');
  const title = doc.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  const issued = new Date(doc.issuedAt);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.seller.legalName,
      CreationDate: issued,
    },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = page.margin;
  // Heading: the document's title, then seller (left) and the document's numbers (right).
  pdf
    .font('bold')
    .fontSize(16)
    .text(title.toUpperCase(), left, page.margin, { width: contentWidth, align: 'center' });
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor('#555')
    .text(doc.kind === 'invoice' ? 'Original for recipient' : 'Issued under section 34 of the CGST Act', {
      width: contentWidth,
      align: 'center',
    });
  pdf.fillColor('black');

  const top = pdf.y + 12;
  const half = contentWidth / 2 - 8;
  pdf.font('bold').fontSize(11).text(doc.seller.legalName, left, top, { width: half });
  pdf.font('regular').fontSize(8.5);
  if (doc.seller.name && doc.seller.name !== doc.seller.legalName)
    pdf.text(`Trading as ${doc.seller.name}`, { width: half });
  for (const line of doc.seller.address) pdf.text(line, { width: half });
  pdf.text(`State: ${doc.seller.state} (${doc.seller.stateCode})`, { width: half });
  pdf.font('bold').text(`GSTIN: ${doc.seller.gstin}`, { width: half });
  pdf.font('regular');
  if (doc.seller.email || doc.seller.phone)
    pdf.text([doc.seller.email, doc.seller.phone].filter(Boolean).join(' · '), { width: half });
  const sellerBottom = pdf.y;

  const right = left + contentWidth / 2 + 8;
  const facts: [string, string][] = [
    [doc.kind === 'invoice' ? 'Invoice number' : 'Credit note number', doc.number],
    [doc.kind === 'invoice' ? 'Invoice date' : 'Date', dateOf.format(issued)],
    ['Order', `#${doc.orderId}`],
    ...(doc.against
      ? ([
          ['Against invoice', doc.against.number],
          ['Invoice date', dateOf.format(new Date(doc.against.issuedAt))],
        ] as [string, string][])
      : []),
    ['Place of supply', `${doc.placeOfSupply.state} (${doc.placeOfSupply.stateCode})`],
    ['Payment', doc.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online'],
  ];
  let y = top;
  for (const [label, value] of facts) {
    pdf.font('regular').fontSize(8.5).text(`${label}:`, right, y, { width: 95 });
    pdf.font('bold').text(value, right + 95, y, { width: half - 95 });
    y = pdf.y + 1;
  }

  // The buyer.
  y = Math.max(sellerBottom, y) + 12;
  pdf
    .font('bold')
    .fontSize(9)
    .text(doc.kind === 'invoice' ? 'Bill to / Ship to' : 'Recipient', left, y);
  pdf.font('regular').fontSize(8.5).text(doc.buyer.name, { width: contentWidth });
  for (const line of doc.buyer.address) pdf.text(line, { width: contentWidth });
  pdf.text(
    `State: ${doc.buyer.state} (${doc.buyer.stateCode})${doc.buyer.phone ? ` · Phone ${doc.buyer.phone}` : ''}`,
  );
  if (doc.reason) pdf.text(`Reason: ${doc.reason}`);

  // The lines.
  const cols = columns(doc);
  y = pdf.y + 12;
  const drawRow = (cells: string[], font: 'regular' | 'bold', shade: boolean) => {
    pdf.font(font).fontSize(7.5);
    const heights = cells.map((text, i) => pdf.heightOfString(text, { width: cols[i]!.width - 6 }));
    const height = Math.max(...heights) + 6;
    if (y + height > 842 - page.margin - 120) {
      pdf.addPage();
      y = page.margin;
    }
    if (shade) pdf.rect(left, y, contentWidth, height).fill('#f1f5f9').fillColor('black');
    let x = left;
    cells.forEach((text, i) => {
      const col = cols[i]!;
      pdf.text(text, x + 3, y + 3, { width: col.width - 6, align: col.align });
      x += col.width;
    });
    y += height;
    pdf
      .moveTo(left, y)
      .lineTo(left + contentWidth, y)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke();
  };
  drawRow(
    cols.map((c) => c.title),
    'bold',
    true,
  );
  doc.lines.forEach((line, i) => {
    drawRow(
      cols.map((c) => c.cell(line, i)),
      'regular',
      false,
    );
  });

  // Totals, in figures and in words.
  y += 8;
  const discounts = doc.lines.reduce((sum, l) => sum + (l.discountPaise ?? 0), 0);
  const totals: [string, number][] = [
    ...(discounts > 0 ? ([['Discounts (taken off the lines)', -discounts]] as [string, number][]) : []),
    ['Taxable value', doc.totals.taxablePaise],
    ...(doc.intraState
      ? ([
          ['CGST', doc.totals.cgstPaise],
          ['SGST', doc.totals.sgstPaise],
        ] as [string, number][])
      : ([['IGST', doc.totals.igstPaise]] as [string, number][])),
  ];
  const labelX = left + contentWidth - 250;
  for (const [label, amount] of totals) {
    pdf.font('regular').fontSize(9).text(label, labelX, y, { width: 150 });
    pdf.text(formatRupees(amount), labelX + 150, y, { width: 100, align: 'right' });
    y = pdf.y + 2;
  }
  pdf
    .font('bold')
    .fontSize(10.5)
    .text(doc.kind === 'invoice' ? 'Total' : 'Total credited', labelX, y, { width: 150 });
  pdf.text(formatRupees(doc.totals.totalPaise), labelX + 150, y, { width: 100, align: 'right' });
  y = pdf.y + 10;
  pdf
    .font('regular')
    .fontSize(8.5)
    .text(`Amount in words: ${rupeesInWords(doc.totals.totalPaise)}`, left, y, {
      width: contentWidth,
    });
  pdf.text('Whether tax is payable on reverse charge: No');
  pdf.text('Prices include GST.');

  // Signature: a computer-generated document needs none, but names who issued it.
  y = pdf.y + 18;
  pdf.font('bold').text(`For ${doc.seller.legalName}`, left, y, { width: contentWidth, align: 'right' });
  pdf
    .font('regular')
    .fontSize(7.5)
    .fillColor('#555')
    .text('Authorised signatory. This is a computer-generated document and needs no signature.', {
      width: contentWidth,
      align: 'right',
    });
  pdf.end();
  return done;
}
