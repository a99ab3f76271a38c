// Vite build of the web app; in development it proxies /api and /media to the API on port 3000.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { catalogueFor } from '../../packages/shared/src/i18n/catalogues.ts';
import {
  defaultLanguage,
  type Language,
  languageNames,
  languages,
} from '../../packages/shared/src/i18n/languages.ts';
import { translate } from './i18n-compile.ts';

/**
 * Writes .br and .gz beside every text asset at build time, at the strongest settings, so the server
 * sends them as they are (@fastify/static's preCompressed) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'chamak-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => !environment.config.build.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (f) => /\.(js|css|html|svg|json)$/.test(f) && !f.startsWith('.'),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const br = await promisify(brotliCompress)(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          });
          await writeFile(`${full}.br`, br);
          await writeFile(`${full}.gz`, await promisify(gzip)(data, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * After the browser build, the server's build of the same components (src/entry-server.tsx) into `.ssr` inside
 * the same folder, so the server always renders the very version the browser will hydrate. Self-contained (its
 * packages bundled in), so a build in any folder runs without a node_modules beside it.
 */
function serverRender(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  return {
    name: 'chamak-server-render',
    apply: 'build',
    applyToEnvironment: (environment) => !environment.config.build.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        root,
        mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(outDir, '.ssr'),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          target: 'node20',
        },
        ssr: { noExternal: true },
      });
    },
  };
}

/**
 * The runtime under our React code: Preact through preact/compat (decision 0230), about 50 KiB gzipped less than
 * React DOM for a shopper on a slow phone. The server bundle gets the same aliases, so the server renders with the
 * runtime the browser hydrates with. `WEB_RUNTIME=react` builds with React itself (to compare, or to rule the
 * runtime out when something renders differently).
 */
const runtime = process.env.WEB_RUNTIME === 'react' ? 'react' : 'preact';
const preactAliases = [
  // Preact's roots, with React's controlled fields added (decision 0232).
  {
    find: /^react-dom\/client$/,
    replacement: path.resolve(import.meta.dirname, 'src/lib/preact-dom-client.ts'),
  },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * React Router publishes its development build as its only entry: the production build next to it differs in one
 * constant, which lets the minifier drop the warnings and their checks. A production build uses it.
 */
const routerProduction = {
  find: /^react-router$/,
  replacement: path.resolve(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/**
 * After the English browser build, the build of every other language (decision 0331): the same app with its texts
 * translated when compiling (i18n-compile.ts), into `dist/<language>/`, served under `/<language>/`. Every language
 * with a catalogue is built, whether the shop has it on or not (its settings turn it on without a rebuild). The
 * server's render bundle is one for all languages (it installs the language's catalogue for each render).
 */
function otherLanguages(): Plugin {
  let mode = 'production';
  let outDir = '';
  return {
    name: 'chamak-other-languages',
    apply: 'build',
    applyToEnvironment: (environment) => !environment.config.build.ssr,
    configResolved(resolved) {
      mode = resolved.mode;
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    async closeBundle() {
      for (const language of languages) {
        if (language === defaultLanguage) continue;
        const own = config(language, false, mode);
        await build({
          ...own,
          configFile: false,
          logLevel: 'warn',
          build: { ...own.build, outDir: path.join(outDir, language), emptyOutDir: true },
        });
      }
    },
  };
}

/**
 * A Hindi or Marathi page's type (src/devanagari.css): linked from the Devanagari builds' pages only, with its
 * regular weight preloaded so it is there for the first paint.
 */
function devanagariType(): Plugin {
  return {
    name: 'chamak-devanagari-type',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'link', attrs: { rel: 'stylesheet', href: '/src/devanagari.css' }, injectTo: 'head' },
      ],
    },
    generateBundle(_, bundle) {
      const regular = Object.values(bundle).find((file) =>
        /devanagari-400-normal.*\.woff2$/.test(file.fileName),
      );
      if (!regular) this.error('the Devanagari type was not built');
    },
  };
}

/** The preload of the Hindi page's regular Devanagari type, once the build has named its file. */
function devanagariPreload(base: string): Plugin {
  return {
    name: 'chamak-devanagari-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_, context) => {
        const regular = Object.values(context.bundle ?? {}).find((file) =>
          /devanagari-400-normal.*\.woff2$/.test(file.fileName),
        );
        return regular
          ? [
              {
                tag: 'link',
                attrs: {
                  rel: 'preload',
                  href: `${base}${regular.fileName}`,
                  as: 'font',
                  type: 'font/woff2',
                  crossorigin: '',
                },
                injectTo: 'head',
              },
            ]
          : [];
      },
    },
  };
}

function config(language: Language, isSsrBuild: boolean | undefined, mode: string): UserConfig {
  const english = language === defaultLanguage;
  return {
    root: import.meta.dirname,
    mode,
    base: english ? '/' : `/${language}/`,
    define: { __SHOP_LANGUAGE__: JSON.stringify(language) },
    plugins: [
      translate(catalogueFor(language)),
      react(),
      tailwindcss(),
      precompress(),
      ...(english ? [serverRender(), otherLanguages()] : []),
      // Hindi's and Marathi's pages: the Devanagari type.
      ...(languageNames[language].script === 'Deva'
        ? [devanagariType(), devanagariPreload(`/${language}/`)]
        : []),
    ],
    resolve: {
      alias: [
        ...(runtime === 'preact' ? preactAliases : []),
        ...(mode === 'production' ? [routerProduction] : []),
      ],
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
    },
    // The manifest lets the server hint each route's chunk (apps/api/src/plugins/web-app.ts).
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // Every browser the build targets (ES2022) knows modulepreload: the polyfill would only cost the first script.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // The runtime, router and query library that every page needs, as one file: left to itself the bundler cuts
        // them into pieces as lazy chunks come and go, and every piece costs a request and its own compression.
        output: isSsrBuild
          ? {}
          : {
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    // Not the query library's hooks that only some pages use (several queries at once, mutations):
                    // in the framework they would cost every page before it starts.
                    test: (id: string) =>
                      /node_modules[\\/](preact|react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack)[\\/]/.test(
                        id,
                      ) && !/[\\/](useQueries|queriesObserver|useMutation|mutationObserver)\.js$/.test(id),
                  },
                ],
              },
            },
        onwarn(warning, warn) {
          // React Router looks for React 19's useOptimistic and does without it; Preact has none.
          if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
          warn(warning);
        },
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => config(defaultLanguage, isSsrBuild, mode));
