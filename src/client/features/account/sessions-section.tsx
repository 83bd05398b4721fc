/**
 * "Onde você está conectado" (docs/architecture/auth.md, Sessions): every active sign-in, this
 * device first and marked; "Encerrar" ends one, "Encerrar todas as outras" the rest. The server
 * refuses an ended sign-in's tokens at once, so the other device's next screen is /login.
 */
import Monitor from 'lucide-react/icons/monitor';
import Smartphone from 'lucide-react/icons/smartphone';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { serverMessageOf } from '#client/lib/failure-message.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { sessions as texts } from '#shared/messages/pt-sessions.ts';
import type { UserSession } from '#shared/schemas/sessions.ts';
import { useEndOtherSessions, useEndSession, useUserSessions } from './api/sessions.ts';
import { profileCardClass } from './profile-card.ts';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const MOBILE_SYSTEMS = new Set(['Android', 'iOS', 'iPadOS']);

export function SessionsSection() {
  const sessions = useUserSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  async function confirmEndOthers() {
    try {
      const answer = await endOthers.mutateAsync();
      notifySuccess(answer.message);
    } catch (error) {
      notifyError(serverMessageOf(error) ?? texts.list.endFailure);
    }
  }

  return (
    <section className={profileCardClass} aria-labelledby="onde-voce-esta-conectado">
      <h2 id="onde-voce-esta-conectado" className="mb-3 font-display text-2xl text-rio-900">
        {texts.list.title}
      </h2>
      <p className="mb-5 text-stone-700">{texts.list.lead}</p>
      {sessions.isPending ? (
        <div
          className="h-32 animate-pulse rounded-xl bg-stone-100"
          role="status"
          aria-label={pt.generic.loading}
        />
      ) : sessions.isError ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{texts.list.loadFailure}</span>
            <button type="button" className={buttonStyles.ghost} onClick={() => sessions.refetch()}>
              {pt.generic.tryAgain}
            </button>
          </div>
        </Alert>
      ) : (
        <>
          <ul className="grid gap-3" data-testid="active-sessions">
            {sessions.data.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
          {others.length > 0 ? (
            <ConfirmDialog
              trigger={
                <button
                  type="button"
                  className={`${buttonStyles.outline} mt-5`}
                  disabled={endOthers.isPending}
                >
                  {texts.list.endOthers}
                </button>
              }
              title={texts.list.endOthersQuestion}
              description={texts.list.endOthersLead}
              cancelLabel={texts.list.cancel}
              confirmLabel={texts.list.endOthers}
              onConfirm={confirmEndOthers}
            />
          ) : (
            <p className="mt-5 text-stone-700">{texts.list.noOthers}</p>
          )}
        </>
      )}
    </section>
  );
}

function SessionItem({ session }: { session: UserSession }) {
  const end = useEndSession();
  const device = texts.deviceLabel(session.browser, session.os);
  const Icon = session.os && MOBILE_SYSTEMS.has(session.os) ? Smartphone : Monitor;

  async function endIt() {
    try {
      const answer = await end.mutateAsync(session.id);
      notifySuccess(answer.message);
    } catch (error) {
      notifyError(serverMessageOf(error) ?? texts.list.endFailure);
    }
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-stone-200 p-4">
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-rio-800" />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">
            {device}
            {session.current && (
              <span className="ml-2 inline-block rounded-full bg-rio-100 px-3 py-0.5 align-middle text-sm font-semibold text-rio-900">
                {texts.list.thisDevice}
              </span>
            )}
          </p>
          <dl className="mt-1 grid gap-x-4 text-sm text-stone-700 sm:grid-cols-[auto_1fr]">
            {session.ip_address && (
              <>
                <dt className="font-medium text-stone-800">{texts.list.address}</dt>
                <dd>{session.ip_address}</dd>
              </>
            )}
            <dt className="font-medium text-stone-800">{texts.list.since}</dt>
            <dd>
              <time dateTime={session.created_at}>{dateTime.format(new Date(session.created_at))}</time>
            </dd>
            <dt className="font-medium text-stone-800">{texts.list.lastUse}</dt>
            <dd>
              <time dateTime={session.last_used_at}>{dateTime.format(new Date(session.last_used_at))}</time>
            </dd>
          </dl>
        </div>
      </div>
      {!session.current && (
        <button
          type="button"
          className={buttonStyles.outline}
          onClick={endIt}
          disabled={end.isPending}
          aria-label={texts.list.endAriaLabel(device)}
        >
          {end.isPending ? texts.list.ending : texts.list.end}
        </button>
      )}
    </li>
  );
}
