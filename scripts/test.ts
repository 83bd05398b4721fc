/**
 * `npm test`: lint (Biome and the import rules), types, build, then every Vitest project (unit,
 * client, island, API, browser) in this process, counted by scripts/summary-reporter.ts. Ends with one line,
 * `N passed, M failed[, K skipped]`, counting the three checks and every test. Arguments go to
 * Vitest (`npm test -- --project unit`). `TEST_DATABASE_URL` runs the API tests on PostgreSQL.
 * The cluster suite runs apart (`npm run test:cluster`).
 */
import { spawnSync } from 'node:child_process';
import { parseCLI, startVitest } from 'vitest/node';
import { SummaryReporter, summaryOf } from './summary-reporter.ts';

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(ok ? `✔ ${label}` : `✘ ${label} (exit ${result.status ?? result.signal})`);
  return ok;
}

const checks = [
  // package.json's own scripts, so each check has one definition.
  { label: 'lint', ok: run('lint', 'npm', ['run', '--silent', 'lint']) },
  { label: 'types', ok: run('types', 'npm', ['run', '--silent', 'typecheck']) },
  { label: 'build', ok: run('build', 'npm', ['run', '--silent', 'build']) },
];

const args = process.argv.slice(2);
console.log(`\n▶ tests: vitest run ${args.join(' ')}`);
const { filter, options } = parseCLI(['vitest', 'run', ...args]);
const summary = new SummaryReporter({ print: false });
await startVitest(filter, { ...options, run: true, watch: false, reporters: ['default', summary] });
const tests = summary.counts;
// A check after the tests (the undeclared answers of tests/setup/answered-statuses.ts, in a global
// teardown) fails the run without failing a test: it counts as one failure.
const failedAfterTests = process.exitCode !== undefined && process.exitCode !== 0 && tests.failed === 0;

const failedChecks = checks.filter((check) => !check.ok);
const failed = failedChecks.length + tests.failed + (failedAfterTests ? 1 : 0);
console.log(
  summaryOf({
    passed: checks.length - failedChecks.length + tests.passed,
    failed,
    skipped: tests.skipped,
    failures: [
      ...failedChecks.map((check) => `the ${check.label} check`),
      ...tests.failures,
      ...(failedAfterTests ? ['Vitest failed after the tests: see its error above'] : []),
    ],
  }),
);
process.exit(failed === 0 ? 0 : 1);
