// Serves the built web app: hashed assets with year-long caching, and index.html for every shopper and admin
// route with per-route hints injected, so a phone fetches the route's code and its largest image at once
// (instead of discovering them one after another). The first views of the catalogue and content pages come
// rendered: the web build's server bundle (.ssr/entry-server.js, the same components) renders them with their
// data, the browser paints that HTML at once and hydrates it.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageSizes } from '@chamak/shared/image-sizes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  listCategories,
  listProducts,
  listSubcategories,
  listSubcategoryProducts,
  productDetails,
} from '../modules/catalogue/service.ts';
import { imageView } from '../modules/media/images.ts';
import { listBanners } from '../modules/media/service.ts';
import { shopSettingsView } from '../modules/settings/service.ts';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
/** Query data a page reads, under the web app's query keys (apps/web/src/api/queries.ts). */
type Seed = { key: unknown[]; value: unknown }[];
type Found = { image?: { key: string; sizes: string }; data: Seed };
/** The web build's server bundle (apps/web/src/entry-server.tsx). */
type ServerRender = { render: (url: string, seed: Seed) => Promise<string | null> };
/**
 * A route's chunk (from the manifest) and, when the address is the route's plain first view, what its page
 * fetches first: its largest image to preload, and the data itself (under the page's own query keys) so the
 * page is rendered on the server and the browser needs no API round trip before showing it.
 */
type Hint = { chunk?: string; load?: (app: FastifyInstance, match: RegExpExecArray) => Promise<Found> };

/** The app's module (apps/web/src/main.tsx), which the page's first script (boot.ts) imports. */
const appEntry = 'src/main.tsx';

/**
 * The routes worth hinting, with the source module of their page (Vite manifest keys); those with `load` are the
 * first views the server renders: the catalogue and content pages, which look the same to every shopper (never
 * the cart, checkout or account pages, which are made of what the browser holds).
 */
const routes: [RegExp, Hint][] = [
  [
    /^\/$/,
    {
      chunk: 'src/features/home/home-page.tsx',
      load: async (app) => {
        const [banners, layout, categories] = await Promise.all([
          listBanners({ db: app.db, storage: app.storage }, 'home'),
          layoutData(app),
          listCategories({ db: app.db, storage: app.storage }),
        ]);
        return {
          image: banners[0] ? { key: banners[0].imageUrl, sizes: imageSizes.hero } : undefined,
          data: [
            ...layout,
            { key: ['chamak', 'media', 'banners'], value: banners },
            { key: ['chamak', 'categories'], value: categories },
          ],
        };
      },
    },
  ],
  [
    /^\/products\/?$/,
    {
      chunk: 'src/features/catalogue/all-products-page.tsx',
      load: (app) => listingData(app, { page: 1, perPage: 15 }),
    },
  ],
  [
    /^\/combos\/?$/,
    {
      chunk: 'src/features/catalogue/combos-page.tsx',
      load: (app) => listingData(app, { page: 1, perPage: 15, filter: { combos: true } }),
    },
  ],
  [
    /^\/products\/(\d{1,9})$/,
    {
      chunk: 'src/features/catalogue/subcategory-products-page.tsx',
      load: async (app, match) => {
        const id = Number(match[1]);
        const ctx = { db: app.db, storage: app.storage };
        const [page, layout, subcategories] = await Promise.all([
          listSubcategoryProducts(ctx, id, { page: 1, perPage: 16 }),
          layoutData(app),
          listSubcategories(ctx),
        ]);
        return {
          data: [
            ...layout,
            { key: ['chamak', 'subcategory-products', id, 1, 16], value: page },
            { key: ['chamak', 'subcategories'], value: subcategories },
          ],
        };
      },
    },
  ],
  [
    /^\/subcategory\/(\d{1,9})$/,
    {
      chunk: 'src/features/catalogue/subcategory-list-page.tsx',
      load: async (app, match) => {
        const id = Number(match[1]);
        const ctx = { db: app.db, storage: app.storage };
        const [subcategories, layout, categories] = await Promise.all([
          listSubcategories(ctx, id),
          layoutData(app),
          listCategories(ctx),
        ]);
        return {
          data: [
            ...layout,
            { key: ['chamak', 'subcategories', id], value: subcategories },
            { key: ['chamak', 'categories'], value: categories },
          ],
        };
      },
    },
  ],
  [
    /^\/product-details\/(\d{1,9})$/,
    {
      chunk: 'src/features/product/product-details-page.tsx',
      load: async (app, match) => {
        const id = Number(match[1]);
        const [product, layout] = await Promise.all([
          productDetails({ db: app.db, storage: app.storage }, id),
          layoutData(app),
        ]);
        const shown = product.productlitres.find((pl) => pl.remaining_qty > 0) ?? product.productlitres[0];
        const image = shown?.images[0];
        return {
          image: image ? { key: image.image, sizes: imageSizes.productMain } : undefined,
          data: [...layout, { key: ['chamak', 'product', id], value: product }],
        };
      },
    },
  ],
  [
    /^\/about\/?$/,
    {
      chunk: 'src/features/content/about-page.tsx',
      load: async (app) => {
        const [banners, layout] = await Promise.all([
          listBanners({ db: app.db, storage: app.storage }, 'about'),
          layoutData(app),
        ]);
        return { data: [...layout, { key: ['chamak', 'media', 'about-banner'], value: banners }] };
      },
    },
  ],
  // The other content pages read nothing but the shop's settings.
  ...['contact', 'faqs', 'privacy-policy', 'terms-conditions', 'return-exchange', 'shipping-policy'].map(
    (page): [RegExp, Hint] => [
      new RegExp(`^/${page}/?$`),
      {
        chunk: `src/features/content/${page}-page.tsx`,
        load: async (app) => ({ data: await layoutData(app) }),
      },
    ],
  ),
  [/^\/admin(\/|$)/, { chunk: 'src/features/admin/admin-app.tsx' }],
];

/** A product listing's first page (All Products, Combos) with the filter panel's categories and subcategories. */
async function listingData(
  app: FastifyInstance,
  body: { page: number; perPage: number; filter?: { combos: boolean } },
): Promise<Found> {
  const ctx = { db: app.db, storage: app.storage };
  const [page, layout, categories, subcategories] = await Promise.all([
    listProducts(ctx, body),
    layoutData(app),
    listCategories(ctx),
    listSubcategories(ctx),
  ]);
  const image = page.products[0]?.productlitres[0]?.productimages[0];
  return {
    image: image ? { key: image.image, sizes: imageSizes.card } : undefined,
    data: [
      ...layout,
      { key: ['chamak', 'products', body], value: page },
      { key: ['chamak', 'categories'], value: categories },
      { key: ['chamak', 'subcategories'], value: subcategories },
    ],
  };
}

/** What the header and footer of every page read: the shop's settings (taglines, contacts, links). */
async function layoutData(app: FastifyInstance): Promise<Seed> {
  return [{ key: ['chamak', 'settings'], value: await shopSettingsView({ db: app.db }) }];
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Everything a chunk needs: itself and the chunks it imports, without the entry the page already loads. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [
    entry.file,
    ...(entry.imports ?? []).filter((k) => k !== 'index.html').flatMap((k) => chunkFiles(manifest, k, seen)),
  ];
}

export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const indexFile = path.join(opts.webDist, 'index.html');
  const manifestFile = path.join(opts.webDist, '.vite', 'manifest.json');
  const serverFile = path.join(opts.webDist, '.ssr', 'entry-server.js');
  let cached: { version: string; html: string; manifest: Manifest; server?: ServerRender } | undefined;

  // Re-read after a rebuild (a changed mtime), so a new build needs no restart. The server bundle is written last
  // (after the browser build), so it is looked at on its own.
  async function load() {
    const [{ mtimeMs }, serverMtime] = await Promise.all([
      stat(indexFile),
      stat(serverFile).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ]);
    const version = `${mtimeMs} ${serverMtime}`;
    if (cached?.version !== version) {
      const manifest = (await readFile(manifestFile, 'utf8')
        .then(JSON.parse)
        .catch(() => ({}))) as Manifest;
      // A build without the server bundle still works: its pages start empty and render in the browser. After a
      // rebuild, a query string makes the bundle a new module (imports are cached by URL); the first load goes
      // without one, as Vitest's module runner mishandles a bundle imported with a query.
      const href = pathToFileURL(serverFile).href + (cached?.server ? `?v=${serverMtime}` : '');
      const server = serverMtime
        ? await (import(href) as Promise<ServerRender>).catch((error: unknown) => {
            app.log.warn({ err: error }, 'the server render bundle failed to load');
            return undefined;
          })
        : undefined;
      cached = { version, html: await readFile(indexFile, 'utf8'), manifest, server };
    }
    return cached;
  }

  /** The hints for the head and, for a plain first view the server renders, the page's HTML for #root. */
  async function pageFor(
    url: string,
    manifest: Manifest,
    server: ServerRender | undefined,
  ): Promise<{ title: string; head: string; body: string }> {
    const urlPath = url.split('?')[0] ?? '/';
    // Only the plain first view: with a query string (filters, a page) the page asks for something else.
    const plain = !url.includes('?');
    const found = routes.find(([pattern]) => pattern.test(urlPath));
    // The app's code (the page's first script imports it) and the route's, downloading in parallel.
    const scripts = [
      ...new Set(
        [appEntry, ...(found?.[1].chunk ? [found[1].chunk] : [])].flatMap((c) => chunkFiles(manifest, c)),
      ),
    ];
    let imagePreloads = '';
    let title = '';
    let dataBlock = '';
    let body = '';
    const load = found?.[1].load;
    if (load && plain) {
      try {
        const { image, data } = await load(app, found[0].exec(urlPath)!);
        const json = JSON.stringify(data);
        // A data block, never executed; '<' escaped so no text in it can close the script element.
        dataBlock = `<script type="application/json" id="chamak-data">${json.replace(/</g, '\\u003c')}</script>`;
        // Rendered from the data as the browser will parse it (dates as text, no undefined), so both agree.
        body = (await server?.render(`http://localhost${url}`, JSON.parse(json) as Seed)) ?? '';
        // React puts the page's <title> and preloads of the images it loads eagerly (the largest one first)
        // before the markup: they belong in the head. Without a render, the largest image is preloaded from the data.
        const hoisted = /^(?:<title>[^<]*<\/title>|<(?:link|meta) [^>]*>)+/.exec(body)?.[0] ?? '';
        body = body.slice(hoisted.length);
        title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0] ?? '';
        imagePreloads = hoisted.replace(title, () => '');
        if (!imagePreloads && image) {
          // The URL the API gives is the 640 variant; its key names every variant for the srcset.
          const view = imageView(app.storage, image.key.replace(/^\/media\//, '').replace(/-\d+\.webp$/, ''));
          imagePreloads = `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(view.url)}" imagesrcset="${escapeAttr(view.srcset)}" imagesizes="${escapeAttr(image.sizes)}">`;
        }
      } catch (error) {
        // Hints and the server render are optimisations: a missing product or a database hiccup just sends the
        // plain page, which renders (or shows its error) in the browser.
        if (!(error instanceof Error && 'statusCode' in error))
          app.log.warn({ err: error, url }, 'page render failed');
        body = '';
      }
    }
    // A page that starts empty needs its code at once. A rendered page is readable before its code arrives, so the
    // code waits for the first paint and leaves the bandwidth to the images on screen until then: the page's first
    // script (apps/web/src/boot.ts) preloads the files listed here once the page is painted.
    const modulepreloads = body
      ? `<script type="application/json" id="chamak-modules">${JSON.stringify(scripts.map((f) => `/${f}`))}</script>`
      : scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`).join('');
    return { title, head: `${imagePreloads}${modulepreloads}${dataBlock}`, body };
  }

  async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const { html, manifest, server } = await load();
    const cacheKey = `page ${request.url}`;
    let page = app.responseCache.get(cacheKey);
    if (page === undefined) {
      const { title, head, body } = await pageFor(request.url, manifest, server);
      // Replacer functions: a '$&' or "$'" in a product's text must stay text, not become a replacement pattern.
      page = html
        .replace(/<title>[^<]*<\/title>/, (shell) => title || shell)
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
      // Rendered pages only (a few first views), so odd addresses cannot fill the cache.
      if (body) app.responseCache.set(cacheKey, page, 'page');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  }

  await app.register(fastifyStatic, {
    root: opts.webDist,
    prefix: '/',
    // Serve whatever the build holds now; misses fall through to the app (below).
    wildcard: true,
    index: false,
    // The build's own files (Vite's manifest, the server bundle) are not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/.vite') && !pathName.startsWith('/.ssr'),
    setHeaders: (reply, file) => {
      reply.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
    preCompressed: true,
  });
  app.get('/', { schema: { hide: true } }, sendApp);
  app.get('/index.html', { schema: { hide: true } }, sendApp);

  // Every other page path gets the app; API and media misses stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith(app.storage.urlPrefix);
    // A missing file (an old chunk after a deploy) must be a 404, not the app: a script tag given HTML fails
    // with a confusing error, while a 404 lets the router reload the page.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);
    if (!isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD'))
      return sendApp(request, reply);
    return reply.code(404).send({ message: `No such call: ${request.method} ${url}` });
  });
});
