import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import importRules, { allowedImports, clientPublicSurface } from '../dependency-cruiser.config.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
const roots: string[] = [];

/** A project tree in a temporary folder, with the project's subpath imports: `{ 'src/…/x.ts': 'source' }`. */
function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  roots.push(root);
  const imports = {
    '#shared/*': './src/shared/*',
    '#server/*': './src/server/*',
    '#client/*': './src/client/*',
  };
  const tree = { 'package.json': JSON.stringify({ type: 'module', imports }), ...files };
  for (const [file, source] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Every violation of the import rules under `root/src`, as `rule: from -> to`. */
async function violationsIn(root: string): Promise<string[]> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const { output } = await cruise(['src'], {
      ...importRules.options,
      ruleSet: { forbidden: importRules.forbidden ?? [] },
      validate: true,
    });
    const result = output as ICruiseResult;
    return result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
  } finally {
    process.chdir(cwd);
  }
}

const cleanTree = {
  'src/shared/money.ts': 'export const cents = (value: number) => Math.round(value * 100);\n',
  'src/server/db/unique-violation.ts':
    'export const isUniqueViolation = (error: unknown) => error !== null;\n',
  'src/server/features/coins/wallet.service.ts': [
    "import { isUniqueViolation } from '#server/db/unique-violation.ts';",
    "import { cents } from '#shared/money.ts';",
    "import { findUser } from '#server/features/auth/user.repository.ts';",
    'export const credit = () => [isUniqueViolation, cents, findUser];',
  ].join('\n'),
  'src/server/features/auth/user.repository.ts': 'export const findUser = () => undefined;\n',
  'src/client/lib/storage.ts': 'export const storage = new Map<string, string>();\n',
  'src/client/features/account/profile-page.tsx': [
    "import { storage } from '#client/lib/storage.ts';",
    "import { useAuth } from '../auth/auth-provider.tsx';",
    '// import { secret } from "#client/features/coins/balance-card.tsx";',
    'export default () => [storage, useAuth];',
  ].join('\n'),
  'src/client/features/auth/auth-provider.tsx': 'export const useAuth = () => null;\n',
};

describe('the import rules (dependency-cruiser.config.ts)', () => {
  it('pass on a tree that keeps them', async () => {
    expect(await violationsIn(projectWith(cleanTree))).toEqual([]);
  });

  it('name the file that imports another feature’s insides, types and dynamic imports included', async () => {
    const root = projectWith({
      ...cleanTree,
      'src/server/features/coins/coins.routes.ts':
        "import type { Hash } from '#server/features/auth/password-hash.ts';\nexport type X = Hash;\n",
      'src/server/features/auth/password-hash.ts': 'export type Hash = string;\n',
      'src/client/features/voyages/voyage-list.tsx':
        "const card = import('#client/features/coins/balance-card.tsx');\nexport default card;\n",
      'src/client/features/coins/balance-card.tsx': 'export const balance = 0;\n',
    });
    expect(await violationsIn(root)).toEqual([
      'client-feature-insides: src/client/features/voyages/voyage-list.tsx -> src/client/features/coins/balance-card.tsx',
      'server-feature-insides: src/server/features/coins/coins.routes.ts -> src/server/features/auth/password-hash.ts',
    ]);
  });

  it('fail on a cycle between server features, even through their public modules', async () => {
    const root = projectWith({
      ...cleanTree,
      'src/server/features/auth/user.repository.ts':
        "import { credit } from '#server/features/coins/wallet.service.ts';\nexport const findUser = () => credit;\n",
    });
    // One violation per cycle, named at the first of its edges.
    expect(await violationsIn(root)).toEqual([
      'server-feature-cycle: src/server/features/auth/user.repository.ts -> src/server/features/coins/wallet.service.ts',
    ]);
  });

  it('fail on a cycle between client features, even between different modules', async () => {
    const root = projectWith({
      ...cleanTree,
      'src/client/features/account/account-card.tsx': 'export const card = 1;\n',
      'src/client/features/auth/session-store.ts':
        "import { card } from '#client/features/account/account-card.tsx';\nexport const store = card;\n",
    });
    const violations = await violationsIn(root);
    expect(violations).toContain(
      'client-feature-cycle: src/client/features/account -> src/client/features/auth',
    );
    expect(violations.every((violation) => violation.startsWith('client-feature'))).toBe(true);
  });

  it('fail when client code imports the server, or shared code either side', async () => {
    const root = projectWith({
      ...cleanTree,
      'src/client/lib/env.ts': "import type { Env } from '../../server/env.ts';\nexport type E = Env;\n",
      'src/server/env.ts': 'export type Env = { port: number };\n',
      'src/shared/paths.ts': "import { storage } from '#client/lib/storage.ts';\nexport const s = storage;\n",
    });
    expect(await violationsIn(root)).toEqual([
      'client-imports-server: src/client/lib/env.ts -> src/server/env.ts',
      'shared-imports-a-side: src/shared/paths.ts -> src/client/lib/storage.ts',
    ]);
  });

  it('let an allowed import through, and nothing else from the same file', async () => {
    const [allowed] = allowedImports;
    if (!allowed) return;
    const root = projectWith({
      ...cleanTree,
      [allowed.from]: [
        `import { a } from '${path.posix.relative(path.posix.dirname(allowed.from), allowed.to)}';`,
        "import { hashPassword } from '#server/features/auth/password-hash.ts';",
        'export const x = [a, hashPassword];',
      ].join('\n'),
      [allowed.to]: 'export const a = 1;\n',
      'src/server/features/auth/password-hash.ts': 'export const hashPassword = () => "";\n',
    });
    expect(await violationsIn(root)).toEqual([
      `server-feature-insides-allowed-1: ${allowed.from} -> src/server/features/auth/password-hash.ts`,
    ]);
  });

  it('make `npm run lint` exit 1, naming the file', () => {
    const root = projectWith({
      ...cleanTree,
      'src/server/features/coins/coins.routes.ts':
        "import { hashPassword } from '../auth/password-hash.ts';\nexport const x = hashPassword;\n",
      'src/server/features/auth/password-hash.ts': 'export const hashPassword = () => "";\n',
    });
    const depcruise = path.join(projectRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
    const run = spawnSync(
      process.execPath,
      [
        depcruise,
        'src',
        '--config',
        path.join(projectRoot, 'dependency-cruiser.config.ts'),
        '--output-type',
        'err',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain(
      'server-feature-insides: src/server/features/coins/coins.routes.ts',
    );
  });

  it('pass on this project, with no stale exception or public module', async () => {
    expect(await violationsIn(projectRoot)).toEqual([]);
    for (const [feature, files] of Object.entries(clientPublicSurface)) {
      for (const file of files)
        expect(existsSync(path.join(projectRoot, 'src/client/features', feature, file))).toBe(true);
    }
    // An exception for an import that no longer happens would quietly allow the next violation.
    const { output } = await cruise(
      allowedImports.map(({ from }) => path.join(projectRoot, from)),
      { ...importRules.options, maxDepth: 1 },
    );
    const edges = (output as ICruiseResult).modules.flatMap(({ source, dependencies }) =>
      dependencies.map(
        ({ resolved }) => `${path.relative(projectRoot, path.resolve(source))} -> ${resolved}`,
      ),
    );
    for (const { from, to } of allowedImports) expect(edges).toContain(`${from} -> ${to}`);
  });
});
