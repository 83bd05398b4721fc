import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { AuthShell } from './auth-shell.tsx';

/** What a sign-in provider's return page shows: a spinner while it works, or the error and the way back. */
export function ProviderCallbackView({
  processingTitle,
  error,
}: {
  processingTitle: string;
  error: string | null;
}) {
  if (!error) {
    return (
      <AuthShell title={processingTitle}>
        <span
          role="status"
          aria-label={pt.generic.loading}
          className="block size-10 animate-spin rounded-full border-4 border-rio-200 border-t-rio-700"
        />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={pt.auth.google.callbackTitle}>
      <div className="grid gap-6">
        <p role="alert" className="text-red-900">
          {error}
        </p>
        <Link to={paths.login} className={`${buttonStyles.solid} w-full`}>
          {pt.auth.google.backToLogin}
        </Link>
      </div>
    </AuthShell>
  );
}
