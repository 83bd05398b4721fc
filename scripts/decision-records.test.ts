import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../docs/decisions');
const records = readdirSync(folder).filter((file) => /^\d{3}-.+\.md$/.test(file));
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');

/** `accepted` or `superseded by NNN`, from a record's status line. */
function statusOf(text: string): string | undefined {
  return /^Status: (accepted|superseded by \d{3}) · Date: \d{4}-\d{2}-\d{2}$/m.exec(text)?.[1];
}

describe('the decision records (docs/decisions/README.md)', () => {
  it.each(records)('%s has a status line and a row in the index with the same status', (file) => {
    const text = readFileSync(path.join(folder, file), 'utf8');
    const status = statusOf(text);
    expect(status, 'a line `Status: … · Date: YYYY-MM-DD` under the title').toBeDefined();
    const row = index.split('\n').find((line) => line.includes(`(${file})`));
    expect(row, 'a row in the index').toBeDefined();
    expect(row).toContain(`| ${status} |`);
  });

  it('pairs every superseded record with a later one that says it supersedes it', () => {
    for (const file of records) {
      const superseding = /superseded by (\d{3})/.exec(
        statusOf(readFileSync(path.join(folder, file), 'utf8')) ?? '',
      )?.[1];
      if (!superseding) continue;
      const later = records.find((other) => other.startsWith(`${superseding}-`));
      expect(later, `record ${superseding}`).toBeDefined();
      expect(readFileSync(path.join(folder, later as string), 'utf8')).toContain(
        `Supersedes ${file.slice(0, 3)}`,
      );
    }
  });

  it('names an existing record in every `Amends NNN` line, which points back at the amending one', () => {
    for (const file of records) {
      const text = readFileSync(path.join(folder, file), 'utf8');
      for (const [, amended] of text.matchAll(/^Amends (\d{3})$/gm)) {
        const earlier = records.find((other) => other.startsWith(`${amended}-`));
        expect(earlier, `record ${amended}, amended by ${file}`).toBeDefined();
        expect(
          readFileSync(path.join(folder, earlier as string), 'utf8'),
          `a line under \`## Later records\` in ${earlier}`,
        ).toContain(`Amended by [${file.slice(0, 3)}](${file})`);
      }
    }
  });
});
