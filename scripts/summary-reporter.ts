/**
 * A Vitest reporter that counts what passed, failed and was skipped, and ends the output with the
 * line the README's test command and `.ci/run` read: `N passed, M failed[, K skipped]`, after one
 * `✘ failed: …` line per failure, so the tail of a long log names them.
 */
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** One line per failure: `file › test name: first line of the error`. */
  failures: string[];
}

const firstLine = (text = '') => text.trim().split('\n')[0]?.slice(0, 300) ?? '';

/** Counts every test of a run; a file that failed without a failed test in it counts once. */
export function countTests(
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError> = [],
): TestCounts {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const testModule of testModules) {
    const where = testModule.relativeModuleId;
    let failedTests = 0;
    for (const test of testModule.children.allTests()) {
      const result = test.result();
      if (result.state === 'passed') counts.passed += 1;
      else if (result.state === 'failed') {
        failedTests += 1;
        counts.failures.push(`${where} › ${test.fullName}: ${firstLine(result.errors[0]?.message)}`);
      } else counts.skipped += 1;
    }
    counts.failed += failedTests;
    // A file that fails to load, or whose hooks fail, has no failed test in it, yet it failed.
    if (failedTests === 0 && testModule.state() === 'failed') {
      counts.failed += 1;
      counts.failures.push(`${where}: ${firstLine(testModule.errors()[0]?.message)}`);
    }
  }
  for (const error of unhandledErrors) {
    counts.failed += 1;
    counts.failures.push(`an error outside the tests: ${firstLine(error.message)}`);
  }
  return counts;
}

/** The failures, then the last line CI reads: `N passed, M failed[, K skipped]`. */
export function summaryOf({ passed, failed, skipped, failures }: TestCounts): string {
  const failed_ = failures.map((failure) => `✘ failed: ${failure}\n`).join('');
  const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  return `${failed_ ? `\n${failed_}` : ''}\n${line}`;
}

/**
 * Counts the run. With `print`, it prints the summary when the run ends; without it, whoever
 * started Vitest reads `counts` and prints (`scripts/test.ts`, which adds its checks).
 */
export class SummaryReporter implements Reporter {
  counts: TestCounts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  readonly #print: boolean;

  constructor({ print = true }: { print?: boolean } = {}) {
    this.#print = print;
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): void {
    this.counts = countTests(testModules, unhandledErrors);
    if (this.#print) console.log(summaryOf(this.counts));
  }
}
