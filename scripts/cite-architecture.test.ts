import { describe, expect, it } from 'vitest';
import { findCitations, type Records, rewriteCitations } from './cite-architecture.ts';

const records: Records = {
  kept: new Map([
    ['100', '100-stripe-refunds-and-withdrawal.md'],
    ['110', '110-static-marketing-pages-and-islands.md'],
  ]),
  retired: new Map([
    ['005', 'docs/architecture/frontend.md'],
    ['030', 'docs/architecture/coins.md'],
    ['052', 'docs/architecture/pwa.md'],
    ['053', 'docs/architecture/pwa.md'],
    ['084', 'docs/architecture/security.md'],
  ]),
};

function rewrite(text: string, file = 'src/shared/example.ts') {
  return rewriteCitations(text, records, file).text;
}

describe('finding citations', () => {
  it('reads every form a citation takes', () => {
    const text = [
      '(decision 005)',
      '(decisions 052, 053 and 110)',
      '(docs/decisions/030)',
      '(docs/decisions/030-payments.md)',
      '(see record 053)',
      '(decision 84)',
      '[100](../decisions/100-stripe-refunds-and-withdrawal.md)',
    ].join('\n');
    expect(findCitations(text).map((citation) => citation.records.map((record) => record.number))).toEqual([
      ['005'],
      ['052', '053', '110'],
      ['030'],
      ['030'],
      ['053'],
      ['084'],
      ['100'],
    ]);
  });

  it('follows a list onto the comment’s next line', () => {
    const text = '/**\n * Addresses (docs/decisions/030,\n * 052, 053). More.\n */';
    expect(findCitations(text)[0]?.records.map((record) => record.number)).toEqual(['030', '052', '053']);
  });

  it('takes no figure for a citation', () => {
    expect(findCitations('the island (decision 110, 12.7 KB) and decisions 110, 200 ms')).toHaveLength(2);
    expect(
      findCitations('the island (decision 110, 12.7 KB)')[0]?.records.map((record) => record.number),
    ).toEqual(['110']);
    expect(findCitations('records 500 rows a page')).toEqual([]);
  });
});

describe('rewriting citations', () => {
  it('cites the area document instead of a retired record, once per document', () => {
    expect(rewrite('(decisions 052, 053)')).toBe('(docs/architecture/pwa.md)');
    expect(rewrite('(docs/decisions/030-payments.md)')).toBe('(docs/architecture/coins.md)');
  });

  it('keeps a kept record beside it, in the citation’s own form', () => {
    expect(rewrite('(decisions 030 and 100)')).toBe('(docs/architecture/coins.md, decision 100)');
    expect(rewrite('(docs/decisions/030, 100)')).toBe('(docs/architecture/coins.md, docs/decisions/100)');
  });

  it('corrects a kept record cited under a wrong name, and leaves a right one alone', () => {
    expect(rewrite('docs/decisions/100-refunds.md')).toBe(
      'docs/decisions/100-stripe-refunds-and-withdrawal.md',
    );
    expect(rewrite('(decision 110)')).toBe('(decision 110)');
  });

  it('writes a Markdown link relative to the file it is in', () => {
    expect(rewrite('see [053](../decisions/053-offline.md)', 'docs/architecture/reader.md')).toBe(
      'see [pwa.md](pwa.md)',
    );
    expect(rewrite('see [053](docs/decisions/053-offline.md)', 'README.md')).toBe(
      'see [pwa.md](docs/architecture/pwa.md)',
    );
  });

  it('keeps the line break of a list that ran over two comment lines', () => {
    expect(rewrite(' * Addresses (docs/decisions/030,\n * 084, 100). More.')).toBe(
      ' * Addresses (docs/architecture/coins.md, docs/architecture/security.md,\n * docs/decisions/100). More.',
    );
  });

  it('reads a range as every record between its ends', () => {
    expect(rewrite('(decisions 084, 100–110)')).toBe(
      '(docs/architecture/security.md, decision 100, decision 110)',
    );
  });

  it('leaves a citation of no record for a person to fix', () => {
    expect(rewrite('(decision 999)')).toBe('(decision 999)');
  });
});
