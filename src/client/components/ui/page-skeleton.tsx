import { ptPublic } from '#shared/messages/pt-public.ts';

/** SPEC §2.2: a loading skeleton while the user is loading. */
export function PageSkeleton() {
  return (
    <div className="min-h-dvh bg-papel" role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{ptPublic.generic.loading}</span>
      <div className="h-16 animate-pulse bg-rio-900/90" />
      <div className="mx-auto grid max-w-5xl gap-4 p-6">
        <div className="h-8 w-2/3 animate-pulse rounded-lg bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-200" />
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <div className="h-28 animate-pulse rounded-2xl bg-stone-200" />
          <div className="h-28 animate-pulse rounded-2xl bg-stone-200" />
          <div className="h-28 animate-pulse rounded-2xl bg-stone-200" />
        </div>
      </div>
    </div>
  );
}
