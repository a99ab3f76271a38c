import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { localStorage } from './plugins/storage.ts';
import { openTestDatabase, type TestApp, testApp } from './test/app.ts';
import { testMediaDir } from './test/paths.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

describe('the application shell', () => {
  it('reports health with the database it uses', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('publishes the OpenAPI contract at /api/docs with the catalogue calls', async () => {
    const ui = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/products/getallproducts',
      '/api/products/{id}',
      '/api/subcategory/get',
      '/api/litre/getall',
      '/api/banners',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
  });

  it('sends security headers and compresses large answers', async () => {
    const res = await t.app.inject({ url: '/api/subcategory', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers unknown API calls with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/nothing');
  });
});

describe('serving the web app', () => {
  it('returns the app for every SPEC route, and hashed assets with long caching', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'chamak-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const { database, drop } = await openTestDatabase();
    const app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: dist },
      database,
      storage: localStorage(testMediaDir),
    });
    try {
      for (const route of [
        '/',
        '/products/12',
        '/product-details/3',
        '/admin/orders',
        '/track-order',
        '/collection/Floor%20Care',
      ]) {
        const res = await app.inject(route);
        expect(res.statusCode, route).toBe(200);
        expect(res.body).toContain('<div id="root">');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      expect((await app.inject('/api/products/abc')).headers['content-type']).toContain('application/json');
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});
