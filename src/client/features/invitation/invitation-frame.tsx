import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { invitation as texts } from '#shared/messages/pt-invitation.ts';
import { ptPublic } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';

/** The invitation's own page: the river at dusk behind the ticket, open to guests (docs/architecture/invitations.md). */
export function InvitationFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-rio-950 via-rio-900 to-rio-800 text-white">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-5 py-4 sm:px-8">
        <Link
          to={paths.home}
          aria-label={ptPublic.nav.homeLink}
          className="inline-flex items-center gap-2 rounded-lg font-display text-xl font-semibold text-white"
        >
          <img src="/favicon.svg" width={36} height={36} alt="" className="size-9" />
          {ptPublic.brand.name}
        </Link>
      </header>
      <main className="flex flex-1 flex-col justify-center px-4 pb-12 sm:px-8">{children}</main>
    </div>
  );
}

/** Loading, not found, expired and error: SPEC §4.6 and §8. `wayOn` is where to go from here. */
export function InvitationMessage({
  title,
  text,
  busy = false,
  onRetry,
  wayOn,
}: {
  title: string;
  text?: string;
  busy?: boolean;
  onRetry?: () => void;
  wayOn?: { to: string; label: string };
}) {
  return (
    <section
      className="mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-3xl bg-white/95 p-8 text-center text-stone-900 shadow-xl"
      aria-busy={busy}
      role={busy ? 'status' : undefined}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-rio-200 border-t-rio-700"
        />
      )}
      <h1 className="font-display text-2xl text-rio-900">{title}</h1>
      {text && <p className="text-stone-700">{text}</p>}
      {!busy && (
        <div className="mt-2 flex w-full flex-col gap-3">
          {onRetry && (
            <button type="button" className={buttonStyles.primary} onClick={onRetry}>
              {texts.retry}
            </button>
          )}
          {wayOn && (
            <Link to={wayOn.to} className={buttonStyles.primary}>
              {wayOn.label}
            </Link>
          )}
          <Link to={paths.home} className={onRetry || wayOn ? buttonStyles.outline : buttonStyles.primary}>
            {texts.backHome}
          </Link>
        </div>
      )}
    </section>
  );
}

/** SPEC §4.6/§8: the loading, 'Viagem não encontrada' and 'Erro' views every invitation page shares. */
export function InvitationLoadMessage({
  status,
  onRetry,
}: {
  status: 'loading' | 'not-found' | 'error';
  onRetry: () => void;
}) {
  if (status === 'loading') return <InvitationMessage title={texts.loading} busy />;
  if (status === 'not-found') return <InvitationMessage title={texts.notFoundTitle} text={texts.notFound} />;
  return <InvitationMessage title={texts.errorTitle} text={texts.loadFailure} onRetry={onRetry} />;
}
