// Serves the built web app: hashed assets with year-long caching, and index.html for every shopper and admin
// route with per-route hints injected, so a phone fetches the route's code at once (instead of discovering it
// after the app's). The first views of the catalogue and content pages come rendered: the web build's server
// bundle (.ssr/entry-server.js, the same routes and components) knows which addresses those are and what each
// reads, fetches that from this API in process (as a guest), and renders the page; the query cache it rendered
// from goes into the page, so the browser paints the HTML at once and hydrates it without asking again. This file
// knows no route, no query key and no service: the web app's routes are their only home (decision 0080).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Digits } from '@chamak/shared/i18n/digits';
import { defaultLanguageSettings } from '@chamak/shared/i18n/language-settings';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageBase,
  languageCookie,
  languagePath,
  languages,
  splitLanguage,
} from '@chamak/shared/i18n/languages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
/** A fetch of `/api...` (what the web app's API client calls). */
type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;
/** The web build's server bundle (apps/web/src/entry-server.tsx). */
type ServerRender = {
  render: (
    url: string,
    fetch: ApiFetch,
    language?: Language,
    shop?: ShopLanguages,
  ) => Promise<{ html: string | null; state: unknown; chunks: string[]; status?: number }>;
};
/** The languages shoppers may read the shop in (English among them) and the digits its Hindi and Marathi pages use. */
type ShopLanguages = { enabled: Language[]; digits: Digits };

/**
 * Parameters that say where a visitor came from, not what they asked for (campaign tags, ad click ids): a page is
 * rendered, cached and named canonical without them, so a link shared with them shows the same page.
 */
const trackingParam =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|igshid|mc_cid|mc_eid|_ga|_gl|ref|ref_src)$/i;

/** The address without its tracking parameters. */
export function withoutTracking(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of [...params.keys()]) if (trackingParam.test(name)) params.delete(name);
  const rest = params.toString();
  return url.slice(0, at) + (rest ? `?${rest}` : '');
}

/** Rendered pages kept in the cache: the plain address or a listing's page (so odd addresses cannot fill it). */
const cacheable = (url: string) => /^[^?]*(\?page=\d{1,4})?$/.test(url);

/** The app's module (apps/web/src/main.tsx), which the page's first script (boot.ts) imports. */
const appEntry = 'src/main.tsx';

/**
 * The API served in this process, for the server render: `app.inject` behind the fetch interface. Only `/api`
 * calls, and only what the call itself says (method, its headers, body): nothing of the shopper's request (no
 * cookie, token or forwarded address) reaches it, so every render asks as the same guest. Inject's peer is
 * 127.0.0.1, which no outside request can pass as (its address is the socket's, or with TRUST_PROXY the one the
 * trusted proxy names); the renders read only public catalogue, media and settings calls, which have no rate
 * limit, and they go through the API's response cache like any other read.
 */
function inProcessApi(app: FastifyInstance): ApiFetch {
  return async (url, init) => {
    const request = new Request(new URL(url, 'http://localhost'), init);
    const { pathname, search } = new URL(request.url);
    if (pathname !== '/api' && !pathname.startsWith('/api/'))
      throw new TypeError(`The server render calls only the API, not ${pathname}`);
    const body = request.body ? await request.text() : undefined;
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: pathname + search,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
        headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
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

/** The web app's build folder, and the shop's settings of languages (modules/settings). */
type WebAppOptions = {
  webDist: string;
  /** English and Hindi in Latin digits without it. */
  shopLanguages?: () => Promise<ShopLanguages>;
};

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  // Each language's browser build: English at the top of the build, another in its own folder (dist/hi) served
  // under its prefix (decision 0331). One server bundle renders every language.
  const buildDir = (language: Language) => path.join(opts.webDist, languageBase(language));
  const indexFile = path.join(opts.webDist, 'index.html');
  const serverFile = path.join(opts.webDist, '.ssr', 'entry-server.js');
  type Build = { html: string; manifest: Manifest };
  let cached: { version: string; builds: Map<Language, Build>; server?: ServerRender } | undefined;
  const api = inProcessApi(app);
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
  // Every page names the shop's address for the browser's absolute links (apps/web/src/lib/site.ts), the languages
  // that are on (the switch) and the digits of the page's numbers (apps/web/src/lib/i18n.ts).
  const siteBlock = (shop: ShopLanguages, language: Language) =>
    `<script type="application/json" id="chamak-site">${JSON.stringify({
      origin: new URL(publicUrl).origin,
      languages: shop.enabled,
      ...(language === defaultLanguage ? {} : { digits: shop.digits }),
    }).replace(/</g, '\\u003c')}</script>`;
  /** The languages that are on now (the admin turns them on and off without a rebuild). */
  const shopLanguages = async (): Promise<ShopLanguages> => {
    if (!opts.shopLanguages) return defaultLanguageSettings;
    try {
      return await opts.shopLanguages();
    } catch (error) {
      // A database hiccup: the shop's default languages rather than no page at all.
      app.log.warn({ err: error }, 'the shop languages could not be read');
      return defaultLanguageSettings;
    }
  };

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
      const builds = new Map<Language, Build>();
      for (const language of languages) {
        const dir = buildDir(language);
        const html = await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => null);
        if (html === null) continue;
        const manifest = (await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8')
          .then(JSON.parse)
          .catch(() => ({}))) as Manifest;
        builds.set(language, {
          html: html.replace('<html lang="en">', `<html lang="${language}">`),
          manifest,
        });
      }
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
      cached = { version, builds, server };
    }
    return cached;
  }

  /** The hints for the head and, for a first view the server renders, the page's HTML for #root. */
  async function pageFor(
    url: string,
    manifest: Manifest,
    server: ServerRender | undefined,
    language: Language,
    shop: ShopLanguages,
  ): Promise<{ title: string; head: string; body: string; status: number; description: boolean }> {
    let rendered: Awaited<ReturnType<ServerRender['render']>> = { html: null, state: null, chunks: [] };
    try {
      if (server) rendered = await server.render(`${new URL(publicUrl).origin}${url}`, api, language, shop);
    } catch (error) {
      // The server render is an optimisation: a database hiccup just sends the plain page, which renders (or
      // shows its error) in the browser.
      app.log.warn({ err: error, url }, 'page render failed');
    }
    // The app's code (the page's first script imports it) and the route's, downloading in parallel.
    const base = `${languageBase(language)}/`;
    const scripts = [...new Set([appEntry, ...rendered.chunks].flatMap((c) => chunkFiles(manifest, c)))];
    let body = rendered.html ?? '';
    let title = '';
    let imagePreloads = '';
    let dataBlock = '';
    if (body) {
      // A data block, never executed; '<' escaped so no text in it can close the script element.
      const json = JSON.stringify(rendered.state).replace(/</g, '\\u003c');
      dataBlock = `<script type="application/json" id="chamak-data">${json}</script>`;
      // React puts the page's <title> and preloads of the images it loads eagerly (the largest one first) before
      // the markup: they belong in the head.
      const hoisted = /^(?:<title>[^<]*<\/title>|<(?:link|meta) [^>]*>)+/.exec(body)?.[0] ?? '';
      body = body.slice(hoisted.length);
      title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0] ?? '';
      imagePreloads = hoisted.replace(title, () => '');
    }
    // A page that starts empty needs its code at once. A rendered page is readable before its code arrives, so the
    // code waits for the first paint and leaves the bandwidth to the images on screen until then: the page's first
    // script (apps/web/src/boot.ts) preloads the files listed here once the page is painted.
    const modulepreloads = body
      ? `<script type="application/json" id="chamak-modules">${JSON.stringify(scripts.map((f) => `${base}${f}`))}</script>`
      : scripts
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${escapeAttr(file)}">`)
          .join('');
    return {
      title,
      head: `${imagePreloads}${alternates(url, shop.enabled)}${siteBlock(shop, language)}${modulepreloads}${dataBlock}`,
      body,
      status: rendered.status ?? 200,
      description: /<meta name="description"/.test(imagePreloads),
    };
  }

  /**
   * The page in every language that is on, for search engines: an alternate per language and English as the
   * default. Every page the app serves has its address in each language.
   */
  function alternates(url: string, enabled: readonly Language[]): string {
    const { path: shopPath } = splitLanguage(url.split('?')[0] ?? '/');
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const href = (language: Language) =>
      escapeAttr(`${publicUrl}${languagePath(language, shopPath)}${query}`);
    return [
      ...enabled.map((language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}">`),
      `<link rel="alternate" hreflang="x-default" href="${href(defaultLanguage)}">`,
    ].join('');
  }

  /** The language the shopper chose with the switch (its cookie), if any. */
  function chosenLanguage(request: FastifyRequest): Language | null {
    const match = new RegExp(`(?:^|;\\s*)${languageCookie}=([a-z]{2})(?:;|$)`).exec(
      request.headers.cookie ?? '',
    );
    return match && isLanguage(match[1]) ? match[1] : null;
  }

  async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const [{ builds, server }, shop] = await Promise.all([load(), shopLanguages()]);
    const url = withoutTracking(request.url);
    const split = splitLanguage(url.split('?')[0] ?? '/');
    // A language that is off is no language of the shop: /mr/... is an English address the shop does not have,
    // the 404 page, as /fr/... is.
    const on = shop.enabled.includes(split.language);
    const language = on ? split.language : defaultLanguage;
    const shopPath = on ? split.path : (url.split('?')[0] ?? '/');
    // A shopper who chose a language with the switch comes back to the shop in it; nobody is sent by the
    // browser's own language (the switch is offered instead). The back-office stays English.
    const chosen = chosenLanguage(request);
    if (
      chosen &&
      chosen !== language &&
      on &&
      shop.enabled.includes(chosen) &&
      !shopPath.startsWith('/admin') &&
      builds.has(chosen)
    ) {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${languagePath(chosen, shopPath)}${query}`, 302);
    }
    const build = builds.get(language);
    if (!build) return reply.code(404).send({ message: `No such page: ${url}`, code: 'ROUTE_NOT_FOUND' });
    const { html, manifest } = build;
    const cacheKey = `page ${url}`;
    let page = app.responseCache.get(cacheKey);
    let status = 200;
    if (page === undefined) {
      const rendered = await pageFor(url, manifest, server, language, shop);
      const { title, head, body } = rendered;
      status = rendered.status;
      // Replacer functions: a '$&' or "$'" in a product's text must stay text, not become a replacement pattern.
      page = html
        .replace(/<title>[^<]*<\/title>/, (shell) => title || shell)
        // The page's own description replaces the shell's.
        .replace(/<meta name="description"[^>]*>\s*/, (shell) => (rendered.description ? '' : shell))
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
      // Rendered pages that are found only (a few first views), so odd addresses cannot fill the cache.
      if (body && status === 200 && cacheable(url)) app.responseCache.set(cacheKey, page, 'page');
    }
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  }

  await app.register(fastifyStatic, {
    root: opts.webDist,
    prefix: '/',
    // Serve whatever the build holds now; misses fall through to the app (below).
    wildcard: true,
    index: false,
    // The build's own files (Vite's manifest, the server bundle) are not for browsers.
    allowedPath: (pathName) => !/^(\/[a-z]{2})?\/\.(vite|ssr)(\/|$)/.test(pathName),
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
  // Another language's home page is its build's folder: the app, not a directory listing.
  for (const language of languages) {
    if (language === defaultLanguage) continue;
    for (const home of [`/${language}/`, `/${language}/index.html`])
      app.get(home, { schema: { hide: true } }, sendApp);
  }

  // Every other page path gets the app; API and media misses stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith(app.storage.urlPrefix);
    // A missing file (an old chunk after a deploy) must be a 404, not the app: a script tag given HTML fails
    // with a confusing error, while a 404 lets the router reload the page.
    const isFile = /^(\/[a-z]{2})?\/assets\//.test(url) || /\.[a-z0-9]{1,8}$/i.test(url);
    if (!isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD'))
      return sendApp(request, reply);
    return reply
      .code(404)
      .send({ message: `No such call: ${request.method} ${url}`, code: 'ROUTE_NOT_FOUND' });
  });
});
