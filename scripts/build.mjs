// `npm run build`: the web app (Vite: the browser bundle and the .ssr render bundle), then the server compiled to
// JavaScript (esbuild: apps/api/src/main.ts with our own code and packages/shared in one file, npm packages left
// as imports, a source map beside it), then the stamp `npm start` compares with the sources (decision 0216).
//   node scripts/build.mjs                              everything, stamp included
//   node scripts/build.mjs --server-only --outdir DIR   only the server, into DIR (the compiled-server test)
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { buildDirs, stampFile } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');
const apiSrc = path.join(root, 'apps/api/src');
const builtins = new Set(builtinModules);

/** Where a resolved file's package lives and its version: the nearest package.json that names a package. */
async function packageOf(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const json = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => null);
    if (json && JSON.parse(json).name) return `${dir}@${JSON.parse(json).version}`;
  }
  return file;
}

/**
 * npm packages stay imports, resolved at run time from the compiled file's folder; our workspace packages
 * (@chamak/*, TypeScript source) are bundled. A package that packages/shared imports must resolve to the same
 * version from the compiled file as from packages/shared, or the compiled server would run other code than tsx.
 */
function externals(outdir) {
  return {
    name: 'chamak-externals',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.probing || args.path.startsWith('@chamak/')) return undefined;
        const name = args.path.startsWith('@')
          ? args.path.split('/').slice(0, 2).join('/')
          : args.path.split('/')[0];
        if (args.path.startsWith('node:') || builtins.has(name)) return { path: args.path, external: true };
        if (!args.importer.startsWith(apiSrc)) {
          const probe = (resolveDir) =>
            b.resolve(args.path, { kind: args.kind, resolveDir, pluginData: { probing: true } });
          const [there, here] = await Promise.all([probe(args.resolveDir), probe(outdir)]);
          const [want, got] = await Promise.all([packageOf(there.path), packageOf(here.path)]);
          if (there.errors.length === 0 && want.split('@').at(-1) !== got.split('@').at(-1))
            return {
              errors: [{ text: `${args.path} resolves to ${got} from the build, ${want} from its source` }],
            };
        }
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * `import.meta.url` in a bundled module means where its source file is (a relative URL from the compiled file),
 * so the paths the server computes at run time (migrations, the web build, data, fonts) are the ones tsx sees.
 */
function sourceLocations(outdir) {
  return {
    name: 'chamak-source-locations',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.')) return undefined;
        const relative = JSON.stringify(path.relative(outdir, args.path).split(path.sep).join('/'));
        const contents = text
          .replaceAll('import.meta.url', `__chamakSource(${relative}).href`)
          .replaceAll('import.meta.filename', `__chamakPath(__chamakSource(${relative}))`)
          .replaceAll(
            'import.meta.dirname',
            `__chamakPath(new URL('.', __chamakSource(${relative}))).replace(/[\\\\/]$/, '')`,
          );
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Compiles apps/api/src/main.ts into outdir/main.js (+ main.js.map); returns the output's size in bytes. */
async function buildServer(outdir) {
  await mkdir(outdir, { recursive: true });
  const result = await build({
    entryPoints: [path.join(apiSrc, 'main.ts')],
    outfile: path.join(outdir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    // Fastify and avvio name plugins after their functions; the bundle keeps the names.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    banner: {
      js: "import { fileURLToPath as __chamakPath } from 'node:url';\nconst __chamakSource = (relative) => new URL(relative, import.meta.url);",
    },
    plugins: [externals(outdir), sourceLocations(outdir)],
  });
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
}

function run(command, args) {
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (child.status !== 0) process.exit(child.status ?? 1);
}

const { values } = parseArgs({
  options: { 'server-only': { type: 'boolean', default: false }, outdir: { type: 'string' } },
});
const started = new Date();
if (!values['server-only']) {
  console.log('[build] web app (vite build)');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}
const outdir = path.resolve(values.outdir ?? buildDirs(root).server);
const serverStarted = Date.now();
const bytes = await buildServer(outdir);
console.log(
  `[build] server compiled to ${path.relative(root, outdir) || '.'}/main.js (${(bytes / 1024).toFixed(0)} KiB with its source map) in ${((Date.now() - serverStarted) / 1000).toFixed(1)} s`,
);
if (!values['server-only']) {
  // The stamp carries the time the build started, so a source saved during the build makes the next start build.
  const stamp = stampFile(root);
  await writeFile(
    stamp,
    `${JSON.stringify({ started: started.toISOString(), node: process.version }, null, 2)}\n`,
  );
  await utimes(stamp, started, started);
  console.log(`[build] done in ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`);
}
