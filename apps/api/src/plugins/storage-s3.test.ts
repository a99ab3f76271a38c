// Media in an S3-compatible bucket (decision 0226), against a local stand-in of S3's path-style API on 127.0.0.1
// (PutObject, GetObject, HeadObject, DeleteObject, signed requests): the storage itself, and the shop on it: an
// admin's banner upload lands in the bucket under the prefix and is served at /media/ with year-long caching.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, seedDemo } from '../../../../tools/demo-data/seed.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../test/app.ts';
import { as, login } from '../test/auth.ts';
import { multipart } from '../test/multipart.ts';
import { type S3Settings, type Storage, s3Storage } from './storage.ts';

type Stored = { body: Buffer; contentType: string | undefined; cacheControl: string | undefined };
const objects = new Map<string, Stored>();
const requests: { method: string; path: string; authorization: string | undefined }[] = [];
let server: Server;
let settings: S3Settings;

function standIn(): Server {
  return createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      requests.push({ method: req.method!, path, authorization: req.headers.authorization });
      const [, bucket, ...rest] = path.split('/');
      const key = rest.join('/');
      const noSuchKey = () => {
        res.statusCode = 404;
        res.setHeader('content-type', 'application/xml');
        res.end(
          req.method === 'HEAD'
            ? undefined
            : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
        );
      };
      if (bucket !== 'chamak-media' || !req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
        res.statusCode = 403;
        return res.end('<Error><Code>AccessDenied</Code></Error>');
      }
      const object = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.setHeader('etag', '"stand-in"');
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.statusCode = 204;
        return res.end();
      }
      if (!object) return noSuchKey();
      res.setHeader('content-type', object.contentType ?? 'application/octet-stream');
      res.setHeader('content-length', object.body.length);
      res.end(req.method === 'HEAD' ? undefined : object.body);
    });
  });
}

beforeAll(async () => {
  server = standIn();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  settings = {
    bucket: 'chamak-media',
    region: 'ap-south-1',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forcePathStyle: true,
    accessKeyId: 'test-access-key',
    secretAccessKey: 'test-secret-key',
    prefix: 'shop1/',
    publicUrl: undefined,
  };
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

describe('the S3 storage', () => {
  it('puts, finds, reads and removes a file under the prefix, signed with the keys', async () => {
    const storage: Storage = s3Storage(settings);
    expect(await storage.exists('products/ab12-640.webp')).toBe(false);
    await storage.put('products/ab12-640.webp', Buffer.from('webp bytes'));
    expect(objects.get('shop1/products/ab12-640.webp')).toEqual({
      body: Buffer.from('webp bytes'),
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await storage.exists('products/ab12-640.webp')).toBe(true);
    expect((await storage.read!('products/ab12-640.webp'))?.toString()).toBe('webp bytes');
    // A return's photo is the shopper's own: the bucket is told no cache may keep it.
    await storage.put('returns/cd34-640.webp', Buffer.from('photo bytes'));
    expect(objects.get('shop1/returns/cd34-640.webp')?.cacheControl).toBe('private, no-store');
    expect(await storage.read!('products/none.webp')).toBeNull();
    await storage.remove('products/ab12-640.webp');
    expect(await storage.exists('products/ab12-640.webp')).toBe(false);
    expect(requests.at(-1)!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/ap-south-1\/s3\//,
    );
    expect(storage.url('products/ab12-640.webp')).toBe('/media/products/ab12-640.webp');
    expect(s3Storage({ ...settings, publicUrl: 'https://cdn.example.com/m/' }).url('a/b.webp')).toBe(
      'https://cdn.example.com/m/a/b.webp',
    );
  });

  it('refuses an unsafe key before asking the bucket', async () => {
    const storage = s3Storage(settings);
    const before = requests.length;
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    expect(requests.length).toBe(before);
  });

  it('reads the S3_* settings', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PREFIX: 'p/',
      }).s3,
    ).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'k',
      secretAccessKey: 's',
      prefix: 'p/',
      publicUrl: undefined,
    });
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an http\(s\) address/,
    );
  });
});

describe('the shop on a bucket', () => {
  it("stores an admin's banner upload in the bucket and serves it at /media/ with year-long caching", async () => {
    const { database, drop } = await openTestDatabase();
    await seedDemo(database.db);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), s3: settings };
    const app = await buildApp({ config, database, storage: s3Storage(settings) });
    try {
      const admin = (await login(app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
      const png = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#0ea5e9' } })
        .png()
        .toBuffer();
      const body = multipart([{ name: 'image', filename: 'b.png', contentType: 'image/png', data: png }]);
      const before = objects.size;
      const res = await app.inject(
        as(admin, {
          method: 'POST',
          url: '/api/banners/upload',
          payload: body.payload,
          headers: body.headers,
        }),
      );
      expect(res.json().message).toBe('Banner Uploaded');
      expect(objects.size).toBeGreaterThan(before);

      const banners = (await app.inject('/api/banners')).json() as { imageUrl: string }[];
      const url = banners.at(-1)!.imageUrl;
      expect(url).toMatch(/^\/media\/.+\.webp$/);
      expect(objects.has(`shop1/${url.slice('/media/'.length)}`)).toBe(true);
      const served = await app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      const missing = await app.inject('/media/banners/none-640.webp');
      expect(missing.statusCode).toBe(404);
      expect((await app.inject('/media/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
      // A return's photo in the bucket is never served at the public media addresses.
      await app.storage.put('returns/ef56-40x30-40.webp', png);
      const photo = await app.inject('/media/returns/ef56-40x30-40.webp');
      expect(photo.statusCode).toBe(404);
      expect(photo.headers['content-type'] ?? '').not.toContain('image');
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});
