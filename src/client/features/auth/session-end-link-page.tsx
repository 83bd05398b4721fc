/**
 * /acesso/encerrar?token=…: the link of "Novo acesso à sua conta". It asks before acting (mail
 * scanners open links), ends that one sign-in whether or not this browser is signed in, and says
 * so in pt-BR (docs/architecture/auth.md, Devices).
 */
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { serverMessageOf } from '#client/lib/failure-message.ts';
import { pt } from '#shared/messages/pt.ts';
import { sessions } from '#shared/messages/pt-sessions.ts';
import { paths } from '#shared/paths.ts';
import { endSessionByLink } from './api/end-session-by-link.ts';
import { AuthShell } from './auth-shell.tsx';

const texts = sessions.endLink;

export function meta() {
  return [{ title: `${texts.title} | ${pt.brand.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function SessionEndLinkPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const end = useMutation({ mutationFn: () => endSessionByLink(token) });

  if (end.isSuccess) {
    return (
      <AuthShell title={texts.doneTitle}>
        <div className="grid gap-5">
          <Alert tone="success">{end.data.message}</Alert>
          <p className="text-stone-700">{texts.changePassword}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.recoverPassword} className={buttonStyles.solid}>
              {texts.recover}
            </Link>
            <Link to={paths.home} className={buttonStyles.outline}>
              {texts.goHome}
            </Link>
          </div>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={texts.title} lead={texts.lead}>
      <div className="grid gap-5">
        {!token && <Alert tone="error">{texts.missingToken}</Alert>}
        {end.isError && <Alert tone="error">{serverMessageOf(end.error) ?? texts.failure}</Alert>}
        <button
          type="button"
          className={buttonStyles.danger}
          disabled={!token || end.isPending}
          onClick={() => end.mutate()}
        >
          {end.isPending ? texts.ending : texts.confirm}
        </button>
        <Link to={paths.home} className="font-semibold text-rio-800 underline underline-offset-4">
          {texts.goHome}
        </Link>
      </div>
    </AuthShell>
  );
}
