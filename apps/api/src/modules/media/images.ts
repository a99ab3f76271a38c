// Images are stored once as WebP variants at fixed widths (D9). The stored key encodes the original's size
// ('products/k3j2h4-800x800'), so url, srcset, width and height derive from one text column.
import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { Invalid } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';

export const variantWidths = [320, 640, 1280, 1920] as const;
/** The variant used where one URL is wanted (the `image` fields of the API). */
const defaultWidth = 640;
const maxPixels = 40_000_000;
/** SPEC's wording (uploads.ts's uploadMessages.notImage; not imported, as uploads.ts imports this module). */
const notImage = 'Please select a valid image file';

/** sharp (libvips), loaded with the first image rather than at start (decision 0263). */
const loadSharp = async () => (await import('sharp')).default;

export type ImageView = { url: string; srcset: string; width: number; height: number };

export function newMediaId(): string {
  return `${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
}

function parseKey(key: string): { width: number; height: number } | null {
  const match = /-(\d+)x(\d+)$/.exec(key);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

function widthsFor(originalWidth: number): number[] {
  return [...variantWidths.filter((w) => w < originalWidth), Math.min(originalWidth, 1920)];
}

export function imageView(storage: Storage, key: string): ImageView {
  const size = parseKey(key);
  if (!size) {
    // Not one of ours (e.g. an absolute URL kept from elsewhere): pass it through.
    return {
      url: key.startsWith('/') || key.startsWith('http') ? key : storage.url(key),
      srcset: '',
      width: 0,
      height: 0,
    };
  }
  const widths = widthsFor(size.width);
  const pick = widths.find((w) => w >= defaultWidth) ?? widths[widths.length - 1]!;
  return {
    url: storage.url(`${key}-${pick}.webp`),
    srcset: widths.map((w) => `${storage.url(`${key}-${w}.webp`)} ${w}w`).join(', '),
    width: size.width,
    height: size.height,
  };
}

/** The storage key of the variant `imageView` names as an image's one URL; null for a key not of ours. */
export function defaultVariantKey(key: string): string | null {
  const size = parseKey(key);
  if (!size) return null;
  const widths = widthsFor(size.width);
  return `${key}-${widths.find((w) => w >= defaultWidth) ?? widths[widths.length - 1]!}.webp`;
}

export function imageUrl(storage: Storage, key: string | null | undefined): string | null {
  return key ? imageView(storage, key).url : null;
}

/**
 * Decodes `input` (checking by content that it is an image sharp can read), then writes the WebP variants.
 * Throws Invalid for anything that is not an image. SVG input is rasterised, so no SVG is ever served.
 */
export async function storeImage(storage: Storage, folder: string, input: Buffer): Promise<string> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: maxPixels }).metadata();
  } catch {
    throw new Invalid(notImage);
  }
  if (!meta.width || !meta.height || !meta.format) throw new Invalid(notImage);
  // Respect EXIF orientation so a phone photo is stored upright; the stored size is the upright one.
  const swap = (meta.orientation ?? 1) >= 5;
  const [w, h] = swap ? [meta.height, meta.width] : [meta.width, meta.height];
  const width = Math.min(w, 1920);
  const height = Math.round((h * width) / w);
  const key = `${folder}/${newMediaId()}-${width}x${height}`;
  await writeVariants(storage, key, input);
  return key;
}

/** Writes the WebP variants of `input` under a key that already encodes its size (used for demo media too). */
export async function writeVariants(storage: Storage, key: string, input: Buffer): Promise<void> {
  const size = parseKey(key);
  if (!size) throw new Error(`Image key without its size: ${key}`);
  const sharp = await loadSharp();
  const base = sharp(input, { limitInputPixels: maxPixels }).rotate();
  const widths = widthsFor(size.width);
  // Every variant is encoded before any is stored: an image whose header is fine but whose data is cut off
  // fails only here, while decoding, and must leave no stray files behind.
  let variants: Buffer[];
  try {
    variants = await Promise.all(
      widths.map((w) =>
        base.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      ),
    );
  } catch {
    throw new Invalid(notImage);
  }
  await Promise.all(widths.map((w, i) => storage.put(`${key}-${w}.webp`, variants[i]!)));
}

/** Whether every variant of `key` is already stored. */
export async function hasVariants(storage: Storage, key: string): Promise<boolean> {
  const size = parseKey(key);
  if (!size) return false;
  const found = await Promise.all(widthsFor(size.width).map((w) => storage.exists(`${key}-${w}.webp`)));
  return found.every(Boolean);
}

export async function removeImage(storage: Storage, key: string): Promise<void> {
  const size = parseKey(key);
  if (!size) return;
  await Promise.all(widthsFor(size.width).map((w) => storage.remove(`${key}-${w}.webp`)));
}
