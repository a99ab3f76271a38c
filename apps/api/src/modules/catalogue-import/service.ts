// The catalogue import and export's verbs for the routes (decision 0351): the export as a stream of CSV text, and
// an upload opened, its header checked, and its rows run as a dry run or an apply.
import { Readable } from 'node:stream';
import { importMessages } from '@chamak/shared/catalogue-import';
import type { Db } from '../../db/client.ts';
import { HttpError, Invalid, TooLarge } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { requestTooLarge } from '../../plugins/uploads.ts';
import { catalogueCsv } from './export.ts';
import { type ImportProgress, prepareImport } from './import.ts';
import { openSource } from './source.ts';

export type CatalogueFileCtx = { db: Db; storage: Storage; publicUrl: string };

/** The whole catalogue as CSV text, streamed. */
export function exportCatalogue(ctx: CatalogueFileCtx): Readable {
  return Readable.from(catalogueCsv(ctx));
}

/** The export's file name, dated. */
export const exportFileName = (now: Date) => `catalogue-${now.toISOString().slice(0, 10)}.csv`;

/** An uploaded file's stream, as the multipart reader gives it: its bytes, and whether it was cut at the limit. */
export type UploadStream = AsyncIterable<Buffer> & { truncated?: boolean };

/** The upload's chunks; one cut off at the size limit fails when its end is reached, before any write. */
async function* whole(file: UploadStream, maxBytes: number): AsyncGenerator<Buffer> {
  for await (const chunk of file) yield chunk;
  if (file.truncated) throw new TooLarge(requestTooLarge(maxBytes));
}

/**
 * Opens an upload and checks its header (a 400 for a file that is not CSV or whose columns are wrong); the answer
 * runs its rows.
 */
export async function openImport(
  ctx: CatalogueFileCtx & { actorUserId: number | null },
  file: UploadStream | undefined,
  maxBytes: number,
) {
  if (!file) throw new Invalid(importMessages.noFile);
  const source = await openSource(whole(file, maxBytes), maxBytes);
  return prepareImport(ctx, source);
}

export type { ImportProgress };

/** What a stream of progress says when the import fails after it began: the refusal's words, or a plain failure. */
export function failureMessage(error: unknown): string {
  return error instanceof HttpError ? error.message : importMessages.failed;
}
