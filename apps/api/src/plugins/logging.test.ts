// The request log (decisions 0197 and 0198). The real app on a real database writes its pino lines into a
// stream the test reads: one line per request, never a password, bearer token, cookie or reset token (body,
// header or query string), and a request slower than SLOW_REQUEST_MS logs at warn with its route pattern and
// time.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { openTestDatabase } from '../test/app.ts';
import { testMediaDir } from '../test/paths.ts';
import { safeError, safeUrl } from './logging.ts';
import { localStorage } from './storage.ts';

type Line = { level: number; msg: string; [key: string]: unknown };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Waits until `count()` reaches `n`: a request's line is written by its onResponse hook, which may run just
 * after inject() has the answer. The deadline only bounds a failing test. */
async function linesReach(count: () => number, n: number): Promise<void> {
  for (const until = Date.now() + 5000; count() < n && Date.now() < until; ) await sleep(20);
}

/** The app with its log lines collected (raw text, to search for secrets, and parsed). */
async function loggedApp(
  settings: Partial<Config>,
  before?: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; raw: string[]; lines: () => Line[] }> {
  const { database, drop } = await openTestDatabase();
  const raw: string[] = [];
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    mediaDir: testMediaDir,
    authRateLimit: { perIpPerMinute: 10_000, perAccountPer15Minutes: 10_000 },
    ...settings,
  };
  const app = await buildApp({
    config,
    database,
    storage: localStorage(testMediaDir),
    logStream: { write: (line) => raw.push(line) },
  });
  before?.(app);
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
    await drop();
  });
  return { app, raw, lines: () => raw.map((line) => JSON.parse(line) as Line) };
}

describe('request log', () => {
  it('writes one line per request and never a password, bearer token, cookie or reset token', async () => {
    // trace: the most Fastify and its plugins would ever write. No request counts as slow here (a loaded machine
    // can take over a second to render the reset page, which would log it as 'slow request' instead).
    const { app, raw, lines } = await loggedApp({ logLevel: 'trace', slowRequestMs: 600_000 });
    const password = 'Pw-Never-Logged-7731';
    const email = `logged${Date.now().toString(36)}@example.com`;
    const resetToken = 'ResetTokenNeverLogged0123456789';
    const cookie = 'session=CookieNeverLogged42';

    const signup = await app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: {
        fullname: 'Log Reader',
        username: `log${Date.now().toString(36)}`,
        email,
        phone: '9876543210',
        password,
      },
    });
    expect(signup.statusCode).toBe(201);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: `${password}-wrong` },
    });
    expect(wrong.statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const { token, userId } = login.json() as { token: string; userId: number };
    expect(token.length).toBeGreaterThan(20);
    const profile = await app.inject({
      url: `/api/users/profile/${userId}`,
      headers: { authorization: `Bearer ${token}`, cookie },
    });
    expect(profile.statusCode).toBe(200);
    // A reset link as mailed (the token in the query string) and the reset call (the token in the body).
    await app.inject(`/reset-password?token=${resetToken}&from=mail`);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token: resetToken, password },
    });
    expect(reset.statusCode).toBeGreaterThanOrEqual(400);

    await linesReach(() => lines().filter((l) => l.msg === 'request').length, 6);
    const text = raw.join('');
    for (const secret of [password, token, token.split('.')[2]!, resetToken, 'CookieNeverLogged42'])
      expect(text, 'a secret was logged').not.toContain(secret);

    const requests = lines().filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.route, l.statusCode])).toEqual([
      ['POST', '/api/users/signup', 201],
      ['POST', '/api/users/login', 401],
      ['POST', '/api/users/login', 200],
      ['GET', '/api/users/profile/:userId', 200],
      // The web app's page, or the not-found answer without a built web app: no route pattern either way.
      ['GET', requests[4]!.route, requests[4]!.statusCode],
      ['POST', '/api/users/reset-password', reset.statusCode],
    ]);
    for (const line of requests) expect(line.level).toBe(30);
    expect(requests[4]!.url).toBe('/reset-password?token=[redacted]&from=mail');
    expect(requests[4]!.method).toBe('GET');
    // Fastify's own "incoming request" and "request completed" lines are off: one line per request.
    expect(lines().filter((l) => /incoming request|request completed/.test(l.msg))).toEqual([]);
  });

  it('logs a request slower than SLOW_REQUEST_MS at warn with its route and time, a fast one at info', async () => {
    const { app, lines } = await loggedApp({ slowRequestMs: 50 }, (app) => {
      // Test-only route: slow on purpose, registered here and nowhere in the product.
      app.get('/test-only/slow/:n', async () => {
        await sleep(120);
        return { ok: true };
      });
    });
    expect((await app.inject('/test-only/slow/7')).statusCode).toBe(200);
    expect((await app.inject('/api/health')).statusCode).toBe(200);

    await linesReach(() => lines().filter((l) => /request$/.test(l.msg)).length, 2);
    const slow = lines().filter((l) => l.msg === 'slow request');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({
      level: 40,
      route: '/test-only/slow/:n',
      url: '/test-only/slow/7',
      slowMs: 50,
    });
    expect(slow[0]!.ms as number).toBeGreaterThanOrEqual(100);
    const fast = lines().filter((l) => l.msg === 'request');
    expect(fast.map((l) => [l.level, l.route])).toEqual([[30, '/api/health']]);
    expect(loadConfig({}).slowRequestMs).toBe(1000);
  });

  it('at LOG_LEVEL=warn still logs a slow request, and writes nothing for a fast one', async () => {
    const { app, lines } = await loggedApp({ logLevel: 'warn', slowRequestMs: 50 }, (app) => {
      // Test-only route: slow on purpose, registered here and nowhere in the product.
      app.get('/test-only/slow/:n', async () => {
        await sleep(120);
        return { ok: true };
      });
    });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/test-only/slow/8?token=secret-value')).statusCode).toBe(200);

    await linesReach(() => lines().filter((l) => /request$/.test(l.msg)).length, 1);
    // The fast request's line would have come first: give it the same time to show up.
    await sleep(50);
    expect(lines().filter((l) => /request$/.test(l.msg))).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'slow request',
        route: '/test-only/slow/:n',
        url: '/test-only/slow/8?token=[redacted]',
        statusCode: 200,
        slowMs: 50,
      }),
    ]);
  });
});

describe('what a log line may carry', () => {
  it('redacts secret-looking query values and keeps the rest', () => {
    expect(safeUrl('/api/products/7')).toBe('/api/products/7');
    expect(safeUrl('/reset-password?token=abc')).toBe('/reset-password?token=[redacted]');
    expect(safeUrl('/x?q=soap&access_token=a&API_KEY=b&page=2')).toBe(
      '/x?q=soap&access_token=[redacted]&API_KEY=[redacted]&page=2',
    );
    expect(safeUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });

  it("drops a failed query's parameters from a database error, along its cause", () => {
    const cause = Object.assign(new Error('duplicate key'), { code: '23505' });
    const error = Object.assign(
      new Error('Failed query: select * from users where email = $1\nparams: secret@example.com', { cause }),
      { query: 'select * from users where email = $1', params: ['secret@example.com'] },
    );
    const logged = safeError(error);
    expect(JSON.stringify(logged)).not.toContain('secret@example.com');
    expect(logged.message).toBe('Failed query: select * from users where email = $1\nparams: [redacted]');
    expect((logged.cause as { code: string }).code).toBe('23505');
  });
});
