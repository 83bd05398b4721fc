import CircleAlert from 'lucide-react/icons/circle-alert';
import CloudOff from 'lucide-react/icons/cloud-off';
import Download from 'lucide-react/icons/download';
import House from 'lucide-react/icons/house';
import PartyPopper from 'lucide-react/icons/party-popper';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Ticket from 'lucide-react/icons/ticket';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NOT_STARTED_REDIRECT_MS } from '#shared/constants.ts';
import { href } from '#shared/href.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { appRoutePatterns, paths } from '#shared/paths.ts';
import { readTheme } from './reader-storage.ts';

const texts = readerUi.states;

const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-(--reader-accent) px-6 py-3 font-semibold text-(--reader-accent-text) shadow-sm hover:opacity-90';
const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-(--reader-accent) px-6 py-3 font-semibold text-(--reader-text) hover:bg-(--reader-surface)';

/** The themed page every state of the reading screen sits on (the traveller's theme, from the device). */
export function ReaderFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const [theme, setTheme] = useState<string>('light');
  useEffect(() => setTheme(readTheme()), []);
  return (
    <div
      className="reader flex min-h-dvh items-center justify-center px-5 py-10"
      data-theme={theme}
      aria-busy={busy}
    >
      {children}
    </div>
  );
}

/** SPEC §2.5: loading shows a spinner. */
export function ReaderSpinner() {
  return (
    <ReaderFrame busy>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <span
          className="size-12 animate-spin rounded-full border-4 border-(--reader-border) border-t-(--reader-accent)"
          aria-hidden="true"
        />
        <span className="font-display text-lg text-(--reader-muted)">{readerUi.loading}</span>
      </div>
    </ReaderFrame>
  );
}

function StateCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <main className="w-full max-w-lg rounded-3xl border border-(--reader-border) bg-(--reader-surface) p-8 text-center shadow-(--reader-shadow) sm:p-10">
      <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-(--reader-note-bg) text-(--reader-accent)">
        {icon}
      </div>
      <h1 className="font-display text-3xl leading-tight text-(--reader-text)">{title}</h1>
      {children && (
        <div className="mt-4 grid gap-3 text-lg leading-relaxed text-(--reader-muted)">{children}</div>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </main>
  );
}

/** Where an unstarted voyage sends the traveller (SPEC §4.5): its detail page, or /home without an id. */
export function notStartedRedirectPath(voyageId: string | undefined): string {
  return voyageId ? href(appRoutePatterns.voyageDetail, { id: voyageId }) : paths.travellerHome;
}

/** SPEC §2.5 / §4.5: not started — the text, the button, and the redirect after 10 s. */
export function NotStartedScreen({ voyageId }: { voyageId: string | undefined }) {
  const navigate = useNavigate();
  const target = notStartedRedirectPath(voyageId);
  const [secondsLeft, setSecondsLeft] = useState(Math.round(NOT_STARTED_REDIRECT_MS / 1000));

  useEffect(() => {
    const redirect = setTimeout(() => navigate(target, { replace: true }), NOT_STARTED_REDIRECT_MS);
    const countdown = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(countdown);
    };
  }, [navigate, target]);

  return (
    <ReaderFrame>
      <StateCard
        icon={<Ticket aria-hidden="true" className="size-8" />}
        title={texts.notStartedTitle}
        actions={
          <Link to={target} className={primaryButton} replace>
            {texts.goToDetails}
          </Link>
        }
      >
        <p>{texts.notStarted}</p>
        <p className="text-base" aria-hidden="true">
          {texts.redirectingIn(secondsLeft)}
        </p>
      </StateCard>
    </ReaderFrame>
  );
}

/** SPEC §2.5: already completed ('Viagem Concluída!'); a 410 adds SPEC §8's line above it. */
export function CompletedScreen({ lead }: { lead?: string }) {
  return (
    <ReaderFrame>
      <StateCard
        icon={<PartyPopper aria-hidden="true" className="size-8" />}
        title={texts.completedTitle}
        actions={
          <Link to={paths.travellerHome} className={primaryButton}>
            <House aria-hidden="true" className="size-5" />
            {texts.backHome}
          </Link>
        }
      >
        {lead && <p className="font-semibold text-(--reader-text)">{lead}</p>}
        <p>{texts.completedText}</p>
      </StateCard>
    </ReaderFrame>
  );
}

/**
 * SPEC §8's error screens (404, 500, other API errors, missing content) and the generic
 * 'Algo deu errado': retry reloads the page, go-home leads to /home. A 404 offers go-home only.
 */
export function LoadErrorScreen({
  title,
  message,
  retry = true,
}: {
  title: string;
  message?: string;
  retry?: boolean;
}) {
  return (
    <ReaderFrame>
      <StateCard
        icon={<CircleAlert aria-hidden="true" className="size-8" />}
        title={title}
        actions={
          <>
            {retry && (
              <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
                <RefreshCw aria-hidden="true" className="size-5" />
                {texts.retry}
              </button>
            )}
            <Link to={paths.travellerHome} className={retry ? secondaryButton : primaryButton}>
              <House aria-hidden="true" className="size-5" />
              {texts.goHome}
            </Link>
          </>
        }
      >
        {message && <p role="alert">{message}</p>}
      </StateCard>
    </ReaderFrame>
  );
}

/**
 * Opened without a signal and nothing on the device answered for the voyage's text
 * (docs/architecture/reader.md): a pack that was kept here was evicted or damaged, so the way out
 * is "Baixar de novo" on the Offline screen; a voyage never kept says how to keep it.
 */
export function NoSignalScreen({ packWasKept }: { packWasKept: boolean }) {
  return (
    <ReaderFrame>
      <StateCard
        icon={<CloudOff aria-hidden="true" className="size-8" />}
        title={packWasKept ? texts.packLostTitle : texts.noCopyTitle}
        actions={
          <>
            <Link to={paths.userOffline} className={primaryButton}>
              <Download aria-hidden="true" className="size-5" />
              {packWasKept ? texts.downloadAgain : texts.keptVoyages}
            </Link>
            <button type="button" className={secondaryButton} onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" className="size-5" />
              {texts.retry}
            </button>
          </>
        }
      >
        <p role="alert">{packWasKept ? texts.packLost : texts.noCopy}</p>
      </StateCard>
    </ReaderFrame>
  );
}
