import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationProblems, describeProblem, loadRecords, repositoryRoot } from './cite-architecture.ts';

const folder = path.join(repositoryRoot, 'docs/decisions');
const records = loadRecords();
const kept = [...records.kept.values()];
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');

describe('the decision records (docs/decisions/README.md)', () => {
  it.each(kept)('%s holds: an accepted status line and a row in the index', (file) => {
    const text = readFileSync(path.join(folder, file), 'utf8');
    expect(text, 'a line `Status: accepted · Date: YYYY-MM-DD` under the title').toMatch(
      /^Status: accepted · Date: \d{4}-\d{2}-\d{2}$/m,
    );
    const row = index.split('\n').find((line) => line.includes(`(${file})`));
    expect(row, 'a row in the index').toBeDefined();
    expect(row).toContain('| accepted |');
  });

  it('never reuses a retired number', () => {
    const reused = [...records.kept.keys()].filter((number) => records.retired.has(number));
    expect(reused, 'numbers both kept and listed in docs/decisions/retired.json').toEqual([]);
  });

  it('maps every retired number to an area document that exists', () => {
    const missing = [...records.retired].filter(
      ([number, area]) => !/^\d{3}$/.test(number) || !existsSync(path.join(repositoryRoot, area)),
    );
    expect(missing, 'retired numbers whose area document is missing').toEqual([]);
  });
});

describe('citations of the decision records, across the repository', () => {
  const problems = citationProblems();

  it('cite no retired record: the area document holds what it said', () => {
    const retired = problems.filter((problem) => problem.finding.kind === 'retired').map(describeProblem);
    expect(retired, 'run `node scripts/cite-architecture.ts --write`').toEqual([]);
  });

  it('name each kept record by its number or its exact file name, and no record that does not exist', () => {
    const wrong = problems.filter((problem) => problem.finding.kind !== 'retired').map(describeProblem);
    expect(wrong).toEqual([]);
  });
});
