// Serves the built web app: hashed assets with year-long caching, and index.html for every shopper and admin
// route with per-route hints injected, so a phone fetches the route's code and its largest image while the
// main script is still downloading (instead of discovering them one after another).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { imageSizes } from '@chamak/shared/image-sizes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listProducts, productDetails } from '../modules/catalogue/service.ts';
import { imageView } from '../modules/media/images.ts';
import { listBanners } from '../modules/media/service.ts';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
type Found = { image?: { key: string; sizes: string }; data?: { key: unknown[]; value: unknown } };
/**
 * A route's chunk (from the manifest) and, when the address is the route's plain first view, what its page
 * fetches first: its largest image to preload, and the data itself (under the page's own query key) so the
 * page renders without waiting for its first API round trip.
 */
type Hint = { chunk?: string; load?: (app: FastifyInstance, match: RegExpExecArray) => Promise<Found> };

/** The routes worth hinting, with the source module of their page (Vite manifest keys). */
const routes: [RegExp, Hint][] = [
  [
    /^\/$/,
    {
      chunk: 'src/features/home/home-page.tsx',
      load: async (app) => {
        const banners = await listBanners({ db: app.db, storage: app.storage }, 'home');
        return {
          image: banners[0] ? { key: banners[0].imageUrl, sizes: imageSizes.hero } : undefined,
          data: { key: ['chamak', 'media', 'banners'], value: banners },
        };
      },
    },
  ],
  [
    /^\/products\/?$/,
    {
      chunk: 'src/features/catalogue/all-products-page.tsx',
      load: async (app) => {
        const body = { page: 1, perPage: 15 };
        const page = await listProducts({ db: app.db, storage: app.storage }, body);
        const image = page.products[0]?.productlitres[0]?.productimages[0];
        return {
          image: image ? { key: image.image, sizes: imageSizes.card } : undefined,
          data: { key: ['chamak', 'products', body], value: page },
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
        const product = await productDetails({ db: app.db, storage: app.storage }, id);
        const shown = product.productlitres.find((pl) => pl.remaining_qty > 0) ?? product.productlitres[0];
        const image = shown?.images[0];
        return {
          image: image ? { key: image.image, sizes: imageSizes.productMain } : undefined,
          data: { key: ['chamak', 'product', id], value: product },
        };
      },
    },
  ],
  [/^\/combos\/?$/, { chunk: 'src/features/catalogue/combos-page.tsx' }],
  [/^\/products\/\d+$/, { chunk: 'src/features/catalogue/subcategory-products-page.tsx' }],
  [/^\/subcategory\/\d+$/, { chunk: 'src/features/catalogue/subcategory-list-page.tsx' }],
  [/^\/admin(\/|$)/, { chunk: 'src/features/admin/admin-app.tsx' }],
];

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
  let cached: { mtimeMs: number; html: string; manifest: Manifest } | undefined;

  // Re-read after a rebuild (a changed mtime), so a new build needs no restart.
  async function load() {
    const { mtimeMs } = await stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const manifest = (await readFile(manifestFile, 'utf8')
        .then(JSON.parse)
        .catch(() => ({}))) as Manifest;
      cached = { mtimeMs, html: await readFile(indexFile, 'utf8'), manifest };
    }
    return cached;
  }

  async function hintsFor(urlPath: string, plain: boolean, manifest: Manifest): Promise<string[]> {
    for (const [pattern, hint] of routes) {
      const match = pattern.exec(urlPath);
      if (!match) continue;
      const links = hint.chunk
        ? chunkFiles(manifest, hint.chunk).map(
            (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`,
          )
        : [];
      // Only the plain first view: with a query string (filters, a page) the page asks for something else.
      if (hint.load && plain) {
        try {
          const { image, data } = await hint.load(app, match);
          if (data) {
            // A data block, never executed; '<' escaped so no text in it can close the script element.
            const json = JSON.stringify([data]).replace(/</g, '\\u003c');
            links.push(`<script type="application/json" id="chamak-data">${json}</script>`);
          }
          if (image) {
            // The URL the API gives is the 640 variant; its key names every variant for the srcset.
            const key = image.key.replace(/^\/media\//, '').replace(/-\d+\.webp$/, '');
            const view = imageView(app.storage, key);
            links.unshift(
              `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(view.url)}" imagesrcset="${escapeAttr(view.srcset)}" imagesizes="${escapeAttr(image.sizes)}">`,
            );
          }
        } catch {
          // Hints are an optimisation: a missing product or a database hiccup just sends the plain page.
        }
      }
      return links;
    }
    return [];
  }

  async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const { html, manifest } = await load();
    const urlPath = request.url.split('?')[0] ?? '/';
    const plain = !request.url.includes('?');
    const cacheKey = `hints ${plain ? urlPath : request.url}`;
    let hints = app.responseCache.get(cacheKey);
    if (hints === undefined) {
      hints = (await hintsFor(urlPath, plain, manifest)).join('');
      app.responseCache.set(cacheKey, hints);
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(hints ? html.replace('</head>', `${hints}</head>`) : html);
  }

  await app.register(fastifyStatic, {
    root: opts.webDist,
    prefix: '/',
    // Serve whatever the build holds now; misses fall through to the app (below).
    wildcard: true,
    index: false,
    allowedPath: (pathName) => !pathName.startsWith('/.vite'),
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
