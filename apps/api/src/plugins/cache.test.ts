// The response cache's hooks sit on the routes that name a tag (decision 0309): such a route keeps its serialised
// JSON before compression (a later hit is plain JSON for a client that asks for no compression) and answers with
// an ETag; a route without a tag is neither kept nor tagged.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ cacheTtlMs: 60_000 });
});
afterAll(() => t?.close());

describe('the response cache on its routes', () => {
  it('keeps the JSON before compression, and a hit is the same JSON', async () => {
    const zipped = await t.app.inject({ url: '/api/subcategory', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['x-cache']).toBeUndefined();
    const json = JSON.parse(gunzipSync(zipped.rawPayload).toString());

    const hit = await t.app.inject('/api/subcategory');
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(hit.json()).toEqual(json);
    expect(hit.headers.etag).toMatch(/^W\/"/);

    const revalidated = await t.app.inject({
      url: '/api/subcategory',
      headers: { 'if-none-match': hit.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('leaves a route without a tag alone', async () => {
    for (let i = 0; i < 2; i++) {
      const ping = await t.app.inject('/api/ping');
      expect(ping.statusCode).toBe(200);
      expect(ping.headers['x-cache']).toBeUndefined();
      expect(ping.headers.etag).toBeUndefined();
      expect(ping.headers['cache-control']).toBeUndefined();
    }
  });
});
