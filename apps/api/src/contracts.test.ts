// Every route's request and response schemas are packages/shared's exported contracts, the same objects the
// web takes its types from, so no route can answer a shape the web does not know about. The app is built with
// a watcher of every route added; each schema a route declares must be one of @chamak/shared's exported zod
// schemas (by identity: an inline `z.object(...)` is a new object and fails).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { localStorage } from './plugins/storage.ts';
import { openTestDatabase } from './test/app.ts';
import { testMediaDir } from './test/paths.ts';

const sharedDir = path.resolve(import.meta.dirname, '../../../packages/shared/src');

/** Every zod schema @chamak/shared exports, with the name it is exported under. */
async function sharedSchemas(): Promise<Map<unknown, string>> {
  const found = new Map<unknown, string>();
  const files = readdirSync(sharedDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const module = (await import(`@chamak/shared/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (value instanceof z.ZodType) found.set(value, `${file}:${name}`);
  }
  return found;
}

/** What a route may answer without a JSON schema: the CSV export streams text (its querystring is shared). */
const noResponseSchema = new Set(['GET /api/order/export.csv']);

const parts = ['body', 'querystring', 'params', 'headers'] as const;

type Route = { key: string; schema: Record<string, unknown> | undefined };

/** The routes without a schema for a 2xx answer. */
function withoutSuccessSchema(routes: Route[]): string[] {
  return routes
    .filter((r) => !noResponseSchema.has(r.key))
    .filter((r) => {
      const response = (r.schema?.response ?? {}) as Record<string, unknown>;
      // A redirect (3xx) is a route's success answer too (the unsubscribe address's GET).
      return !Object.keys(response).some((code) => /^[23](\d\d|xx)$/.test(code));
    })
    .map((r) => r.key);
}

/** Each request part and response code whose schema is not one @chamak/shared exports. */
function inlineSchemas(routes: Route[], shared: Map<unknown, string>): string[] {
  const inline: string[] = [];
  for (const route of routes) {
    const schema = route.schema ?? {};
    for (const part of parts)
      if (schema[part] !== undefined && !shared.has(schema[part])) inline.push(`${route.key} ${part}`);
    const response = (schema.response ?? {}) as Record<string, unknown>;
    for (const [code, value] of Object.entries(response))
      if (!shared.has(value)) inline.push(`${route.key} response ${code}`);
  }
  return inline;
}

/** Each route documenting an error status (4xx, 5xx) with a schema other than errorReply, with those statuses. */
function errorsWithoutCode(routes: Route[], errorReply: unknown): string[] {
  const found: string[] = [];
  for (const route of routes) {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    const statuses = Object.entries(response)
      .filter(([status, value]) => /^[45]/.test(status) && value !== errorReply)
      .map(([status]) => status);
    if (statuses.length > 0) found.push(`${route.key} ${statuses.sort().join(' ')}`);
  }
  return found.sort();
}

let routes: Route[] = [];
let shared = new Map<unknown, string>();
let close = async () => {};

beforeAll(async () => {
  shared = await sharedSchemas();
  const { database, drop } = await openTestDatabase();
  const seen: Route[] = [];
  const app = await buildApp({
    config: { ...loadConfig({ NODE_ENV: 'test' }), mediaDir: testMediaDir },
    database,
    storage: localStorage(testMediaDir),
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD twin of each GET with the same schema; the docs UI is @fastify/swagger-ui's own.
        if (method === 'HEAD' || !route.url.startsWith('/api/') || route.url.startsWith('/api/docs'))
          continue;
        seen.push({ key: `${method} ${route.url}`, schema: route.schema as Route['schema'] });
      }
    },
  });
  await app.ready();
  routes = seen;
  close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
});

afterAll(() => close());

describe('route contracts (packages/shared)', () => {
  it('finds the app’s routes and the shared schemas', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.map((r) => r.key)).toEqual(
      expect.arrayContaining(['GET /api/category', 'PUT /api/admin/settings', 'PATCH /api/users/:id/status']),
    );
    expect(shared.size).toBeGreaterThan(100);
  });

  it('gives every route a response schema for its success answer', () => {
    expect(withoutSuccessSchema(routes)).toEqual([]);
  });

  it('takes every request and response schema from @chamak/shared', () => {
    expect(inlineSchemas(routes, shared)).toEqual([]);
  });

  it('documents every error status as errorReply, message and code', async () => {
    const { errorReply } = await import('@chamak/shared/common');
    // Every refusal is sent with its code whatever a route documents (plugins/errors.ts); these routes' documents
    // still say `{ message }` alone. The list only shrinks: a new route documents its errors as errorReply.
    expect(errorsWithoutCode(routes, errorReply)).toEqual(documentedWithoutCode);
  });

  it('catches a route written with an inline schema or without a success answer', async () => {
    const { idParams, messageReply } = await import('@chamak/shared/common');
    const added: Route[] = [
      { key: 'POST /api/kept', schema: { params: idParams, response: { 200: messageReply } } },
      {
        key: 'POST /api/inline',
        schema: {
          body: z.object({ note: z.string() }),
          response: { 200: messageReply.extend({ id: z.number() }), 404: messageReply },
        },
      },
      { key: 'GET /api/errors-only', schema: { response: { 404: messageReply } } },
      { key: 'GET /api/bare', schema: undefined },
    ];
    expect(inlineSchemas(added, shared)).toEqual(['POST /api/inline body', 'POST /api/inline response 200']);
    expect(withoutSuccessSchema(added)).toEqual(['GET /api/errors-only', 'GET /api/bare']);
  });
});

/**
 * Routes whose error statuses are still documented with messageReply (modules being reworked, or not yet
 * converted), each with those statuses. Delete a line when its route documents errorReply.
 */
const documentedWithoutCode: string[] = [];
