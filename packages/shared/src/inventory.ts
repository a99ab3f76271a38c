// Inventory (decision 0349): a size's SKU and GTIN, its low-stock threshold and parcel, the stock ledger, manual
// adjustments and the stock-take by CSV. The admin's product form and the Inventory page check with these schemas
// and the API validates with them, so each message is written once.
import { z } from 'zod';

export const inventoryLimits = {
  skuLength: 40,
  noteLength: 500,
  /** The largest single adjustment, either way. */
  adjustment: 1_000_000,
  threshold: 1_000_000,
  weightGrams: 100_000,
  sideCm: 300,
  /** Rows of one stock-take file. */
  stockTakeRows: 5000,
  /** Bytes of one stock-take file. */
  stockTakeBytes: 1024 * 1024,
} as const;

/** A SKU: a letter or digit, then letters, digits, '.', '_', '/' or '-', at most 40 (the database checks the same). */
export const skuPattern = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

/** The SKU a size gets when the admin leaves it blank: its product's and litre's ids, as the migration gave them. */
export const generatedSku = (productId: number, litreId: number) => `CHK-${productId}-${litreId}`;

export const inventoryMessages = {
  sku: 'SKU: use letters, digits, ".", "_", "/" or "-", starting with a letter or digit, at most 40',
  skuTaken: (sku: string, product: string, size: string) =>
    `SKU ${sku} is already used by ${product} (${size})`,
  gtinTaken: (gtin: string, product: string, size: string) =>
    `GTIN ${gtin} is already used by ${product} (${size})`,
  gtinDigits: 'GTIN/barcode must be 8, 12, 13 or 14 digits (EAN-8, UPC-A, EAN-13 or GTIN-14)',
  gtinCheckDigit: (gtin: string, expected: number) =>
    `GTIN/barcode ${gtin} has a wrong check digit: the last digit should be ${expected}`,
  threshold: 'Low-stock threshold must be a whole number from 0 to 1000000',
  weight: 'Weight must be a whole number of grams from 1 to 100000',
  side: (name: string) => `${name} must be a whole number of centimetres from 1 to 300`,
  delta: 'Change must be a whole number other than 0, between -1000000 and 1000000',
  noteRequired: 'Say why the stock changes (a note is required)',
  noteTooLong: 'The note may be at most 500 characters',
  belowZero: (name: string, remaining: number) => `${name} has ${remaining} in stock: it cannot go below 0`,
  sizeNotFound: 'Size not found.',
  adjusted: 'Stock adjusted',
  notCsv: 'Upload a CSV file (.csv) with the columns sku and counted',
  emptyCsv: 'The file has no rows: write a header line "sku,counted" and one line per size',
  tooManyRows: 'The file has more than 5000 rows: split it into smaller files',
  missingColumn: (column: string) => `The header line has no "${column}" column (columns: sku,counted)`,
  unknownColumn: (column: string) => `Row 1: unknown column "${column}" (columns: sku,counted)`,
  repeatedColumn: (column: string) => `Row 1: the column "${column}" is named twice`,
  rowShape: (row: number, cells: number) => `Row ${row}: expected 2 values (sku,counted), found ${cells}`,
  skuRequired: (row: number) => `Row ${row}, sku: is required`,
  skuUnknown: (row: number, sku: string) => `Row ${row}, sku: no size has the SKU ${sku}`,
  skuTwice: (row: number, sku: string, first: number) =>
    `Row ${row}, sku: ${sku} is already counted in row ${first}`,
  countedWhole: (row: number) => `Row ${row}, counted: must be a whole number`,
  countedRange: (row: number) => `Row ${row}, counted: must be from 0 to 1000000`,
  stockMoved:
    'Stock changed since the preview (an order or another change): look at the differences again before applying',
  applied: (sizes: number) => `Stock-take applied: ${sizes} ${sizes === 1 ? 'size' : 'sizes'} changed`,
} as const;

// GTIN ------------------------------------------------------------------------------------------------

/** The GS1 check digit of a code's first digits (all but the check digit): weights 3,1,3,… from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a GTIN (EAN-8, UPC-A, EAN-13 or GTIN-14), or null when it is a valid one. */
export function gtinProblem(code: string): string | null {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return inventoryMessages.gtinDigits;
  const expected = gtinCheckDigit(code.slice(0, -1));
  return Number(code.at(-1)) === expected ? null : inventoryMessages.gtinCheckDigit(code, expected);
}

export const isValidGtin = (code: string) => gtinProblem(code) === null;

// A size's inventory fields in the product form ---------------------------------------------------------

const wholeOrNull = (min: number, max: number, message: string) =>
  z
    .union([z.literal(''), z.null(), z.number({ error: message }), z.string({ error: message })], {
      error: message,
    })
    .transform((v, ctx): number | null => {
      if (v === '' || v === null) return null;
      const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
      if (Number.isInteger(n) && n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/**
 * A size's SKU, GTIN, threshold and parcel as the product form sends them: each optional (absent keeps the size's
 * own); an empty SKU gives a new size the generated one and keeps an existing size's; an empty GTIN, threshold,
 * weight or side clears it.
 */
export const sizeInventoryFields = z.object({
  sku: z
    .string({ error: inventoryMessages.sku })
    .trim()
    .refine((v) => v === '' || skuPattern.test(v), { error: inventoryMessages.sku })
    .transform((v) => (v === '' ? null : v))
    .optional(),
  gtin: z
    .string({ error: inventoryMessages.gtinDigits })
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .superRefine((v, ctx) => {
      const problem = v === '' ? null : gtinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => (v === '' ? null : v))
    .optional(),
  lowStockThreshold: wholeOrNull(0, inventoryLimits.threshold, inventoryMessages.threshold).optional(),
  weightGrams: wholeOrNull(1, inventoryLimits.weightGrams, inventoryMessages.weight).optional(),
  lengthCm: wholeOrNull(1, inventoryLimits.sideCm, inventoryMessages.side('Length')).optional(),
  breadthCm: wholeOrNull(1, inventoryLimits.sideCm, inventoryMessages.side('Breadth')).optional(),
  heightCm: wholeOrNull(1, inventoryLimits.sideCm, inventoryMessages.side('Height')).optional(),
});
export type SizeInventoryFields = z.infer<typeof sizeInventoryFields>;

// The Inventory page's calls -----------------------------------------------------------------------------

export const stockReasons = [
  'opening',
  'order',
  'cancellation',
  'return',
  'rto',
  'adjustment',
  'import',
  'stock-take',
  'unknown',
] as const;
export type StockReason = (typeof stockReasons)[number];

export const stockReasonLabels: Record<StockReason, string> = {
  opening: 'Opening stock',
  order: 'Order',
  cancellation: 'Cancellation',
  return: 'Return',
  rto: 'Returned to origin',
  adjustment: 'Adjustment',
  import: 'Import',
  'stock-take': 'Stock-take',
  unknown: 'Not named',
};

/** One size as the Inventory page lists it. */
export const inventorySize = z.object({
  sizeId: z.number().int(),
  productId: z.number().int(),
  product: z.string(),
  size: z.string(),
  sku: z.string().nullable(),
  gtin: z.string().nullable(),
  remaining: z.number().int(),
  lowStockThreshold: z.number().int().nullable(),
  low: z.boolean(),
  weightGrams: z.number().int().nullable(),
  lengthCm: z.number().int().nullable(),
  breadthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
});
export type InventorySize = z.infer<typeof inventorySize>;

const pageNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be 1 or more` })
    .max(max, { error: `${name} must be ${max} or less` });

/** GET /admin/inventory/sizes: ?q= (product, size, SKU or GTIN), ?low=1 for the low ones only. */
export const inventorySizesQuery = z.object({
  q: z.string().trim().max(100, { error: 'q must be at most 100 characters' }).optional(),
  low: z.enum(['0', '1', 'true', 'false']).optional(),
  page: pageNumber('page', 100_000).default(1),
  pageSize: pageNumber('pageSize', 100).default(25),
});
export type InventorySizesQuery = z.input<typeof inventorySizesQuery>;

export const inventorySizesPage = z.object({
  items: z.array(inventorySize),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sizes at or below their threshold, over the whole shop. */
  lowCount: z.number().int(),
});
export type InventorySizesPage = z.infer<typeof inventorySizesPage>;

export const sizeIdParams = z.object({
  sizeId: z.coerce
    .number({ error: 'sizeId must be a number' })
    .int({ error: 'sizeId must be a whole number' })
    .positive({ error: 'sizeId must be a positive number' })
    .max(2_147_483_647, { error: 'sizeId is too large' }),
});

export const movementsQuery = z.object({
  page: pageNumber('page', 100_000).default(1),
  pageSize: pageNumber('pageSize', 100).default(20),
});

export const stockMovement = z.object({
  id: z.number().int(),
  at: z.string(),
  delta: z.number().int(),
  balance: z.number().int(),
  reason: z.enum(stockReasons),
  note: z.string(),
  orderId: z.number().int().nullable(),
  actor: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovement>;

/** A size's ledger, newest first. */
export const stockLedgerPage = z.object({
  size: inventorySize,
  items: z.array(stockMovement),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StockLedgerPage = z.infer<typeof stockLedgerPage>;

/** POST /admin/inventory/sizes/:sizeId/adjustments: units in (+) or out (-) and why. */
export const adjustmentBody = z.strictObject({
  delta: z
    .number({ error: inventoryMessages.delta })
    .int({ error: inventoryMessages.delta })
    .min(-inventoryLimits.adjustment, { error: inventoryMessages.delta })
    .max(inventoryLimits.adjustment, { error: inventoryMessages.delta })
    .refine((d) => d !== 0, { error: inventoryMessages.delta }),
  note: z
    .string({ error: inventoryMessages.noteRequired })
    .trim()
    .min(1, { error: inventoryMessages.noteRequired })
    .max(inventoryLimits.noteLength, { error: inventoryMessages.noteTooLong }),
});
export type AdjustmentBody = z.infer<typeof adjustmentBody>;

export const adjustmentReply = z.object({ message: z.string(), size: inventorySize });
export type AdjustmentReply = z.infer<typeof adjustmentReply>;

export const lowStockReply = z.object({ items: z.array(inventorySize) });
export type LowStockReply = z.infer<typeof lowStockReply>;

/** One row of a stock-take's preview: what the shop has, what was counted, and the difference. */
export const stockTakeLine = z.object({
  row: z.number().int(),
  sizeId: z.number().int(),
  sku: z.string(),
  product: z.string(),
  size: z.string(),
  remaining: z.number().int(),
  counted: z.number().int(),
  difference: z.number().int(),
});
export type StockTakeLine = z.infer<typeof stockTakeLine>;

/**
 * The preview of a stock-take: every counted row, those that differ first; `token` names this file against the
 * stock it was compared with, and applying it with the token refuses when the stock has moved since.
 */
export const stockTakePreview = z.object({
  lines: z.array(stockTakeLine),
  counted: z.number().int(),
  changed: z.number().int(),
  token: z.string(),
});
export type StockTakePreview = z.infer<typeof stockTakePreview>;

export const stockTakeApplied = z.object({ message: z.string(), changed: z.number().int() });
export type StockTakeApplied = z.infer<typeof stockTakeApplied>;

// The stock-take file ------------------------------------------------------------------------------------

/** Splits CSV text into rows of cells (RFC 4180: quoted cells may hold commas, quotes doubled, CRLF or LF). */
export function csvRows(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    out.push(row);
  }
  // Blank lines (a trailing newline, an empty line between) are no rows.
  return out.filter((r) => !(r.length === 1 && r[0]!.trim() === ''));
}

/** A counted row of the file: its row number (the header is row 1), the SKU as written and the count. */
export type CountedRow = { row: number; sku: string; counted: number };

/**
 * Reads a stock-take file: a header naming sku and counted (either order, any case), then one row per size.
 * Answers the rows, or every problem found (row and column in each), so the admin fixes the file once.
 */
export function readStockTakeCsv(text: string): { rows: CountedRow[]; problems: string[] } {
  const lines = csvRows(text);
  const problems: string[] = [];
  if (lines.length < 2) return { rows: [], problems: [inventoryMessages.emptyCsv] };
  if (lines.length - 1 > inventoryLimits.stockTakeRows)
    return { rows: [], problems: [inventoryMessages.tooManyRows] };
  const header = lines[0]!.map((h) => h.trim().toLowerCase());
  for (const [i, name] of header.entries()) {
    if (name !== 'sku' && name !== 'counted') problems.push(inventoryMessages.unknownColumn(lines[0]![i]!));
    else if (header.indexOf(name) !== i) problems.push(inventoryMessages.repeatedColumn(name));
  }
  for (const name of ['sku', 'counted'])
    if (!header.includes(name)) problems.push(inventoryMessages.missingColumn(name));
  if (problems.length > 0) return { rows: [], problems };
  const skuAt = header.indexOf('sku');
  const countedAt = header.indexOf('counted');
  const rows: CountedRow[] = [];
  const seen = new Map<string, number>();
  for (const [index, cells] of lines.slice(1).entries()) {
    const row = index + 2;
    if (cells.length !== 2) {
      problems.push(inventoryMessages.rowShape(row, cells.length));
      continue;
    }
    const sku = cells[skuAt]!.trim();
    const countedText = cells[countedAt]!.trim();
    if (sku === '') problems.push(inventoryMessages.skuRequired(row));
    else {
      const first = seen.get(sku.toUpperCase());
      if (first !== undefined) problems.push(inventoryMessages.skuTwice(row, sku, first));
      else seen.set(sku.toUpperCase(), row);
    }
    if (!/^[+-]?\d+$/.test(countedText)) problems.push(inventoryMessages.countedWhole(row));
    else if (Number(countedText) < 0 || Number(countedText) > inventoryLimits.threshold)
      problems.push(inventoryMessages.countedRange(row));
    else if (sku !== '') rows.push({ row, sku, counted: Number(countedText) });
  }
  return { rows, problems };
}
