/**
 * Citations of the decision records (docs/decisions/README.md), found and rewritten.
 *
 * A file cites a record as `decision 084`, `decisions 052, 053`, `docs/decisions/031`,
 * `docs/decisions/031-voyages-and-passagens.md`, `record 131` or a Markdown link to the record's
 * file; a list may continue on the comment's next line. A kept record is cited by its number or its
 * exact file name. A retired number (docs/decisions/retired.json) is cited through the area document
 * that now holds what it said.
 *
 *   node scripts/cite-architecture.ts            lists what it would change, and what it cannot
 *   node scripts/cite-architecture.ts --write    rewrites the files in place
 *
 * Exit status 1 when a citation names no record at all (neither kept nor retired), which only a
 * person can fix. `scripts/decision-records.test.ts` reads the same citations and fails on any left.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '..');

export interface Records {
  /** Kept number → its file name in docs/decisions/. */
  kept: Map<string, string>;
  /** Retired number → the area document (repository path) that holds what it said. */
  retired: Map<string, string>;
}

export function loadRecords(root: string = repositoryRoot): Records {
  const folder = path.join(root, 'docs/decisions');
  const kept = new Map<string, string>();
  for (const file of readdirSync(folder)) {
    const number = /^(\d{3})-.+\.md$/.exec(file)?.[1];
    if (number) kept.set(number, file);
  }
  const { retired } = JSON.parse(readFileSync(path.join(folder, 'retired.json'), 'utf8')) as {
    retired: Record<string, string>;
  };
  return { kept, retired: new Map(Object.entries(retired)) };
}

export interface CitedRecord {
  number: string;
  /** The file name the citation gives (`031-voyages-and-passagens.md`), when it gives one. */
  fileName?: string;
  /** Strictly inside a range ("062" of "061–067"): a number that names no record is no citation. */
  inRange?: boolean;
}

export interface Citation {
  /** Offsets of the whole citation (a list included) in the text. */
  start: number;
  end: number;
  /** 1-based line of its start. */
  line: number;
  source: string;
  records: CitedRecord[];
  /** A Markdown link (`[text](…/decisions/NNN-….md)`): rewritten as a link. */
  link: boolean;
}

// A number that is a citation, not the start of a figure ("110, 12.7 KB"): three digits (two after
// the word "decision"), not followed by another digit, a decimal part, a thousands group or a unit.
const notAFigure = String.raw`(?![\d_]|[.,]\d|\s?(?:KB|MB|GB|ms|µs|px|%|s\b|x\b))`;
// A range ("061–067") names every record between its ends.
const rangeEnd = String.raw`(?:[–-](\d{3})(?![\d.]))?`;
const recordFile = String.raw`(\d{3})(-[a-z0-9-]+\.md)?${rangeEnd}`;
const listGlue = String.raw`(?:,|;|,? and|,? or)[ \t]*(?:\r?\n[ \t]*(?:\*|\/\/|#)?[ \t]*)?(?:decisions? |docs\/decisions\/)?`;

const heads = [
  // [text](../decisions/NNN-name.md), [text](docs/decisions/NNN-name.md), [text](NNN-name.md)
  String.raw`\[[^\]\n]*\]\((?:\.\.\/|\.\/|docs\/)?(?:decisions\/)?(\d{3})(-[a-z0-9-]+\.md)\)`,
  String.raw`docs\/decisions\/${recordFile}`,
  String.raw`\b[Dd]ecisions? (\d{2,3})${rangeEnd}${notAFigure}`,
  // "record 131" only where a citation ends ("records 500 rows" is a figure).
  String.raw`\b[Rr]ecords? (\d{3})(?=[),.;:’'\n]|\s+(?:and|or)\s+\d|$)`,
];
const citationPattern = new RegExp(
  `(?:${heads.join('|')})((?:${listGlue}\\d{3}(?:-[a-z0-9-]+\\.md)?(?:[–-]\\d{3}(?![\\d.]))?${notAFigure})*)`,
  'g',
);
const listItemPattern = new RegExp(`${listGlue}${recordFile}`, 'g');

/** One cited number, or each number of a range (those between its ends marked `inRange`). */
function cited(number: string, name: string | undefined, rangeTo: string | undefined): CitedRecord[] {
  const records: CitedRecord[] = [{ number, fileName: name ? `${number}${name}` : undefined }];
  if (rangeTo === undefined) return records;
  for (let next = Number(number) + 1; next < Number(rangeTo); next += 1) {
    records.push({ number: String(next).padStart(3, '0'), inRange: true });
  }
  records.push({ number: rangeTo });
  return records;
}

/** Every citation of a decision record in a text. */
export function findCitations(text: string): Citation[] {
  const citations: Citation[] = [];
  for (const match of text.matchAll(citationPattern)) {
    const [
      source,
      linkNumber,
      linkName,
      pathNumber,
      pathName,
      pathTo,
      wordNumber,
      wordTo,
      recordNumber,
      list,
    ] = match;
    const first = (linkNumber ?? pathNumber ?? wordNumber ?? recordNumber ?? '').padStart(3, '0');
    const name = linkName ?? pathName;
    const records: CitedRecord[] = cited(first, name, pathTo ?? wordTo);
    for (const [, number = '', itemName, itemTo] of (list ?? '').matchAll(listItemPattern)) {
      records.push(...cited(number, itemName, itemTo));
    }
    const start = match.index;
    citations.push({
      start,
      end: start + source.length,
      line: text.slice(0, start).split('\n').length,
      source,
      records,
      link: linkNumber !== undefined,
    });
  }
  return citations;
}

export type Finding =
  | { kind: 'retired'; number: string; area: string }
  | { kind: 'wrong-name'; number: string; given: string; expected: string }
  | { kind: 'unknown'; number: string };

/** What is wrong with one cited record, if anything. */
export function judge(record: CitedRecord, records: Records): Finding | undefined {
  const area = records.retired.get(record.number);
  if (area) return { kind: 'retired', number: record.number, area };
  const file = records.kept.get(record.number);
  if (!file) return record.inRange ? undefined : { kind: 'unknown', number: record.number };
  if (record.fileName && record.fileName !== file) {
    return { kind: 'wrong-name', number: record.number, given: record.fileName, expected: file };
  }
  return undefined;
}

/** The citation as it should read, or undefined when it reads right (or cannot be fixed here). */
export function rewriteCitation(citation: Citation, records: Records, filePath: string): string | undefined {
  const findings = citation.records.map((record) => judge(record, records));
  if (findings.every((finding) => finding === undefined)) return undefined;
  if (findings.some((finding) => finding?.kind === 'unknown')) return undefined;
  const parts: string[] = [];
  citation.records.forEach((record, index) => {
    const finding = findings[index];
    if (record.inRange && !records.kept.has(record.number) && finding === undefined) return;
    let part: string;
    if (finding?.kind === 'retired') {
      part = citation.link
        ? `[${path.basename(finding.area)}](${linkTo(finding.area, filePath)})`
        : finding.area;
    } else if (citation.link) {
      const file = records.kept.get(record.number) as string;
      part = `[decision ${record.number}](${linkTo(`docs/decisions/${file}`, filePath)})`;
    } else if (record.fileName) {
      part = `docs/decisions/${records.kept.get(record.number)}`;
    } else if (citation.source.startsWith('docs/decisions/')) {
      part = `docs/decisions/${record.number}`;
    } else {
      part = `decision ${record.number}`;
    }
    if (!parts.includes(part)) parts.push(part);
  });
  // A list that ran over two comment lines keeps its line break, so the comment stays narrow.
  const lineBreak = /\r?\n[ \t]*(?:\*|\/\/|#)?[ \t]*/.exec(citation.source)?.[0];
  if (lineBreak && parts.length > 1) {
    const half = Math.ceil(parts.length / 2);
    return `${parts.slice(0, half).join(', ')},${lineBreak}${parts.slice(half).join(', ')}`;
  }
  return parts.join(', ');
}

function linkTo(target: string, fromFile: string): string {
  return path.relative(path.dirname(fromFile), target) || path.basename(target);
}

/** A text with every fixable citation rewritten, and how many were. */
export function rewriteCitations(
  text: string,
  records: Records,
  filePath: string,
): { text: string; rewritten: { line: number; from: string; to: string }[] } {
  const rewritten: { line: number; from: string; to: string }[] = [];
  let out = '';
  let at = 0;
  for (const citation of findCitations(text)) {
    const replacement = rewriteCitation(citation, records, filePath);
    if (replacement === undefined) continue;
    out += text.slice(at, citation.start) + replacement;
    at = citation.end;
    rewritten.push({ line: citation.line, from: citation.source, to: replacement });
  }
  return { text: out + text.slice(at), rewritten };
}

/** Files that talk about citations rather than make them. */
const notCiting = new Set([
  'docs/decisions/retired.json',
  'scripts/cite-architecture.ts',
  'scripts/cite-architecture.test.ts',
]);
const scanned =
  /^(?:src|scripts|tests|deploy|docs|\.ci)\/|^[^/]+\.(?:md|ts|json|ya?ml)$|^Dockerfile$|^\.env\.example$/;
const textFile =
  /\.(?:ts|tsx|js|mjs|cjs|css|md|json|ya?ml|html|sh|txt|example)$|(?:^|\/)(?:Dockerfile|Caddyfile|run)$/;

/** The repository's files that may cite a record (tracked or new, never ignored ones). */
export function filesToScan(root: string = repositoryRoot): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file && scanned.test(file) && textFile.test(file))
    .filter((file) => !notCiting.has(file) && file !== 'package-lock.json');
}

export interface Problem {
  file: string;
  line: number;
  source: string;
  finding: Finding;
}

/** Every citation across the repository that names a retired record, a wrong file or no record. */
export function citationProblems(root: string = repositoryRoot): Problem[] {
  const records = loadRecords(root);
  const problems: Problem[] = [];
  for (const file of filesToScan(root)) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed but deleted in the work tree
    }
    for (const citation of findCitations(text)) {
      for (const record of citation.records) {
        const finding = judge(record, records);
        if (finding) problems.push({ file, line: citation.line, source: citation.source, finding });
      }
    }
  }
  return problems;
}

export function describeProblem(problem: Problem): string {
  const { finding } = problem;
  const where = `${problem.file}:${problem.line} "${problem.source.replace(/\s+/g, ' ')}"`;
  if (finding.kind === 'retired')
    return `${where}: record ${finding.number} is retired, cite ${finding.area}`;
  if (finding.kind === 'wrong-name') {
    return `${where}: record ${finding.number} is docs/decisions/${finding.expected}, not ${finding.given}`;
  }
  return `${where}: no record ${finding.number} (docs/decisions/README.md lists the records)`;
}

function main(argv: string[]) {
  const write = argv.includes('--write');
  const records = loadRecords();
  let count = 0;
  let files = 0;
  for (const file of filesToScan()) {
    const absolute = path.join(repositoryRoot, file);
    const before = readFileSync(absolute, 'utf8');
    const { text, rewritten } = rewriteCitations(before, records, file);
    if (rewritten.length === 0) continue;
    files += 1;
    count += rewritten.length;
    for (const change of rewritten) {
      console.log(`${file}:${change.line}: ${change.from.replace(/\s+/g, ' ')} → ${change.to}`);
    }
    if (write) writeFileSync(absolute, text);
  }
  console.log(`${write ? 'rewrote' : 'would rewrite'} ${count} citations in ${files} files`);
  const left = citationProblems().filter((problem) => !write || problem.finding.kind === 'unknown');
  const unknown = left.filter((problem) => problem.finding.kind === 'unknown');
  for (const problem of unknown) console.error(describeProblem(problem));
  if (unknown.length > 0) process.exitCode = 1;
}

if (import.meta.filename === process.argv[1]) main(process.argv.slice(2));
