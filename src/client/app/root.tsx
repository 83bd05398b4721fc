import { type ReactNode, useContext } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
} from 'react-router';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
// Keeps the browser's install-ready event for the install banner, which loads later (docs/architecture/pwa.md).
import '#client/features/pwa/install-prompt.ts';
import { isStaticPage, PUBLIC_PAGE_ISLAND_SRC } from './page-handle.ts';
import { AppProviders } from './providers.tsx';
import './app.css';

export function Layout({ children }: { children: ReactNode }) {
  // Marketing pages are not hydrated: their island replaces the router's scripts (decision 110). The
  // app shell (the SPA fallback, rendered at '/') draws only the root, as React Router's own
  // <Meta/> and <Links/> see it, so it always carries the scripts.
  const appShell = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  const matches = useMatches();
  const staticPage = !appShell && isStaticPage(matches);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0f3d33" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {staticPage ? (
          <script type="module" src={PUBLIC_PAGE_ISLAND_SRC} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function Root() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      {/* The app shell's document has a title before any script runs; each screen then sets its own. */}
      <title>{pt.brand.name}</title>
      <span
        className="size-10 animate-spin rounded-full border-4 border-rio-200 border-t-rio-700"
        aria-hidden="true"
      />
      <span className="sr-only">{pt.generic.loading}</span>
    </div>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-display text-3xl text-rio-900">{pt.generic.somethingWentWrong}</h1>
      <p className="text-stone-700">{detail ?? pt.generic.unknown}</p>
      <button
        type="button"
        className="rounded-full bg-rio-700 px-6 py-3 font-semibold text-white hover:bg-rio-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-terra-400"
        onClick={() => window.location.reload()}
      >
        {pt.generic.tryAgain}
      </button>
    </main>
  );
}
