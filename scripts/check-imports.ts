/**
 * The import rule of docs/decisions/122: `client` never imports `server`, `shared` imports neither,
 * a feature imports another feature only through its public surface (on the server its layer files:
 * repository, service, table, plugin, seed; on the client the modules each feature lists below), and features import
 * each other without cycles. Test files are held to the same rule. `npm run lint` runs it; exits 1
 * and names every offending file. A plain parser: TypeScript 7 ships no compiler API to JavaScript.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Side = 'client' | 'server' | 'shared';

interface SourceFile {
  /** Path from the project root, with forward slashes: `src/server/features/coins/coins.service.ts`. */
  file: string;
  side: Side | undefined;
  /** `server/coins` for a file under `src/server/features/coins/`. */
  feature: string | undefined;
}

/**
 * What another feature may import of a server feature: its layer files. The owner's repository and
 * table types (a feature owns its tables), its services, its Fastify plugin, and its seed rows.
 */
const serverPublicSurface = /\.(repository|service|table|plugin|seed)\.ts$/;

/** Server files outside that pattern that are public too. */
const serverPublicModules: readonly string[] = [
  // The context of the account services (`app.auth`), which the account feature's services take too.
  'src/server/features/auth/auth-context.ts',
];

/**
 * What another feature may import of a client feature, feature by feature (paths under
 * `src/client/features/<feature>/`). Everything else in a feature is its insides.
 */
export const clientPublicSurface: Readonly<Record<string, readonly string[]>> = {
  // The session: who is signed in, their stored user and account info, and the staff's guard.
  auth: [
    'auth-provider.tsx',
    'session-store.ts',
    'staff-only.tsx',
    'api/user-info.ts',
    'api/logout.ts',
    'field-errors.ts',
  ],
  // The traveller's home and the staff's traveller screen show the passagens; starting a voyage
  // refreshes the balance.
  coins: ['passagens-panel.tsx', 'coin-history-list.tsx', 'api/query-keys.ts'],
  // The voyage list; and a voyage's content (SPEC §7), which the reader and the player both read.
  voyages: ['voyage-list.tsx', 'api/voyage-content.ts'],
  // The two narration sources and their player, which the reader plays beside its text.
  audio: ['narration-player.tsx', 'use-device-voice.ts', 'use-narration.ts'],
  // The home page and the book's page show the catalogue's highlights and the book's purchase link,
  // read from the catalogue while prerendering.
  catalogue: ['catalogue-content.server.ts', 'home-highlighted-products.tsx'],
  invitation: ['invite-friend-card.tsx'],
  // Everything that waits on the device for a signal, and the offline copy of a voyage.
  offline: [
    'offline-voyage-card.tsx',
    // The reader, opened without a signal, says whether the voyage had been kept here.
    'offline-voyages.ts',
    'pack-downloads.ts',
    // The one outbox, where the reader queues its notes and bookmarks.
    'outbox-store.ts',
    'progress-outbox.ts',
    'progress-conflict-prompt.tsx',
    'outbox-replay.ts',
    'pending-changes.ts',
  ],
  // The public pages' frame and styles, which the sales pages, /play and the guests' help reuse.
  marketing: ['marketing-layout.tsx'],
  // Who sells and the legal documents' links, in every footer and the purchase summary.
  legal: ['seller-identity.tsx', 'seller.ts'],
  // The reader's outbox of notes and bookmarks, which the app's outbox replay sends.
  // The outbox's sending, for the service worker's Background Sync.
  reader: ['marks-sync.ts', 'worker-sync.ts'],
};

interface AllowedImport {
  /** The importing file. */
  from: string;
  /** The imported file. */
  to: string;
  reason: string;
}

/**
 * Imports of another feature's insides that stay, each with its reason (docs/decisions/122). They
 * count neither as violations nor as edges of the cycle check.
 */
export const allowedImports: readonly AllowedImport[] = [
  {
    from: 'src/server/features/uploads/uploads-in-object-storage.test.ts',
    to: 'src/server/features/ebook-delivery/ebook-file.ts',
    reason: "the object-storage test follows the ebook's bytes from the content folder to the download",
  },
  {
    from: 'src/client/features/offline/outbox-replay.test.ts',
    to: 'src/client/features/reader/marks-sync.ts',
    reason: "the replay test wires in the reader's real outbox, as the app does",
  },
];

function isAllowed(from: string, to: string): boolean {
  return allowedImports.some((allowed) => allowed.from === from && allowed.to === to);
}

function isPublic(from: SourceFile, to: SourceFile, target: string): boolean {
  if (from.side !== to.side) return false;
  if (to.side === 'server') return serverPublicSurface.test(target) || serverPublicModules.includes(target);
  const [, feature = '', file = ''] = /^src\/client\/features\/([^/]+)\/(.+)$/.exec(target) ?? [];
  return clientPublicSurface[feature]?.includes(file) ?? false;
}

const sourceExtensions = /\.(ts|tsx)$/;

function listSources(root: string, dir: string): string[] {
  const found: string[] = [];
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...listSources(root, relative));
    else if (sourceExtensions.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(relative);
  }
  return found;
}

function describe(file: string): SourceFile {
  const match = /^src\/(client|server|shared)\/(?:features\/([^/]+)\/)?/.exec(file);
  const side = match?.[1] as Side | undefined;
  return { file, side, feature: match?.[2] && side ? `${side}/${match[2]}` : undefined };
}

const subpathImports: Record<string, string> = {
  '#shared/': 'src/shared/',
  '#server/': 'src/server/',
  '#client/': 'src/client/',
  '#tests/': 'tests/',
};

/** The project file an import specifier names, or undefined for a package. */
function resolveSpecifier(importer: string, specifier: string): string | undefined {
  for (const [prefix, target] of Object.entries(subpathImports)) {
    if (specifier.startsWith(prefix)) return target + specifier.slice(prefix.length);
  }
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  return undefined;
}

const comments = /\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm;
/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`. */
const importSpecifiers =
  /(?:^|[\s;])(?:import|export)\s[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function importsOf(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(comments, '');
  const targets: string[] = [];
  for (const match of text.matchAll(importSpecifiers)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const target = specifier === undefined ? undefined : resolveSpecifier(file, specifier);
    if (target !== undefined) targets.push(target);
  }
  return targets;
}

/** Every violation of the rule under `root/src`, one sentence each, naming the importing file. */
export function checkImports(root: string): string[] {
  const violations: string[] = [];
  const featureEdges = new Map<string, Map<string, string>>();

  for (const file of listSources(root, 'src')) {
    const from = describe(file);
    for (const target of importsOf(root, file)) {
      const to = describe(target);
      if (from.side === 'client' && to.side === 'server') {
        violations.push(`${file}: client code imports server code (${target})`);
      }
      if (from.side === 'shared' && (to.side === 'client' || to.side === 'server')) {
        violations.push(`${file}: shared code imports ${to.side} code (${target})`);
      }
      if (!from.feature || !to.feature || from.feature === to.feature) continue;
      if (isAllowed(file, target)) continue;

      const edges = featureEdges.get(from.feature) ?? new Map<string, string>();
      if (!edges.has(to.feature)) edges.set(to.feature, `${file} -> ${target}`);
      featureEdges.set(from.feature, edges);

      if (!isPublic(from, to, target)) {
        violations.push(`${file}: imports the insides of feature ${to.feature} (${target})`);
      }
    }
  }

  for (const cycle of featureCycles(featureEdges)) {
    const steps = cycle.slice(0, -1).map((feature, index) => {
      const next = cycle[index + 1] as string;
      return featureEdges.get(feature)?.get(next);
    });
    violations.push(`import cycle between features ${cycle.join(' -> ')}: ${steps.join('; ')}`);
  }
  return violations;
}

/**
 * Entries of this file's lists that no longer match the tree: an exception for an import that no
 * longer happens, or a public module that no longer exists, would quietly allow the next violation.
 */
export function staleListEntries(root: string): string[] {
  const imports = new Set<string>();
  for (const file of listSources(root, 'src')) {
    for (const target of importsOf(root, file)) imports.add(`${file} -> ${target}`);
  }
  const stale: string[] = [];
  for (const allowed of allowedImports) {
    if (!imports.has(`${allowed.from} -> ${allowed.to}`))
      stale.push(
        `${allowed.from}: the allowed import of ${allowed.to} no longer happens; remove it from the list`,
      );
  }
  for (const [feature, files] of Object.entries(clientPublicSurface)) {
    for (const file of files) {
      const publicFile = `src/client/features/${feature}/${file}`;
      if (!existsSync(path.join(root, publicFile)))
        stale.push(`${publicFile}: listed as public but does not exist; remove it from the list`);
    }
  }
  return stale;
}

/** Each cycle in the feature graph once, as a path that returns to its first feature. */
function featureCycles(edges: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const features = [...edges.keys()].sort();
  for (const start of features) {
    const walk = (feature: string, trail: string[]): void => {
      for (const next of [...(edges.get(feature)?.keys() ?? [])].sort()) {
        if (next === start) {
          const cycle = [...trail, start];
          const key = [...cycle.slice(0, -1)].sort().join(',');
          if (!seen.has(key)) {
            seen.add(key);
            cycles.push(cycle);
          }
        } else if (next > start && !trail.includes(next)) {
          walk(next, [...trail, next]);
        }
      }
    };
    walk(start, [start]);
  }
  return cycles;
}

if (import.meta.main) {
  const violations = [...checkImports(process.cwd()), ...staleListEntries(process.cwd())];
  for (const violation of violations) console.error(violation);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import rule violation(s); see docs/decisions/122`);
    process.exit(1);
  }
  console.log('imports: no cross-feature insides, no cycles, client/shared/server boundaries kept');
}
