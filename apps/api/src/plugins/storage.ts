// Where uploaded and generated media live: a local directory (MEDIA_DIR, which several processes may share as a
// mounted volume), or an S3-compatible bucket (S3_* settings, decision 0226) for processes on several machines.
import { mkdirSync } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';

export type Storage = {
  /** Writes `data` under `key` (a relative path such as 'products/ab12-800x800-640.webp'). */
  put(key: string, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The public URL path of a key. */
  url(key: string): string;
  /** The local directory served at urlPrefix by the static file server; '' when there is none (`read` serves). */
  root: string;
  urlPrefix: string;
  /** A stored file's bytes, or null when there is none (the bucket's media server, and private files). */
  read?(key: string): Promise<Buffer | null>;
};

/** The S3_* settings: a bucket, and for S3-compatible services their endpoint and path-style addressing. */
export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Prepended to every key ('shop1/' keeps several shops in one bucket). */
  prefix: string;
  /** Where the bucket (or a CDN before it) serves keys publicly; unset, the shop serves them at /media/. */
  publicUrl: string | undefined;
};

/**
 * Folders whose files are a person's own (a return's photos): never served at the public media addresses nor
 * cached publicly; their module serves them to who may see them.
 */
const privateFolders = ['returns/'] as const;
export const isPrivateKey = (key: string) => privateFolders.some((folder) => key.startsWith(folder));

const safeKey = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;
const checked = (key: string) => {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
};

/** The content type of a stored file, by its extension (names are generated, so the extension is ours). */
export function contentTypeOf(key: string): string {
  const types: Record<string, string> = {
    webp: 'image/webp',
    avif: 'image/avif',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    mp4: 'video/mp4',
    webm: 'video/webm',
    pdf: 'application/pdf',
  };
  return types[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

export function localStorage(root: string, urlPrefix = '/media/'): Storage {
  mkdirSync(root, { recursive: true });
  const resolve = (key: string) => path.join(root, checked(key));
  return {
    root,
    urlPrefix,
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async read(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    url: (key) => `${urlPrefix}${key}`,
  };
}

/** The bucket answered "no such key" (S3's NoSuchKey / NotFound, or a bare 404). */
function missing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function s3Storage(settings: S3Settings, urlPrefix = '/media/'): Storage {
  // The AWS SDK is loaded with the first call on the bucket, not at start (decision 0263).
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const s3 = () => (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: s3Client(sdk) })));
  const s3Client = (sdk: typeof import('@aws-sdk/client-s3')) =>
    new sdk.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer trailing ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;
  const Key = (key: string) => `${settings.prefix}${checked(key)}`;
  const publicUrl = settings.publicUrl?.replace(/\/+$/, '');
  return {
    root: '',
    urlPrefix,
    async put(key, data) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: data,
          ContentType: contentTypeOf(key),
          // Names are unique per upload, so a stored file never changes; a private one is no cache's to keep.
          CacheControl: isPrivateKey(key) ? 'private, no-store' : 'public, max-age=31536000, immutable',
        }),
      );
    },
    async remove(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async exists(key) {
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async read(key) {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: Key(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    url: (key) => (publicUrl ? `${publicUrl}/${key}` : `${urlPrefix}${key}`),
  };
}

/** The storage the configuration names: the bucket when S3_BUCKET is set, else MEDIA_DIR. */
export function storageFor(config: { mediaDir: string; s3: S3Settings | undefined }): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.mediaDir);
}
