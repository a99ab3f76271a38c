// Several server processes (decision 0222), in one process: two apps on one database stand for two server
// processes. With Redis (the machine's, under a key prefix of this run) they count rate limits and password
// failures together and hear each other's cache invalidations; without it each counts its own; a Redis that
// goes away leaves each counting alone and /api/ready saying so. Real apps, real database (PGlite or
// PostgreSQL), real Redis.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../tools/demo-data/seed.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { as, login } from '../test/auth.ts';
import { testMediaDir } from '../test/paths.ts';
import { eventually, type Pair, twoProcesses } from '../test/two-apps.ts';
import { localStorage } from './storage.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `chamak-test:${Date.now().toString(36)}${randomBytes(3).toString('hex')}:`;
const tooMany = 'Too many requests. Please wait a moment and try again.';
const redisSettings = { url: redisUrl, keyPrefix: prefix };

/** Every key this file made, for the clean-up. */
async function redisKeys(): Promise<string[]> {
  const client = new Redis(redisUrl);
  try {
    return await client.keys(`${prefix}*`);
  } finally {
    client.disconnect();
  }
}

afterAll(async () => {
  const client = new Redis(redisUrl);
  const keys = await client.keys(`${prefix}*`);
  if (keys.length) await client.del(...keys);
  client.disconnect();
});

const attempt = (app: FastifyInstance, email: string, password: string, remoteAddress = '10.9.0.1') =>
  app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email, password } });

describe('with Redis, two processes count as one', () => {
  let p: Pair;
  beforeAll(async () => {
    p = await twoProcesses({ redis: redisSettings, failures: 4, cacheTtlMs: 600_000 });
  });
  afterAll(() => p?.close());

  it('refuses an address on both processes once its password failures, split over both, reach the limit', async () => {
    const { email, password } = demoAccounts.customer;
    for (const app of [p.a, p.b, p.a, p.b])
      expect((await attempt(app, email, 'Wrong@1234')).statusCode).toBe(401);
    for (const app of [p.a, p.b]) {
      const refused = await attempt(app, email, password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(tooMany);
    }
    // Another address is untouched, and the counts live in Redis under this run's prefix.
    expect((await attempt(p.b, email, password, '10.9.0.2')).statusCode).toBe(200);
    expect((await redisKeys()).some((key) => key.startsWith(`${prefix}failures:login:pair:`))).toBe(true);
  });

  it('counts the per-address request limit of a route over both processes, and each route on its own', async () => {
    const reset = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        remoteAddress: '10.9.1.1',
        payload: { token: 'not-a-real-token-123456', password: 'Secret@123' },
      });
    // Six a minute per address (the limit set above): three on each process, then the seventh is refused.
    for (const app of [p.a, p.b, p.a, p.b, p.a, p.b]) expect((await reset(app)).statusCode).not.toBe(429);
    expect((await reset(p.a)).statusCode).toBe(429);
    expect((await reset(p.b)).statusCode).toBe(429);
    // Login counts under its own route: the same address still reaches it.
    expect((await attempt(p.b, demoAccounts.customer.email, 'Wrong@1234', '10.9.1.1')).statusCode).toBe(401);
  });

  it('counts discount-code attempts of an address over both processes', async () => {
    const tryCode = (app: FastifyInstance, code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        remoteAddress: '10.9.2.1',
        payload: { cartDatas: [], code },
      });
    const max = loadConfig({ NODE_ENV: 'test' }).discountCodeAttempts;
    for (let i = 0; i < max; i++)
      expect((await tryCode(i % 2 ? p.b : p.a, `GUESS${i}`)).statusCode).not.toBe(429);
    for (const app of [p.a, p.b]) expect((await tryCode(app, 'GUESSMORE')).json().message).toBe(tooMany);
    expect((await redisKeys()).some((key) => key.startsWith(`${prefix}failures:code-attempt:ip:`))).toBe(
      true,
    );
  });

  it("drops the other process's cached answers when one process changes the catalogue", async () => {
    const admin = (await login(p.a, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    const litres = () =>
      p.b.inject({ method: 'POST', url: '/api/litre/getall', payload: { page: 1, perPage: 100 } });
    const before = (await litres()).json() as { totalLitre: number };
    expect((await litres()).headers['x-cache']).toBe('hit');
    const added = await p.a.inject(
      as(admin, { method: 'POST', url: '/api/litre', payload: { litre: '9 L', total_ml: 9000 } }),
    );
    expect(added.statusCode).toBe(200);
    // The message crosses Redis on its own time: ask until the other process has forgotten (ten minutes of
    // cache lifetime remain, so only the invalidation can make it).
    const after = await eventually(
      litres,
      (r) => (r.json() as { totalLitre: number }).totalLitre !== before.totalLitre,
    );
    expect((after.json() as { totalLitre: number }).totalLitre).toBe(before.totalLitre + 1);
  });
});

describe('without Redis', () => {
  it('each process counts its own password failures (the README says so)', async () => {
    const p = await twoProcesses({ failures: 4 });
    try {
      const { email } = demoAccounts.customer;
      for (const app of [p.a, p.b, p.a, p.b])
        expect((await attempt(app, email, 'Wrong@1234')).statusCode).toBe(401);
      // Two failures each: neither process has reached four.
      expect((await attempt(p.a, email, 'Wrong@1234')).statusCode).toBe(401);
      expect((await attempt(p.a, email, 'Wrong@1234')).statusCode).toBe(401);
      // The fourth on one process trips that process only.
      expect((await attempt(p.a, email, 'Wrong@1234')).statusCode).toBe(429);
      expect((await attempt(p.b, email, 'Wrong@1234')).statusCode).toBe(401);
    } finally {
      await p.close();
    }
  });
});

describe('when Redis goes away', () => {
  it('keeps limiting in this process, and /api/ready answers 503 naming Redis', async () => {
    const p = await twoProcesses({ redis: redisSettings, failures: 3 });
    try {
      const ready = await p.a.inject('/api/ready');
      expect(ready.statusCode).toBe(200);
      p.a.redis!.disconnect();
      const gone = await p.a.inject('/api/ready');
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({
        message: 'Not ready: Redis does not answer',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(gone.headers['retry-after']).toBe('1');
      expect((await p.a.inject('/api/health')).statusCode).toBe(200);
      const { email, password } = demoAccounts.customer;
      for (let i = 0; i < 3; i++) expect((await attempt(p.a, email, 'Wrong@1234')).statusCode).toBe(401);
      expect((await attempt(p.a, email, password)).statusCode).toBe(429);
      // The request limits too: six a minute for this address on this route, counted here.
      const reset = () =>
        p.a.inject({
          method: 'POST',
          url: '/api/users/reset-password',
          remoteAddress: '10.9.2.1',
          payload: { token: 'not-a-real-token-123456', password: 'Secret@123' },
        });
      for (let i = 0; i < 6; i++) expect((await reset()).statusCode).toBe(400);
      expect((await reset()).statusCode).toBe(429);
    } finally {
      await p.close();
    }
  });
});

describe('configuration', () => {
  it('refuses several processes on the embedded database, naming WEB_CONCURRENCY and DATABASE_URL', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '3' })).toThrow(
      /WEB_CONCURRENCY: 3 processes need PostgreSQL \(set DATABASE_URL\)/,
    );
    expect(loadConfig({ WEB_CONCURRENCY: '3', DATABASE_URL: 'postgres://db/shop' }).webConcurrency).toBe(3);
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//);
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({
      url: 'redis://cache:6379',
      keyPrefix: 'chamak:',
    });
  });

  it('refuses to start when REDIS_URL names a Redis that does not answer', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const config = {
        ...loadConfig({ NODE_ENV: 'test' }),
        mediaDir: testMediaDir,
        redis: { url: 'redis://127.0.0.1:1', keyPrefix: prefix },
      };
      await expect(buildApp({ config, database, storage: localStorage(testMediaDir) })).rejects.toThrow(
        /Redis at REDIS_URL does not answer/,
      );
    } finally {
      await database.close();
    }
  });
});
