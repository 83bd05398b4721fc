/** Runs Vitest with its JSON report beside the default one and counts what passed and failed. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface VitestReport {
  testResults?: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
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
  /** One line per failed test or unloadable file: `file › test name: first line of the error`. */
  failures?: string[];
}

export const vitestBin = path.join('node_modules', '.bin', 'vitest');

export function runVitest(args: string[]): TestCounts {
  const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'rota-test-')), 'vitest.json');
  const run = spawnSync(
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
  const failed = (report?.numFailedTests ?? 0) + (report && report.numFailedTests > 0 ? 0 : loadFailures);
  // A check after the tests (the undeclared answers of tests/setup/answered-statuses.ts) fails
  // the run without failing a test: it counts as one failure.
  const failedAfterTests = report !== undefined && failed === 0 && run.status !== 0;
  return {
    passed: report?.numPassedTests ?? 0,
    failed: failed + (failedAfterTests ? 1 : 0),
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    failures: [
      ...(report ? failuresOf(report) : ['the Vitest report was not written']),
      ...(failedAfterTests
        ? [`Vitest exited with ${run.status ?? run.signal} after the tests: see its error above`]
        : []),
    ],
  };
}

const firstLine = (text = '') => text.trim().split('\n')[0]?.slice(0, 300) ?? '';

function failuresOf(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    return tests.length > 0 || !file.message ? tests : [`${where}: ${firstLine(file.message)}`];
  });
}

/**
 * Re-prints the failures after the long report, so the tail of a CI log names them. Each line
 * starts with `✘ failed:`; `.ci/run` gathers them again at its very end.
 */
export function printFailures(failures: string[] = []): void {
  if (failures.length === 0) return;
  console.log('');
  for (const failure of failures) console.log(`✘ failed: ${failure}`);
}

/** The last line CI reads: `N passed, M failed[, K skipped]`. */
export function summaryLine({ passed, failed, skipped }: TestCounts): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
