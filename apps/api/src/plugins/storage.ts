// Where uploaded and generated media live. The interface is what a shared volume or an S3-compatible
// bucket would implement for many processes; the local disk one serves `npm start`.
import { mkdirSync } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Storage = {
  /** Writes `data` under `key` (a relative path such as 'products/ab12-800x800-640.webp'). */
  put(key: string, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The public URL path of a key. */
  url(key: string): string;
  /** The local directory served at urlPrefix, for the static file server. */
  root: string;
  urlPrefix: string;
};

const safeKey = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export function localStorage(root: string, urlPrefix = '/media/'): Storage {
  mkdirSync(root, { recursive: true });
  const resolve = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
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
    url: (key) => `${urlPrefix}${key}`,
  };
}
