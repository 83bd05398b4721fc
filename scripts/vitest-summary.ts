/** Runs Vitest with its JSON report beside the default one and counts what passed and failed. */
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

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export const vitestBin = path.join('node_modules', '.bin', 'vitest');

export function runVitest(args: string[]): TestCounts {
  const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'rota-test-')), 'vitest.json');
  spawnSync(
    vitestBin,
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args],
    {
      stdio: 'inherit',
      env: process.env,
    },
  );
  let report: VitestReport | undefined;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
  } catch {
    report = undefined;
  }
  // A test file that fails to load has no failed test in it, yet it failed.
  const loadFailures = report ? Math.max(0, report.numFailedTestSuites - report.numFailedTests) : 1;
  return {
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + (report && report.numFailedTests > 0 ? 0 : loadFailures),
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
}

/** The last line CI reads: `N passed, M failed[, K skipped]`. */
export function summaryLine({ passed, failed, skipped }: TestCounts): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
