import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './scripts/summary-reporter.ts';

/**
 * The cluster suite (`npm run test:cluster`), apart from `npm test`: it builds, then starts the deploy's
 * topology (scripts/cluster-topology.ts) with a private PostgreSQL and Redis, and drives it.
 */
export default defineConfig({
  test: {
    // The last line, `N passed, M failed`, is what `.ci/run` adds up.
    reporters: ['default', new SummaryReporter()],
    projects: [
      {
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
