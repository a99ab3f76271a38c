// Vite build of the web app; in development it proxies /api and /media to the API on port 3000.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), serverRender()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  // The manifest lets the server hint each route's chunk (apps/api/src/plugins/web-app.ts).
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
