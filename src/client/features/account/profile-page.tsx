import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { useUserInfo } from '#client/features/auth/api/user-info.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { useIsStaff } from '#client/features/auth/staff-only.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import type { PageProps } from '#client/lib/page-props.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { appRoutePatterns, paths } from '#shared/paths.ts';
import { resendVerification } from './api/resend-verification.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { profileCardClass as cardClass } from './profile-card.ts';
import { ProfileForm } from './profile-form.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { SignInHistorySection } from './sign-in-history-section.tsx';

export function meta() {
  return [{ title: `${pt.account.profile.title} | ${pt.brand.name}` }];
}

const texts = pt.account.profile;

/**
 * /admin/profile and /usuario/editar/{id}: the traveller's own account; an admin opening another
 * traveller's id is taken to that traveller in the console.
 */
export default function ProfilePage({
  params,
}: PageProps<typeof appRoutePatterns.profile | typeof appRoutePatterns.editUser>) {
  const id = 'id' in params ? params.id : undefined;
  const { user } = useAuth();
  const isStaff = useIsStaff();
  const info = useUserInfo();
  const [sending, setSending] = useState(false);
  const editingSomeoneElse = id !== undefined && id !== user?.id;

  // The team manages another account from its page in the console (docs/architecture/admin.md).
  if (editingSomeoneElse && isStaff)
    return <Navigate to={href(appRoutePatterns.adminTraveller, { id })} replace />;
  if (editingSomeoneElse) {
    return (
      <div className="grid gap-4">
        <h1 className="font-display text-3xl text-rio-950">{texts.editTitle}</h1>
        <Alert tone="error">{texts.notFound}</Alert>
      </div>
    );
  }

  async function resend() {
    setSending(true);
    try {
      await resendVerification();
      notifySuccess(pt.account.home.verificationSent);
    } catch (error) {
      notifyError(
        error instanceof ApiError && error.status === 429
          ? error.message
          : pt.auth.account.verificationFailure,
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid gap-8">
      <h1 className="font-display text-3xl text-rio-950 sm:text-4xl">{id ? texts.editTitle : texts.title}</h1>
      {info.isPending ? (
        <div className={`${cardClass} h-64 animate-pulse`} role="status" aria-label={pt.generic.loading} />
      ) : info.isError ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{pt.user.infoFailure}</span>
            <button type="button" className={buttonStyles.ghost} onClick={() => info.refetch()}>
              {pt.generic.tryAgain}
            </button>
          </div>
        </Alert>
      ) : (
        <>
          <section className={cardClass} aria-labelledby="dados-da-conta">
            <h2 id="dados-da-conta" className="mb-6 font-display text-2xl text-rio-900">
              {texts.details}
            </h2>
            <p className="mb-5 text-stone-700">
              {pt.account.ui.email}: <strong className="text-stone-900">{info.data.email}</strong>
            </p>
            <ProfileForm userId="me" name={info.data.name} journeyGoal={info.data.journey_goal} />
          </section>
          <section className={cardClass} aria-labelledby="confirmacao-de-email">
            <h2 id="confirmacao-de-email" className="mb-4 font-display text-2xl text-rio-900">
              {texts.emailStatus}
            </h2>
            {info.data.email_verified_at ? (
              <p className="font-semibold text-rio-800">{texts.verified}</p>
            ) : (
              <div className="flex flex-wrap items-center gap-4">
                <p className="text-stone-700">{texts.notVerified}</p>
                <button type="button" className={buttonStyles.outline} onClick={resend} disabled={sending}>
                  {pt.account.home.resendVerification}
                </button>
              </div>
            )}
          </section>
          <section className={cardClass} aria-labelledby="meus-dados">
            <h2 id="meus-dados" className="mb-3 font-display text-2xl text-rio-900">
              {pt.personalData.title}
            </h2>
            <p className="mb-5 text-stone-700">{pt.personalData.profileLinkLead}</p>
            <Link to={paths.personalData} className={buttonStyles.outline}>
              {pt.personalData.profileLink}
            </Link>
          </section>
          <section className={cardClass} aria-labelledby="alterar-senha">
            <h2 id="alterar-senha" className="mb-6 font-display text-2xl text-rio-900">
              {texts.changePassword}
            </h2>
            <ChangePasswordForm />
          </section>
          <SessionsSection />
          <SignInHistorySection />
          <PasskeysSection cardClass={cardClass} />
        </>
      )}
    </div>
  );
}
