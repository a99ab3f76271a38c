// Multipart uploads (D9): fields and files read into memory with per-kind size limits, files checked by
// content (images decoded by sharp, videos by their container signature), stored under generated names.
import { messages } from '@chamak/shared/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError, Invalid, TooLarge } from './errors.ts';
import { hasNul } from './nul-guard.ts';
import type { Storage } from './storage.ts';

export type UploadedFile = { field: string; filename: string; mimetype: string; data: Buffer };
export type Multipart = { fields: Record<string, string>; files: UploadedFile[] };

export const limits = {
  imageBytes: 5 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  fields: 60,
  files: 40,
} as const;

export const uploadMessages = {
  imageTooLarge: 'Image size should be less than 5MB',
  videoTooLarge: 'Video size should be less than 50MB',
  notImage: 'Please select a valid image file',
  notVideo: 'Please select a valid video file',
  notMultipart: 'Send the form as multipart/form-data.',
  brokenForm: 'The upload was cut off or is not a valid form. Please try again.',
  tooManyParts: 'Too many files or fields in one upload.',
} as const;

/** 'The upload is too large: at most 60 MB in one request.' */
export const requestTooLarge = (maxBytes: number) =>
  `The upload is too large: at most ${Math.floor(maxBytes / (1024 * 1024))} MB in one request.`;

/**
 * Reads a multipart request. Files over the video limit are refused; image-size checks follow per field. All
 * files and fields together may hold at most config.uploadMaxRequestBytes (docs/decisions/0032), counted while
 * reading, so no request buffers more than that. A body that is cut off or has no boundary is a 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { maxBytes?: number } = {},
): Promise<Multipart> {
  if (!request.isMultipart()) throw new Invalid(uploadMessages.notMultipart, 'MALFORMED_REQUEST');
  // A route for shoppers (a return's photos) may bound its requests tighter than the admin's uploads.
  const maxBytes = Math.min(options.maxBytes ?? Infinity, request.server.config.uploadMaxRequestBytes);
  // Refused before reading a byte when the client says how much it sends.
  if (Number(request.headers['content-length'] ?? 0) > maxBytes)
    throw new TooLarge(requestTooLarge(maxBytes));
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > maxBytes) throw new TooLarge(requestTooLarge(maxBytes));
  };
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.videoBytes, files: limits.files, fields: limits.fields },
    })) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          count(chunk.length);
          chunks.push(chunk);
        }
        if (part.file.truncated) throw new TooLarge(uploadMessages.videoTooLarge);
        const data = Buffer.concat(chunks);
        if (data.length > 0)
          files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        const value = String(part.value ?? '');
        count(Buffer.byteLength(value));
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLarge(uploadMessages.videoTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new TooLarge(uploadMessages.tooManyParts);
    // Nothing but the body's parser runs in the loop: a truncated body, a missing boundary or a malformed part.
    throw new Invalid(uploadMessages.brokenForm, 'MALFORMED_REQUEST');
  }
  if (hasNul(fields)) throw new Invalid(messages.nulCharacter);
  return { fields, files };
}

export function imageFiles(files: UploadedFile[], field: string): UploadedFile[] {
  const found = files.filter((f) => f.field === field);
  for (const f of found)
    if (f.data.length > limits.imageBytes) throw new TooLarge(uploadMessages.imageTooLarge);
  return found;
}

/** The container a video really is, from its first bytes: WebM/Matroska or MP4/QuickTime (ISO BMFF). */
export function videoKind(data: Buffer): 'webm' | 'mp4' | null {
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  return null;
}

/** Checks and stores a video under the name `newName` makes (the media module's); returns its storage key. */
export async function storeVideo(
  storage: Storage,
  folder: string,
  file: UploadedFile,
  newName: () => string,
): Promise<string> {
  if (file.data.length > limits.videoBytes) throw new TooLarge(uploadMessages.videoTooLarge);
  const kind = videoKind(file.data);
  if (!kind) throw new Invalid(uploadMessages.notVideo);
  const key = `${folder}/${newName()}.${kind}`;
  await storage.put(key, file.data);
  return key;
}

/** Validates multipart fields with a shared schema; the first problem becomes a 400 with its message. */
export function parseFields<T extends import('zod').ZodType>(
  schema: T,
  fields: Record<string, string>,
): import('zod').output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new Invalid(parsed.error.issues[0]?.message ?? 'The form is not valid.');
  return parsed.data;
}
