import { describe, expect, it } from 'vitest';
import { indianStates } from './checkout.ts';
import {
  gstBreakup,
  gstinCheckCharacter,
  gstinProblem,
  gstStateCode,
  isGstRate,
  isHsnCode,
  numberInWords,
  rupeesInWords,
  splitTax,
  taxedAmount,
  taxInside,
} from './gst.ts';

describe('GSTIN', () => {
  it('accepts published GSTINs (27AAPFU0939F1ZV, 29AAGCB7383J1Z4, 07AAACR5055K1Z9), in any case', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACR5055K1Z9', ' 24aaacc1206d1zm '])
      expect(gstinProblem(gstin)).toBeNull();
  });

  it('names what is wrong: length, state code, PAN, format, check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('GSTIN must be 15 characters');
    expect(gstinProblem('40AAPFU0939F1ZV')).toBe('GSTIN must start with a valid state code');
    expect(gstinProblem('27AAPF10939F1ZV')).toBe('GSTIN must carry a valid PAN (characters 3 to 12)');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('GSTIN is not in the right format');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('GSTIN check character does not match');
  });

  it('computes the check character by the mod-36 scheme: 27AAPFU0939F1Z -> V', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('knows the GST code of every state the checkout offers (Maharashtra 27, Karnataka 29)', () => {
    for (const state of indianStates) expect(gstStateCode(state)).toMatch(/^\d{2}$/);
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateCode('Atlantis')).toBeUndefined();
  });
});

describe('HSN and rates', () => {
  it('takes HSN codes of 4, 6 or 8 digits (3402, 340220, 34022010) and nothing else', () => {
    for (const ok of ['3402', '340220', '34022010']) expect(isHsnCode(ok)).toBe(true);
    for (const bad of ['340', '34022', '3402201', '340220100', '34O2', ''])
      expect(isHsnCode(bad)).toBe(false);
  });

  it('takes the slabs 0, 5, 12, 18 and 28 % only', () => {
    for (const rate of [0, 5, 12, 18, 28]) expect(isGstRate(rate)).toBe(true);
    for (const rate of [3, 18.5, '18', 40]) expect(isGstRate(rate)).toBe(false);
  });
});

describe('tax inside a tax-inclusive price', () => {
  it('₹246.00 at 18 % holds a taxable ₹208.48 and tax ₹37.52: two halves of ₹18.76 (9 % of ₹208.48 is ₹18.7632)', () => {
    expect(taxInside(24600, 18)).toEqual({ taxablePaise: 20848, taxPaise: 3752 });
  });

  it('₹99.00 delivery at 18 % holds a taxable ₹83.90 and tax ₹15.10', () => {
    expect(taxInside(9900, 18)).toEqual({ taxablePaise: 8390, taxPaise: 1510 });
  });

  it('at 0 % everything is taxable value; taxable plus tax is always the price, to the paisa', () => {
    expect(taxInside(12345, 0)).toEqual({ taxablePaise: 12345, taxPaise: 0 });
    for (const rate of [5, 12, 18, 28])
      for (let paise = 1; paise < 50000; paise += 7) {
        const { taxablePaise, taxPaise } = taxInside(paise, rate);
        expect(taxablePaise + taxPaise).toBe(paise);
        // Each half is within half a paisa of the exact half, so the tax is within a paisa of the exact tax.
        expect(Math.abs(taxPaise - (paise * rate) / (100 + rate))).toBeLessThanOrEqual(1);
      }
  });

  it('CGST always equals SGST: the tax within a state is two equal halves, for every amount and rate', () => {
    for (const rate of [5, 12, 18, 28])
      for (let paise = 1; paise < 50000; paise += 7) {
        const t = taxedAmount(paise, rate, true);
        expect(t.cgstPaise).toBe(t.sgstPaise);
        expect(t.taxablePaise + t.cgstPaise + t.sgstPaise).toBe(paise);
        // The same amount between states carries the same tax, as IGST.
        const between = taxedAmount(paise, rate, false);
        expect(between).toMatchObject({ taxablePaise: t.taxablePaise, igstPaise: t.cgstPaise * 2 });
      }
  });

  it('₹50.00 delivery at 18 %: CGST ₹3.81 and SGST ₹3.81 on a taxable ₹42.38, not ₹3.81 and ₹3.82', () => {
    expect(taxedAmount(5000, 18, true)).toEqual({
      amountPaise: 5000,
      ratePercent: 18,
      taxablePaise: 4238,
      cgstPaise: 381,
      sgstPaise: 381,
      igstPaise: 0,
    });
  });

  it('within a state ₹37.52 of tax is CGST ₹18.76 + SGST ₹18.76; between states it is IGST ₹37.52', () => {
    expect(splitTax(3752, true)).toEqual({ cgstPaise: 1876, sgstPaise: 1876, igstPaise: 0 });
    expect(splitTax(3752, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 3752 });
    expect(() => splitTax(3753, true)).toThrow(RangeError);
  });
});

describe('amounts in words, the Indian way', () => {
  it('₹12,34,567.89 is Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise', () => {
    expect(rupeesInWords(123456789)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    );
  });

  it('₹10 crore, ₹1,00,100, ₹0 and ₹1.05', () => {
    expect(rupeesInWords(10_000_000_000)).toBe('Rupees Ten Crore Only');
    expect(numberInWords(100100)).toBe('One Lakh One Hundred');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(105)).toBe('Rupees One and Five Paise Only');
    expect(numberInWords(123_45_67_890)).toBe(
      'One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety',
    );
  });
});

describe('the GST inside an order', () => {
  it('within a state: 2 × ₹246 and ₹129 at 18 % with ₹99 delivery is taxable ₹610.16 + CGST ₹54.92 + SGST ₹54.92 = ₹720.00', () => {
    const breakup = gstBreakup({
      lines: [
        { amountPaise: 49200, ratePercent: 18 },
        { amountPaise: 12900, ratePercent: 18 },
      ],
      fees: [9900],
      intraState: true,
    });
    expect(breakup.totals).toEqual({
      taxablePaise: 61016,
      cgstPaise: 5492,
      sgstPaise: 5492,
      igstPaise: 0,
      totalPaise: 72000,
    });
    expect(breakup.lines[0]).toMatchObject({ taxablePaise: 41694, cgstPaise: 3753, sgstPaise: 3753 });
  });

  it('between states: the same order carries the same tax, IGST ₹109.84, and no CGST or SGST', () => {
    const breakup = gstBreakup({
      lines: [
        { amountPaise: 49200, ratePercent: 18 },
        { amountPaise: 12900, ratePercent: 18 },
      ],
      fees: [9900],
      intraState: false,
    });
    expect(breakup.totals).toEqual({
      taxablePaise: 61016,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 10984,
      totalPaise: 72000,
    });
  });

  it('mixed rates: ₹118 at 18 % and ₹105 at 5 % with ₹99 delivery and ₹49 COD fee taxes the fees at 18 %', () => {
    const breakup = gstBreakup({
      lines: [
        { amountPaise: 11800, ratePercent: 18 },
        { amountPaise: 10500, ratePercent: 5 },
      ],
      fees: [9900, 4900],
      intraState: false,
    });
    expect(breakup.lines.map((l) => [l.taxablePaise, l.igstPaise])).toEqual([
      [10000, 1800],
      [10000, 500],
    ]);
    expect(breakup.fees.map((f) => [f.ratePercent, f.taxablePaise, f.igstPaise])).toEqual([
      [18, 8390, 1510],
      [18, 4152, 748],
    ]);
    expect(breakup.totals.totalPaise).toBe(11800 + 10500 + 9900 + 4900);
    expect(breakup.totals.taxablePaise + breakup.totals.igstPaise).toBe(breakup.totals.totalPaise);
  });

  it('rounds per line to the paisa: three ₹0.01 lines at 18 % hold no tax, and the total is still what was paid', () => {
    const breakup = gstBreakup({
      lines: [1, 1, 1].map((amountPaise) => ({ amountPaise, ratePercent: 18 })),
      fees: [0],
      intraState: true,
    });
    expect(breakup.totals).toEqual({
      taxablePaise: 3,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 3,
    });
  });
});
