// One test run: API and shared unit tests, the web app's page tests, then the browser journeys. DATABASE_URL picks
// PostgreSQL, else PGlite. The fault tests (*.pg-test.ts) break the PostgreSQL server's connections, so they run
// only when there is one.
import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.DATABASE_URL);

// Each project's workers keep the modules they imported for their next file instead of importing the app afresh
// for each (isolate: false, decision 0271): every file opens its own database, app and browser context, and no
// test relies on a module's state from another file. Three projects, so a worker never switches between the API's
// node environment and the page tests' happy-dom, which would make it import everything again.
const project = { pool: 'forks' as const, isolate: false, testTimeout: 60_000, hookTimeout: 180_000 };

export default defineConfig({
  test: {
    globalSetup: ['apps/api/src/test/global-setup.ts', 'e2e/global-setup.ts'],
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      {
        test: {
          ...project,
          name: 'api',
          include: [
            'apps/api/**/*.test.ts',
            'apps/api/**/*.test.tsx',
            'packages/**/*.test.ts',
            'tools/**/*.test.ts',
            ...(onPostgres ? ['apps/**/*.pg-test.ts'] : []),
          ],
        },
      },
      { test: { ...project, name: 'web', include: ['apps/web/**/*.test.ts', 'apps/web/**/*.test.tsx'] } },
      { test: { ...project, name: 'e2e', include: ['e2e/**/*.test.ts'] } },
    ],
  },
});
