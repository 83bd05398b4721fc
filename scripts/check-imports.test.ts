import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports, staleListEntries } from './check-imports.ts';

const roots: string[] = [];

/** A project tree in a temporary folder: `{ 'src/…/x.ts': 'source' }`. */
function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-imports-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

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

describe('the import rule (docs/decisions/122)', () => {
  it('passes on a tree that keeps it', () => {
    expect(checkImports(projectWith(cleanTree))).toEqual([]);
  });

  it('names the file that imports another feature’s insides', () => {
    const root = projectWith({
      ...cleanTree,
      'src/server/features/coins/coins.routes.ts':
        "import { hashPassword } from '#server/features/auth/password-hash.ts';\nexport const x = hashPassword;\n",
      'src/server/features/auth/password-hash.ts': 'export const hashPassword = () => "";\n',
      'src/client/features/voyages/voyage-list.tsx':
        "const card = import('#client/features/coins/balance-card.tsx');\nexport default card;\n",
      'src/client/features/coins/balance-card.tsx': 'export const balance = 0;\n',
    });
    expect(checkImports(root)).toEqual([
      'src/client/features/voyages/voyage-list.tsx: imports the insides of feature client/coins (src/client/features/coins/balance-card.tsx)',
      'src/server/features/coins/coins.routes.ts: imports the insides of feature server/auth (src/server/features/auth/password-hash.ts)',
    ]);
  });

  it('fails on a cycle between features, even through their public modules', () => {
    const root = projectWith({
      ...cleanTree,
      'src/server/features/auth/registration.service.ts':
        "export { credit } from '#server/features/coins/wallet.service.ts';\n",
    });
    expect(checkImports(root)).toEqual([
      'import cycle between features server/auth -> server/coins -> server/auth: ' +
        'src/server/features/auth/registration.service.ts -> src/server/features/coins/wallet.service.ts; ' +
        'src/server/features/coins/wallet.service.ts -> src/server/features/auth/user.repository.ts',
    ]);
  });

  it('fails when client code imports the server, or shared code either side', () => {
    const root = projectWith({
      ...cleanTree,
      'src/client/lib/env.ts': "import type { Env } from '../../server/env.ts';\nexport type E = Env;\n",
      'src/server/env.ts': 'export type Env = { port: number };\n',
      'src/shared/paths.ts': "import { storage } from '#client/lib/storage.ts';\nexport const s = storage;\n",
    });
    expect(checkImports(root)).toEqual([
      'src/client/lib/env.ts: client code imports server code (src/server/env.ts)',
      'src/shared/paths.ts: shared code imports client code (src/client/lib/storage.ts)',
    ]);
  });

  it('exits 1 from the command line, naming the file', () => {
    const root = projectWith({
      ...cleanTree,
      'src/server/features/coins/coins.routes.ts':
        "import { hashPassword } from '../auth/password-hash.ts';\nexport const x = hashPassword;\n",
      'src/server/features/auth/password-hash.ts': 'export const hashPassword = () => "";\n',
    });
    const run = spawnSync(process.execPath, [path.resolve(import.meta.dirname, 'check-imports.ts')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'src/server/features/coins/coins.routes.ts: imports the insides of feature server/auth',
    );
  });

  it('names the exceptions and public modules that no longer match the tree', () => {
    const stale = staleListEntries(projectWith(cleanTree));
    expect(stale).toContainEqual(
      'src/client/features/auth/staff-only.tsx: listed as public but does not exist; remove it from the list',
    );
    expect(stale.some((entry) => entry.includes('no longer happens; remove it from the list'))).toBe(true);
  });

  it('passes on this project, with no stale exception', () => {
    const root = path.resolve(import.meta.dirname, '..');
    expect(checkImports(root)).toEqual([]);
    expect(staleListEntries(root)).toEqual([]);
  });
});
