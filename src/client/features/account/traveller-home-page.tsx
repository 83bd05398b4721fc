import BookOpen from 'lucide-react/icons/book-open';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Ticket from 'lucide-react/icons/ticket';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { resendVerification } from './api/resend-verification.ts';
import { useUserInfo } from './api/user-info.ts';

export function meta() {
  return [{ title: `${pt.account.layout.home} | ${pt.brand.name}` }];
}

const texts = pt.account.home;

/** The traveller's home: who they are, their passagens and what they have read so far. */
export default function TravellerHomePage() {
  const { user } = useAuth();
  const info = useUserInfo();
  const [searchParams] = useSearchParams();
  const [sending, setSending] = useState(false);

  const figures = [
    { label: texts.passagens, value: info.data?.coins ?? user?.coins ?? 0, Icon: Ticket },
    { label: texts.completedVoyages, value: info.data?.completedVoyages ?? 0, Icon: BookOpen },
    { label: texts.savedNotes, value: info.data?.savedNotes ?? 0, Icon: NotebookPen },
  ];

  async function resend() {
    setSending(true);
    try {
      await resendVerification();
      notifySuccess(texts.verificationSent);
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
      <div>
        <h1 className="font-display text-3xl text-rio-950 sm:text-4xl">
          {texts.greeting}, {info.data?.name ?? user?.name}
        </h1>
        <p className="mt-2 text-lg text-stone-700">{texts.lead}</p>
      </div>
      {searchParams.get('verified') === '1' && <Alert tone="success">{texts.emailVerified}</Alert>}
      {info.data && !info.data.email_verified_at && searchParams.get('verified') !== '1' && (
        <Alert tone="info">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{texts.verifyEmail}</span>
            <button
              type="button"
              className="rounded-full border-2 border-terra-700 px-4 py-1.5 font-semibold text-terra-900 hover:bg-terra-100"
              onClick={resend}
              disabled={sending}
            >
              {texts.resendVerification}
            </button>
          </div>
        </Alert>
      )}
      <dl className="grid gap-4 sm:grid-cols-3" aria-busy={info.isPending}>
        {figures.map(({ label, value, Icon }) => (
          <div key={label} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
            <dt className="flex items-center gap-2 text-sm font-semibold text-stone-700">
              <Icon aria-hidden="true" className="size-5 text-rio-700" />
              {label}
            </dt>
            <dd className="mt-2 font-display text-4xl text-rio-900">
              {info.isPending ? (
                <span className="inline-block h-9 w-12 animate-pulse rounded bg-stone-200" />
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
