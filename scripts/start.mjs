// `npm start`: builds only when the build is missing or older than the sources (it says which), then runs the
// compiled server in this process: NODE_ENV=production, and the sandbox payment window and sign-in code unless
// PAYMENTS_SANDBOX and OTP_SANDBOX say otherwise (the demo). package.json starts this file with
// `node --enable-source-maps`, so stack traces name the TypeScript lines.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDirs, buildState } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');

// A worker forked by the server (several processes) runs what its primary has just checked.
if (cluster.isPrimary) {
  const state = await buildState(root);
  if (state.fresh) {
    console.log(`[start] serving the existing build: ${state.reason}`);
  } else {
    console.log(`[start] building: ${state.reason}`);
    const child = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (child.status !== 0) {
      console.error('[start] the build failed; nothing to serve');
      process.exit(child.status ?? 1);
    }
  }
}

process.env.NODE_ENV = 'production';
process.env.PAYMENTS_SANDBOX ??= 'true';
process.env.OTP_SANDBOX ??= 'true';
await import(pathToFileURL(path.join(buildDirs(root).server, 'main.js')).href);
