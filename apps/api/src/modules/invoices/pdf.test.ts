// The invoice PDF read back as text: every figure rule 46 asks for is on the page, and the numbers add up.
import { splitTax, taxInside } from '@chamak/shared/gst';
import { type InvoiceDocument, type InvoiceLine, invoiceProblem } from '@chamak/shared/invoices';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
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
});
