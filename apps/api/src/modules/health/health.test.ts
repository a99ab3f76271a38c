// Liveness without the database, readiness with it (503 and a reason once it is gone), and Prometheus
// metrics: off by default, behind a bearer token when one is set, request latency counted under the route
// pattern, the mail outbox's depth and the process's memory. Real app, real database (PGlite or PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { localStorage } from '../../plugins/storage.ts';
import { openTestDatabase, type TestApp, testApp } from '../../test/app.ts';
import { testMediaDir } from '../../test/paths.ts';
import type { MailTransport } from '../mail/service.ts';

const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** The value of one sample line of a Prometheus text page, or undefined when the series is absent. */
function sample(page: string, series: string): number | undefined {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('liveness and readiness', () => {
  it('answers ready with the database, then 503 with a reason once the database is gone, while /health stays 200', async () => {
    const { database, drop } = await openTestDatabase();
    const config = { ...loadConfig({ NODE_ENV: 'test' }), mediaDir: testMediaDir };
    const app = await buildApp({ config, database, storage: localStorage(testMediaDir) });
    try {
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: kind });

      await database.close();
      const gone = await app.inject('/api/ready');
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({
        message: 'Not ready: the database does not answer',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(gone.headers['retry-after']).toBe('1');
      // Liveness asks the process only: a server whose database is down is not restarted for it.
      const live = await app.inject('/api/health');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok', database: kind });
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('metrics off by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('has no /metrics unless METRICS=true', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).metrics).toEqual({ enabled: false, token: undefined });
    expect(loadConfig({ METRICS: 'true', METRICS_TOKEN: 'abc' }).metrics).toEqual({
      enabled: true,
      token: 'abc',
    });
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request_duration_seconds');
    expect(t.app.metrics).toBeNull();
  });
});

describe('metrics with a token', () => {
  let t: TestApp;
  const token = 'scrape-secret-1234';
  // Mail is queued for a worker (none runs here), so the outbox has a depth to report.
  const mailer: MailTransport = { send: async () => {} };
  beforeAll(async () => {
    t = await testApp({ config: { metrics: { enabled: true, token } }, mailer });
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('refuses a scrape without the token or with a wrong one', async () => {
    const none = await t.app.inject('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.body).not.toContain('process_resident_memory_bytes');
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-12345' },
    });
    expect(wrong.statusCode).toBe(401);
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts requests in the latency histogram under their route pattern, not their URL', async () => {
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/products/getallproducts',
      payload: { page: 1, perPage: 2 },
    });
    const ids = (page.json() as { products: { id: number }[] }).products.map((p) => p.id).slice(0, 2);
    expect(ids.length).toBe(2);
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/products/:id",status_code="200"}';
    const before = sample((await scrape()).body, series) ?? 0;
    for (const id of ids) expect((await t.app.inject(`/api/products/${id}`)).statusCode).toBe(200);
    // Observed by an onResponse hook, which may run just after inject() has the answer: scrape until it is in.
    let after = (await scrape()).body;
    for (const until = Date.now() + 5000; (sample(after, series) ?? 0) < before + 2 && Date.now() < until; )
      after = (await scrape()).body;
    expect(sample(after, series)).toBe(before + 2);
    expect(after).not.toContain(`/api/products/${ids[0]}"`);
    // A route's latency lands in its buckets: the +Inf bucket holds every request the count holds.
    const inf =
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/products/:id",status_code="200"}';
    expect(sample(after, inf)).toBe(before + 2);
    // An address no route answers is one series, whatever was asked.
    await t.app.inject('/api/no-such-call-123');
    await t.app.inject('/api/no-such-call-456');
    const unmatchedSeries =
      'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}';
    let scraped = (await scrape()).body;
    for (const until = Date.now() + 5000; (sample(scraped, unmatchedSeries) ?? 0) < 2 && Date.now() < until; )
      scraped = (await scrape()).body;
    expect(sample(scraped, unmatchedSeries)).toBe(2);
  });

  it('reports the mail outbox depth and, on PostgreSQL, the pool', async () => {
    const before = sample((await scrape()).body, 'mail_outbox_messages{status="queued"}') ?? 0;
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: 'customer@chamak.example' },
    });
    expect(forgot.statusCode).toBe(200);
    const body = (await scrape()).body;
    expect(sample(body, 'mail_outbox_messages{status="queued"}')).toBe(before + 1);
    if (kind === 'postgres') {
      expect(sample(body, 'db_pool_connections{state="max"}')).toBe(20);
      expect(sample(body, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    } else {
      expect(body).not.toContain('db_pool_connections{');
    }
  });
});

describe('metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ seed: false, config: { metrics: { enabled: true, token: undefined } } });
  });
  afterAll(() => t?.close());

  it('serves /metrics to anyone when METRICS=true and no METRICS_TOKEN is set', async () => {
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
