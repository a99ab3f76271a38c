import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkoutMessages } from '@chamak/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, seedDemo } from '../../../tools/demo-data/seed.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { rows } from './lib/sql.ts';
import { putSetting } from './modules/settings/service.ts';
import { localStorage } from './plugins/storage.ts';
import { startupWarnings } from './startup-warnings.ts';
import { openTestDatabase, type TestApp, testApp } from './test/app.ts';
import { as, login, signupAndLogin } from './test/auth.ts';
import { addToCart, checkout, sizeInStock } from './test/checkout.ts';
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
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers unknown API calls with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/nothing');
  });
});

/** A web build in a temporary folder: index.html, Vite's manifest, and the server bundle when given. */
function webBuild(manifest: object, serverBundle?: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'chamak-web-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  if (serverBundle !== undefined) {
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), serverBundle);
  }
  return dist;
}

describe('serving the web app', () => {
  it('hints the code of the route the server bundle names, and never serves the build manifest', async () => {
    const manifest = {
      'index.html': { file: 'assets/index-abc.js' },
      'src/main.tsx': { file: 'assets/main-1.js', imports: ['_react-2.js'] },
      '_react-2.js': { file: 'assets/react-2.js' },
      'src/features/home/home-page.tsx': {
        file: 'assets/home-page-123.js',
        imports: ['index.html', '_section-9.js'],
      },
      '_section-9.js': { file: 'assets/section-9.js' },
    };
    // The routes live in the web app: its server bundle (apps/web/src/entry-server.tsx) names a route's code.
    const dist = webBuild(
      manifest,
      `export async function render(url) {
        const chunks = new URL(url).pathname === '/' ? ['src/features/home/home-page.tsx'] : [];
        return { html: null, state: null, chunks };
      }`,
    );
    const app = await buildApp({
      config: { ...t.app.config, webDist: dist },
      database: t.database,
      storage: t.storage,
    });
    // Without a server bundle every page starts empty, with the app's own code hinted.
    const plain = await buildApp({
      config: { ...t.app.config, webDist: webBuild(manifest) },
      database: t.database,
      storage: t.storage,
    });
    try {
      const home = await app.inject('/');
      expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-123.js">');
      expect(home.body).toContain('href="/assets/section-9.js"');
      expect(home.body).not.toContain('index-abc.js"><');
      expect(home.body).not.toContain('chamak-data');
      // the app's module and its imports (the page's first script imports it), on every page
      const appCode =
        '<link rel="modulepreload" crossorigin href="/assets/main-1.js"><link rel="modulepreload" crossorigin href="/assets/react-2.js">';
      for (const at of ['/', '/about']) expect((await app.inject(at)).body).toContain(appCode);
      expect((await app.inject('/about')).body).not.toContain('home-page-123.js');
      const unrendered = await plain.inject('/');
      expect(unrendered.body).toContain(`${appCode}</head>`);
      expect(unrendered.body).toContain('<div id="root"></div>');

      const manifestFile = await app.inject('/.vite/manifest.json');
      expect(manifestFile.body).not.toContain('home-page-123');
      expect(manifestFile.statusCode).toBe(404);
    } finally {
      await app.close();
      await plain.close();
    }
  });

  it('renders a first view with the server bundle, which reads the API in process; its data, image preloads and title go in the head, its code after paint', async () => {
    // The web build's server bundle (apps/web/src/entry-server.tsx) is exercised for real by the browser journeys
    // (e2e/server-render.test.ts); this stand-in calls the API it is given and echoes what it got.
    const dist = webBuild(
      {
        'src/main.tsx': { file: 'assets/main-1.js' },
        'src/features/catalogue/all-products-page.tsx': { file: 'assets/all-products-page-7.js' },
      },
      `export async function render(url, fetch) {
        const { pathname, search } = new URL(url);
        const chunks = ['src/features/catalogue/all-products-page.tsx'];
        if (search) return { html: null, state: null, chunks };
        if (pathname === '/broken') throw new Error('the database is down');
        const answer = async (response) => ({
          status: response.status,
          type: response.headers.get('content-type'),
          body: await response.json(),
        });
        const settings = await answer(await fetch('/api/settings'));
        const listed = await answer(
          await fetch('/api/products/getallproducts', {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            body: JSON.stringify({ page: 1, perPage: 2 }),
          }),
        );
        const missing = await answer(await fetch('/api/products/999999'));
        const outside = await fetch('/index.html').then(() => 'served', (error) => error.message);
        return {
          html: '<title>Rendered</title><link rel="preload" as="image" href="/first.webp"/><main>$& $\\' ' +
            pathname + ' ' + listed.body.products[0].name + '</main>',
          state: { settings, listed, missing, outside, text: '</script><script>alert(1)</script>' },
          chunks,
        };
      }`,
    );
    const app = await buildApp({
      config: { ...t.app.config, webDist: dist },
      database: t.database,
      storage: t.storage,
    });
    try {
      const page = (await app.inject('/products')).body;
      const [head, body] = page.split('</head>') as [string, string];
      const listed = (
        await app.inject({
          method: 'POST',
          url: '/api/products/getallproducts',
          payload: { page: 1, perPage: 2 },
        })
      ).json() as { products: { name: string }[] };
      // '$&' and "$'" in the page stay as they are (no replacement patterns)
      expect(body).toContain(`<div id="root"><main>$& $' /products ${listed.products[0]!.name}</main></div>`);
      // the data the bundle rendered from is in the page, '<' escaped so nothing in it can end the block
      const block = /<script type="application\/json" id="chamak-data">(.*?)<\/script>/.exec(head)?.[1];
      expect(block).toBeTruthy();
      expect(block).not.toContain('<');
      const state = JSON.parse(block!);
      expect(state.text).toBe('</script><script>alert(1)</script>');
      // the API answered in process: method, headers and body went through, and its status and headers came back
      expect(state.settings).toEqual({
        status: 200,
        type: 'application/json; charset=utf-8',
        body: (await app.inject('/api/settings')).json(),
      });
      expect(state.listed.body).toEqual(listed);
      expect(state.missing.status).toBe(404);
      expect(state.outside).toContain('only the API');
      // React's hoisted title and image preloads go to the head: one title
      expect(head).toContain('<link rel="preload" as="image" href="/first.webp"/>');
      expect(page.match(/<title>/g)).toHaveLength(1);
      expect(head).toContain('<title>Rendered</title>');
      // the code is listed for boot.ts to load once the page is painted, not preloaded ahead of the images
      expect(head).toContain(
        '<script type="application/json" id="chamak-modules">["/assets/main-1.js","/assets/all-products-page-7.js"]</script>',
      );
      expect(head).not.toContain('rel="modulepreload"');
      // the bundle is not served to browsers; views the server does not render start empty, with their code preloaded
      expect((await app.inject('/.ssr/entry-server.js')).statusCode).toBe(404);
      for (const at of ['/products?page=2', '/broken']) {
        const empty = await app.inject(at);
        expect(empty.statusCode, at).toBe(200);
        expect(empty.body, at).toContain('<div id="root"></div>');
        expect(empty.body, at).toContain('<link rel="modulepreload" crossorigin href="/assets/main-1.js">');
        expect(empty.body, at).not.toContain('chamak-data');
      }
    } finally {
      await app.close();
    }
  });

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
      // an old chunk after a deploy: a 404, never the app's HTML in place of a script
      expect((await app.inject('/assets/home-page-OLD.js')).statusCode).toBe(404);
      expect((await app.inject('/robots-missing.txt')).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});

describe('a production deployment', () => {
  const production = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', ...env });

  it('warns at startup about what a careless deployment left unset', () => {
    const bare = startupWarnings(production());
    expect(bare).toEqual([
      expect.stringContaining('Online payment is off'),
      expect.stringContaining('PUBLIC_URL is not set'),
      expect.stringContaining('JWT_SECRET is not set'),
      expect.stringContaining('SMTP_URL is not set'),
    ]);
    expect(startupWarnings(production({ PAYMENTS_SANDBOX: 'true' }))[0]).toContain('PAYMENTS SANDBOX IS ON');
    expect(
      startupWarnings(
        production({
          RAZORPAY_KEY_ID: 'key-id-for-this-test',
          RAZORPAY_KEY_SECRET: 'secret',
          RAZORPAY_WEBHOOK_SECRET: 'hook',
          PUBLIC_URL: 'https://shop.example.in',
          JWT_SECRET: 'a-long-random-secret',
          SMTP_URL: 'smtps://user:pass@smtp.example.in:465',
        }),
      ),
    ).toEqual([]);
    // Development and tests run the sandbox quietly, as before.
    expect(startupWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('runs the sandbox gateway in production only when PAYMENTS_SANDBOX=true', () => {
    expect(production().paymentsSandbox).toBe(false);
    expect(production({ PAYMENTS_SANDBOX: 'false' }).paymentsSandbox).toBe(false);
    expect(production({ PAYMENTS_SANDBOX: 'true' }).paymentsSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).paymentsSandbox).toBe(true);
  });

  describe('without Razorpay keys or PAYMENTS_SANDBOX', () => {
    let off: TestApp;
    beforeAll(async () => {
      off = await testApp({
        config: { env: 'production', logLevel: 'silent', paymentsSandbox: production().paymentsSandbox },
      });
    });
    afterAll(() => off?.close());

    it('turns online payment off: the config says so, online orders and the sandbox are refused, COD works', async () => {
      expect((await off.app.inject('/api/payments/config')).json()).toEqual({ gateway: 'off', keyId: '' });
      const u = await signupAndLogin(off.app);
      await addToCart(off.app, u, await sizeInStock(off.database.db));
      const online = await checkout(off.app, u, 'online');
      expect(online.statusCode).toBe(422);
      expect(online.json()).toEqual({
        message: checkoutMessages.onlinePaymentOff,
        code: 'ONLINE_PAYMENT_OFF',
      });
      const [orders] = await rows<{ n: number }>(
        off.database.db,
        sql`select count(*)::int as n from orders where user_id = ${u.userId}`,
      );
      expect(orders!.n).toBe(0);

      const pay = await off.app.inject(
        as(u.token, {
          method: 'POST',
          url: '/api/payments/sandbox/pay',
          payload: { order_id: 'order_sbx1' },
        }),
      );
      expect(pay.statusCode).toBe(404);
      expect(pay.json().message).toBe('The sandbox gateway is off: online payment is off.');

      const cod = await checkout(off.app, u, 'cod');
      expect(cod.json().message).toBe(checkoutMessages.codPlaced);
    });
  });

  describe('with PAYMENTS_SANDBOX=true', () => {
    let sandbox: TestApp;
    beforeAll(async () => {
      sandbox = await testApp({
        config: {
          env: 'production',
          logLevel: 'silent',
          paymentsSandbox: production({ PAYMENTS_SANDBOX: 'true' }).paymentsSandbox,
        },
      });
    });
    afterAll(() => sandbox?.close());

    it('takes sandbox payments: the config says sandbox and an online order is paid through it', async () => {
      expect((await sandbox.app.inject('/api/payments/config')).json()).toEqual({
        gateway: 'sandbox',
        keyId: 'rzp_test_sandbox',
      });
      const u = await signupAndLogin(sandbox.app);
      await addToCart(sandbox.app, u, await sizeInStock(sandbox.database.db));
      const created = await checkout(sandbox.app, u, 'online');
      expect(created.json().data.gateway).toBe('sandbox');
      const proof = await sandbox.app.inject(
        as(u.token, {
          method: 'POST',
          url: '/api/payments/sandbox/pay',
          payload: { order_id: created.json().data.order_id },
        }),
      );
      const verified = await sandbox.app.inject(
        as(u.token, {
          method: 'POST',
          url: '/api/order/verify-payment',
          payload: { ...(proof.json() as Record<string, string>), userId: u.userId, paymentMethod: 'online' },
        }),
      );
      expect(verified.json().message).toBe(checkoutMessages.paymentVerified);
    });
  });

  it('signs tokens with JWT_SECRET when it is set, not with the secret kept in the database', async () => {
    const { database, drop } = await openTestDatabase();
    await seedDemo(database.db);
    await putSetting(database.db, 'jwt_secret', { value: 'the-stored-secret' });
    const app = await buildApp({
      config: {
        ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'the-environment-secret' }),
        mediaDir: testMediaDir,
      },
      database,
      storage: localStorage(testMediaDir),
    });
    try {
      const { userId, token } = await login(app, demoAccounts.customer.email, demoAccounts.customer.password);
      const [head, payload, signature] = token.split('.') as [string, string, string];
      const signWith = (secret: string) =>
        createHmac('sha256', secret).update(`${head}.${payload}`).digest('base64url');
      expect(signature).toBe(signWith('the-environment-secret'));
      const profile = (t: string) => app.inject(as(t, { url: `/api/users/profile/${userId}` }));
      expect((await profile(token)).statusCode).toBe(200);
      const stored = await profile(`${head}.${payload}.${signWith('the-stored-secret')}`);
      expect(stored.statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});
