import BookOpen from 'lucide-react/icons/book-open';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Ticket from 'lucide-react/icons/ticket';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Tabs } from '#client/components/ui/tabs.tsx';
import { useUserInfo } from '#client/features/auth/api/user-info.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { VoyageList } from '#client/features/voyages/voyage-list.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { lazyPart } from '#client/lib/lazy-part.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { account as accountTexts } from '#shared/messages/pt-account.ts';
import { auth } from '#shared/messages/pt-auth.ts';
import { ptPublic } from '#shared/messages/pt-public.ts';
import { voyagesUi } from '#shared/messages/pt-voyages.ts';
import { resendVerification } from './api/resend-verification.ts';

export function meta() {
  return [{ title: `${accountTexts.layout.home} | ${ptPublic.brand.name}` }];
}

// The passagens tab is closed when the page opens: its code (the store, the history and its
// withdrawal dialog) loads when the traveller opens it, not before the first paint (docs/architecture/frontend.md).
const PassagensPanel = lazyPart(() =>
  import('#client/features/coins/passagens-panel.tsx').then((module) => ({ default: module.PassagensPanel })),
);

const texts = accountTexts.home;
const tabTexts = voyagesUi.dashboard;

const TAB_VOYAGES = 'viagens';
const TAB_COINS = 'passagens';
const tabTriggerClass =
  'min-h-12 flex-1 rounded-xl px-4 py-2 font-semibold text-rio-900 transition-colors hover:bg-rio-50 data-[state=active]:bg-rio-800 data-[state=active]:text-white sm:flex-none sm:px-6';

/** SPEC §2.3: navigation state `activeTab: 'coins'` opens the passagens tab. */
function tabFromState(state: unknown): string {
  return (state as { activeTab?: unknown } | null)?.activeTab === 'coins' ? TAB_COINS : TAB_VOYAGES;
}

/** The traveller's home: who they are, their passagens and what they have read so far. */
export default function TravellerHomePage() {
  const { user } = useAuth();
  const info = useUserInfo();
  const [searchParams] = useSearchParams();
  const [sending, setSending] = useState(false);
  const location = useLocation();
  const [tab, setTab] = useState(() => tabFromState(location.state));

  // Arriving again with a state (e.g. 'Comprar mais Passagens') opens the tab it names.
  useEffect(() => setTab(tabFromState(location.state)), [location.state]);

  // The device's copy of the account answers at once, so the reminder does not push the page down
  // when the fresh one arrives.
  const unverified = (info.data ? info.data.email_verified_at : user?.email_verified_at) === null;

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
        error instanceof ApiError && error.status === 429 ? error.message : auth.account.verificationFailure,
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
      {unverified && searchParams.get('verified') !== '1' && (
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
      <dl className="grid grid-cols-3 gap-2 sm:gap-4" aria-busy={info.isPending}>
        {figures.map(({ label, value, Icon }) => (
          <div key={label} className="rounded-2xl border border-stone-200 bg-white p-3 shadow-xs sm:p-5">
            <dt className="flex flex-col gap-1 text-xs font-semibold text-stone-700 sm:flex-row sm:items-center sm:gap-2 sm:text-sm">
              <Icon aria-hidden="true" className="size-5 text-rio-700" />
              {label}
            </dt>
            <dd className="mt-2 font-display text-3xl text-rio-900 sm:text-4xl">
              {info.isPending ? (
                <span className="inline-block h-9 w-12 animate-pulse rounded bg-stone-200" />
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Tabs
        label={tabTexts.tabsLabel}
        value={tab}
        onValueChange={setTab}
        className="grid gap-8"
        listClassName="flex gap-1 rounded-2xl bg-white p-1.5 shadow-md shadow-rio-950/10 ring-1 ring-rio-900/5 sm:w-fit"
        triggerClassName={tabTriggerClass}
        panelClassName="rounded-xl"
        items={[
          {
            value: TAB_VOYAGES,
            label: tabTexts.voyagesTab,
            content: tab === TAB_VOYAGES && (
              <div className="grid gap-6">
                <div>
                  <h2 className="font-display text-2xl text-rio-900 sm:text-3xl">{tabTexts.voyagesTitle}</h2>
                  <p className="mt-1 text-stone-700">{tabTexts.voyagesLead}</p>
                </div>
                <VoyageList />
              </div>
            ),
          },
          {
            value: TAB_COINS,
            label: tabTexts.coinsTab,
            content: tab === TAB_COINS && (
              <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
                <PassagensPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
