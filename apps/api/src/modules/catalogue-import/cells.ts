// The catalogue file's cells, one way and the other: written safe for spreadsheets (RFC 4180 quoting, and a cell a
// spreadsheet would run as a formula prefixed with an apostrophe), and read back exactly (rupees as text to paise,
// never through a float; whole numbers; SKU, GTIN, HSN code and GST rate by their rules).
import { importMessages } from '@chamak/shared/catalogue-import';
import { gtinProblem } from '@chamak/shared/inventory';

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

/** A GTIN checked by the inventory's rule (length and GS1 check digit); blank is none. */
export function parseGtin(text: string): Parsed<string | null> {
  if (text === '') return ok(null);
  const problem = gtinProblem(text);
  return problem ? bad(problem) : ok(text);
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
