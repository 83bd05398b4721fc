import { configDefaults, defineConfig } from 'vitest/config';
import { reactAsPreact } from './island.config.ts';
import { SummaryReporter } from './scripts/summary-reporter.ts';

/** The static pages' island's tests: its components rendered by Preact, as the island's build does. */
const islandTests = 'src/client/**/*.island.test.{ts,tsx}';

/**
 * Four projects: fast unit and API tests, client components in happy-dom, the island's drawing in
 * happy-dom under Preact, and the browser suite.
 */
export default defineConfig({
  test: {
    // The last line, `N passed, M failed`, as `npm test` ends (`scripts/test.ts` passes its own).
    reporters: ['default', new SummaryReporter()],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/setup/**/*.test.ts',
          ],
          // A failed `expect(answer).toHaveStatus(200)` shows the answer's body.
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/answer-matchers.ts'],
          // Every answer the API tests observe must be declared in the OpenAPI document.
          globalSetup: ['tests/setup/answered-statuses.ts'],
          // Hang detectors, not assertions: real scrypt hashes and spawned servers (two in a row in
          // the restart tests) on a busy 2-core machine take many times what they take on a quiet one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, islandTests],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/async-wait-timeout.ts'],
          // Hang detectors, not assertions: a busy 2-core machine must not fail a test that waits.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias: reactAsPreact },
        test: {
          name: 'island',
          environment: 'happy-dom',
          include: [islandTests],
          // Bundled, as in the island's build, so that its `react` is Preact too.
          server: { deps: { inline: ['lucide-react'] } },
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A poll's timeout is a hang detector too: one second is luck on a busy machine.
          expect: { poll: { timeout: 15_000 } },
          // One browser and one server for the whole suite: files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
