import CloudDownload from 'lucide-react/icons/cloud-download';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { lazyFormat } from '#shared/format/lazy-format.ts';
import { href } from '#shared/href.ts';
import { pwa } from '#shared/messages/pt-pwa.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import {
  type DownloadProgress,
  downloadVoyage,
  fetchOfflinePackage,
  NotEnoughSpace,
  OFFLINE_VOYAGES_EVENT,
  type OfflineVoyage,
  offlineCopyExists,
  offlineSupported,
  offlineVoyage,
  removeOfflineVoyage,
} from './offline-voyages.ts';

const texts = pwa.offline;
// Built on first use: a voyage's detail page loads this card, and shows a size or a date only once
// the voyage is saved.
const kilobytes = lazyFormat(
  () => new Intl.NumberFormat('pt-BR', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
);
const megabytes = lazyFormat(
  () => new Intl.NumberFormat('pt-BR', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
);
const gigabytes = lazyFormat(
  () => new Intl.NumberFormat('pt-BR', { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }),
);
const shortDate = lazyFormat(
  () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }),
);

export function formatBytes(bytes: number) {
  if (bytes < 1_000_000) return kilobytes().format(Math.max(1, Math.round(bytes / 1000)));
  if (bytes < 1_000_000_000) return megabytes().format(bytes / 1_000_000);
  return gigabytes().format(bytes / 1_000_000_000);
}

type CardState =
  | { step: 'idle'; size?: number }
  | { step: 'downloading'; progress: DownloadProgress }
  | { step: 'ready'; record: OfflineVoyage }
  | { step: 'evicted' }
  | { step: 'failed'; message: string };

interface OfflineVoyageCardProps {
  voyage: { id: string; title: string; is_started: boolean; is_completed: boolean };
}

/**
 * "Embarcar" on a voyage's detail page (docs/decisions/053): shows the download's size, downloads
 * text, images and narration, and says when the voyage is ready to read without a signal.
 */
export function OfflineVoyageCard({ voyage }: OfflineVoyageCardProps) {
  const [state, setState] = useState<CardState>(() => {
    const record = offlineVoyage(voyage.id);
    return record ? { step: 'ready', record } : { step: 'idle' };
  });
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const readable = voyage.is_started && !voyage.is_completed;

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  // A copy the browser cleared to make room is not ready any more.
  useEffect(() => {
    if (state.step !== 'ready') return;
    let current = true;
    void offlineCopyExists(voyage.id).then((exists) => {
      if (current && !exists) setState({ step: 'evicted' });
    });
    return () => {
      current = false;
    };
  }, [state.step, voyage.id]);

  // The size, before downloading.
  const needsSize =
    state.step === 'idle' && state.size === undefined && readable && online && offlineSupported();
  useEffect(() => {
    if (!needsSize) return;
    const controller = new AbortController();
    fetchOfflinePackage(voyage.id, controller.signal)
      .then((pack) => setState({ step: 'idle', size: pack.total_bytes }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [needsSize, voyage.id]);

  useEffect(() => {
    const refresh = () => {
      const record = offlineVoyage(voyage.id);
      if (record) setState({ step: 'ready', record });
    };
    window.addEventListener(OFFLINE_VOYAGES_EVENT, refresh);
    return () => window.removeEventListener(OFFLINE_VOYAGES_EVENT, refresh);
  }, [voyage.id]);

  if (!readable && state.step !== 'ready') return null;

  async function download() {
    setState({ step: 'downloading', progress: { done: 0, total: 1 } });
    try {
      const record = await downloadVoyage(voyage.id, (progress) =>
        setState({ step: 'downloading', progress }),
      );
      setState({ step: 'ready', record });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof NotEnoughSpace ? texts.noSpace : texts.failure });
    }
  }

  async function remove() {
    await removeOfflineVoyage(voyage.id);
    setState({ step: 'idle' });
  }

  const downloadButton = (
    <button type="button" className={`${buttonStyles.solid} w-full`} onClick={download} disabled={!online}>
      <CloudDownload aria-hidden="true" className="size-5" />
      {texts.download}
    </button>
  );

  return (
    <section
      aria-labelledby="viagem-offline"
      data-testid="offline-voyage-card"
      className="grid gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-rio-100"
    >
      <h2 id="viagem-offline" className="font-display text-xl text-rio-900">
        {texts.title}
      </h2>

      {!offlineSupported() && <p className="text-sm text-stone-700">{texts.unsupported}</p>}

      {offlineSupported() && state.step === 'idle' && (
        <>
          <p className="text-sm text-stone-700">{texts.lead}</p>
          {online ? (
            <p className="text-sm font-semibold text-rio-900" data-testid="offline-size">
              {state.size === undefined ? texts.sizeUnknown : texts.size(formatBytes(state.size))}
            </p>
          ) : (
            <p className="text-sm text-stone-700">{texts.offlineNow}</p>
          )}
          {downloadButton}
        </>
      )}

      {state.step === 'downloading' && (
        <div className="grid gap-2" role="status">
          <p className="text-sm font-semibold text-rio-900">
            {texts.downloading(state.progress.done, state.progress.total)}
          </p>
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-rio-700"
            max={state.progress.total}
            value={state.progress.done}
            aria-label={texts.title}
          />
        </div>
      )}

      {state.step === 'ready' && (
        <>
          <p className="flex items-center gap-2 font-semibold text-rio-800" role="status">
            <ShieldCheck aria-hidden="true" className="size-5 text-rio-600" />
            {texts.ready}
          </p>
          <p className="text-sm text-stone-700">
            {texts.readyDetail(
              formatBytes(state.record.bytes),
              shortDate().format(new Date(state.record.downloadedAt)),
            )}{' '}
            {state.record.persisted ? texts.persisted : texts.notPersisted}
          </p>
          {readable && (
            <Link
              to={href(appRoutePatterns.voyageExperience, { voyageId: voyage.id })}
              className={`${buttonStyles.primary} w-full`}
            >
              {texts.read}
            </Link>
          )}
          <button type="button" className={`${buttonStyles.ghost} w-full`} onClick={remove}>
            {texts.remove}
          </button>
          <Link
            to={appRoutePatterns.userOffline}
            className="text-center text-sm font-semibold text-rio-800 underline"
          >
            {texts.seeAll}
          </Link>
        </>
      )}

      {state.step === 'evicted' && (
        <>
          <p className="text-sm text-stone-700">{texts.evicted}</p>
          {downloadButton}
        </>
      )}

      {state.step === 'failed' && (
        <>
          <p className="text-sm text-red-800" role="alert">
            {state.message}
          </p>
          {downloadButton}
        </>
      )}
    </section>
  );
}
