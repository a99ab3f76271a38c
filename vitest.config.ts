// One test run: API and shared unit tests, then the browser journeys. DATABASE_URL picks PostgreSQL, else PGlite.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/**/*.test.ts', 'apps/**/*.test.tsx', 'packages/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['apps/api/src/test/global-setup.ts', 'e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
