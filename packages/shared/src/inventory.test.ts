// GTIN check digits (EAN-8, UPC-A, EAN-13, GTIN-14), the size's inventory fields and the stock-take file's reading.
import { describe, expect, it } from 'vitest';
import {
  gtinCheckDigit,
  gtinProblem,
  isValidGtin,
  readStockTakeCsv,
  sizeInventoryFields,
} from './inventory.ts';

describe('GTIN check digits', () => {
  it('accepts real codes of every length', () => {
    expect(isValidGtin('96385074')).toBe(true); // EAN-8
    expect(isValidGtin('036000291452')).toBe(true); // UPC-A
    expect(isValidGtin('4006381333931')).toBe(true); // EAN-13
    expect(isValidGtin('8901063010314')).toBe(true); // EAN-13, an Indian (890) prefix
    expect(isValidGtin('10614141000415')).toBe(true); // GTIN-14
  });

  it('computes the check digit from the right with weights 3 and 1', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('000000000000')).toBe(0);
  });

  it('refuses a wrong check digit, naming the right one', () => {
    expect(gtinProblem('4006381333932')).toBe(
      'GTIN/barcode 4006381333932 has a wrong check digit: the last digit should be 1',
    );
    expect(isValidGtin('036000291453')).toBe(false);
    expect(isValidGtin('96385075')).toBe(false);
    expect(isValidGtin('10614141000416')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    for (const code of ['', '1234567', '123456789', '12345678901', '123456789012345', '40063813339A1'])
      expect(gtinProblem(code)).toMatch(/must be 8, 12, 13 or 14 digits/);
  });

  it('reads the form: spaces and dashes dropped, empty clears, a bad code refused with its message', () => {
    expect(sizeInventoryFields.parse({ gtin: ' 4006381-333931 ' }).gtin).toBe('4006381333931');
    expect(sizeInventoryFields.parse({ gtin: '' }).gtin).toBeNull();
    expect(sizeInventoryFields.parse({}).gtin).toBeUndefined();
    const bad = sizeInventoryFields.safeParse({ gtin: '4006381333932' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/last digit should be 1/);
    expect(sizeInventoryFields.safeParse({ sku: 'bad sku' }).success).toBe(false);
    expect(sizeInventoryFields.parse({ sku: '', lowStockThreshold: '5', weightGrams: '' })).toEqual({
      sku: null,
      lowStockThreshold: 5,
      weightGrams: null,
    });
    expect(sizeInventoryFields.safeParse({ lengthCm: 301 }).error?.issues[0]?.message).toBe(
      'Length must be a whole number of centimetres from 1 to 300',
    );
  });
});

describe('the stock-take file', () => {
  it('reads sku and counted in either order, quoted cells and CRLF', () => {
    const read = readStockTakeCsv('\ufeffCounted,SKU\r\n4,"CHK-1-2"\r\n0,chk-2-3\r\n\r\n');
    expect(read.problems).toEqual([]);
    expect(read.rows).toEqual([
      { row: 2, sku: 'CHK-1-2', counted: 4 },
      { row: 3, sku: 'chk-2-3', counted: 0 },
    ]);
  });

  it('names the row and column of every problem', () => {
    const read = readStockTakeCsv('sku,counted\nA-1,3\nA-2,2.5\n,4\na-1,7\nB,-1\nC,x,1\n');
    expect(read.problems).toEqual([
      'Row 3, counted: must be a whole number',
      'Row 4, sku: is required',
      'Row 5, sku: a-1 is already counted in row 2',
      'Row 6, counted: must be from 0 to 1000000',
      'Row 7: expected 2 values (sku,counted), found 3',
    ]);
  });

  it('refuses unknown and missing columns and an empty file', () => {
    expect(readStockTakeCsv('sku,count\nA,1\n').problems).toEqual([
      'Row 1: unknown column "count" (columns: sku,counted)',
      'The header line has no "counted" column (columns: sku,counted)',
    ]);
    expect(readStockTakeCsv('sku,counted\n').problems[0]).toMatch(/no rows/);
  });
});
