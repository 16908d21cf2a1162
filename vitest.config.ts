import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The client's own alias (client/vite.config.ts), for client components under test.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'client/src') } },
  test: {
    include: ['shared/src/**/*.test.ts', 'server/src/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // `npm test` turns coverage on (--coverage) and prints the summary; there is no threshold:
    // the figure is for reading, and the tests are judged by what they check.
    coverage: {
      provider: 'v8',
      include: ['shared/src/**', 'server/src/**', 'client/src/**'],
      exclude: ['**/*.test.{ts,tsx}', 'server/src/db/migrations/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-results/coverage',
    },
  },
});
