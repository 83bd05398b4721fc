/**
 * The import rule (`npm run lint`; README, "Architecture"): `client` never imports `server`,
 * `shared` imports neither, a feature imports another feature only through its public surface, and
 * no import cycle crosses features. Test files beside the code are held to the same rule.
 * `scripts/import-rules.test.ts` plants a violation of each rule and checks the lists below are not
 * stale.
 */

import type { IConfiguration, IForbiddenRuleType, IRegularForbiddenRuleType } from 'dependency-cruiser';

/**
 * What another server feature may import: the owner's layer files (a feature owns its tables, so
 * another feature calls its repository), its services, its Fastify plugin, its seed rows; and the
 * context of the account services (`app.auth`), which the account feature's services take too.
 */
export const serverPublicSurface = [
  '\\.(repository|service|table|plugin|seed)\\.ts$',
  '^src/server/features/auth/auth-context\\.ts$',
];

/**
 * What another client feature may import, feature by feature (paths under
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
    // The fresh proof before a sensitive change: the profile, "Meus dados" and the console ask for it.
    'fresh-proof.tsx',
    'api/passkey-ceremonies.ts',
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
  // The reader's outbox of notes and bookmarks, which the app's outbox replay sends; its sending,
  // for the service worker's Background Sync.
  reader: ['marks-sync.ts', 'worker-sync.ts'],
};

/**
 * Imports of another feature's insides that stay, each with its reason. They are exempt from the
 * insides rule and from the cycle rule, and nothing else is.
 */
export const allowedImports: readonly { from: string; to: string; reason: string }[] = [
  {
    from: 'src/server/features/uploads/uploads-in-object-storage.test.ts',
    to: 'src/server/features/ebook-delivery/ebook-file.ts',
    reason: "the object-storage test follows the ebook's bytes from the content folder to the download",
  },
];

const exactly = (file: string) => `^${file.replaceAll('.', '\\.')}$`;
const clientPublicFiles = Object.entries(clientPublicSurface).flatMap(([feature, files]) =>
  files.map((file) => exactly(`src/client/features/${feature}/${file}`)),
);

/** A rule between features, whose `to.pathNot` lists what it lets through. */
interface FeatureRule extends IRegularForbiddenRuleType {
  name: string;
  from: { path: string };
  to: { path: string; pathNot: string[] };
}

/**
 * A rule, and beside it one copy per allowed import whose importer it governs: the rule itself
 * skips those importers, each copy holds its importer to the rule except for its allowed target.
 */
function withAllowedImports(rule: FeatureRule): IForbiddenRuleType[] {
  const governed = allowedImports.filter(({ from }) => new RegExp(rule.from.path).test(from));
  return [
    { ...rule, from: { ...rule.from, pathNot: governed.map(({ from }) => exactly(from)) } },
    ...governed.map(({ from, to }, index) => ({
      ...rule,
      name: `${rule.name}-allowed-${index + 1}`,
      from: { path: exactly(from) },
      to: { ...rule.to, pathNot: [...rule.to.pathNot, exactly(to)] },
    })),
  ];
}

const config: IConfiguration = {
  forbidden: [
    {
      name: 'client-imports-server',
      comment: 'Client code runs in the browser: it never imports server code.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-imports-a-side',
      comment: 'Shared code serves both sides: it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'server-feature-imports-client-feature',
      comment: "A server feature never imports a client feature's files.",
      severity: 'error',
      from: { path: '^src/server/features/' },
      to: { path: '^src/client/features/' },
    },
    ...withAllowedImports({
      name: 'server-feature-insides',
      comment:
        'A server feature imports another only through its layer files (serverPublicSurface in dependency-cruiser.config.ts).',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: {
        path: '^src/server/features/',
        pathNot: ['^src/server/features/$1/', ...serverPublicSurface],
      },
    }),
    ...withAllowedImports({
      name: 'client-feature-insides',
      comment:
        'A client feature imports another only through the files it makes public (clientPublicSurface in dependency-cruiser.config.ts).',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: {
        path: '^src/client/features/',
        pathNot: ['^src/client/features/$1/', ...clientPublicFiles],
      },
    }),
    {
      name: 'client-feature-cycle',
      comment: 'Client features import each other without cycles, public modules included.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/client/features/([^/]+)' },
      // A feature's own folders (`auth` and `auth/api`) may lean on each other.
      to: { circular: true, pathNot: '^src/client/features/$1(/|$)' },
    },
    {
      // Each server feature's table types meet in `server/db`, which the features use, so the
      // server's folders form cycles through it by design: the rule there is on modules.
      name: 'server-feature-cycle',
      comment: 'No import cycle leaves a server feature and comes back.',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { circular: true, via: { pathNot: '^src/server/features/$1/' } },
    },
  ],
  options: {
    includeOnly: '^src/',
    // TypeScript 7 ships no compiler API to JavaScript: swc parses the sources. dependency-cruiser
    // does not know `using` declarations yet: a file with one fails lint, naming it.
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};

export default config;
