// The catalogue file's cells, one way and the other: written safe for spreadsheets (RFC 4180 quoting, and a cell a
// spreadsheet would run as a formula prefixed with an apostrophe), and read back exactly (rupees as text to paise,
// never through a float; whole numbers; SKU, GTIN, HSN code and GST rate by their rules).
import { importMessages } from '@chamak/shared/catalogue-import';

/** A leading character that makes a spreadsheet treat the cell as a formula (OWASP's list). */
const formulaStart = /^[=+\-@\t\r]/;

/** The cell as the export writes it: a would-be formula gets a leading apostrophe; quoted when it must be. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A cell as read back: trimmed, and the export's apostrophe before a would-be formula taken off. */
export function readCell(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(problem: string): Parsed<T> => ({ ok: false, problem });

/** Paise as the export writes rupees: "1299.50". */
export function rupeesText(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * Rupees with at most two decimals to integer paise, read as text ("1299.5" is 129950 paise exactly). A comma is
 * refused with its own message: "1,299" may be a thousands separator or a decimal comma, and guessing loses money.
 */
export function parseRupees(text: string): Parsed<number> {
  const cleaned = text.replace(/^₹\s*/, '');
  if (cleaned.includes(',')) return bad(importMessages.commaAmount);
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) {
    if (/^-?\d*\.?\d+(e\d+)?$/i.test(cleaned)) return bad(importMessages.amountShape);
    return bad(importMessages.notNumber);
  }
  return ok(Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')));
}

/** A whole number in [min, max]. */
export function parseWhole(text: string, min: number, max: number): Parsed<number> {
  if (!/^-?\d+$/.test(text))
    return bad(/^-?\d*\.\d+$/.test(text) ? importMessages.wholeNumber : importMessages.notNumber);
  const n = Number(text);
  if (n < min || n > max) return bad(`must be from ${min} to ${max.toLocaleString('en-IN')}`);
  return ok(n);
}

/** An optional whole number: blank is null. */
export const parseOptionalWhole = (text: string, min: number, max: number): Parsed<number | null> =>
  text === '' ? ok(null) : parseWhole(text, min, max);

const skuShape = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
export function parseSku(text: string): Parsed<string> {
  if (text === '') return bad(importMessages.required);
  if (!skuShape.test(text))
    return bad(
      'must be 1 to 40 letters, digits, dots, dashes, slashes or underscores, starting with a letter or digit',
    );
  return ok(text);
}

/**
 * Whether a GTIN's last digit is its check digit (GS1: weights 3 and 1 from the right, excluding the check digit).
 * Kept here until the shared inventory helpers carry one.
 */
export function gtinCheckDigitValid(gtin: string): boolean {
  const digits = [...gtin].map(Number);
  const check = digits.pop();
  const sum = digits.reverse().reduce((total, d, i) => total + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export function parseGtin(text: string): Parsed<string | null> {
  if (text === '') return ok(null);
  if (!/^(\d{8}|\d{12,14})$/.test(text))
    return bad('must be 8, 12, 13 or 14 digits (EAN-8, UPC-A, EAN-13 or GTIN-14)');
  if (!gtinCheckDigitValid(text)) return bad('its last digit is not the right check digit');
  return ok(text);
}

export function parseHsn(text: string): Parsed<string | null> {
  if (text === '') return ok(null);
  if (!/^[0-9]{4}([0-9]{2}){0,2}$/.test(text)) return bad('must be 4, 6 or 8 digits');
  return ok(text);
}

export const gstSlabs = [0, 5, 12, 18, 28] as const;
export function parseGstRate(text: string): Parsed<number | null> {
  if (text === '') return ok(null);
  const n = Number(text.replace(/%$/, ''));
  if (!gstSlabs.includes(n as (typeof gstSlabs)[number])) return bad('must be 0, 5, 12, 18 or 28');
  return ok(n);
}

/** The cell's image references, in order, without blanks. */
export const imageRefs = (text: string, separator: string) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
