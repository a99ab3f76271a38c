// The shopper's data as a readable PDF (decision 0358): a cover with who, when and the ticket, then each section
// with its rows as "field: value" lines, drawn with pdfkit and DejaVu Sans as the invoices are. Long texts (a
// mail's body, an invoice's snapshot) are cut short here; the JSON copy has them whole.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ExportSections } from './export.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/README.md')), 'ttf');

const margin = 48;
const longest = 400;

/** Names the camel-case rule would spell wrongly. */
const titles: Record<string, string> = {
  ewayBills: 'E-way bills',
  einvoiceRegistrations: 'E-invoice registrations',
  businessGstins: 'Business GSTINs',
  mailsSentToYou: 'Mails sent to you',
};

/** A section's name in words: orderTimeline → Order timeline. */
export const sectionTitle = (key: string) => {
  if (titles[key]) return titles[key];
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const fieldName = (key: string) => key.replace(/_/g, ' ');

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > longest ? `${text.slice(0, longest)}… (in full in the JSON copy)` : text;
}

export async function myDataPdf(input: {
  sections: ExportSections;
  shopName: string;
  name: string;
  ticket: string;
  exportedAt: string;
}): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: `Your data at ${input.shopName}`, Author: input.shopName },
  });
  pdf.registerFont('regular', path.join(fontDir, 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 2 * margin;

  pdf.font('bold').fontSize(18).fillColor('#0f172a').text(`Your data at ${input.shopName}`);
  pdf
    .moveDown(0.4)
    .font('regular')
    .fontSize(10)
    .fillColor('#334155')
    .text(`For ${input.name} · exported ${input.exportedAt} · request ${input.ticket}`);
  pdf
    .moveDown(0.4)
    .text(
      'Everything the shop holds about you, section by section, as it is stored. The JSON copy has the same data in full.',
      { width },
    );
  pdf.moveDown(0.6).font('bold').fontSize(11).fillColor('#0f172a').text('Contents');
  const entries = Object.entries(input.sections);
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor('#334155')
    .text(entries.map(([key, list]) => `${sectionTitle(key)} (${list.length})`).join(' · '), { width });

  const empty = entries.filter(([, list]) => list.length === 0).map(([key]) => sectionTitle(key));
  if (empty.length)
    pdf
      .moveDown(0.6)
      .font('regular')
      .fontSize(9)
      .fillColor('#64748b')
      .text(`Nothing held under: ${empty.join(', ')}.`, { width });

  for (const [key, list] of entries) {
    if (list.length === 0) continue;
    pdf.moveDown(1).font('bold').fontSize(13).fillColor('#0f172a').text(sectionTitle(key));
    list.forEach((row, i) => {
      pdf
        .moveDown(0.3)
        .font('bold')
        .fontSize(9)
        .fillColor('#334155')
        .text(`${sectionTitle(key)} ${i + 1} of ${list.length}`);
      for (const [field, value] of Object.entries(row)) {
        if (field === 'items' && Array.isArray(value)) {
          value.forEach((item: Record<string, unknown>, n) => {
            pdf
              .font('regular')
              .fontSize(8.5)
              .fillColor('#0f172a')
              .text(
                `item ${n + 1}: ${valueText(item.product_name)} ${valueText(item.litre_label)} × ${valueText(item.quantity)}, ${valueText(item.price_paise)} paise`,
                margin + 12,
                undefined,
                { width: width - 12 },
              );
          });
          continue;
        }
        pdf
          .font('regular')
          .fontSize(8.5)
          .fillColor('#0f172a')
          .text(`${fieldName(field)}: ${valueText(value)}`, margin + 12, undefined, { width: width - 12 });
      }
      pdf.x = margin;
    });
  }
  pdf.end();
  return done;
}
