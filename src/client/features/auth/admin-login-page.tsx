import { pt } from '#shared/messages/pt.ts';
import { AuthShell } from './auth-shell.tsx';
import { LoginForm } from './login-form.tsx';

export function meta() {
  return [
    { title: `${pt.account.ui.adminWelcome} | ${pt.brand.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** SPEC §2.2: a welcome heading and the login form; failures read the admin message. */
export default function AdminLoginPage() {
  return (
    <AuthShell title={pt.account.ui.adminWelcome} lead={pt.account.ui.adminLead}>
      <LoginForm variant="admin" />
    </AuthShell>
  );
}
