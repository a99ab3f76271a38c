// The catalogue file's cells: rupees read as text to exact paise, commas refused with their own message, whole
// numbers, SKU, GTIN check digits, HSN and GST; cells written safe for spreadsheets and read back the same.
import { importColumns, importMessages } from '@chamak/shared/catalogue-import';
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  parseGstRate,
  parseGtin,
  parseHsn,
  parseOptionalWhole,
  parseRupees,
  parseSku,
  parseWhole,
  readCell,
  rupeesText,
} from './cells.ts';
import { checkHeader } from './import.ts';

describe('rupees to paise', () => {
  it('reads amounts with up to two decimals exactly, never through a float', () => {
    expect(parseRupees('1299')).toEqual({ ok: true, value: 129900 });
    expect(parseRupees('1299.5')).toEqual({ ok: true, value: 129950 });
    expect(parseRupees('1299.50')).toEqual({ ok: true, value: 129950 });
    // 0.29 * 100 is 28.999999999999996 as a float.
    expect(parseRupees('0.29')).toEqual({ ok: true, value: 29 });
    expect(parseRupees('₹ 49.99')).toEqual({ ok: true, value: 4999 });
  });
  it('refuses a comma with the message that says how to write the amount', () => {
    expect(parseRupees('1,299')).toEqual({ ok: false, problem: importMessages.commaAmount });
    expect(parseRupees('1,299.50')).toEqual({ ok: false, problem: importMessages.commaAmount });
  });
  it('refuses words, negative amounts and a third decimal', () => {
    expect(parseRupees('abc')).toEqual({ ok: false, problem: importMessages.notNumber });
    expect(parseRupees('12.345')).toEqual({ ok: false, problem: importMessages.amountShape });
    expect(parseRupees('-5')).toEqual({ ok: false, problem: importMessages.amountShape });
  });
  it('writes paise back as rupees with two decimals', () => {
    expect(rupeesText(129950)).toBe('1299.50');
    expect(rupeesText(5)).toBe('0.05');
    expect(parseRupees(rupeesText(123456789))).toEqual({ ok: true, value: 123456789 });
  });
});

describe('other cells', () => {
  it('reads whole numbers within their range', () => {
    expect(parseWhole('12', 0, 100)).toEqual({ ok: true, value: 12 });
    expect(parseWhole('1.5', 0, 100)).toEqual({ ok: false, problem: importMessages.wholeNumber });
    expect(parseWhole('ten', 0, 100)).toEqual({ ok: false, problem: importMessages.notNumber });
    expect(parseWhole('101', 0, 100).ok).toBe(false);
    expect(parseOptionalWhole('', 1, 300)).toEqual({ ok: true, value: null });
  });
  it('checks a SKU by its shape', () => {
    expect(parseSku('CHK-12-3').ok).toBe(true);
    expect(parseSku('')).toEqual({ ok: false, problem: importMessages.required });
    expect(parseSku('has space').ok).toBe(false);
    expect(parseSku('-starts-with-dash').ok).toBe(false);
  });
  it('checks a GTIN by its length and check digit', () => {
    expect(parseGtin('4006381333931')).toEqual({ ok: true, value: '4006381333931' });
    expect(parseGtin('036000291452').ok).toBe(true);
    expect(parseGtin('96385074').ok).toBe(true);
    expect(parseGtin('4006381333932')).toEqual({
      ok: false,
      problem: 'GTIN/barcode 4006381333932 has a wrong check digit: the last digit should be 1',
    });
    expect(parseGtin('12345').ok).toBe(false);
    expect(parseGtin('')).toEqual({ ok: true, value: null });
  });
  it('checks HSN codes and GST slabs', () => {
    expect(parseHsn('3402').ok).toBe(true);
    expect(parseHsn('340220').ok).toBe(true);
    expect(parseHsn('34022').ok).toBe(false);
    expect(parseGstRate('18')).toEqual({ ok: true, value: 18 });
    expect(parseGstRate('18%')).toEqual({ ok: true, value: 18 });
    expect(parseGstRate('15').ok).toBe(false);
  });
});

describe('cells for spreadsheets', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
  it('prefixes a cell a spreadsheet would run as a formula, and reads it back unchanged', () => {
    for (const value of ['=HYPERLINK("x")', '+91', '-1', '@SUM(A1)']) {
      const written = csvCell(value);
      expect(written.replace(/^"|"$/g, '').replaceAll('""', '"').startsWith("'")).toBe(true);
      expect(readCell(written.replace(/^"|"$/g, '').replaceAll('""', '"'))).toBe(value);
    }
    expect(readCell("'plain")).toBe("'plain");
  });
});

describe('the header', () => {
  it('takes every column once in any order', () => {
    expect(checkHeader([...importColumns].reverse())).toEqual([...importColumns].reverse());
    expect(checkHeader(importColumns.map((c) => ` ${c.toUpperCase()} `))).toEqual([...importColumns]);
  });
  it('names unknown and missing columns', () => {
    expect(() => checkHeader([...importColumns, 'colour'])).toThrow('Unknown column "colour"');
    expect(() => checkHeader(importColumns.filter((c) => c !== 'gtin'))).toThrow('Missing column "gtin"');
    expect(() => checkHeader([...importColumns, 'sku'])).toThrow('The column "sku" is named twice.');
  });
});
