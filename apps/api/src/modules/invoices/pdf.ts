// A tax invoice or credit note as a PDF (CGST Rules rule 46 for a B2C invoice, rule 53 for a credit note), drawn
// with pdfkit from the issued document's snapshot alone. DejaVu Sans (from the dejavu-fonts-ttf package, never
// downloaded at run time) has the rupee sign; pdfkit embeds only the glyphs used, so a page stays small. A Hindi or
// Marathi order's document prints its fixed words in that language beside or under the English ones, in Noto Sans
// Devanagari (the Devanagari subset of @fontsource/noto-sans-devanagari: fontkit shapes its conjuncts and matras);
// an English one is drawn exactly as before, with no Devanagari font in it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { EinvoiceStamp } from '@chamak/shared/einvoice';
import { rupeesInWords } from '@chamak/shared/gst';
import { hindiRupeesInWords } from '@chamak/shared/i18n/hindi-amount-words';
import type { Language } from '@chamak/shared/i18n/languages';
import { marathiRupeesInWords } from '@chamak/shared/i18n/marathi-amount-words';
import type { InvoiceDocument, InvoiceLine } from '@chamak/shared/invoices';
import { formatRupees } from '@chamak/shared/money';
import { defaultTimeZone } from '@chamak/shared/shop-time';
import { drawEinvoiceStamp } from './pdf-einvoice.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/README.md')), 'ttf');
const fonts = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
};
/**
 * A WOFF font as the plain TrueType it wraps: its tables inflated and laid out after an sfnt header. fontkit reads
 * WOFF itself, but inflates the whole glyph table again for every glyph it embeds (a second per document).
 */
function sfntOf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const data = woff.subarray(offset, offset + stored);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored < length ? inflateSync(data) : data,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * count;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + padded(t.data.length), headerSize));
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE((count - power) * 16, 10);
  let offset = headerSize;
  for (const [i, t] of tables.entries()) {
    out.writeUInt32BE(t.tag, 12 + i * 16);
    out.writeUInt32BE(t.checksum, 16 + i * 16);
    out.writeUInt32BE(offset, 20 + i * 16);
    out.writeUInt32BE(t.data.length, 24 + i * 16);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  }
  return out;
}

/**
 * Noto Sans Devanagari's Devanagari subset (no Latin letters, digits or punctuation: those stay in DejaVu Sans),
 * read and unwrapped with the first Hindi document. From the WOFF files: fontkit's subsetter breaks on WOFF2's
 * transformed composite glyphs.
 */
let devanagariFonts: { regular: Buffer; bold: Buffer } | undefined;
function devanagari() {
  const file = (weight: number) =>
    sfntOf(
      readFileSync(
        require.resolve(
          `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
        ),
      ),
    );
  devanagariFonts ??= { regular: file(400), bold: file(700) };
  return devanagariFonts;
}

/**
 * The fixed words in Hindi, keyed by the English ones, as bilingual GST invoices in India print them (कर बीजक
 * as in the Hindi text of the CGST Act; the taxes by their usual names).
 */
const hindi = {
  'Tax Invoice': 'कर बीजक',
  'Credit Note': 'क्रेडिट नोट',
  'Original for recipient': 'प्राप्तकर्ता के लिए मूल प्रति',
  'Issued under section 34 of the CGST Act': 'सीजीएसटी अधिनियम की धारा 34 के अंतर्गत जारी',
  'Trading as': 'व्यापारिक नाम',
  State: 'राज्य',
  Phone: 'फ़ोन',
  'Invoice number': 'बीजक संख्या',
  'Credit note number': 'क्रेडिट नोट संख्या',
  'Invoice date': 'बीजक दिनांक',
  Date: 'दिनांक',
  Order: 'ऑर्डर',
  'Against invoice': 'मूल बीजक',
  'Place of supply': 'आपूर्ति का स्थान',
  Payment: 'भुगतान',
  'Cash on delivery': 'डिलीवरी पर नकद भुगतान',
  'Paid online': 'ऑनलाइन भुगतान किया गया',
  'Part paid online, the rest in cash on delivery': 'कुछ ऑनलाइन भुगतान, बाकी डिलीवरी पर नकद',
  'Due in cash on delivery': 'डिलीवरी पर नकद देय',
  'Bill to / Ship to': 'बिल प्राप्तकर्ता / माल प्राप्तकर्ता',
  'Bill to': 'बिल प्राप्तकर्ता',
  'Ship to': 'माल प्राप्तकर्ता',
  Recipient: 'प्राप्तकर्ता',
  Reason: 'कारण',
  '#': 'क्र.',
  Description: 'विवरण',
  'HSN/SAC': 'एचएसएन/एसएसी',
  Qty: 'मात्रा',
  'Unit price': 'इकाई मूल्य',
  Discount: 'छूट',
  'Taxable value': 'कर योग्य मूल्य',
  CGST: 'सीजीएसटी',
  SGST: 'एसजीएसटी',
  IGST: 'आईजीएसटी',
  Amount: 'राशि',
  'Discounts (taken off the lines)': 'छूट (पंक्तियों से घटाई गई)',
  Total: 'कुल',
  'Total credited': 'कुल जमा राशि',
  'Amount in words': 'राशि शब्दों में',
  'Whether tax is payable on reverse charge: No': 'क्या कर रिवर्स चार्ज के आधार पर देय है: नहीं',
  'Prices include GST.': 'मूल्यों में जीएसटी शामिल है।',
  For: 'कृते',
  'Authorised signatory. This is a computer-generated document and needs no signature.':
    'अधिकृत हस्ताक्षरकर्ता। यह कंप्यूटर द्वारा बनाया गया दस्तावेज़ है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
} as const;
type Fixed = keyof typeof hindi;

/** The fixed words in Marathi, the demo seller's state language (कर बीजक, as Maharashtra's GST texts print it). */
const marathi: Record<Fixed, string> = {
  'Tax Invoice': 'कर बीजक',
  'Credit Note': 'क्रेडिट नोट',
  'Original for recipient': 'प्राप्तकर्त्यासाठी मूळ प्रत',
  'Issued under section 34 of the CGST Act': 'सीजीएसटी कायद्याच्या कलम 34 अंतर्गत जारी',
  'Trading as': 'व्यापारी नाव',
  State: 'राज्य',
  Phone: 'फोन',
  'Invoice number': 'बीजक क्रमांक',
  'Credit note number': 'क्रेडिट नोट क्रमांक',
  'Invoice date': 'बीजक दिनांक',
  Date: 'दिनांक',
  Order: 'ऑर्डर',
  'Against invoice': 'मूळ बीजक',
  'Place of supply': 'पुरवठ्याचे ठिकाण',
  Payment: 'पेमेंट',
  'Cash on delivery': 'डिलिव्हरीवर रोख',
  'Paid online': 'ऑनलाइन भरले',
  'Part paid online, the rest in cash on delivery': 'काही ऑनलाइन भरले, उर्वरित डिलिव्हरीवर रोख',
  'Due in cash on delivery': 'डिलिव्हरीवर रोख देय',
  'Bill to / Ship to': 'बिल प्राप्तकर्ता / माल प्राप्तकर्ता',
  'Bill to': 'बिल प्राप्तकर्ता',
  'Ship to': 'माल प्राप्तकर्ता',
  Recipient: 'प्राप्तकर्ता',
  Reason: 'कारण',
  '#': 'क्र.',
  Description: 'वर्णन',
  'HSN/SAC': 'एचएसएन/एसएसी',
  Qty: 'नग',
  'Unit price': 'एकक किंमत',
  Discount: 'सूट',
  'Taxable value': 'करपात्र मूल्य',
  CGST: 'सीजीएसटी',
  SGST: 'एसजीएसटी',
  IGST: 'आयजीएसटी',
  Amount: 'रक्कम',
  'Discounts (taken off the lines)': 'सूट (ओळींमधून वजा केलेली)',
  Total: 'एकूण',
  'Total credited': 'एकूण जमा रक्कम',
  'Amount in words': 'अक्षरी रक्कम',
  'Whether tax is payable on reverse charge: No': 'कर रिव्हर्स चार्ज तत्त्वावर देय आहे का: नाही',
  'Prices include GST.': 'किमतींमध्ये जीएसटी समाविष्ट आहे.',
  For: 'करिता',
  'Authorised signatory. This is a computer-generated document and needs no signature.':
    'अधिकृत स्वाक्षरीकर्ता. हा संगणकाद्वारे तयार केलेला दस्तऐवज आहे, त्यावर स्वाक्षरीची आवश्यकता नाही.',
};

/**
 * What a document in another language prints beside the English: its fixed words, the amount in its words, and
 * how it names the seller under "For ...": Hindi puts कृते before the name, Marathi करिता after it.
 */
const otherLanguages: Partial<
  Record<
    Language,
    { words: Record<Fixed, string>; amount(paise: number): string; forSeller(name: string): string }
  >
> = {
  hi: { words: hindi, amount: hindiRupeesInWords, forSeller: (name) => `${hindi.For} ${name}` },
  mr: { words: marathi, amount: marathiRupeesInWords, forSeller: (name) => `${name} ${marathi.For}` },
};

/** The language of each document being drawn, for the `lang` of its Devanagari runs. */
const drawnIn = new WeakMap<PDFKit.PDFDocument, Language>();

/** A document's date as '29 Nov 2026' on the shop's calendar (India unless the settings name another zone). */
const documentDate = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone, day: '2-digit', month: 'short', year: 'numeric' });

const page = { width: 595.28, margin: 40 };
const contentWidth = page.width - 2 * page.margin;

type Column = {
  title: Fixed;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, i: number) => string;
};

const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

/** The table's columns: CGST and SGST within the seller's state, IGST between states. */
function columns(doc: InvoiceDocument, bilingual: boolean): Column[] {
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
    // Wider beside its Hindi (एचएसएन/एसएसी) under it.
    { title: 'HSN/SAC', width: bilingual ? 58 : 46, align: 'left', cell: (l) => l.hsn },
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

type Weight = 'regular' | 'bold';
/** A run of Devanagari letters and the spaces between its words. */
const devanagariRun = /([\u0900-\u097F\u200C\u200D]+(?: +[\u0900-\u097F\u200C\u200D]+)*)/;

/** Devanagari is drawn this much larger than the Latin beside it, so both read as one size. */
const devanagariScale = 1.15;

/** The current font's metrics in thousandths of its size (pdfkit keeps them on a field its types leave out). */
const metricsOf = (pdf: PDFKit.PDFDocument) =>
  (pdf as unknown as { _font: { ascender: number; descender: number; lineGap: number } })._font;

/**
 * Draws one line of English and Hindi from (x, y) within `width`: each Devanagari run in Noto Sans Devanagari on
 * the line's one baseline, the rest in DejaVu Sans; made smaller to fit rather than wrapped. A Hindi run carries its
 * text as ActualText, so copying or extracting it gives the letters in their written order, not the glyphs' (a
 * short i's sign is drawn before its consonant). Leaves the cursor at x under the line, in DejaVu Sans of the
 * weight and size asked for; returns where the line ends.
 */
function mixedLine(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  o: { size: number; weight: Weight; width: number; align?: 'left' | 'center' | 'right' },
): { right: number; baseline: number; bottom: number } {
  const parts = text
    .split(devanagariRun)
    .map((part, i) => ({ text: part, hindi: i % 2 === 1 }))
    .filter((part) => part.text);
  const use = (part: { hindi: boolean }, size: number) =>
    part.hindi
      ? pdf.font(`hindi-${o.weight}`).fontSize(size * devanagariScale)
      : pdf.font(o.weight).fontSize(size);
  const natural = parts.map((part) => use(part, o.size).widthOfString(part.text));
  const total = natural.reduce((sum, w) => sum + w, 0);
  const size = total > o.width ? (o.size * o.width) / total : o.size;
  const width = Math.min(total, o.width);
  let ascent = 0;
  let descent = 0;
  for (const part of parts) {
    const m = metricsOf(use(part, size));
    ascent = Math.max(ascent, (m.ascender * size) / 1000);
    descent = Math.max(descent, ((m.lineGap - m.descender) * size) / 1000);
  }
  // Devanagari's vowel signs rise above the Latin ascent: a little room over them.
  const baseline = y + ascent + (parts.some((part) => part.hindi) ? size * 0.12 : 0);
  let at = o.align === 'right' ? x + o.width - width : o.align === 'center' ? x + (o.width - width) / 2 : x;
  for (const part of parts) {
    use(part, size);
    if (part.hindi) pdf.markContent('Span', { lang: drawnIn.get(pdf) ?? 'hi', actual: part.text });
    pdf.text(part.text, at, baseline, { baseline: 'alphabetic', lineBreak: false });
    if (part.hindi) pdf.endMarkedContent();
    at += pdf.widthOfString(part.text);
  }
  pdf.font(o.weight).fontSize(o.size);
  pdf.x = x;
  pdf.y = baseline + descent;
  return { right: at, baseline, bottom: pdf.y };
}

/** The PDF of an issued invoice or credit note. pdfkit is loaded with the first one, not at start (decision 0263). */
/** `einvoice`: the portal's answer for a registered B2B document, printed at the foot (decision 0344). */
export async function invoicePdf(
  doc: InvoiceDocument,
  timeZone: string = defaultTimeZone,
  einvoice?: EinvoiceStamp,
): Promise<Buffer> {
  const dateOf = documentDate(timeZone);
  const { default: PDFDocument } = await import('pdfkit');
  const title = doc.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  // The other language beside the English, on a Hindi or Marathi order's documents only.
  const other = doc.language ? otherLanguages[doc.language] : undefined;
  const words = other?.words ?? null;
  /** "English / हिन्दी" on a Hindi document. */
  const both = (english: Fixed, shown: string = english) => (words ? `${shown} / ${words[english]}` : shown);
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
  if (doc.language) drawnIn.set(pdf, doc.language);
  if (words) {
    pdf.registerFont('hindi-regular', devanagari().regular);
    pdf.registerFont('hindi-bold', devanagari().bold);
  }
  /** A bilingual label on one line, then its value, wrapped under itself (Hindi documents only). */
  const labelled = (label: string, value: string, top: number) => {
    const end = mixedLine(pdf, label, page.margin, top, {
      size: 8.5,
      weight: 'regular',
      width: contentWidth,
    });
    // On the label's baseline.
    const valueTop = end.baseline - (metricsOf(pdf).ascender * 8.5) / 1000;
    pdf.text(value, end.right, valueTop, { width: page.margin + contentWidth - end.right });
    pdf.x = page.margin;
    pdf.y = Math.max(pdf.y, end.bottom);
  };
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = page.margin;
  // Heading: the document's title, then seller (left) and the document's numbers (right).
  const subtitle =
    doc.kind === 'invoice' ? 'Original for recipient' : 'Issued under section 34 of the CGST Act';
  if (words) {
    const centred = { width: contentWidth, align: 'center' } as const;
    mixedLine(pdf, both(title, title.toUpperCase()), left, page.margin, {
      size: 16,
      weight: 'bold',
      ...centred,
    });
    pdf.fillColor('#555');
    mixedLine(pdf, both(subtitle), left, pdf.y, { size: 8, weight: 'regular', ...centred });
  } else {
    pdf
      .font('bold')
      .fontSize(16)
      .text(title.toUpperCase(), left, page.margin, { width: contentWidth, align: 'center' });
    pdf.font('regular').fontSize(8).fillColor('#555').text(subtitle, {
      width: contentWidth,
      align: 'center',
    });
  }
  pdf.fillColor('black');

  const top = pdf.y + 12;
  const half = contentWidth / 2 - 8;
  pdf.font('bold').fontSize(11).text(doc.seller.legalName, left, top, { width: half });
  pdf.font('regular').fontSize(8.5);
  const sellerLine = (text: string) =>
    words
      ? mixedLine(pdf, text, left, pdf.y, { size: 8.5, weight: 'regular', width: half })
      : pdf.text(text, { width: half });
  if (doc.seller.name && doc.seller.name !== doc.seller.legalName)
    sellerLine(words ? `${both('Trading as')}: ${doc.seller.name}` : `Trading as ${doc.seller.name}`);
  for (const line of doc.seller.address) pdf.text(line, { width: half });
  sellerLine(`${both('State')}: ${doc.seller.state} (${doc.seller.stateCode})`);
  pdf.font('bold').text(`GSTIN: ${doc.seller.gstin}`, { width: half });
  pdf.font('regular');
  if (doc.seller.email || doc.seller.phone)
    pdf.text([doc.seller.email, doc.seller.phone].filter(Boolean).join(' · '), { width: half });
  const sellerBottom = pdf.y;

  const right = left + contentWidth / 2 + 8;
  // A cash order that paid part online first (decision 0338) says what was paid and what the courier collects.
  const advance = doc.paymentMethod === 'cod' ? (doc.advancePaise ?? 0) : 0;
  const payment: Fixed =
    advance > 0
      ? 'Part paid online, the rest in cash on delivery'
      : doc.paymentMethod === 'cod'
        ? 'Cash on delivery'
        : 'Paid online';
  // Each label and value, with the value's Hindi when it is a fixed word too.
  const facts: [Fixed, string, string?][] = [
    [doc.kind === 'invoice' ? 'Invoice number' : 'Credit note number', doc.number],
    [doc.kind === 'invoice' ? 'Invoice date' : 'Date', dateOf.format(issued)],
    ['Order', `#${doc.orderId}`],
    ...(doc.against
      ? ([
          ['Against invoice', doc.against.number],
          ['Invoice date', dateOf.format(new Date(doc.against.issuedAt))],
        ] as [Fixed, string][])
      : []),
    ['Place of supply', `${doc.placeOfSupply.state} (${doc.placeOfSupply.stateCode})`],
    ['Payment', payment, words?.[payment]],
    ...(advance > 0 && doc.kind === 'invoice'
      ? ([
          ['Paid online', formatRupees(advance)],
          ['Due in cash on delivery', formatRupees(doc.totals.totalPaise - advance)],
        ] as [Fixed, string][])
      : []),
  ];
  let y = top;
  for (const [label, value, valueInHindi] of facts) {
    pdf.font('regular').fontSize(8.5).text(`${label}:`, right, y, { width: 95 });
    const labelBottom = pdf.y;
    pdf.font('bold').text(value, right + 95, y, { width: half - 95 });
    y = pdf.y + 1;
    // The Hindi under the English, where the label column has no room for both.
    if (words) {
      const under = { size: 7.5, width: 95 };
      const valueBottom = pdf.y;
      const labelEnd = mixedLine(pdf, `${words[label]}:`, right, labelBottom, {
        ...under,
        weight: 'regular',
      });
      const valueEnd = valueInHindi
        ? mixedLine(pdf, valueInHindi, right + 95, valueBottom, {
            ...under,
            weight: 'bold',
            width: half - 95,
          })
        : labelEnd;
      y = Math.max(labelEnd.bottom, valueEnd.bottom) + 2;
    }
  }

  // The buyer.
  y = Math.max(sellerBottom, y) + 12;
  const buyerHeading: Fixed = doc.kind === 'invoice' ? 'Bill to / Ship to' : 'Recipient';
  const buyerState = `${doc.buyer.state} (${doc.buyer.stateCode})`;
  if (doc.buyer.gstin) {
    // A business buyer (a B2B invoice or its credit note, decision 0340): billed to its registration with its
    // GSTIN (left), shipped to the person at the delivery address (right).
    const party = (heading: Fixed, p: InvoiceDocument['buyer'], x: number) => {
      pdf.font('bold').fontSize(9).text(heading, x, y, { width: half });
      if (words) mixedLine(pdf, words[heading], x, pdf.y, { size: 9, weight: 'bold', width: half });
      pdf.font('bold').fontSize(8.5).text(p.name, x, pdf.y, { width: half });
      pdf.font('regular');
      for (const line of p.address) pdf.text(line, x, pdf.y, { width: half });
      const state = `${p.state} (${p.stateCode})${p.phone ? ` · ${both('Phone')} ${p.phone}` : ''}`;
      if (words)
        mixedLine(pdf, `${both('State')}: ${state}`, x, pdf.y, { size: 8.5, weight: 'regular', width: half });
      else pdf.text(`State: ${state}`, x, pdf.y, { width: half });
      if (p.gstin) pdf.font('bold').text(`GSTIN: ${p.gstin}`, x, pdf.y, { width: half }).font('regular');
      return pdf.y;
    };
    const billBottom = party('Bill to', doc.buyer, left);
    const shipBottom = doc.shipTo ? party('Ship to', doc.shipTo, right) : billBottom;
    pdf.x = left;
    pdf.y = Math.max(billBottom, shipBottom);
    if (doc.reason) {
      if (words) labelled(`${both('Reason')}: `, doc.reason, pdf.y);
      else pdf.text(`Reason: ${doc.reason}`, left, pdf.y, { width: contentWidth });
    }
  } else {
    pdf.font('bold').fontSize(9).text(buyerHeading, left, y);
    if (words)
      mixedLine(pdf, words[buyerHeading], left, pdf.y, { size: 9, weight: 'bold', width: contentWidth });
    pdf.font('regular').fontSize(8.5).text(doc.buyer.name, { width: contentWidth });
    for (const line of doc.buyer.address) pdf.text(line, { width: contentWidth });
    if (words) {
      const phone = doc.buyer.phone ? ` · ${both('Phone')} ${doc.buyer.phone}` : '';
      mixedLine(pdf, `${both('State')}: ${buyerState}${phone}`, left, pdf.y, {
        size: 8.5,
        weight: 'regular',
        width: contentWidth,
      });
      if (doc.reason) labelled(`${both('Reason')}: `, doc.reason, pdf.y);
    } else {
      pdf.text(`State: ${buyerState}${doc.buyer.phone ? ` · Phone ${doc.buyer.phone}` : ''}`);
      if (doc.reason) pdf.text(`Reason: ${doc.reason}`);
    }
  }

  // The lines.
  const cols = columns(doc, words !== null);
  y = pdf.y + 12;
  // A Hindi column title goes on a line of its own under the English one.
  const titleInHindi = 11;
  const drawRow = (cells: string[], font: Weight, shade: boolean, inHindi?: string[]) => {
    pdf.font(font).fontSize(7.5);
    const heights = cells.map((text, i) => pdf.heightOfString(text, { width: cols[i]!.width - 6 }));
    const english = Math.max(...heights);
    const height = english + 6 + (inHindi ? titleInHindi : 0);
    // Room kept at the foot of the page for the totals, the declarations and the signature (more in Hindi).
    if (y + height > 842 - page.margin - (words ? 170 : 120)) {
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
    x = left;
    inHindi?.forEach((text, i) => {
      const col = cols[i]!;
      mixedLine(pdf, text, x + 3, y + 3 + english, {
        size: 7,
        weight: font,
        width: col.width - 6,
        align: col.align,
      });
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
    words ? cols.map((c) => words[c.title]) : undefined,
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
  const totals: [Fixed, number][] = [
    ...(discounts > 0 ? ([['Discounts (taken off the lines)', -discounts]] as [Fixed, number][]) : []),
    ['Taxable value', doc.totals.taxablePaise],
    ...(doc.intraState
      ? ([
          ['CGST', doc.totals.cgstPaise],
          ['SGST', doc.totals.sgstPaise],
        ] as [Fixed, number][])
      : ([['IGST', doc.totals.igstPaise]] as [Fixed, number][])),
  ];
  // The labels beside their Hindi take a wider column on a Hindi document.
  const labelWidth = words ? 230 : 150;
  const labelX = left + contentWidth - 100 - labelWidth;
  /** A label and its amount on one line (the amount on the bilingual label's baseline). */
  const totalLine = (label: Fixed, amount: number, size: number, weight: Weight) => {
    let amountTop = y;
    let labelBottom: number;
    if (words) {
      const drawn = mixedLine(pdf, both(label), labelX, y, { size, weight, width: labelWidth });
      amountTop = drawn.baseline - (metricsOf(pdf).ascender * size) / 1000;
      labelBottom = drawn.bottom;
    } else labelBottom = pdf.font(weight).fontSize(size).text(label, labelX, y, { width: labelWidth }).y;
    pdf.font(weight).fontSize(size);
    pdf.text(formatRupees(amount), labelX + labelWidth, amountTop, { width: 100, align: 'right' });
    return Math.max(pdf.y, labelBottom);
  };
  for (const [label, amount] of totals) y = totalLine(label, amount, 9, 'regular') + 2;
  y =
    totalLine(doc.kind === 'invoice' ? 'Total' : 'Total credited', doc.totals.totalPaise, 10.5, 'bold') + 10;
  const declarations: Fixed[] = ['Whether tax is payable on reverse charge: No', 'Prices include GST.'];
  if (words) {
    labelled(`${both('Amount in words')}: `, rupeesInWords(doc.totals.totalPaise), y);
    // The amount in Hindi words under the English, as a bilingual invoice writes it.
    mixedLine(pdf, other!.amount(doc.totals.totalPaise), left, pdf.y, {
      size: 8.5,
      weight: 'regular',
      width: contentWidth,
    });
    for (const text of declarations)
      mixedLine(pdf, both(text), left, pdf.y, { size: 8.5, weight: 'regular', width: contentWidth });
  } else {
    pdf
      .font('regular')
      .fontSize(8.5)
      .text(`Amount in words: ${rupeesInWords(doc.totals.totalPaise)}`, left, y, {
        width: contentWidth,
      });
    for (const text of declarations) pdf.text(text);
  }

  // Signature: a computer-generated document needs none, but names who issued it.
  y = pdf.y + 18;
  pdf
    .font('bold')
    .fontSize(8.5)
    .text(`For ${doc.seller.legalName}`, left, y, { width: contentWidth, align: 'right' });
  const atRight = { width: contentWidth, align: 'right' } as const;
  if (other)
    mixedLine(pdf, other.forSeller(doc.seller.legalName), left, pdf.y, {
      size: 8.5,
      weight: 'bold',
      ...atRight,
    });
  const signatory: Fixed =
    'Authorised signatory. This is a computer-generated document and needs no signature.';
  pdf.font('regular').fontSize(7.5).fillColor('#555').text(signatory, atRight);
  if (words) mixedLine(pdf, words[signatory], left, pdf.y, { size: 7.5, weight: 'regular', ...atRight });
  if (einvoice)
    drawEinvoiceStamp(pdf, einvoice, {
      left,
      top: pdf.y + 14,
      width: contentWidth,
      bottom: 842 - page.margin,
    });
  pdf.end();
  return done;
}
