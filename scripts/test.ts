/**
 * `npm test`: lint, types, build, then every Vitest project (unit, client, API, browser).
 * Ends with one line, `N passed, M failed[, K skipped]`, counting the three checks and every test.
 * The cluster suite runs apart (`npm run test:cluster`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { printFailures, runVitest, summaryLine } from './vitest-summary.ts';

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(ok ? `✔ ${label}` : `✘ ${label} (exit ${result.status ?? result.signal})`);
  return ok;
}

const bin = (name: string) => path.join('node_modules', '.bin', name);
const checks = [
  { label: 'lint', ok: run('lint', bin('biome'), ['check', '.']) },
  {
    label: 'types',
    ok: run('types', 'sh', ['-c', `${bin('react-router')} typegen && ${bin('tsc')} --noEmit`]),
  },
  // The one build definition: package.json's `build` script.
  { label: 'build', ok: run('build', 'npm', ['run', '--silent', 'build']) },
];

console.log(`\n▶ tests: vitest run ${process.argv.slice(2).join(' ')}`);
const tests = runVitest(process.argv.slice(2));

const checksPassed = checks.filter((check) => check.ok).length;
const passed = checksPassed + tests.passed;
const failed = checks.length - checksPassed + tests.failed;

printFailures([
  ...checks.filter((check) => !check.ok).map((check) => `the ${check.label} check`),
  ...(tests.failures ?? []),
]);
console.log(`\n${summaryLine({ passed, failed, skipped: tests.skipped })}`);
process.exit(failed === 0 ? 0 : 1);
