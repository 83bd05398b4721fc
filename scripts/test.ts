/**
 * `npm test`: lint, types, build, then every Vitest project (unit, client, API, browser).
 * Ends with one line, `N passed, M failed[, K skipped]`, counting the three checks and every test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  numFailedTestSuites: number;
}

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(ok ? `✔ ${label}` : `✘ ${label} (exit ${result.status ?? result.signal})`);
  return ok;
}

const bin = (name: string) => path.join('node_modules', '.bin', name);
const checks = [
  run('lint', bin('biome'), ['check', '.']),
  run('types', 'sh', ['-c', `${bin('react-router')} typegen && ${bin('tsc')} --noEmit`]),
  run('build', 'sh', ['-c', `${bin('react-router')} build && node scripts/compress-build.ts`]),
];

const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'rota-test-')), 'vitest.json');
const extraArgs = process.argv.slice(2);
run('tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...extraArgs,
]);

let report: VitestReport | undefined;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
} catch {
  report = undefined;
}

const checksPassed = checks.filter(Boolean).length;
const checksFailed = checks.length - checksPassed;
// A test file that fails to load has no failed test in it, yet it failed.
const loadFailures = report ? Math.max(0, report.numFailedTestSuites - report.numFailedTests) : 1;
const passed = checksPassed + (report?.numPassedTests ?? 0);
const failed =
  checksFailed + (report?.numFailedTests ?? 0) + (report && report.numFailedTests > 0 ? 0 : loadFailures);
const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
