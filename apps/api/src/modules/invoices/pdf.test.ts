// The invoice PDF read back as text: every figure rule 46 asks for is on the page, and the numbers add up. A Hindi
// order's document carries its fixed words in Hindi too, without a word overlapping another; an English one is
// drawn as it always was.
import { splitTax, taxInside } from '@chamak/shared/gst';
import { type InvoiceDocument, type InvoiceLine, invoiceProblem } from '@chamak/shared/invoices';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { copiedText } from '../../test/pdf-text.ts';
import { invoicePdf } from './pdf.ts';

function line(
  description: string,
  hsn: string,
  quantity: number,
  unitPricePaise: number,
  rate: number,
  intra: boolean,
): InvoiceLine {
  const amountPaise = quantity * unitPricePaise;
  const { taxablePaise, taxPaise } = taxInside(amountPaise, rate);
  return {
    description,
    hsn,
    quantity,
    unit: 'NOS',
    unitPricePaise,
    amountPaise,
    taxablePaise,
    ratePercent: rate,
    ...splitTax(taxPaise, intra),
  };
}

function invoice(intraState: boolean): InvoiceDocument {
  const lines = [
    line('Chamak Floor Cleaner Concentrate 1 L', '3402', 2, 24600, 18, intraState),
    line('Chamak Dishwash Gel 500 ml', '3402', 1, 12900, 18, intraState),
    line('Delivery charges', '996812', 1, 9900, 18, intraState),
  ];
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'amountPaise') =>
    lines.reduce((s, l) => s + l[key], 0);
  return {
    kind: 'invoice',
    number: 'CH/2026-27/000123',
    issuedAt: '2026-11-24T06:30:00.000Z',
    orderId: 123,
    seller: {
      legalName: 'Chamak Home Care Private Limited',
      name: 'Chamak',
      gstin: '27AAPFU0939F1ZV',
      address: ['Plot 14, MIDC Industrial Area', 'Pune 411019'],
      state: 'Maharashtra',
      stateCode: '27',
      email: 'care@chamak.example',
    },
    buyer: {
      name: 'Asha Rao',
      address: ['12 MG Road', intraState ? 'Mumbai 400001' : 'Bengaluru 560001'],
      state: intraState ? 'Maharashtra' : 'Karnataka',
      stateCode: intraState ? '27' : '29',
      phone: '9876543210',
    },
    placeOfSupply: intraState
      ? { state: 'Maharashtra', stateCode: '27' }
      : { state: 'Karnataka', stateCode: '29' },
    intraState,
    lines,
    totals: {
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('amountPaise'),
    },
    paymentMethod: 'cod',
  };
}

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Pairs of text pieces on a page whose boxes overlap (by more than a hair), as pdf.js places them. */
async function overlaps(pdf: Buffer): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const found: string[] = [];
  for (let n = 1; n <= proxy.numPages; n++) {
    const { items } = await (await proxy.getPage(n)).getTextContent();
    const boxes = items
      .filter((i) => 'str' in i && i.str.trim())
      .map((i) => {
        const item = i as { str: string; transform: number[]; width: number; height: number };
        const [x, y] = [item.transform[4]!, item.transform[5]!];
        return { text: item.str, x, y, right: x + item.width, top: y + item.height };
      });
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const wide = Math.min(a.right, b.right) - Math.max(a.x, b.x);
        const high = Math.min(a.top, b.top) - Math.max(a.y, b.y);
        if (wide > 0.5 && high > 0.5) found.push(`page ${n}: "${a.text}" and "${b.text}"`);
      }
  }
  return found;
}

const devanagari = /[\u0900-\u097F]/;

describe('the invoice PDF', () => {
  it('within Maharashtra: ₹720.00 paid = taxable ₹610.16 + CGST ₹54.92 + SGST ₹54.92, all on the page', async () => {
    const doc = invoice(true);
    expect(invoiceProblem(doc)).toBeNull();
    expect(doc.totals).toEqual({
      taxablePaise: 61016,
      cgstPaise: 5492,
      sgstPaise: 5492,
      igstPaise: 0,
      totalPaise: 72000,
    });
    const pdf = await invoicePdf(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'TAX INVOICE',
      'Chamak Home Care Private Limited',
      'GSTIN: 27AAPFU0939F1ZV',
      'CH/2026-27/000123',
      '24 Nov 2026',
      'Asha Rao',
      'Maharashtra (27)',
      '3402',
      '996812',
      '₹610.16',
      '₹54.92',
      '₹720.00',
      'Rupees Seven Hundred Twenty Only',
      'Whether tax is payable on reverse charge: No',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('CGST');
    expect(text).not.toContain('IGST');
    // Each line's halves are equal (decision 0302): ₹246 x 2 is CGST ₹37.53 and SGST ₹37.53.
    expect(text).toContain('9% ₹37.53 9% ₹37.53');
    expect(text).not.toContain('₹54.91');
  });

  it('from Maharashtra to Karnataka: the same ₹720.00 carries IGST ₹109.84 and place of supply Karnataka (29)', async () => {
    const doc = invoice(false);
    expect(invoiceProblem(doc)).toBeNull();
    expect(doc.totals.igstPaise).toBe(10984);
    const text = await textOf(await invoicePdf(doc));
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('₹109.84');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
  });

  it('prints a credit note’s value-only line with no quantity and no unit price, only its value', async () => {
    const source = invoice(true);
    const { taxablePaise, taxPaise } = taxInside(5000, 18);
    const credit: InvoiceLine = {
      ...source.lines[1]!,
      description: 'Chamak Dishwash Gel 500 ml (refund, value only)',
      quantity: 0,
      unitPricePaise: 0,
      amountPaise: 5000,
      taxablePaise,
      ...splitTax(taxPaise, true),
    };
    const doc: InvoiceDocument = {
      ...source,
      kind: 'credit_note',
      number: 'CN/2026-27/000007',
      against: { number: source.number, issuedAt: source.issuedAt },
      reason: 'Refund: goodwill',
      lines: [credit],
      totals: { taxablePaise: 4238, cgstPaise: 381, sgstPaise: 381, igstPaise: 0, totalPaise: 5000 },
    };
    expect(invoiceProblem(doc)).toBeNull();
    const text = await textOf(await invoicePdf(doc));
    expect(text).toContain(
      'Chamak Dishwash Gel 500 ml (refund, value only) 3402 - - ₹42.38 9% ₹3.81 9% ₹3.81 ₹50.00',
    );
    expect(text).not.toContain('NOS');
    // Only a credit note has value-only lines, and they carry no unit price or discount.
    expect(invoiceProblem({ ...doc, kind: 'invoice' })).toBe('line 1: an invoice line needs a quantity');
    expect(invoiceProblem({ ...doc, lines: [{ ...credit, unitPricePaise: 5000 }] })).toBe(
      'line 1: a value-only line has a value and no unit price or discount',
    );
  });

  it('refuses figures that do not add up', () => {
    const doc = invoice(true);
    doc.lines[0]!.taxablePaise += 1;
    expect(invoiceProblem(doc)).toBe('line 1: taxable value and tax do not add up');
    const other = invoice(true);
    other.totals.totalPaise += 100;
    expect(invoiceProblem(other)).toBe('totals: totalPaise is not the sum of the lines');
  });

  it('in Hindi: a Hindi order’s invoice carries the fixed words in Hindi beside the English, nothing overlapping', async () => {
    const doc: InvoiceDocument = { ...invoice(true), language: 'hi' };
    const pdf = await invoicePdf(doc);
    const text = await textOf(pdf);
    // The English words and every figure, as on an English invoice.
    for (const expected of [
      'TAX INVOICE',
      'Invoice number:',
      'Place of supply:',
      'Bill to / Ship to',
      'Taxable value',
      'CH/2026-27/000123',
      '24 Nov 2026',
      'Maharashtra (27)',
      '₹610.16',
      '₹54.92',
      '₹720.00',
      'Rupees Seven Hundred Twenty Only',
      'For Chamak Home Care Private Limited',
    ])
      expect(text).toContain(expected);
    // Words whose glyphs are drawn in their letters' order read back from the glyphs too.
    for (const expected of ['कर बीजक', 'मात्रा', 'सीजीएसटी', 'एसजीएसटी', 'कर योग्य मूल्य'])
      expect(text).toContain(expected);
    // All of them as a reader copies them.
    const hindi = copiedText(pdf);
    for (const expected of [
      'कर बीजक',
      'प्राप्तकर्ता के लिए मूल प्रति',
      'व्यापारिक नाम',
      'राज्य',
      'बीजक संख्या',
      'बीजक दिनांक',
      'ऑर्डर',
      'आपूर्ति का स्थान',
      'भुगतान',
      'डिलीवरी पर नकद भुगतान',
      'बिल प्राप्तकर्ता | माल प्राप्तकर्ता',
      'फ़ोन',
      'क्र',
      'विवरण',
      'एचएसएन | एसएसी',
      'मात्रा',
      'इकाई मूल्य',
      'कर योग्य मूल्य',
      'सीजीएसटी',
      'एसजीएसटी',
      'राशि',
      'कुल',
      'राशि शब्दों में',
      // ₹720.00, under "Rupees Seven Hundred Twenty Only".
      'सात सौ बीस रुपये मात्र',
      'क्या कर रिवर्स चार्ज के आधार पर देय है | नहीं',
      'मूल्यों में जीएसटी शामिल है।',
      'कृते',
      'अधिकृत हस्ताक्षरकर्ता। यह कंप्यूटर द्वारा बनाया गया दस्तावेज़ है | इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    ])
      expect(hindi).toContain(expected);
    expect(hindi).not.toContain('आईजीएसटी');
    // Noto Sans Devanagari's glyphs, subset: the page stays small (about 40 KB, English about 27 KB).
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(pdf.length).toBeLessThan(50_000);
    expect(await overlaps(pdf)).toEqual([]);
  });

  it('in Hindi: a credit note with a discount column, IGST and a reason, over pages, nothing overlapping', async () => {
    const source = invoice(false);
    const many = Array.from({ length: 24 }, (_, i) =>
      line(`Chamak Floor Cleaner Concentrate 1 L, pack ${i + 1}`, '3402', 2, 24600, 18, false),
    );
    many[0] = { ...many[0]!, discountPaise: 1000, amountPaise: many[0]!.amountPaise - 1000 };
    const { taxablePaise, taxPaise } = taxInside(many[0]!.amountPaise, 18);
    many[0] = { ...many[0]!, taxablePaise, ...splitTax(taxPaise, false) };
    const sum = (key: 'taxablePaise' | 'igstPaise' | 'amountPaise') => many.reduce((s, l) => s + l[key], 0);
    const doc: InvoiceDocument = {
      ...source,
      kind: 'credit_note',
      number: 'CN/2026-27/000008',
      against: { number: source.number, issuedAt: source.issuedAt },
      reason: 'Return: the bottles arrived broken and leaking',
      lines: many,
      totals: {
        taxablePaise: sum('taxablePaise'),
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: sum('igstPaise'),
        totalPaise: sum('amountPaise'),
      },
      paymentMethod: 'online',
      language: 'hi',
    };
    expect(invoiceProblem(doc)).toBeNull();
    const pdf = await invoicePdf(doc);
    expect((await getDocumentProxy(new Uint8Array(pdf))).numPages).toBeGreaterThan(1);
    const text = await textOf(pdf);
    for (const expected of [
      'CREDIT NOTE',
      'Against invoice:',
      'Return: the bottles arrived broken',
      'Discount',
    ])
      expect(text).toContain(expected);
    const hindi = copiedText(pdf);
    for (const expected of [
      'क्रेडिट नोट',
      'सीजीएसटी अधिनियम की धारा | के अंतर्गत जारी',
      'क्रेडिट नोट संख्या',
      'दिनांक',
      'मूल बीजक',
      'ऑनलाइन भुगतान किया गया',
      'प्राप्तकर्ता',
      'कारण',
      'छूट',
      'आईजीएसटी',
      'छूट | पंक्तियों से घटाई गई',
      'कुल जमा राशि',
    ])
      expect(hindi).toContain(expected);
    expect(await overlaps(pdf)).toEqual([]);
  });

  it('in English: no Devanagari font and no Hindi, the same PDF with or without the language', async () => {
    for (const doc of [invoice(true), invoice(false)]) {
      const pdf = await invoicePdf(doc);
      expect(await invoicePdf({ ...doc, language: 'en' })).toEqual(pdf);
      expect(pdf.toString('latin1')).not.toContain('NotoSansDevanagari');
      expect(copiedText(pdf)).toBe('');
      expect(await textOf(pdf)).not.toMatch(devanagari);
      expect(pdf.length).toBeLessThan(30_000);
      expect(await overlaps(pdf)).toEqual([]);
    }
  });
});
