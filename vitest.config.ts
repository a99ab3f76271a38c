// One test run: API and shared unit tests, then the browser journeys. DATABASE_URL picks PostgreSQL, else PGlite.
// The fault tests (*.pg-test.ts) break the PostgreSQL server's connections, so they run only when there is one.
import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: [
      'apps/**/*.test.ts',
      'apps/**/*.test.tsx',
      'packages/**/*.test.ts',
      'e2e/**/*.test.ts',
      ...(onPostgres ? ['apps/**/*.pg-test.ts'] : []),
    ],
    globalSetup: ['apps/api/src/test/global-setup.ts', 'e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
