/**
 * Pages for guests and travellers alike (SPEC §2.1 '/play', §2.8 '/admin/help'): a loading state
 * while the session is checked; then the signed-in layout for travellers, or the public site's
 * layout for guests (docs/architecture/admin.md, docs/decisions/070).
 */
import AppLayout from '#client/features/account/app-layout.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import MarketingLayout from '#client/features/marketing/marketing-layout.tsx';
import { ptPublic } from '#shared/messages/pt-public.ts';

export default function SessionAwareLayout() {
  const { status } = useAuth();
  if (status === 'IDLE' || status === 'LOADING') {
    return (
      <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
        <span
          className="size-10 animate-spin rounded-full border-4 border-rio-200 border-t-rio-700"
          aria-hidden="true"
        />
        <span className="sr-only">{ptPublic.generic.loading}</span>
      </div>
    );
  }
  return status === 'AUTHENTICATED' ? <AppLayout /> : <MarketingLayout />;
}
