// The catalogue file's calls (decision 0351): the export saved as the server's CSV, and an import sent as multipart
// with its progress read as lines of JSON while the server checks (and, when applying, writes) the rows.
import type { CatalogueImportResult, ImportProgressLine } from '@chamak/shared/catalogue-import';
import { downloadFile } from '../../../lib/files.ts';
import { session } from '../../../lib/session.ts';
import { ApiError } from '../admin-api.ts';

/** The server's contract (packages/shared/src/catalogue-import.ts), not a copy of it. */
export type { CatalogueImportResult, ImportRowChange } from '@chamak/shared/catalogue-import';
export type ImportProgress = Extract<ImportProgressLine, { type: 'progress' }>;

export const downloadCatalogue = () =>
  downloadFile('/admin/catalogue/export.csv', `catalogue-${new Date().toISOString().slice(0, 10)}.csv`);

const networkError = 'Network error. Please check your connection and try again.';

/** Sends the file for a dry run or an apply; `onProgress` hears each progress line. */
export async function runImport(
  file: File,
  dryRun: boolean,
  onProgress: (progress: ImportProgress) => void,
): Promise<CatalogueImportResult> {
  const token = session.read().token;
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/admin/catalogue/import?dryRun=${dryRun}`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/x-ndjson', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, networkError);
  }
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, data?.message ?? 'Something Went Wrong');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let result: CatalogueImportResult | null = null;
  const take = (text: string) => {
    if (!text.trim()) return;
    const line = JSON.parse(text) as ImportProgressLine;
    if (line.type === 'progress') onProgress(line);
    else if (line.type === 'error') throw new ApiError(422, line.message);
    else {
      const { type: _, ...rest } = line;
      result = rest;
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += value;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) take(line);
    }
    take(buffered);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, networkError);
  }
  if (!result) throw new ApiError(0, networkError);
  return result;
}
