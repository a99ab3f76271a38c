// Catalogue import and export (Admin → Import / Export, decision 0351): one CSV row per size, the product's columns
// repeated on each of its sizes; an import creates or updates sizes by SKU, lists every row's change and every
// error with its row and column on a dry run, and applies nothing unless every row is valid.
import { z } from 'zod';

/** The file's columns, in the order the export writes them; an import names each once, in any order. */
export const importColumns = [
  'product_id',
  'product_name',
  'category',
  'subcategory',
  'short_description',
  'hsn_code',
  'gst_rate',
  'size',
  'sku',
  'gtin',
  'price',
  'sale_price',
  'stock',
  'low_stock_threshold',
  'weight_grams',
  'length_cm',
  'breadth_cm',
  'height_cm',
  'image_urls',
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** Image URLs (or file names in the uploaded zip) in one cell are separated by this. */
export const imageSeparator = '|';

/** Rows in one file at most: a larger catalogue is imported in parts. */
export const importMaxRows = 50_000;
/** Errors listed in one answer at most (the count says how many there were in all). */
export const importMaxListedErrors = 1000;

export const catalogueImportQuery = z
  .object({
    dryRun: z
      .enum(['true', 'false'], { error: 'dryRun must be true or false' })
      .default('true')
      .transform((v) => v === 'true'),
  })
  .strict();
export type CatalogueImportQuery = z.input<typeof catalogueImportQuery>;

export const importFieldChange = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ImportFieldChange = z.infer<typeof importFieldChange>;

export const importRowChange = z.object({
  /** The spreadsheet's row number: the header is row 1. */
  row: z.number().int(),
  sku: z.string(),
  product: z.string(),
  action: z.enum(['created', 'updated']),
  /** For an update, each field that changes; for a creation, every field it is given. */
  fields: z.array(importFieldChange),
});
export type ImportRowChange = z.infer<typeof importRowChange>;

export const importError = z.object({
  /** 0 for the file as a whole (its columns, its size). */
  row: z.number().int(),
  column: z.string(),
  /** 'Row 14, price: must be a number'. */
  message: z.string(),
});
export type ImportError = z.infer<typeof importError>;

export const catalogueImportResult = z.object({
  dryRun: z.boolean(),
  /** Whether the changes were written: never on a dry run, never with an error. */
  applied: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  changes: z.array(importRowChange),
  errors: z.array(importError),
  /** Every error, of which at most importMaxListedErrors are listed. */
  errorCount: z.number().int(),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResult>;

/** One line of the progress stream (application/x-ndjson): where the import is, then its result or failure. */
export type ImportProgressLine =
  | {
      type: 'progress';
      phase: 'reading' | 'checking' | 'applying';
      read: number;
      checked: number;
      applied: number;
    }
  | ({ type: 'result' } & CatalogueImportResult)
  | { type: 'error'; message: string };

export const catalogueExportText = z.string();

/** A cell's error in the words the file's author reads: 'Row 14, price: must be a number'. */
export const rowError = (row: number, column: string, problem: string) => `Row ${row}, ${column}: ${problem}`;

export const importMessages = {
  notCsv:
    'This file is not a CSV: save the spreadsheet as "CSV (comma delimited)", or upload a zip holding one CSV and its images.',
  noFile: 'Choose a CSV file (or a zip of a CSV and its images) to import.',
  empty: 'The file has no header row: its first row must name the columns.',
  noRows: 'The file has a header but no rows to import.',
  unknownColumns: (names: string[]) =>
    `Unknown column${names.length > 1 ? 's' : ''} ${names.map((n) => `"${n}"`).join(', ')}: the columns are ${importColumns.join(', ')}.`,
  missingColumns: (names: string[]) =>
    `Missing column${names.length > 1 ? 's' : ''} ${names.map((n) => `"${n}"`).join(', ')}: export the catalogue to get a file with every column.`,
  repeatedColumn: (name: string) => `The column "${name}" is named twice.`,
  tooManyRows: `The file has more than ${importMaxRows.toLocaleString('en-IN')} rows: import it in parts.`,
  zipWithoutCsv: 'The zip holds no CSV file: put the CSV beside its images.',
  zipManyCsv: 'The zip holds more than one CSV file: put exactly one in it.',
  badZip: 'The zip file is damaged or not a zip.',
  required: 'is required',
  notNumber: 'must be a number',
  commaAmount: 'write the amount without commas (1299 or 1299.50)',
  amountShape: 'must be an amount in rupees with at most 2 decimals (1299 or 1299.50)',
  wholeNumber: 'must be a whole number',
  salePriceAbovePrice: 'must not be more than the price',
  failed: 'The import could not be applied and nothing was changed. Please try again.',
} as const;
