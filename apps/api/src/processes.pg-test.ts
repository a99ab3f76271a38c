// Several server processes (decision 0222), for real: two servers (main.ts under tsx, each on its own port)
// start side by side on one fresh PostgreSQL database and the machine's Redis (a key prefix of this run),
// with a local Shiprocket stand-in. Checked: password failures split over both trip the limit on both; an
// admin's price change on one is seen through the other's cached listing; the tracking sync, ticking in both
// every 3 s, runs once per tick.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../tools/demo-data/seed.ts';
import { createPostgresDatabase } from './test/app.ts';
import { checkoutAddress } from './test/checkout.ts';
import { testMediaDir } from './test/paths.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `chamak-procs:${Date.now().toString(36)}${randomBytes(3).toString('hex')}:`;
const syncEveryMs = 3000;

type LogLine = { pid: number; time: number; msg: string; job?: string; slot?: number };
type Proc = { child: ChildProcess; base: string; lines: LogLine[]; output: string[] };

let database: { url: string; drop(): Promise<void> };
let shiprocket: Server;
let trackCalls = 0;
const procs: Proc[] = [];

/** A port nobody listens on right now, for a server process to take. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The parts of Shiprocket's API the shop calls: login, create, AWB, pickup and tracking (always in transit). */
function shiprocketStandIn(): Server {
  return createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const url = req.url!.replace('/v1/external', '');
      const reply = (body: unknown) => res.end(JSON.stringify(body));
      if (url === '/auth/login') return reply({ token: 'sr-token' });
      if (url === '/orders/create/adhoc')
        return reply({ order_id: 9101, shipment_id: 7101, status: 'NEW', status_code: 1, awb_code: '' });
      if (url === '/courier/assign/awb')
        return reply({
          awb_assign_status: 1,
          response: { data: { awb_code: 'SR55001', courier_name: 'Blue Dart', shipment_id: 7101 } },
        });
      if (url === '/courier/generate/pickup') return reply({ pickup_status: 1, response: {} });
      if (url.startsWith('/courier/track/awb/')) {
        trackCalls++;
        return reply({
          tracking_data: {
            track_status: 1,
            shipment_status: 18,
            track_url: 'https://shiprocket.co/tracking/SR55001',
            etd: '2026-12-01 18:00:00',
            shipment_track_activities: [],
          },
        });
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
}

async function start(env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { child, base: `http://127.0.0.1:${port}`, lines: [], output: [] };
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop()!;
    for (const part of parts) {
      proc.output.push(part);
      try {
        proc.lines.push(JSON.parse(part) as LogLine);
      } catch {}
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => proc.output.push(chunk.toString()));
  return proc;
}

/** Waits (however slow the machine) until `check` holds; fails with what the processes printed. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 240_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end)
      throw new Error(
        `${what}: not within ${ms} ms\n${procs.map((p) => p.output.slice(-20).join('\n')).join('\n---\n')}`,
      );
    if (procs.some((p) => p.child.exitCode !== null))
      throw new Error(
        `a server process ended\n${procs.map((p) => p.output.slice(-30).join('\n')).join('\n---\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const call = async (proc: Proc, url: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(`${proc.base}${url}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
};

beforeAll(async () => {
  database = await createPostgresDatabase(process.env.DATABASE_URL!);
  shiprocket = shiprocketStandIn();
  await new Promise<void>((resolve) => shiprocket.listen(0, '127.0.0.1', resolve));
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    CACHE_TTL_MS: '600000',
    SEED_DEMO: 'true',
    MEDIA_DIR: testMediaDir,
    WEB_DIST: path.join(repoRoot, 'no-web-build-here'),
    LOG_LEVEL: 'debug',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: '4',
    SHIPROCKET_EMAIL: 'ops@chamak.example',
    SHIPROCKET_PASSWORD: 'pw',
    SHIPROCKET_BASE_URL: `http://127.0.0.1:${(shiprocket.address() as AddressInfo).port}/v1/external`,
    SHIPROCKET_SYNC_MINUTES: String(syncEveryMs / 60_000),
    SMTP_URL: '',
  };
  // Side by side: the second waits on the start-up lock while the first migrates and seeds.
  procs.push(await start(env), await start(env));
  await until(async () => {
    const answers = await Promise.all(
      procs.map((p) =>
        fetch(`${p.base}/api/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    );
    return answers.every((status) => status === 200);
  }, 'both servers ready');
}, 300_000);

afterAll(async () => {
  await Promise.all(
    procs.map(async ({ child }) => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }),
  );
  await new Promise((resolve) => shiprocket?.close(resolve));
  await database?.drop();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}, 60_000);

describe('two server processes on one PostgreSQL and one Redis', () => {
  it('seeded the shop once although both started together', async () => {
    const [a, b] = procs as [Proc, Proc];
    const loaded = [a, b].filter((p) => p.lines.some((l) => l.msg === 'demo data loaded'));
    expect(loaded).toHaveLength(1);
    const products = await call(b, '/api/products/getallproducts', {
      method: 'POST',
      json: { page: 1, perPage: 1 },
    });
    expect(products.status).toBe(200);
    expect(products.body.totalProducts).toBeGreaterThan(10);
  });

  it('counts password failures over both: two on each trip the limit of four on both', async () => {
    const [a, b] = procs as [Proc, Proc];
    const { email, password } = demoAccounts.customer;
    for (const p of [a, b, a, b])
      expect(
        (await call(p, '/api/users/login', { method: 'POST', json: { email, password: 'Wrong@1234' } }))
          .status,
      ).toBe(401);
    for (const p of [b, a]) {
      const refused = await call(p, '/api/users/login', { method: 'POST', json: { email, password } });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many requests. Please wait a moment and try again.');
    }
  });

  it("shows an admin's price change on one process through the other's cached listing", async () => {
    const [a, b] = procs as [Proc, Proc];
    const admin = await call(a, '/api/users/login', {
      method: 'POST',
      json: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
    });
    expect(admin.status).toBe(200);
    const token = admin.body.token as string;
    type Listing = { products: { id: number; productlitres: { pl_id: number; price: number }[] }[] };
    const listing = () =>
      call(b, '/api/products/getallproducts', { method: 'POST', json: { page: 1, perPage: 12 } });
    const first = await listing();
    const product = (first.body as unknown as Listing).products[0]!;
    expect((await listing()).headers.get('x-cache')).toBe('hit');

    const details = (await call(a, `/api/products/${product.id}`)).body as Record<string, unknown> & {
      productlitres: {
        pl_id: number;
        l_id: number;
        price: number;
        discounted_price: number;
        discount: number;
        total_qty: number;
      }[];
    };
    const newPrice = details.productlitres[0]!.price + 37;
    const form = new FormData();
    for (const key of [
      'name',
      'categoryId',
      'sub_cate_id',
      'shortDescription',
      'longDescription',
      'suitableSurfaces',
      'ingredients',
    ])
      form.set(key, String(details[key]));
    form.set('features', JSON.stringify(details.features));
    form.set('howToUse', JSON.stringify(details.howToUse));
    form.set(
      'litreConfigs',
      JSON.stringify(
        details.productlitres.map((pl, i) => ({
          pl_id: pl.pl_id,
          l_id: pl.l_id,
          price: i === 0 ? newPrice : pl.price,
          discounted_price: 0,
          discount: 0,
          total_qty: pl.total_qty,
        })),
      ),
    );
    const saved = await call(a, `/api/products/${product.id}`, { method: 'PUT', body: form, token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const changedAt = Date.now();

    // Ten minutes of cache lifetime remain on the other process: only the invalidation can show the new price.
    const priceOn = (res: Awaited<ReturnType<typeof listing>>) =>
      (res.body as unknown as Listing).products.find((p) => p.id === product.id)?.productlitres[0]?.price;
    let seen = first;
    await until(
      async () => {
        seen = await listing();
        return priceOn(seen) === newPrice;
      },
      'the new price on the other process',
      30_000,
    );
    expect(priceOn(seen)).toBe(newPrice);
    expect(seen.headers.get('x-cache')).toBeNull();
    console.log(`[procs] price change seen by the other process after ${Date.now() - changedAt} ms`);
  });

  it('runs the tracking sync once per tick although both processes tick together', async () => {
    const [a, b] = procs as [Proc, Proc];
    // An open shipment for the sync to track: a shopper's cash order, shipped through the stand-in.
    const unique = randomBytes(4).toString('hex');
    const shopper = {
      fullname: 'Two Process',
      username: `twoproc${unique}`,
      email: `twoproc${unique}@example.com`,
      phone: '9876543210',
      password: 'Secret@123',
    };
    expect((await call(a, '/api/users/signup', { method: 'POST', json: shopper })).status).toBe(201);
    const session = await call(b, '/api/users/login', {
      method: 'POST',
      json: { email: shopper.email, password: shopper.password },
    });
    const userId = session.body.userId as number;
    const token = session.body.token as string;
    const listing = await call(a, '/api/products/getallproducts', {
      method: 'POST',
      json: { page: 1, perPage: 20 },
    });
    type Item = { id: number; productlitres: { pl_id: number; remaining_qty: number }[] };
    // A product the shop may sell: in stock, with its GST details set (the demo shop has a GSTIN).
    let item: Item | undefined;
    for (const p of listing.body.products as Item[]) {
      if (!p.productlitres.some((pl) => pl.remaining_qty > 2)) continue;
      const d = (await call(a, `/api/products/${p.id}`)).body;
      if (d.hsnCode && d.gstRate !== null) {
        item = p;
        break;
      }
    }
    if (!item) throw new Error('no product in stock with its GST details on the first page');
    const size = item.productlitres.find((pl) => pl.remaining_qty > 2)!;
    const added = await call(b, '/api/cart/add', {
      method: 'POST',
      token,
      json: { userId, productId: item.id, pl_id: size.pl_id, quantity: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const placed = await call(a, '/api/order/verify-payment', {
      method: 'POST',
      token,
      json: { ...checkoutAddress, userId, paymentMethod: 'cod' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const admin = await call(b, '/api/users/login', {
      method: 'POST',
      json: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
    });
    const shipped = await call(b, `/api/order/${placed.body.orderId}/ship`, {
      method: 'POST',
      token: admin.body.token as string,
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);

    const ran = () =>
      procs.flatMap((p) => p.lines.filter((l) => l.msg === 'job ran' && l.job === 'shiprocket-sync'));
    const skipped = () =>
      procs.flatMap((p) =>
        p.lines.filter((l) => l.msg.startsWith('job skipped') && l.job === 'shiprocket-sync'),
      );
    /** A quiet moment: this slot's run was claimed a while ago (its tracking call is done) and the next is far. */
    const quiet = async () => {
      await until(
        () => {
          const now = Date.now();
          const slot = Math.floor(now / syncEveryMs);
          const claimed = ran().find((l) => l.slot === slot);
          return claimed !== undefined && now - claimed.time > 1000 && now % syncEveryMs < syncEveryMs - 500;
        },
        'a quiet moment between ticks',
        60_000,
      );
      return { runs: ran().length, calls: trackCalls };
    };
    const from = await quiet();
    await until(() => ran().length >= from.runs + 3, 'three more ticks', 120_000);
    const to = await quiet();

    // Each tick ran in one process only, and both processes took part in the ticks (one ran, the other skipped).
    const slots = ran().map((l) => l.slot);
    expect(new Set(slots).size).toBe(slots.length);
    const contested = ran().filter((r) => skipped().some((s) => s.slot === r.slot && s.pid !== r.pid));
    expect(contested.length).toBeGreaterThanOrEqual(3);
    // One open shipment: one tracking call per run, not two.
    expect(to.runs - from.runs).toBeGreaterThanOrEqual(3);
    expect(to.calls - from.calls).toBe(to.runs - from.runs);
  });
});
