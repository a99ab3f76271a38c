// The compiled server: `scripts/build.mjs --server-only` compiles apps/api/src/main.ts into a folder, plain
// `node --enable-source-maps` runs it on a free port against a fresh database (a PGlite folder, or a new
// database on DATABASE_URL's server) with the demo shop, and it serves the API, server-rendered pages from
// the built web app, media and an admin login; an error's stack names the TypeScript line. The stamp check
// that `npm start` makes before serving (scripts/build-state.mjs) is tested on a folder of its own.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../apps/api/src/test/app.ts';
import { testMediaDir } from '../apps/api/src/test/paths.ts';
import { buildState, newestSource, stampFile } from '../scripts/build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

type Server = { child: ChildProcess; baseUrl: string; output: string[] };

/** Runs the compiled server; resolves with its address once it logs that it listens, rejects if it exits first. */
function startCompiled(mainFile: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--enable-source-maps', mainFile], {
    cwd: os.tmpdir(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening) resolve({ child, baseUrl: listening[1]!, output });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output.join('\n')}`)));
  });
}

/** What the server logged at warn or above. */
const warnings = (server: Server) => server.output.filter((line) => /"level":[456]0/.test(line)).join('\n');

/** Stops a server and waits for its exit. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('the compiled server', () => {
  let outDir = '';
  let dataDir = '';
  let dropDatabase: (() => Promise<void>) | undefined;
  let server: Server | undefined;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    // Inside apps/api (as the real build, apps/api/dist), so the npm packages it imports resolve as they do there.
    await mkdir(path.join(root, 'apps/api/dist'), { recursive: true });
    outDir = await mkdtemp(path.join(root, 'apps/api/dist/test-'));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'chamak-compiled-'));
    const database = process.env.DATABASE_URL
      ? await createPostgresDatabase(process.env.DATABASE_URL)
      : undefined;
    dropDatabase = database?.drop;
    await run(process.execPath, ['scripts/build.mjs', '--server-only', '--outdir', outDir], { cwd: root });
    Object.assign(env, {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      // The demo media drawn once for every test run (global setup), so the seed finds them all.
      MEDIA_DIR: testMediaDir,
      WEB_DIST: inject('webDist'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    server = await startCompiled(path.join(outDir, 'main.js'), env);
  }, 300_000);

  afterAll(async () => {
    if (server) await stop(server.child);
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
  });

  it('is one JavaScript file with its source map, and answers the health check', async () => {
    const health = await fetch(`${server!.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(server!.output.join('\n')).toContain('demo data loaded');
  });

  it('renders the home page and a product page from the built web app, with its images', async () => {
    const home = await fetch(`${server!.baseUrl}/`);
    expect(home.status).toBe(200);
    // Rendered on the server by the web build's .ssr bundle (its warnings, if not).
    expect(await home.text(), warnings(server!)).toContain('id="chamak-data"');

    const listing = (await (
      await fetch(`${server!.baseUrl}/api/products/getallproducts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, perPage: 15 }),
      })
    ).json()) as ProductPage;
    const first = listing.products[0]!;
    const details = (await (
      await fetch(`${server!.baseUrl}/api/products/${first.id}`)
    ).json()) as ProductDetails;

    const page = await fetch(`${server!.baseUrl}/product-details/${first.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The product's name is in the title, and the data the page was rendered from is in the HTML.
    expect(html, warnings(server!)).toContain('id="chamak-data"');
    expect(html).toContain(`<title>${details.name.replace(/&/g, '&amp;')} (`);

    const picture = details.productlitres.flatMap((size) => size.productimages)[0]?.image;
    expect(picture).toBeTruthy();
    const image = await fetch(new URL(picture!, server!.baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('logs the demo admin in', async () => {
    const login = await fetch(`${server!.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@chamak.example', password: 'Admin@12345' }),
    });
    expect(login.status).toBe(200);
    const { token, isAdmin } = (await login.json()) as { token: string; isAdmin: boolean };
    expect(isAdmin).toBe(true);
    const dashboard = `${server!.baseUrl}/api/admin/dashboard`;
    expect((await fetch(dashboard, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(dashboard)).status).toBe(401);
  });

  it("names the TypeScript source line in an error's stack", async () => {
    const failed = await run(process.execPath, ['--enable-source-maps', path.join(outDir, 'main.js')], {
      cwd: os.tmpdir(),
      env: { ...env, PORT: 'not-a-port' },
    }).then(
      () => undefined,
      (error: { stderr: string }) => error.stderr,
    );
    expect(failed).toContain('PORT');
    expect(failed).toMatch(/at loadConfig \(.*apps\/api\/src\/config\.ts:\d+:\d+\)/);
  });
});

describe('the build stamp npm start checks', () => {
  let dir = '';
  const file = (name: string) => path.join(dir, name);
  const at = (name: string, seconds: number) =>
    utimes(file(name), new Date(seconds * 1000), new Date(seconds * 1000));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'chamak-stamp-'));
    for (const name of [
      'apps/api/src/main.ts',
      'apps/api/src/main.test.ts',
      'apps/web/src/main.tsx',
      'packages/shared/src/money.ts',
      'tools/demo-data/seed.ts',
      'apps/api/dist/main.js',
      'apps/web/dist/index.html',
      'apps/web/dist/.ssr/entry-server.js',
    ]) {
      await mkdir(path.dirname(file(name)), { recursive: true });
      await writeFile(file(name), '');
      await at(name, 1_000);
    }
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('builds when there is no build, and says what is missing', async () => {
    expect(await buildState(dir)).toEqual({
      fresh: false,
      reason: 'no build yet (apps/api/dist/build-stamp.json is missing)',
    });
  });

  it('serves a build newer than every source, test files left out', async () => {
    await writeFile(stampFile(dir), '{}');
    await at('apps/api/dist/build-stamp.json', 2_000);
    await at('apps/api/src/main.test.ts', 3_000);
    expect((await buildState(dir)).fresh).toBe(true);
  });

  it('builds again when a source of the server, the web app, the shared package or the demo data is newer than the stamp', async () => {
    for (const name of [
      'apps/api/src/main.ts',
      'apps/web/src/main.tsx',
      'packages/shared/src/money.ts',
      'tools/demo-data/seed.ts',
    ]) {
      await at(name, 3_000);
      expect(await newestSource(dir)).toMatchObject({ file: file(name) });
      expect(await buildState(dir)).toEqual({
        fresh: false,
        reason: `${name} changed after the last build (1970-01-01T00:33:20.000Z)`,
      });
      await at(name, 1_000);
    }
    expect((await buildState(dir)).fresh).toBe(true);
  });

  it('builds when a part of the build is gone', async () => {
    await rm(file('apps/web/dist/.ssr/entry-server.js'));
    expect(await buildState(dir)).toMatchObject({ fresh: false, reason: expect.stringContaining('.ssr') });
  });
});
