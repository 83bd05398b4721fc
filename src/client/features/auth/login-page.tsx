import { Link } from 'react-router';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { useAuthProviders } from './api/auth-providers.ts';
import { AuthShell } from './auth-shell.tsx';
import { FacebookSignInButton } from './facebook-sign-in-button.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { LoginForm } from './login-form.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';

export function meta() {
  return [{ title: `${pt.account.ui.signIn} | ${pt.brand.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function LoginPage() {
  const providers = useAuthProviders();
  return (
    <AuthShell title={pt.account.ui.signInTitle} lead={pt.account.ui.signInLead}>
      <LoginForm />
      <p className="mt-4 text-right">
        <Link
          to={paths.recoverPassword}
          className="text-sm font-semibold text-rio-800 underline underline-offset-4"
        >
          {pt.account.ui.forgotPassword}
        </Link>
      </p>
      <PasskeySignIn />
      {(providers.data?.google || providers.data?.facebookAppId) && (
        <div className="mt-6 grid gap-4">
          <p className="flex items-center gap-3 text-sm text-stone-700 before:h-px before:flex-1 before:bg-stone-300 after:h-px after:flex-1 after:bg-stone-300">
            {pt.account.ui.or}
          </p>
          {providers.data.google && <GoogleSignInButton />}
          {providers.data.facebookAppId && <FacebookSignInButton appId={providers.data.facebookAppId} />}
        </div>
      )}
      <p className="mt-8 text-center text-stone-700">
        {pt.account.ui.noAccount}{' '}
        <Link to={paths.register} className="font-semibold text-rio-800 underline underline-offset-4">
          {pt.account.ui.createAccount}
        </Link>
      </p>
    </AuthShell>
  );
}
