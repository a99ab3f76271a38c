// What was uploaded, opened: a CSV read as a stream of records (never whole in memory), or a zip holding one CSV
// and the images its rows name. Anything else (a workbook, a PDF, a picture) is refused as not a CSV.
import { Readable } from 'node:stream';
import { importMessages } from '@chamak/shared/catalogue-import';
import { type Options, parse } from 'csv-parse';
import { unzipSync } from 'fflate';
import { Invalid, TooLarge } from '../../plugins/errors.ts';
import { requestTooLarge } from '../../plugins/uploads.ts';

/** The images of an uploaded zip by name (its path, and its base name when that is unique). */
export type ZipImages = Map<string, Uint8Array>;

export type OpenedSource = {
  /** The header's cells, then the rows' cells, one array per record. */
  records: AsyncIterable<string[]>;
  zipImages: ZipImages;
};

const zipMagic = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const csvOptions: Options = {
  bom: true,
  skip_empty_lines: true,
  relax_column_count: true,
  max_record_size: 1_000_000,
};

/** At most this much in a zip's files once unpacked (a zip bomb is refused before it is inflated). */
const maxUnzippedBytes = 300 * 1024 * 1024;
const maxZipEntries = 5000;

/** Binary content no CSV has: a NUL byte, or the marks of a PDF or of an image. */
function looksBinary(head: Uint8Array): boolean {
  const sample = head.subarray(0, 8192);
  if (sample.includes(0)) return true;
  const start = Buffer.from(sample.subarray(0, 8)).toString('latin1');
  return (
    start.startsWith('%PDF') ||
    start.startsWith('\x89PNG') ||
    start.startsWith('\xFF\xD8\xFF') ||
    start.startsWith('GIF8')
  );
}

/** Opens the upload `chunks` (the multipart file's stream). */
export async function openSource(chunks: AsyncIterable<Buffer>, maxBytes: number): Promise<OpenedSource> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || first.value.length === 0) throw new Invalid(importMessages.noFile);
  const head = first.value;
  const rest: AsyncIterable<Buffer> = { [Symbol.asyncIterator]: () => iterator };
  if (zipMagic(head)) {
    const parts: Buffer[] = [head];
    let total = head.length;
    for await (const chunk of rest) {
      total += chunk.length;
      if (total > maxBytes) throw new TooLarge(requestTooLarge(maxBytes));
      parts.push(chunk);
    }
    return openZip(Buffer.concat(parts));
  }
  if (looksBinary(head)) throw new Invalid(importMessages.notCsv);
  async function* all() {
    yield head;
    yield* rest;
  }
  return { records: Readable.from(all()).pipe(parse(csvOptions)), zipImages: new Map() };
}

function openZip(data: Buffer): OpenedSource {
  let entries = 0;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (f) => {
        if (
          f.name.endsWith('/') ||
          f.name.startsWith('__MACOSX/') ||
          f.name.split('/').pop()?.startsWith('.')
        )
          return false;
        entries++;
        unpacked += f.originalSize;
        if (entries > maxZipEntries || unpacked > maxUnzippedBytes)
          throw new TooLarge('The zip holds too much: at most 5,000 files and 300 MB unpacked.');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof TooLarge) throw error;
    throw new Invalid(importMessages.badZip);
  }
  const names = Object.keys(files);
  const csvs = names.filter((n) => n.toLowerCase().endsWith('.csv'));
  if (csvs.length === 0) {
    // A spreadsheet workbook is a zip too: it is not the CSV the import reads.
    if (names.some((n) => n.startsWith('xl/') || n === '[Content_Types].xml'))
      throw new Invalid(importMessages.notCsv);
    throw new Invalid(importMessages.zipWithoutCsv);
  }
  if (csvs.length > 1) throw new Invalid(importMessages.zipManyCsv);
  const csv = files[csvs[0]!]!;
  if (looksBinary(csv)) throw new Invalid(importMessages.notCsv);
  const zipImages: ZipImages = new Map();
  const baseCount = new Map<string, number>();
  for (const name of names) {
    const base = name.split('/').pop()!.toLowerCase();
    baseCount.set(base, (baseCount.get(base) ?? 0) + 1);
  }
  for (const name of names) {
    if (name === csvs[0]) continue;
    zipImages.set(name.toLowerCase(), files[name]!);
    const base = name.split('/').pop()!.toLowerCase();
    if (baseCount.get(base) === 1) zipImages.set(base, files[name]!);
  }
  return { records: Readable.from([Buffer.from(csv)]).pipe(parse(csvOptions)), zipImages };
}
