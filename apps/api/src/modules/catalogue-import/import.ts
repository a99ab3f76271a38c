// A catalogue import (decision 0351): the file's rows read one at a time, each checked against the catalogue and
// against the rows before it, and planned as a creation, an update (each field before and after) or no change.
// A dry run answers the plan and every error; an apply writes it in one transaction only when no row has an error.
import {
  type CatalogueImportResult,
  type ImportColumn,
  type ImportError,
  type ImportFieldChange,
  type ImportRowChange,
  imageSeparator,
  importColumns,
  importMaxListedErrors,
  importMaxRows,
  importMessages,
  rowError,
} from '@chamak/shared/catalogue-import';
import { discountPercent } from '@chamak/shared/money';
import { type PriceTier, quantityPriceMessages, tierAbovePrice } from '@chamak/shared/quantity-prices';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announce } from '../../events/bus.ts';
import { rows } from '../../lib/sql.ts';
import { Invalid, TooLarge } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { isPrivateKey } from '../../plugins/storage.ts';
import { limits } from '../../plugins/uploads.ts';
import {
  type ImportProductWrite,
  type ImportSizeWrite,
  nameStockMovement,
  writeCatalogueImport,
} from '../catalogue/index.ts';
import { hasVariants, storeImage } from '../media/index.ts';
import {
  imageRefs,
  type Parsed,
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
import { absoluteImageUrl } from './export.ts';
import type { OpenedSource, ZipImages } from './source.ts';

export type ImportCtx = { db: Db; storage: Storage; publicUrl: string; actorUserId: number | null };

export type ImportProgress = {
  phase: 'reading' | 'checking' | 'applying';
  read: number;
  checked: number;
  applied: number;
};

type ExistingSize = {
  id: number;
  product_id: number;
  litre_id: number;
  size: string;
  sku: string | null;
  gtin: string | null;
  price_paise: number;
  discounted_price_paise: number;
  stock: number;
  low_stock_threshold: number | null;
  weight_grams: number | null;
  length_cm: number | null;
  breadth_cm: number | null;
  height_cm: number | null;
  price_tiers: PriceTier[];
  position: number;
  images: string[];
};

type ExistingProduct = {
  id: number;
  name: string;
  category_id: number;
  subcategory_id: number;
  category: string;
  subcategory: string;
  short_description: string;
  hsn_code: string | null;
  gst_rate: number | null;
};

/** What the import reads of the catalogue before the first row. */
type Catalogue = {
  categories: Map<string, { id: number; name: string }>;
  subcategories: Map<string, { id: number; name: string }>;
  litres: Map<string, { id: number; label: string }>;
  products: Map<number, ExistingProduct>;
  sizesBySku: Map<string, ExistingSize>;
  sizesOfProduct: Map<number, ExistingSize[]>;
  gtins: Map<string, ExistingSize>;
  images: Set<string>;
};

const key = (text: string) => text.trim().toLowerCase();

async function readCatalogue(db: Db): Promise<Catalogue> {
  const [categories, subcategories, litres, products, sizes, images] = await Promise.all([
    rows<{ id: number; name: string }>(db, sql`select id, name from categories order by id`),
    rows<{ id: number; name: string; category_id: number }>(
      db,
      sql`select id, name, category_id from subcategories order by id`,
    ),
    rows<{ id: number; label: string }>(db, sql`select id, label from litres order by id`),
    rows<ExistingProduct>(
      db,
      sql`select p.id, p.name, p.category_id, p.subcategory_id, c.name as category, s.name as subcategory,
        p.short_description, p.hsn_code, p.gst_rate
      from products p join categories c on c.id = p.category_id join subcategories s on s.id = p.subcategory_id`,
    ),
    rows<ExistingSize>(
      db,
      sql`select pl.id, pl.product_id, pl.litre_id, l.label as size, pl.sku, pl.gtin, pl.price_paise,
        pl.discounted_price_paise, pl.remaining_qty as stock, pl.low_stock_threshold, pl.weight_grams, pl.length_cm,
        pl.breadth_cm, pl.height_cm, pl.price_tiers, pl.position,
        coalesce((select array_agg(pi.image order by pi.position, pi.id) from product_images pi
          where pi.product_litre_id = pl.id), '{}') as images
      from product_litres pl join litres l on l.id = pl.litre_id order by pl.product_id, pl.position, pl.id`,
    ),
    rows<{ image: string }>(db, sql`select distinct image from product_images`),
  ]);
  const catalogue: Catalogue = {
    categories: new Map(),
    subcategories: new Map(),
    litres: new Map(),
    products: new Map(products.map((p) => [p.id, p])),
    sizesBySku: new Map(),
    sizesOfProduct: new Map(),
    gtins: new Map(),
    images: new Set(images.map((i) => i.image)),
  };
  // Names are matched without regard to case; where two share a name, the first made wins.
  for (const c of categories)
    if (!catalogue.categories.has(key(c.name))) catalogue.categories.set(key(c.name), c);
  for (const s of subcategories) {
    const k = `${s.category_id}:${key(s.name)}`;
    if (!catalogue.subcategories.has(k)) catalogue.subcategories.set(k, s);
  }
  for (const l of litres) if (!catalogue.litres.has(key(l.label))) catalogue.litres.set(key(l.label), l);
  for (const s of sizes) {
    if (s.sku) catalogue.sizesBySku.set(s.sku.toUpperCase(), s);
    if (s.gtin) catalogue.gtins.set(s.gtin, s);
    const list = catalogue.sizesOfProduct.get(s.product_id) ?? [];
    list.push(s);
    catalogue.sizesOfProduct.set(s.product_id, list);
  }
  return catalogue;
}

/** A file's header checked: every column named once, none unknown, none missing. */
export function checkHeader(cells: string[]): ImportColumn[] {
  const names = cells.map((c) => readCell(c).toLowerCase());
  const known = new Set<string>(importColumns);
  const unknown = names.filter((n) => !known.has(n));
  const seen = new Set<string>();
  for (const n of names) {
    if (seen.has(n) && known.has(n)) throw new Invalid(importMessages.repeatedColumn(n));
    seen.add(n);
  }
  const missing = importColumns.filter((c) => !seen.has(c));
  const problems = [
    ...(unknown.length ? [importMessages.unknownColumns(unknown)] : []),
    ...(missing.length ? [importMessages.missingColumns(missing)] : []),
  ];
  if (problems.length) throw new Invalid(problems.join(' '));
  return names as ImportColumn[];
}

type Cells = Record<ImportColumn, string>;
const productColumns = [
  'product_name',
  'category',
  'subcategory',
  'short_description',
  'hsn_code',
  'gst_rate',
] as const satisfies ImportColumn[];

/** How an image reference of a row resolves: a stored image's key, or a file of the zip. */
type ImageRef = { kind: 'stored'; key: string } | { kind: 'zip'; name: string };
const zipPrefix = 'zip:';

/** The state of one import's pass over its rows. */
class ImportRun {
  readonly errors: ImportError[] = [];
  errorCount = 0;
  readonly changes: ImportRowChange[] = [];
  created = 0;
  updated = 0;
  unchanged = 0;
  rowsRead = 0;
  readonly products: ImportProductWrite[] = [];
  readonly sizes: ImportSizeWrite[] = [];
  private readonly skuRow = new Map<string, number>();
  private readonly gtinRow = new Map<string, number>();
  private readonly productFirst = new Map<string, { row: number; cells: Cells }>();
  private readonly litresOf = new Map<string, Map<number, string>>();
  private readonly nextPosition = new Map<string, number>();
  private readonly storedChecked = new Map<string, boolean>();
  private readonly zipChecked = new Map<string, string | null>();

  constructor(
    private readonly ctx: ImportCtx,
    private readonly catalogue: Catalogue,
    private readonly zipImages: ZipImages,
  ) {}

  private error(row: number, column: string, problem: string) {
    this.errorCount++;
    if (this.errors.length < importMaxListedErrors)
      this.errors.push({ row, column, message: rowError(row, column, problem) });
  }

  /** A cell parsed, its problem recorded against the row and column. */
  private take<T>(row: number, column: ImportColumn, parsed: Parsed<T>): T | undefined {
    if (parsed.ok) return parsed.value;
    this.error(row, column, parsed.problem);
    return undefined;
  }

  /** Where the shop serves stored media, whole and as a path. */
  private mediaPrefixes(): string[] {
    const base = this.ctx.storage.url('');
    return base.startsWith('/') ? [`${this.ctx.publicUrl}${base}`, base] : [base];
  }

  /** A shop media address back to its stored key: the key itself, or one of its WebP variants. */
  private storedKeyOf(ref: string): string | null {
    if (this.catalogue.images.has(ref)) return ref;
    const prefix = this.mediaPrefixes().find((p) => ref.startsWith(p));
    if (!prefix) return null;
    const rest = ref.slice(prefix.length);
    const variant = /^([a-z0-9][a-z0-9/_-]*-\d+x\d+)-\d+\.webp$/.exec(rest);
    const found = variant?.[1] ?? (/^[a-z0-9][a-z0-9/_-]*-\d+x\d+$/.test(rest) ? rest : null);
    if (!found || found.includes('..') || isPrivateKey(found)) return null;
    return found;
  }

  private async storedExists(k: string): Promise<boolean> {
    if (this.catalogue.images.has(k)) return true;
    let found = this.storedChecked.get(k);
    if (found === undefined) {
      found = await hasVariants(this.ctx.storage, k);
      this.storedChecked.set(k, found);
    }
    return found;
  }

  /** A zip file checked by its content: an image sharp can read, within the image size limit; null when good. */
  private async zipProblem(name: string): Promise<string | null> {
    const cached = this.zipChecked.get(name);
    if (cached !== undefined) return cached;
    const data = this.zipImages.get(name) ?? new Uint8Array();
    let problem: string | null = null;
    if (data.length > limits.imageBytes) problem = `the file "${name}" in the zip is larger than 5 MB`;
    else {
      try {
        const sharp = (await import('sharp')).default;
        const meta = await sharp(data, { limitInputPixels: 40_000_000 }).metadata();
        if (!meta.width || !meta.height || !meta.format)
          problem = `the file "${name}" in the zip is not an image`;
      } catch {
        problem = `the file "${name}" in the zip is not an image`;
      }
    }
    this.zipChecked.set(name, problem);
    return problem;
  }

  private async images(row: number, cell: string): Promise<ImageRef[] | undefined> {
    const refs = imageRefs(cell, imageSeparator);
    const out: ImageRef[] = [];
    let bad = false;
    if (refs.length > 10) {
      this.error(row, 'image_urls', 'at most 10 images per size');
      return undefined;
    }
    for (const ref of refs) {
      const stored = this.storedKeyOf(ref);
      if (stored && (await this.storedExists(stored))) {
        out.push({ kind: 'stored', key: stored });
        continue;
      }
      const name = ref.toLowerCase();
      if (!/^[a-z]+:\/\//i.test(ref) && !ref.startsWith('/') && this.zipImages.has(name)) {
        const problem = await this.zipProblem(name);
        if (problem) {
          this.error(row, 'image_urls', problem);
          bad = true;
        } else out.push({ kind: 'zip', name });
        continue;
      }
      bad = true;
      this.error(
        row,
        'image_urls',
        stored
          ? `"${ref}" is not among the shop's stored images`
          : `"${ref}" is neither one of the shop's own images nor a file in the uploaded zip: images come from the shop's media or a zip uploaded with the CSV`,
      );
    }
    return bad ? undefined : out;
  }

  async row(row: number, raw: string[], header: ImportColumn[]): Promise<void> {
    this.rowsRead++;
    if (raw.length !== header.length) {
      this.error(row, 'row', `has ${raw.length} cells where the header has ${header.length}`);
      return;
    }
    const cells = {} as Cells;
    header.forEach((column, i) => {
      cells[column] = readCell(raw[i]);
    });
    const before = this.errorCount;
    const required = (column: ImportColumn) => {
      if (cells[column] !== '') return cells[column];
      this.error(row, column, importMessages.required);
      return undefined;
    };

    const productIdCell = this.take(
      row,
      'product_id',
      parseOptionalWhole(cells.product_id, 1, 2_147_483_647),
    );
    const name = required('product_name');
    if (name && name.length > 200) this.error(row, 'product_name', 'must be at most 200 characters');
    if (cells.short_description.length > 2000)
      this.error(row, 'short_description', 'must be at most 2,000 characters');
    const categoryName = required('category');
    const category = categoryName ? this.catalogue.categories.get(key(categoryName)) : undefined;
    if (categoryName && !category)
      this.error(row, 'category', `no category is named "${categoryName}": add it under Categories first`);
    const subcategoryName = required('subcategory');
    const subcategory =
      category && subcategoryName
        ? this.catalogue.subcategories.get(`${category.id}:${key(subcategoryName)}`)
        : undefined;
    if (category && subcategoryName && !subcategory)
      this.error(
        row,
        'subcategory',
        `the category "${category.name}" has no subcategory named "${subcategoryName}": add it under SubCategories first`,
      );
    const hsn = this.take(row, 'hsn_code', parseHsn(cells.hsn_code));
    const gst = this.take(row, 'gst_rate', parseGstRate(cells.gst_rate));
    const sizeName = required('size');
    const litre = sizeName ? this.catalogue.litres.get(key(sizeName)) : undefined;
    if (sizeName && !litre)
      this.error(row, 'size', `no size is named "${sizeName}": add it under Litres first`);
    const sku = this.take(row, 'sku', parseSku(cells.sku));
    const gtin = this.take(row, 'gtin', parseGtin(cells.gtin));
    const price =
      required('price') === undefined ? undefined : this.take(row, 'price', parseRupees(cells.price));
    const salePrice =
      cells.sale_price === '' ? price : this.take(row, 'sale_price', parseRupees(cells.sale_price));
    if (price !== undefined && salePrice !== undefined && salePrice > price)
      this.error(row, 'sale_price', importMessages.salePriceAbovePrice);
    const stock =
      required('stock') === undefined
        ? undefined
        : this.take(row, 'stock', parseWhole(cells.stock, 0, 10_000_000));
    const lowStock = this.take(
      row,
      'low_stock_threshold',
      parseOptionalWhole(cells.low_stock_threshold, 0, 1_000_000),
    );
    const weight = this.take(row, 'weight_grams', parseOptionalWhole(cells.weight_grams, 1, 100_000));
    const length = this.take(row, 'length_cm', parseOptionalWhole(cells.length_cm, 1, 300));
    const breadth = this.take(row, 'breadth_cm', parseOptionalWhole(cells.breadth_cm, 1, 300));
    const height = this.take(row, 'height_cm', parseOptionalWhole(cells.height_cm, 1, 300));
    const images = await this.images(row, cells.image_urls);

    // Across rows: one row per SKU and per GTIN.
    const existing = sku ? this.catalogue.sizesBySku.get(sku.toUpperCase()) : undefined;
    if (sku) {
      const earlier = this.skuRow.get(sku.toUpperCase());
      if (earlier)
        this.error(row, 'sku', `the SKU "${sku}" is also on row ${earlier}: each SKU may appear once`);
      else this.skuRow.set(sku.toUpperCase(), row);
    }
    if (gtin) {
      const earlier = this.gtinRow.get(gtin);
      const owner = this.catalogue.gtins.get(gtin);
      if (earlier) this.error(row, 'gtin', `the GTIN ${gtin} is also on row ${earlier}`);
      else this.gtinRow.set(gtin, row);
      if (owner && owner.id !== existing?.id)
        this.error(row, 'gtin', `the GTIN ${gtin} already belongs to the SKU "${owner.sku ?? owner.id}"`);
    }

    // The product the row's size belongs to: its SKU's, the one it names, or a new one named by the row.
    let productKey: string | undefined;
    let productId: number | null = null;
    if (existing) {
      productId = existing.product_id;
      if (productIdCell != null && productIdCell !== existing.product_id)
        this.error(
          row,
          'product_id',
          `the SKU "${sku}" belongs to product ${existing.product_id}: a size cannot move to another product`,
        );
    } else if (productIdCell != null) {
      if (this.catalogue.products.has(productIdCell)) productId = productIdCell;
      else
        this.error(
          row,
          'product_id',
          `no product has the id ${productIdCell}: leave it empty for a new product`,
        );
    }
    if (productId !== null) productKey = `id:${productId}`;
    else if (productIdCell == null && name) productKey = `new:${key(name)}`;

    // A product's columns are the same on each of its sizes.
    let firstOfProduct = false;
    if (productKey) {
      const first = this.productFirst.get(productKey);
      if (!first) {
        this.productFirst.set(productKey, { row, cells });
        firstOfProduct = true;
      } else
        for (const column of productColumns)
          if (first.cells[column] !== cells[column])
            this.error(
              row,
              column,
              `differs from row ${first.row} for the same product: a product's columns must be the same on each of its sizes`,
            );
    }

    // One size of each litre per product; an existing SKU keeps its litre.
    if (productKey && litre && sku) {
      if (existing) {
        if (existing.litre_id !== litre.id)
          this.error(
            row,
            'size',
            `the SKU "${sku}" is the ${existing.size} size: an existing SKU keeps its size (give a new size a new SKU)`,
          );
      } else {
        let taken = this.litresOf.get(productKey);
        if (!taken) {
          taken = new Map(
            (productId ? (this.catalogue.sizesOfProduct.get(productId) ?? []) : []).map((s) => [
              s.litre_id,
              s.sku ?? String(s.id),
            ]),
          );
          this.litresOf.set(productKey, taken);
        }
        const holder = taken.get(litre.id);
        if (holder)
          this.error(row, 'size', `the product already has a ${litre.label} size (SKU "${holder}")`);
        else taken.set(litre.id, sku);
      }
    }
    if (existing && salePrice !== undefined) {
      const above = tierAbovePrice(existing.price_tiers, salePrice);
      if (above) this.error(row, 'sale_price', quantityPriceMessages.notBelowPrice(above.minUnits));
    }

    if (this.errorCount > before || !productKey || !category || !subcategory || !litre || !sku || !name)
      return;
    if (price === undefined || salePrice === undefined || stock === undefined || images === undefined) return;

    // The plan: what changes, field by field, shown as the file would show it.
    const fields: ImportFieldChange[] = [];
    const note = (field: string, was: string, now: string) => {
      if (was !== now) fields.push({ field, before: was, after: now });
    };
    const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));
    if (firstOfProduct) {
      const product: ImportProductWrite = {
        key: productKey,
        id: productId,
        name,
        categoryId: category.id,
        subcategoryId: subcategory.id,
        shortDescription: cells.short_description,
        hsnCode: hsn ?? null,
        gstRate: gst ?? null,
      };
      const old = productId ? this.catalogue.products.get(productId) : undefined;
      note('product_name', old?.name ?? '', name);
      note('category', old?.category ?? '', category.name);
      note('subcategory', old?.subcategory ?? '', subcategory.name);
      note('short_description', old?.short_description ?? '', cells.short_description);
      note('hsn_code', text(old?.hsn_code), text(hsn));
      note('gst_rate', text(old?.gst_rate), text(gst));
      if (!old || fields.length > 0) this.products.push(product);
    }
    const refText = (refs: string[]) => refs.join(` ${imageSeparator} `);
    const newImageKeys = images.map((i) => (i.kind === 'stored' ? i.key : `${zipPrefix}${i.name}`));
    const imageText = images.map((i) => (i.kind === 'stored' ? absoluteImageUrl(this.ctx, i.key) : i.name));
    const oldImageText = (existing?.images ?? []).map((k) => absoluteImageUrl(this.ctx, k));
    const imagesChange =
      !existing ||
      existing.images.length !== newImageKeys.length ||
      existing.images.some((k, i) => k !== newImageKeys[i]);
    if (!existing) note('size', '', litre.label);
    note('sku', existing?.sku ?? '', sku);
    note('gtin', text(existing?.gtin), text(gtin));
    note('price', existing ? rupeesText(existing.price_paise) : '', rupeesText(price));
    note('sale_price', existing ? rupeesText(existing.discounted_price_paise) : '', rupeesText(salePrice));
    note('stock', text(existing?.stock), String(stock));
    note('low_stock_threshold', text(existing?.low_stock_threshold), text(lowStock));
    note('weight_grams', text(existing?.weight_grams), text(weight));
    note('length_cm', text(existing?.length_cm), text(length));
    note('breadth_cm', text(existing?.breadth_cm), text(breadth));
    note('height_cm', text(existing?.height_cm), text(height));
    if (imagesChange) note('image_urls', refText(oldImageText), refText(imageText));

    const sizeChanged =
      fields.some((f) => !(productColumns as readonly string[]).includes(f.field)) || !existing;
    if (sizeChanged) {
      let position = existing?.position ?? 0;
      if (!existing) {
        const next =
          this.nextPosition.get(productKey) ??
          Math.max(
            -1,
            ...(productId ? (this.catalogue.sizesOfProduct.get(productId) ?? []) : []).map((s) => s.position),
          ) + 1;
        position = next;
        this.nextPosition.set(productKey, next + 1);
      }
      this.sizes.push({
        id: existing?.id ?? null,
        productId,
        productKey: productId === null ? productKey : null,
        litreId: litre.id,
        sku,
        gtin: gtin ?? null,
        pricePaise: price,
        discountedPricePaise: salePrice,
        discount: discountPercent(price, salePrice),
        stock,
        stockBefore: existing && existing.stock !== stock ? existing.stock : null,
        lowStockThreshold: lowStock ?? null,
        weightGrams: weight ?? null,
        lengthCm: length ?? null,
        breadthCm: breadth ?? null,
        heightCm: height ?? null,
        images: imagesChange ? newImageKeys : null,
        position,
      });
    }
    if (fields.length === 0) {
      this.unchanged++;
      return;
    }
    if (existing) this.updated++;
    else this.created++;
    this.changes.push({ row, sku, product: name, action: existing ? 'updated' : 'created', fields });
  }
}

export type ImportOutcome = CatalogueImportResult;

/**
 * Runs an import over an opened file: the header is checked first (a bad one refuses the file with a 400 before
 * any row); then every row. Returns the plan's answer, written when `dryRun` is false and no row has an error.
 */
export async function prepareImport(ctx: ImportCtx, source: OpenedSource) {
  const iterator = source.records[Symbol.asyncIterator]();
  let first: IteratorResult<string[]>;
  try {
    first = await iterator.next();
  } catch (error) {
    throw new Invalid(csvProblem(error, 1));
  }
  if (first.done) throw new Invalid(importMessages.empty);
  const header = checkHeader(first.value);
  const records: AsyncIterable<string[]> = { [Symbol.asyncIterator]: () => iterator };
  return {
    run: (dryRun: boolean, progress: (p: ImportProgress) => void = () => {}) =>
      runImport(ctx, header, records, source.zipImages, dryRun, progress),
  };
}

function csvProblem(error: unknown, row: number): string {
  const e = error as { code?: string; message?: string; records?: number };
  if (!e?.code?.startsWith('CSV_')) throw error;
  const at = e.records === undefined ? row : e.records + 1;
  return `Row ${at}: the file is not valid CSV here (${e.message ?? e.code}); nothing was imported.`;
}

const progressEvery = 500;

async function runImport(
  ctx: ImportCtx,
  header: ImportColumn[],
  records: AsyncIterable<string[]>,
  zipImages: ZipImages,
  dryRun: boolean,
  progress: (p: ImportProgress) => void,
): Promise<ImportOutcome> {
  const catalogue = await readCatalogue(ctx.db);
  const run = new ImportRun(ctx, catalogue, zipImages);
  let row = 1;
  try {
    for await (const record of records) {
      row++;
      if (row - 1 > importMaxRows) throw new TooLarge(importMessages.tooManyRows);
      await run.row(row, record, header);
      if (run.rowsRead % progressEvery === 0)
        progress({ phase: 'checking', read: run.rowsRead, checked: run.rowsRead, applied: 0 });
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw new Invalid(csvProblem(error, row + 1));
    throw error;
  }
  if (run.rowsRead === 0) throw new Invalid(importMessages.noRows);
  progress({ phase: 'checking', read: run.rowsRead, checked: run.rowsRead, applied: 0 });
  const answer = (applied: boolean): ImportOutcome => ({
    dryRun,
    applied,
    rows: run.rowsRead,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    changes: run.changes,
    errors: run.errors,
    errorCount: run.errorCount,
  });
  if (dryRun || run.errorCount > 0) return answer(false);
  // A file that changes nothing is applied by writing nothing.
  if (run.sizes.length === 0 && run.products.length === 0) return answer(true);

  // The zip's images are stored before the transaction (as the product form does); each once however often named.
  const zipKeys = new Map<string, string>();
  for (const size of run.sizes)
    for (const ref of size.images ?? [])
      if (ref.startsWith(zipPrefix) && !zipKeys.has(ref)) {
        const data = zipImages.get(ref.slice(zipPrefix.length))!;
        zipKeys.set(ref, await storeImage(ctx.storage, 'products', Buffer.from(data)));
      }
  for (const size of run.sizes) if (size.images) size.images = size.images.map((k) => zipKeys.get(k) ?? k);

  progress({ phase: 'applying', read: run.rowsRead, checked: run.rowsRead, applied: 0 });
  await ctx.db.transaction(async (tx) => {
    await nameStockMovement(tx, { reason: 'import', note: 'Catalogue import', actorUserId: ctx.actorUserId });
    await writeCatalogueImport(tx, { products: run.products, sizes: run.sizes }, (written) =>
      progress({ phase: 'applying', read: run.rowsRead, checked: run.rowsRead, applied: written }),
    );
  });
  // The cached public answers under 'catalogue' go once the import has committed (decision 0071).
  await announce(ctx.db, 'catalogue.changed', {});
  return answer(true);
}
