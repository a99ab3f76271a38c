// The shipping desk's one PDF (decision 0350): packing slips (two to an A4 page), shipping labels on 4×6 inch
// thermal pages or four to an A4 page, or each order's label above its slip on one A4 page. Barcodes are Code 128
// (the order number and the courier's AWB), drawn as vector bars from bwip-js's module widths, so they print sharp
// on a 203 dpi thermal head and on a laser alike.
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatRupees } from '@chamak/shared/money';
import type { ShippingDeskKind } from '@chamak/shared/shipping-desk';
import { shopDay } from '@chamak/shared/shop-time';
import bwipjs from 'bwip-js/node';
import type { Parcel, Sender } from './service.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/README.md')), 'ttf');

type Doc = PDFKit.PDFDocument;

const inch = 72;
/** A4 in points. */
const a4 = { width: 595.28, height: 841.89 };

/** Code 128's bars and spaces as module widths, bar first (bwip-js encodes and picks the code sets). */
export function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw('code128', text, {}) as { sbs: number[] }[];
  if (!symbol) throw new Error(`Code 128 could not encode ${text}`);
  return symbol.sbs;
}

/**
 * Draws `text` as a Code 128 barcode with ten modules of quiet zone each side, at most `width` wide (modules of
 * at most 2 points), and its digits under it. Returns the height used.
 */
export function drawCode128(
  pdf: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
): number {
  const modules = code128Modules(text);
  const total = modules.reduce((s, m) => s + m, 0) + 20;
  const unit = Math.min(2, width / total);
  let at = x + 10 * unit;
  modules.forEach((m, i) => {
    if (i % 2 === 0) pdf.rect(at, y, m * unit, height);
    at += m * unit;
  });
  pdf.fillColor('#000').fill();
  pdf
    .font('regular')
    .fontSize(8)
    .text(text, x, y + height + 2, { width: total * unit, align: 'center', lineBreak: false });
  return height + 12;
}

const kg = (grams: number) => `${(grams / 1000).toFixed(grams % 100 === 0 ? 1 : 2)} kg`;

/** The weight: the sum of the sizes' weights, or that a size lacks one. */
export function weightText(p: Parcel): string {
  return p.weightGrams === null ? 'Weight not set' : `Weight: ${kg(p.weightGrams)}`;
}

/** What the courier does about money: collect an amount, or nothing. */
export const paymentText = (p: Parcel) =>
  p.codPaise === null ? 'PREPAID' : `COD: COLLECT ${formatRupees(p.codPaise)}`;

const receiverName = (p: Parcel) => `${p.receiver.firstName} ${p.receiver.lastName}`.trim();

/** A shipping label in the box (x, y, w, h): about 4×6 inches, the courier's layout. */
export function drawLabel(
  pdf: Doc,
  box: { x: number; y: number; w: number; h: number },
  p: Parcel,
  sender: Sender,
  timeZone: string,
): void {
  const pad = 10;
  const x = box.x + pad;
  const w = box.w - 2 * pad;
  let y = box.y + pad;
  pdf
    .lineWidth(1)
    .strokeColor('#000')
    .rect(box.x + 4, box.y + 4, box.w - 8, box.h - 8)
    .stroke();

  // Courier and AWB, when the courier is booked.
  pdf.font('bold').fontSize(10).fillColor('#000');
  pdf.text(p.courierName ? p.courierName.toUpperCase() : 'COURIER: NOT BOOKED', x, y, {
    width: w,
    lineBreak: false,
  });
  y += 14;
  if (p.awbCode) {
    pdf.font('regular').fontSize(8).text(`AWB ${p.awbCode}`, x, y, { width: w, lineBreak: false });
    y += 11;
    y += drawCode128(pdf, p.awbCode, x, y, w, 42) + 2;
  }
  const rule = () => {
    pdf
      .moveTo(box.x + 4, y)
      .lineTo(box.x + box.w - 4, y)
      .stroke();
    y += 6;
  };
  rule();

  // Receiver.
  pdf.font('bold').fontSize(7).fillColor('#444').text('DELIVER TO', x, y, { width: w });
  y += 9;
  pdf.font('bold').fontSize(12).fillColor('#000').text(receiverName(p), x, y, {
    width: w,
    height: 15,
    ellipsis: true,
  });
  y += 15;
  const r = p.receiver;
  const addressLines = [r.address, r.apt, `${r.city}, ${r.state}`].filter((l) => l.trim());
  pdf.font('regular').fontSize(9);
  for (const line of addressLines) {
    pdf.text(line, x, y, { width: w, height: 22, ellipsis: true });
    y += Math.min(22, pdf.heightOfString(line, { width: w }));
  }
  pdf.font('bold').fontSize(14).text(`PIN ${r.postalCode}`, x, y, { width: w, lineBreak: false });
  y += 17;
  pdf.font('regular').fontSize(10).text(`Phone ${r.phone}`, x, y, { width: w, lineBreak: false });
  y += 15;
  rule();

  // Money, weight, order.
  const payment = paymentText(p);
  pdf.rect(x, y, w, 20).fill('#000');
  pdf
    .font('bold')
    .fontSize(12)
    .fillColor('#fff')
    .text(payment, x, y + 4, { width: w, align: 'center', lineBreak: false });
  pdf.fillColor('#000');
  y += 25;
  const units = p.lines.reduce((s, l) => s + l.quantity, 0);
  pdf
    .font('regular')
    .fontSize(9)
    .text(
      `${weightText(p)} · ${units} ${units === 1 ? 'item' : 'items'} · ${shopDay(p.placedAt, timeZone)}`,
      x,
      y,
      {
        width: w,
        lineBreak: false,
      },
    );
  y += 13;
  pdf.font('bold').fontSize(10).text(`Order #${p.id}`, x, y, { width: w, lineBreak: false });
  y += 13;
  y += drawCode128(pdf, String(p.id), x, y, Math.min(w, 160), 30) + 2;
  rule();

  // Sender, at the foot.
  pdf.font('bold').fontSize(7).fillColor('#444').text('FROM (RETURN TO)', x, y, { width: w });
  y += 9;
  pdf.fillColor('#000').font('bold').fontSize(8).text(sender.name, x, y, { width: w, lineBreak: false });
  y += 10;
  pdf.font('regular').fontSize(7.5);
  const from = [
    sender.lines.join(', '),
    `Phone ${sender.phone}${sender.gstin ? ` · GSTIN ${sender.gstin}` : ''}`,
  ];
  for (const line of from) {
    const room = box.y + box.h - pad - y;
    if (room < 9) break;
    pdf.text(line, x, y, { width: w, height: room, ellipsis: true });
    y += pdf.heightOfString(line, { width: w }) + 1;
  }
}

/** A packing slip in the box: the order number and its barcode, the lines with sizes, SKUs and quantities. */
export function drawSlip(
  pdf: Doc,
  box: { x: number; y: number; w: number; h: number },
  p: Parcel,
  sender: Sender,
  timeZone: string,
): void {
  const pad = 28;
  const x = box.x + pad;
  const w = box.w - 2 * pad;
  let y = box.y + 22;
  pdf
    .fillColor('#000')
    .font('bold')
    .fontSize(14)
    .text('PACKING SLIP', x, y, { width: w / 2 });
  pdf
    .font('regular')
    .fontSize(9)
    .text(sender.name, x + w / 2, y, { width: w / 2, align: 'right' });
  y += 20;
  pdf
    .font('bold')
    .fontSize(11)
    .text(`Order #${p.id}`, x, y, { width: w / 2, lineBreak: false });
  pdf
    .font('regular')
    .fontSize(9)
    .text(`Placed ${shopDay(p.placedAt, timeZone)}`, x, y + 14, { width: w / 2, lineBreak: false });
  drawCode128(pdf, String(p.id), x + w - 150, y, 150, 26);
  y += 42;
  const r = p.receiver;
  pdf
    .font('regular')
    .fontSize(9)
    .text(
      `Ship to: ${receiverName(p)}${r.city.trim() ? ` · ${r.city}` : ''}${r.postalCode.trim() ? ` ${r.postalCode}` : ''} · ${paymentText(p)} · ${weightText(p)}`,
      x,
      y,
      { width: w, lineBreak: false, ellipsis: true },
    );
  y += 18;

  const cols = [
    { title: 'Item', at: 0, width: w * 0.44 },
    { title: 'Size', at: w * 0.44, width: w * 0.14 },
    { title: 'SKU', at: w * 0.58, width: w * 0.24 },
    { title: 'Qty', at: w * 0.82, width: w * 0.09, align: 'right' as const },
    { title: 'Packed', at: w * 0.92, width: w * 0.08, align: 'right' as const },
  ];
  pdf.font('bold').fontSize(8);
  for (const c of cols)
    pdf.text(c.title, x + c.at, y, { width: c.width, align: c.align ?? 'left', lineBreak: false });
  y += 12;
  pdf
    .moveTo(x, y)
    .lineTo(x + w, y)
    .lineWidth(0.5)
    .stroke();
  y += 4;
  pdf.font('regular').fontSize(9);
  const bottom = box.y + box.h - 36;
  p.lines.forEach((l, i) => {
    if (y > bottom) return;
    if (y + 14 > bottom && i < p.lines.length - 1) {
      pdf.text(`… and ${p.lines.length - i} more lines: see order #${p.id}`, x, y, { width: w });
      y = bottom + 1;
      return;
    }
    pdf.text(l.name, x, y, { width: cols[0]!.width - 6, height: 12, ellipsis: true, lineBreak: false });
    pdf.text(l.size, x + cols[1]!.at, y, { width: cols[1]!.width, lineBreak: false });
    pdf.text(l.sku ?? '—', x + cols[2]!.at, y, { width: cols[2]!.width, lineBreak: false });
    pdf.font('bold').text(String(l.quantity), x + cols[3]!.at, y, {
      width: cols[3]!.width,
      align: 'right',
      lineBreak: false,
    });
    pdf.font('regular');
    pdf.rect(x + w - 10, y, 9, 9).stroke();
    y += 14;
  });
  const units = p.lines.reduce((s, l) => s + l.quantity, 0);
  pdf
    .font('bold')
    .fontSize(9)
    .text(
      `${units} ${units === 1 ? 'unit' : 'units'} in ${p.lines.length} ${p.lines.length === 1 ? 'line' : 'lines'}`,
      x,
      box.y + box.h - 30,
      {
        width: w,
        lineBreak: false,
      },
    );
  if (p.weightMissing.length > 0)
    pdf
      .font('regular')
      .fontSize(7)
      .fillColor('#444')
      .text(`Weight not set for ${p.weightMissing.join(', ')}`, x, box.y + box.h - 18, {
        width: w,
        lineBreak: false,
        ellipsis: true,
      })
      .fillColor('#000');
}

/** How many slip lines fit in half an A4 page: more and the slip takes the whole page. */
const linesInHalfPage = 16;

function cutLine(pdf: Doc, y: number) {
  pdf
    .save()
    .dash(4, { space: 4 })
    .moveTo(0, y)
    .lineTo(a4.width, y)
    .lineWidth(0.5)
    .strokeColor('#888')
    .stroke()
    .undash()
    .restore()
    .strokeColor('#000');
}

/** The chosen parcels as one PDF of the kind asked for. */
export async function shippingDeskPdf(
  parcels: Parcel[],
  kind: ShippingDeskKind,
  sender: Sender,
  timeZone: string,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const first = kind === 'labels-4x6' ? [4 * inch, 6 * inch] : 'A4';
  const pdf = new PDFDocument({
    size: first,
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Shipping desk: ${parcels.length} orders`, Author: sender.name },
  });
  pdf.registerFont('regular', path.join(fontDir, 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const half = a4.height / 2;

  if (kind === 'labels-4x6') {
    for (const p of parcels) {
      pdf.addPage({ size: [4 * inch, 6 * inch], margin: 0 });
      drawLabel(pdf, { x: 0, y: 0, w: 4 * inch, h: 6 * inch }, p, sender, timeZone);
    }
  } else if (kind === 'labels-a4') {
    parcels.forEach((p, i) => {
      if (i % 4 === 0) {
        pdf.addPage({ size: 'A4', margin: 0 });
        cutLine(pdf, half);
        pdf
          .save()
          .dash(4, { space: 4 })
          .moveTo(a4.width / 2, 0)
          .lineTo(a4.width / 2, a4.height)
          .lineWidth(0.5)
          .strokeColor('#888')
          .stroke()
          .undash()
          .restore()
          .strokeColor('#000');
      }
      const slot = i % 4;
      const box = {
        x: (slot % 2) * (a4.width / 2),
        y: Math.floor(slot / 2) * half,
        w: a4.width / 2,
        h: half,
      };
      drawLabel(pdf, box, p, sender, timeZone);
    });
  } else if (kind === 'slips') {
    let used = 2;
    for (const p of parcels) {
      const whole = p.lines.length > linesInHalfPage;
      if (whole || used === 2) {
        pdf.addPage({ size: 'A4', margin: 0 });
        used = 0;
      }
      if (used === 1) cutLine(pdf, half);
      drawSlip(pdf, { x: 0, y: used * half, w: a4.width, h: whole ? a4.height : half }, p, sender, timeZone);
      used = whole ? 2 : used + 1;
    }
  } else {
    // Each order on its own A4 page: the label in the top half (cut it off), the slip below for the box.
    for (const p of parcels) {
      pdf.addPage({ size: 'A4', margin: 0 });
      drawLabel(pdf, { x: (a4.width - 4 * inch) / 2, y: 0, w: 4 * inch, h: half }, p, sender, timeZone);
      cutLine(pdf, half);
      drawSlip(pdf, { x: 0, y: half, w: a4.width, h: half }, p, sender, timeZone);
    }
  }
  pdf.end();
  return done;
}
