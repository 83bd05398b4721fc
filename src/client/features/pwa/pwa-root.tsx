import Share from 'lucide-react/icons/share';
import WifiOff from 'lucide-react/icons/wifi-off';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import {
  noticeTraveller,
  setChangesSender,
  startOutboxReplay,
} from '#client/features/offline/outbox-replay.ts';
import { currentTravellerId } from '#client/lib/current-traveller.ts';
import { BACK_ONLINE_BANNER_MS, OFFLINE_BANNER_COLLAPSE_MS } from '#shared/constants.ts';
import { ptPublic } from '#shared/messages/pt-public.ts';
import { pwa as texts } from '#shared/messages/pt-pwa.ts';
import { dismissedRecently, isIos, isStandalone, rememberDismissal } from './install-banner-rules.ts';
import {
  deferredInstallPrompt,
  forgetInstallPrompt,
  INSTALL_READY_EVENT,
  type InstallPromptEvent,
} from './install-prompt.ts';
import { underAutomationWithoutOptIn } from './pwa-automation.ts';
import { useOutboxSyncing, usePendingChanges } from './use-pending-changes.ts';

function serviceWorkerWanted() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return false;
  return !underAutomationWithoutOptIn();
}

function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5_000 });
  else setTimeout(callback, 1_000);
}

/** Registered after the page has loaded and gone idle: never in a page's critical path. */
function useServiceWorker() {
  useEffect(() => {
    if (!serviceWorkerWanted()) return;
    const register = () =>
      whenIdle(() => {
        void import('workbox-window')
          .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
          .catch((error: unknown) => console.warn('service worker: not registered', error));
      });
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
}

/**
 * SPEC §4.7: offline shows a red banner; back online, a green one for 3 s. A reader on a boat can be
 * offline for hours, so after OFFLINE_BANNER_COLLAPSE_MS the red banner folds into a small badge in
 * the bottom-left corner that covers no text, above the reader's controls when they are shown
 * (`--bottom-dock-height`); tapping it unfolds the banner (docs/architecture/pwa.md). While the
 * changes made without a signal are being sent, the banner says so (docs/architecture/pwa.md).
 */
export function ConnectivityBanner() {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [backOnline, setBackOnline] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const pending = usePendingChanges();
  const sending = useOutboxSyncing() && online;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => {
      clearTimeout(timer);
      setBackOnline(false);
      setOnline(false);
      setCollapsed(false);
    };
    const goOnline = () => {
      clearTimeout(timer);
      setOnline(true);
      setBackOnline(true);
      timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_BANNER_MS);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (online || collapsed) return;
    const timer = setTimeout(() => setCollapsed(true), OFFLINE_BANNER_COLLAPSE_MS);
    return () => clearTimeout(timer);
  }, [online, collapsed]);

  const pill =
    'pointer-events-auto flex max-w-xl items-start gap-2 rounded-2xl px-4 py-3 text-sm font-semibold text-white shadow-lg';
  const offlineMessage = (
    <>
      {ptPublic.connectivity.offline}
      {pending > 0 && <span className="block font-normal">{texts.pending(pending)}</span>}
    </>
  );
  return (
    <>
      <div
        role="status"
        className="pointer-events-none fixed inset-x-0 top-20 z-[70] flex justify-center px-3"
        data-testid="connectivity-banner"
      >
        {!online && !collapsed && (
          <p className={`${pill} bg-red-700`} data-state="offline">
            <span>{offlineMessage}</span>
          </p>
        )}
        {online && backOnline && (
          <p className={`${pill} bg-green-700`} data-state="online">
            <span>
              {ptPublic.connectivity.online}
              {sending && <span className="block font-normal">{texts.syncing}</span>}
            </span>
          </p>
        )}
        {sending && !backOnline && (
          <p className={`${pill} bg-rio-800`} data-state="syncing">
            {texts.syncing}
          </p>
        )}
      </div>
      {!online && collapsed && (
        <button
          type="button"
          data-testid="offline-badge"
          className="fixed bottom-[calc(max(0.75rem,env(safe-area-inset-bottom))_+_var(--bottom-dock-height,0px))] left-3 z-[70] inline-flex min-h-10 items-center gap-2 rounded-full bg-red-700 px-3 py-2 text-xs font-semibold text-white shadow-lg hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-terra-400"
          aria-label={`${texts.offlineBadge}. ${ptPublic.connectivity.offline}${pending > 0 ? ` ${texts.pending(pending)}` : ''}`}
          aria-expanded={false}
          title={texts.offlineBadgeExpand}
          onClick={() => setCollapsed(false)}
        >
          <WifiOff aria-hidden="true" className="size-4" />
          {texts.offlineBadge}
          {pending > 0 && (
            <span className="rounded-full bg-white px-1.5 text-red-800" aria-hidden="true">
              {pending}
            </span>
          )}
        </button>
      )}
    </>
  );
}

/**
 * SPEC §4.7: the install banner shows on the install-ready event, or on iOS (which has none) with
 * the 'Adicionar à Tela de Início' hint; dismissing it stores the date, and it stays away for
 * INSTALL_BANNER_SNOOZE_DAYS. Never over the reader's page.
 */
function InstallBanner() {
  const { pathname } = useLocation();
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(() => deferredInstallPrompt());
  const [hidden, setHidden] = useState(() => isStandalone() || dismissedRecently());
  const ios = !prompt && isIos();

  useEffect(() => {
    const ready = () => setPrompt(deferredInstallPrompt());
    const installed = () => setHidden(true);
    window.addEventListener(INSTALL_READY_EVENT, ready);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener(INSTALL_READY_EVENT, ready);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (hidden || (!prompt && !ios) || pathname.startsWith('/viagem/experiencia/')) return null;

  function dismiss() {
    rememberDismissal();
    setHidden(true);
  }

  async function install(event: InstallPromptEvent) {
    forgetInstallPrompt();
    setPrompt(null);
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') dismiss();
    else setHidden(true);
  }

  return (
    <section
      aria-label={texts.install.label}
      data-testid="install-banner"
      className="fixed inset-x-3 bottom-3 z-[65] mx-auto flex max-w-md gap-3 rounded-2xl bg-rio-950 p-4 pr-12 text-white shadow-2xl shadow-black/40"
    >
      <img src="/icons/icon-192.png" width={48} height={48} alt="" className="size-12 shrink-0 rounded-xl" />
      <div className="min-w-0">
        <h2 className="font-display text-lg leading-snug">{texts.install.title}</h2>
        {prompt ? (
          <>
            <p className="mt-1 text-sm text-rio-100">{texts.install.text}</p>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className={`${buttonStyles.primary} min-h-10 px-4 py-2 whitespace-nowrap`}
                onClick={() => install(prompt)}
              >
                {texts.install.install}
              </button>
              <button
                type="button"
                className={`${buttonStyles.outlineLight} min-h-10 px-4 py-2 whitespace-nowrap`}
                onClick={dismiss}
              >
                {texts.install.dismiss}
              </button>
            </div>
          </>
        ) : (
          <p className="mt-1 text-sm text-rio-100">
            {texts.install.iosBefore}{' '}
            <strong className="text-white">
              <Share aria-hidden="true" className="inline size-4 align-text-bottom" />{' '}
              {texts.install.iosShare}
            </strong>{' '}
            {texts.install.iosThen} <strong className="text-white">“{texts.install.iosAction}”</strong>.
          </p>
        )}
      </div>
      <button
        type="button"
        className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-full text-rio-100 hover:bg-rio-900"
        aria-label={texts.install.dismiss}
        onClick={dismiss}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}

/** The reader's sync code (and its schemas) loads only when there are changes to send. */
async function sendWaitingChanges() {
  const { flushOutbox } = await import('#client/features/reader/marks-sync.ts');
  await flushOutbox();
}

/**
 * The installable app's part of every page (docs/architecture/pwa.md): loaded after hydration by the
 * app's providers, so no page waits for it.
 */
/** The changes made without a signal go from here, whatever the page (docs/architecture/pwa.md). */
function useOutboxReplay() {
  const { pathname } = useLocation();
  useEffect(() => {
    setChangesSender(sendWaitingChanges);
    startOutboxReplay();
  }, []);
  // A sign-in ends in a navigation: a traveller's changes kept from an earlier session go then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose.
  useEffect(() => noticeTraveller(), [pathname]);
}

/**
 * On start, and when another traveller signs in: the traveller's voyage packs are checked and their
 * interrupted downloads continue (docs/architecture/pwa.md). Loaded apart: IndexedDB's code waits.
 */
function usePackCheck() {
  const { pathname } = useLocation();
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: looks again on each navigation (a sign-in ends in one).
  useEffect(() => {
    const traveller = currentTravellerId();
    if (!traveller || traveller === checkedFor) return;
    setCheckedFor(traveller);
    void import('#client/features/offline/pack-downloads.ts')
      .then(({ checkPacksOnStart }) => checkPacksOnStart())
      .catch((error: unknown) => console.warn('offline voyages: not checked', error));
  }, [pathname, checkedFor]);
}

export default function PwaRoot() {
  useServiceWorker();
  useOutboxReplay();
  usePackCheck();
  return (
    <>
      <ConnectivityBanner />
      {!underAutomationWithoutOptIn() && <InstallBanner />}
    </>
  );
}
