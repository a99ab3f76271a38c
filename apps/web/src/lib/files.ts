// Files in and out of the browser, in one place. In: the checks of a chosen image or video before it is
// uploaded (SPEC sections 5 and 9): its type and size at once, then its first bytes (what it really is, as the
// server checks it, D9), so a renamed PDF is refused here rather than after a slow upload. Out: a file the API
// serves only to a signed-in user (the orders CSV, an invoice PDF), fetched with the bearer token and saved, and
// a private image (a return's photo) fetched with it and shown from a local URL.
import { useEffect, useRef, useState } from 'react';
import { ApiError, onSessionExpired } from '../api/client.ts';
import { t } from './i18n.ts';
import { session } from './session.ts';

export type FileKind = 'image' | 'video';

/** SPEC section 9: an image under 5 MB, a video under 50 MB (the server refuses anything larger). */
export const fileLimits: Record<FileKind, number> = {
  image: 5 * 1024 * 1024,
  video: 50 * 1024 * 1024,
};

/** SPEC section 5's words, the same the server answers with. */
export const fileMessages = {
  notImage: 'Please select a valid image file',
  imageTooLarge: 'Image size should be less than 5MB',
  notVideo: 'Please select a valid video file',
  videoTooLarge: 'Video size should be less than 50MB',
} as const;

const wrongType: Record<FileKind, string> = { image: fileMessages.notImage, video: fileMessages.notVideo };
const tooLarge: Record<FileKind, string> = {
  image: fileMessages.imageTooLarge,
  video: fileMessages.videoTooLarge,
};

/** What the `accept` attribute of a file input offers for each kind. */
export const fileAccept: Record<FileKind, string> = {
  image: 'image/*',
  video: 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov,.m4v',
};

/** WebM and MP4 (QuickTime shares MP4's container), which is what the server accepts. */
const videoTypes = ['video/webm', 'video/mp4', 'video/quicktime'];
const videoExtensions = /\.(webm|mp4|m4v|mov)$/i;

function claimsKind(kind: FileKind, file: File): boolean {
  if (kind === 'image') return file.type.startsWith('image/');
  // Some systems give no type for a video they do not know; its extension then decides.
  return videoTypes.includes(file.type) || (file.type === '' && videoExtensions.test(file.name));
}

/** The message that refuses `file` by its declared type and its size, or null; immediate. */
export function checkFile(kind: FileKind, file: File): string | null {
  if (!claimsKind(kind, file)) return wrongType[kind];
  if (file.size > fileLimits[kind]) return tooLarge[kind];
  return null;
}

/** Splits a selection into the files that pass `checkFile` and the first refusal's message. */
export function checkFiles(kind: FileKind, files: File[]): { accepted: File[]; error: string | null } {
  const accepted: File[] = [];
  let error: string | null = null;
  for (const file of files) {
    const problem = checkFile(kind, file);
    if (problem) error ??= problem;
    else accepted.push(file);
  }
  return { accepted, error };
}

export type Sniffed = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'webm' | 'mp4';

const sniffedKind: Record<Sniffed, FileKind> = {
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  webm: 'video',
  mp4: 'video',
};

/** What the first bytes of a file say it is (its "magic number"), or null for anything else. */
export function sniffBytes(bytes: Uint8Array): Sniffed | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  const text = (offset: number, value: string) => at(offset, ...Array.from(value, (c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (text(0, 'GIF87a') || text(0, 'GIF89a')) return 'gif';
  if (text(0, 'RIFF') && text(8, 'WEBP')) return 'webp';
  if (text(4, 'ftyp')) return text(8, 'avif') || text(8, 'avis') ? 'avif' : 'mp4';
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) return 'webm';
  return null;
}

/** What a file's first bytes say it is. */
export async function sniffFile(file: File): Promise<Sniffed | null> {
  const head = await file.slice(0, 16).arrayBuffer();
  return sniffBytes(new Uint8Array(head));
}

/** The files among `files` whose content is not a `kind` at all (checked together, in the background). */
export async function wrongContent(kind: FileKind, files: readonly File[]): Promise<File[]> {
  const found = await Promise.all(files.map(sniffFile));
  return files.filter((_, i) => {
    const sniffed = found[i];
    return !sniffed || sniffedKind[sniffed] !== kind;
  });
}

/** The message for a file whose content is not a `kind`. */
export const wrongContentMessage = (kind: FileKind) => wrongType[kind];

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The file name the server gave (Content-Disposition), else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // A malformed encoded name: the plain one, or the fallback.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Hands `blob` to the browser as a download called `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns, but some want a moment before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads `/api{path}` as a file. A plain link cannot send the bearer token, so the file is fetched with it
 * and saved from a blob under the server's file name (or `fallbackName`). A refusal throws an ApiError with the
 * server's message; a stored token the server no longer accepts ends the session, as every call does.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = session.read().token;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, t('Network error. Please check your connection and try again.'));
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    if (response.status === 401 && token) onSessionExpired();
    throw new ApiError(response.status, data?.message ?? 'Something Went Wrong');
  }
  const blob = await response.blob();
  saveBlob(blob, attachmentName(response.headers.get('content-disposition'), fallbackName));
}

/**
 * Checks the content of the chosen files in the background, again whenever the choice changes; `onWrong` gets
 * the files that are not a `kind` after all, with the message to show. (The type and size were checked at once,
 * by checkFile; reading a file's first bytes takes a moment, so the picker shows the file meanwhile.)
 */
export function useContentCheck(
  kind: FileKind,
  files: readonly File[],
  onWrong: (wrong: File[], message: string) => void,
): void {
  const latest = useRef(onWrong);
  latest.current = onWrong;
  useEffect(() => {
    if (files.length === 0) return;
    let live = true;
    wrongContent(kind, files).then(
      (wrong) => {
        if (live && wrong.length > 0) latest.current(wrong, wrongContentMessage(kind));
      },
      // A file the browser cannot read any more (removed from the disk): the server's check still stands.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [kind, files]);
}

/** A local URL for a chosen file (its preview), released when the file changes or the preview goes away. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * A local URL for a private image the API serves only with the bearer token (a return's photo, at `url`, an
 * `/api/...` address an <img> could not send the token to): fetched once per address and released when the
 * image goes. 'failed' when the server refused it or the network did.
 */
export function usePrivateImage(url: string): string | 'failed' | null {
  const [local, setLocal] = useState<string | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    setLocal(null);
    const token = session.read().token;
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new ApiError(response.status, 'Could not load the photo.');
        const blob = await response.blob();
        if (!live) return;
        made = URL.createObjectURL(blob);
        setLocal(made);
      })
      .catch(() => {
        if (live) setLocal('failed');
      });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return local;
}
