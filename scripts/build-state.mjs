// Is the build current? `npm start` asks before it serves: the build is missing, or a source is newer than the
// stamp `npm run build` leaves (decision 0217). Sources: apps/*/src, packages/shared/src and tools/demo-data (the
// demo shop the server loads on first start; test files left out), the web app's index.html, public/ and Vite
// config, and package-lock.json.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export function buildDirs(root) {
  return { server: path.join(root, 'apps/api/dist'), web: path.join(root, 'apps/web/dist') };
}

export function stampFile(root) {
  return path.join(buildDirs(root).server, 'build-stamp.json');
}

const testFile = /\.(pg-)?test\.tsx?$/;

async function newestIn(entry, newest) {
  const info = await stat(entry).catch(() => null);
  if (!info) return newest;
  if (info.isDirectory()) {
    let best = newest;
    for (const name of await readdir(entry)) best = await newestIn(path.join(entry, name), best);
    return best;
  }
  if (testFile.test(entry) || (newest && newest.mtimeMs >= info.mtimeMs)) return newest;
  return { file: entry, mtimeMs: info.mtimeMs };
}

/** The most recently changed source file and its time, or null when there is none. */
export async function newestSource(root) {
  const apps = await readdir(path.join(root, 'apps')).catch(() => []);
  const entries = [
    ...apps.map((app) => path.join(root, 'apps', app, 'src')),
    path.join(root, 'packages/shared/src'),
    path.join(root, 'tools/demo-data'),
    path.join(root, 'apps/web/index.html'),
    path.join(root, 'apps/web/public'),
    path.join(root, 'apps/web/vite.config.ts'),
    path.join(root, 'package-lock.json'),
  ];
  let newest = null;
  for (const entry of entries) newest = await newestIn(entry, newest);
  return newest;
}

/** Whether `npm start` may serve the build as it is, and why (or why not), in words for the console. */
export async function buildState(root) {
  const { server, web } = buildDirs(root);
  const needed = [
    stampFile(root),
    path.join(server, 'main.js'),
    path.join(web, 'index.html'),
    path.join(web, '.ssr/entry-server.js'),
  ];
  for (const file of needed) {
    if (!(await stat(file).catch(() => null)))
      return { fresh: false, reason: `no build yet (${path.relative(root, file)} is missing)` };
  }
  const stamp = await stat(stampFile(root));
  const newest = await newestSource(root);
  const built = new Date(stamp.mtimeMs).toISOString();
  if (newest && newest.mtimeMs > stamp.mtimeMs)
    return {
      fresh: false,
      reason: `${path.relative(root, newest.file)} changed after the last build (${built})`,
    };
  return { fresh: true, reason: `the build of ${built} is newer than every source` };
}
