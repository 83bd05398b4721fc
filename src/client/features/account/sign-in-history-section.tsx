/**
 * "Histórico de acessos": the traveller's last 20 sign-in attempts, every method and outcome
 * (docs/architecture/auth.md, Sign-in record).
 */
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { pt } from '#shared/messages/pt.ts';
import { sessions } from '#shared/messages/pt-sessions.ts';
import { useSignInHistory } from './api/sessions.ts';
import { profileCardClass } from './profile-card.ts';

const texts = sessions.history;
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function SignInHistorySection() {
  const history = useSignInHistory();
  return (
    <section className={profileCardClass} aria-labelledby="historico-de-acessos">
      <h2 id="historico-de-acessos" className="mb-3 font-display text-2xl text-rio-900">
        {texts.title}
      </h2>
      <p className="mb-5 text-stone-700">{texts.lead}</p>
      {history.isPending ? (
        <div
          className="h-32 animate-pulse rounded-xl bg-stone-100"
          role="status"
          aria-label={pt.generic.loading}
        />
      ) : history.isError ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{texts.loadFailure}</span>
            <button type="button" className={buttonStyles.ghost} onClick={() => history.refetch()}>
              {pt.generic.tryAgain}
            </button>
          </div>
        </Alert>
      ) : history.data.length === 0 ? (
        <p className="text-stone-700">{texts.empty}</p>
      ) : (
        <ol className="grid gap-2" data-testid="sign-in-history">
          {history.data.map((record, index) => (
            <li
              // Attempts have no id of their own; the list is replaced whole, never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={`${record.created_at}-${index}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl border border-stone-200 px-4 py-3 text-sm"
            >
              <span className="min-w-0">
                <span
                  className={`font-semibold ${record.outcome === 'success' ? 'text-rio-900' : 'text-red-800'}`}
                >
                  {record.outcome === 'success' ? texts.success : texts.failure}
                </span>
                <span className="text-stone-700">
                  {' · '}
                  {texts.methods[record.method] ?? record.method}
                  {' · '}
                  {sessions.deviceLabel(record.browser, record.os)}
                </span>
                <span className="block text-stone-700">
                  {texts.address}: {record.ip_address}
                </span>
              </span>
              <time dateTime={record.created_at} className="text-stone-700 tabular-nums">
                {dateTime.format(new Date(record.created_at))}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
