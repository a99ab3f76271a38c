// The OpenAPI document at /api/docs: served in development and tests, not in production unless OPENAPI_DOCS=true.
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type TestApp, testApp } from './test/app.ts';

const docRoutes = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'];

describe('the OpenAPI document setting', () => {
  it('is off by default in production and on in development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).openapiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', OPENAPI_DOCS: 'true' }).openapiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).openapiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).openapiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', OPENAPI_DOCS: 'false' }).openapiDocs).toBe(false);
  });

  it('refuses a value other than true or false with the variable named', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OPENAPI_DOCS: 'yes' })).toThrow(/OPENAPI_DOCS/);
  });
});

describe('the OpenAPI routes', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('answer 404 with the production defaults', async () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    const t = await testApp({
      seed: false,
      config: { env: 'production', openapiDocs: production.openapiDocs },
    });
    apps.push(t);
    for (const url of docRoutes) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('openapi');
    }
    // The rest of the API is unchanged.
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('serve the document in production when OPENAPI_DOCS=true', async () => {
    const production = loadConfig({ NODE_ENV: 'production', OPENAPI_DOCS: 'true' });
    const t = await testApp({
      seed: false,
      config: { env: 'production', openapiDocs: production.openapiDocs },
    });
    apps.push(t);
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    expect(doc.json().paths).toHaveProperty(['/api/health']);
    expect([200, 302]).toContain((await t.app.inject('/api/docs')).statusCode);
  });
});
