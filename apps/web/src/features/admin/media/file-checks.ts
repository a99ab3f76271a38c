// Client-side checks of a chosen file (SPEC section 5): its type and size, before anything is sent.
// The server checks the content again (D9); these only spare the admin a slow upload that would fail.
import { mediaLimits, mediaText } from './messages.ts';

export type MediaKind = 'image' | 'video';

/** WebM and MP4 (QuickTime shares MP4's container), which is what the server accepts. */
const videoTypes = ['video/webm', 'video/mp4', 'video/quicktime'];
const videoExtensions = /\.(webm|mp4|m4v|mov)$/i;

function isImage(file: File): boolean {
  return file.type.startsWith('image/');
}

function isVideo(file: File): boolean {
  // Some systems give no type for a video they do not know; its extension then decides.
  return videoTypes.includes(file.type) || (file.type === '' && videoExtensions.test(file.name));
}

/** The SPEC message that refuses `file`, or null when it may be uploaded. */
export function checkFile(kind: MediaKind, file: File): string | null {
  if (kind === 'image') {
    if (!isImage(file)) return mediaText.notImage;
    if (file.size > mediaLimits.imageBytes) return mediaText.imageTooLarge;
    return null;
  }
  if (!isVideo(file)) return mediaText.notVideo;
  if (file.size > mediaLimits.videoBytes) return mediaText.videoTooLarge;
  return null;
}

/** Splits a selection into the files that pass and the first refusal's message. */
export function checkFiles(kind: MediaKind, files: File[]): { accepted: File[]; error: string | null } {
  const accepted: File[] = [];
  let error: string | null = null;
  for (const file of files) {
    const problem = checkFile(kind, file);
    if (problem) error ??= problem;
    else accepted.push(file);
  }
  return { accepted, error };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
