// Before the browser journeys: builds the web app once per test run (production mode) into a temporary folder
// and hands its path to the tests as `inject('webDist')`; the folder is removed after the run.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // Vitest's provide/inject registry is an interface, so it can only be extended by declaration merging.
  export interface ProvidedContext {
    webDist: string;
  }
}

const webRoot = path.resolve(import.meta.dirname, '../apps/web');

type ViteBuild = (config: Record<string, unknown>) => Promise<unknown>;

/** The web app's own Vite (8, with its plugins), not the one Vitest brings along for itself. */
async function webVite(): Promise<{ build: ViteBuild }> {
  const entry = createRequire(path.join(webRoot, 'package.json')).resolve('vite');
  return (await import(pathToFileURL(entry).href)) as { build: ViteBuild };
}

export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'chamak-e2e-web-'));
  const started = Date.now();
  const { build } = await webVite();
  // Vitest sets NODE_ENV=test, which would give React's development build and JSX runtime: build as
  // `npm start` does, then put it back before the test workers start.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      mode: 'production',
      build: { outDir, emptyOutDir: true },
      logLevel: 'warn',
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  console.log(`[e2e] web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('webDist', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
