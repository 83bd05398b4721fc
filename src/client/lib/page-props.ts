import type { Register } from 'react-router';

type Pages = Register extends { pages: infer Registered extends Record<string, { params: object }> }
  ? Registered
  : never;

/**
 * A route module's props, its params as `react-router typegen` reads them from the pattern in
 * `client/app/routes.ts` (`.react-router/types/+routes.ts`). Typegen writes `./+types` only for
 * modules inside the app directory, and ours live in their feature folders
 * (docs/architecture/frontend.md).
 */
export type PageProps<Pattern extends keyof Pages> = { params: Pages[Pattern]['params'] };
