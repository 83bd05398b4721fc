import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '..');
const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Runs Vitest with the summary reporter on test files written to a temporary folder. */
function vitestOn(files: Record<string, string>) {
  // Inside the project, so the fixture's `vitest` resolves to the project's own.
  const root = mkdtempSync(path.join(projectRoot, 'node_modules', '.summary-reporter-'));
  roots.push(root);
  const config = `import { defineConfig } from 'vitest/config';
import { SummaryReporter } from ${JSON.stringify(path.join(import.meta.dirname, 'summary-reporter.ts'))};
export default defineConfig({ test: { reporters: ['default', new SummaryReporter()], include: ['*.test.ts'] } });
`;
  for (const [file, source] of Object.entries({ 'vitest.config.ts': config, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const vitest = path.join(projectRoot, 'node_modules/vitest/vitest.mjs');
  const run = spawnSync(process.execPath, [vitest, 'run', '--root', root], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  const lines = run.stdout.trim().split('\n');
  return { status: run.status, lines, last: lines.at(-1) };
}

describe('the test summary (a Vitest reporter)', () => {
  it('ends with `N passed, M failed, K skipped`, after one line per failure', () => {
    const run = vitestOn({
      'a.test.ts': `import { expect, it } from 'vitest';
it('passes', () => expect(1).toBe(1));
it('fails', () => expect(409).toBe(200));
it.skip('waits', () => {});
it.todo('is to do');`,
      'b.test.ts': `import { it } from 'vitest';
it('passes too', () => {});`,
      'broken.test.ts': `throw new Error('this file does not load');`,
    });
    expect(run.status).toBe(1);
    expect(run.last).toBe('2 passed, 2 failed, 2 skipped');
    expect(run.lines).toContain('✘ failed: a.test.ts › fails: expected 409 to be 200 // Object.is equality');
    expect(run.lines).toContain('✘ failed: broken.test.ts: this file does not load');
  }, 60_000);

  it('ends with `N passed, 0 failed` when everything passes', () => {
    const run = vitestOn({ 'a.test.ts': `import { it } from 'vitest';\nit('passes', () => {});` });
    expect(run.status).toBe(0);
    expect(run.last).toBe('1 passed, 0 failed');
  }, 60_000);
});
