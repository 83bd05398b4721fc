/**
 * /user/offline (issue 28): the voyages kept on this device for reading without a signal — each
 * with its size, its state and when it was last found whole — their total, the space the site uses
 * and has, and whether the browser promised to keep them. Each copy is checked on arrival; one the
 * browser evicted or damaged says so, with "Baixar de novo", never as a blank reader; one of a
 * voyage the team changed since offers "Atualizar a cópia".
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { pwa } from '#shared/messages/pt-pwa.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import {
  formatBytes,
  PackDownloadProgress,
  progressPercent,
  useKeptCopyOutdated,
  useOnline,
  usePackDownload,
} from './offline-voyage-card.tsx';
import {
  OFFLINE_VOYAGES_EVENT,
  type OfflineVoyage,
  offlineSupported,
  offlineVoyages,
  removeOfflineVoyage,
  verifyOfflineVoyage,
} from './offline-voyages.ts';
import {
  forgetPackDownload,
  packDownloadsUnderWay,
  pausePackDownload,
  resumePackDownloads,
  startPackDownload,
} from './pack-downloads.ts';

const texts = pwa.offlinePage;
const shortDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function meta() {
  return [{ title: `${texts.title} | ${pt.brand.name}` }];
}

/** What the check on arrival found of a kept copy. */
type CopyCheck = 'checking' | 'ready' | 'evicted';

interface StorageFacts {
  used: number;
  free: number;
  persisted: boolean;
}

async function storageFacts(): Promise<StorageFacts | null> {
  if (!navigator.storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  const used = estimate.usage ?? 0;
  return { used, free: Math.max(0, (estimate.quota ?? 0) - used), persisted };
}

/** The kept voyages and the ones still downloading, by id, with what the screen shows of each. */
function useKeptVoyages(supported: boolean) {
  const [voyages, setVoyages] = useState(() => offlineVoyages());
  const [underWay, setUnderWay] = useState<{ voyageId: string; title: string; bytes: number }[]>([]);
  const [checks, setChecks] = useState<Record<string, CopyCheck>>({});

  useEffect(() => {
    const refresh = () => {
      setVoyages(offlineVoyages());
      void packDownloadsUnderWay().then(setUnderWay);
    };
    window.addEventListener(OFFLINE_VOYAGES_EVENT, refresh);
    return () => window.removeEventListener(OFFLINE_VOYAGES_EVENT, refresh);
  }, []);

  // Every copy is checked on arrival: the browser may have cleared it to make room.
  useEffect(() => {
    if (!supported) return;
    let current = true;
    void resumePackDownloads();
    void packDownloadsUnderWay().then((found) => current && setUnderWay(found));
    for (const [voyageId] of offlineVoyages()) {
      void verifyOfflineVoyage(voyageId).then((whole) => {
        if (!current) return;
        setChecks((known) => ({ ...known, [voyageId]: whole ? 'ready' : 'evicted' }));
        setVoyages(offlineVoyages());
      });
    }
    return () => {
      current = false;
    };
  }, [supported]);

  const kept = new Set(voyages.map(([voyageId]) => voyageId));
  const downloading = underWay.filter((each) => !kept.has(each.voyageId));
  const markReady = (voyageId: string) => setChecks((known) => ({ ...known, [voyageId]: 'ready' }));
  return { voyages, downloading, checks, markReady };
}

export default function OfflinePage() {
  const supported = typeof window !== 'undefined' && offlineSupported();
  const { voyages, downloading, checks, markReady } = useKeptVoyages(supported);
  const [storage, setStorage] = useState<StorageFacts | null>(null);

  useEffect(() => {
    if (supported) void storageFacts().then(setStorage);
  }, [supported]);

  async function downloadAgain(voyageId: string) {
    await startPackDownload(voyageId);
    markReady(voyageId);
    setStorage(await storageFacts());
  }

  async function remove(voyageId: string) {
    pausePackDownload(voyageId);
    await removeOfflineVoyage(voyageId);
    forgetPackDownload(voyageId);
    setStorage(await storageFacts());
  }

  // The packs kept and the ones on their way, at their full size.
  const total =
    voyages.reduce((sum, [, record]) => sum + record.bytes, 0) +
    downloading.reduce((sum, pack) => sum + pack.bytes, 0);
  const count = voyages.length + downloading.length;

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="font-display text-3xl text-rio-950 sm:text-4xl">{texts.title}</h1>
        <p className="mt-2 text-lg text-stone-700">{texts.lead}</p>
      </header>

      {!supported ? (
        <Alert tone="info">{texts.unsupported}</Alert>
      ) : (
        <>
          {storage && (
            <div className="grid gap-2" data-testid="offline-storage">
              <p className="text-stone-800">
                {texts.storage(formatBytes(storage.used), formatBytes(storage.free))}
              </p>
              {storage.persisted ? (
                <Alert tone="success">{texts.persisted}</Alert>
              ) : (
                voyages.length > 0 && <Alert tone="info">{texts.notPersisted}</Alert>
              )}
            </div>
          )}

          {voyages.length === 0 && downloading.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
              {texts.empty}
            </p>
          ) : (
            <>
              <ul className="grid gap-4">
                {voyages.map(([voyageId, record]) => (
                  <li key={voyageId}>
                    <OfflineVoyageRow
                      voyageId={voyageId}
                      title={record.title}
                      record={record}
                      check={checks[voyageId] ?? 'checking'}
                      onDownloadAgain={() => downloadAgain(voyageId)}
                      onRemove={() => remove(voyageId)}
                    />
                  </li>
                ))}
                {downloading.map(({ voyageId, title }) => (
                  <li key={voyageId}>
                    <OfflineVoyageRow
                      voyageId={voyageId}
                      title={title}
                      check="checking"
                      onDownloadAgain={() => downloadAgain(voyageId)}
                      onRemove={() => remove(voyageId)}
                    />
                  </li>
                ))}
              </ul>
              <p className="font-semibold text-rio-900" data-testid="offline-total">
                {texts.total(formatBytes(total), count)}
              </p>
            </>
          )}
        </>
      )}
    </div>
  );
}

type RowState =
  | { step: 'checking' | 'ready' | 'evicted' }
  | { step: 'downloading' | 'paused'; percent: number }
  | { step: 'failed' };

function stateText(state: RowState) {
  switch (state.step) {
    case 'checking':
      return texts.checkingOne;
    case 'ready':
      return texts.ready;
    case 'evicted':
      return texts.evicted;
    case 'downloading':
      return texts.downloading(state.percent);
    case 'paused':
      return texts.paused(state.percent);
    case 'failed':
      return texts.downloadAgainFailed;
  }
}

function OfflineVoyageRow({
  voyageId,
  title,
  record,
  check,
  onDownloadAgain,
  onRemove,
}: {
  voyageId: string;
  title: string;
  /** The copy kept, when one is (a first download under way has none yet). */
  record?: OfflineVoyage;
  check: CopyCheck;
  onDownloadAgain: () => void;
  onRemove: () => void;
}) {
  const download = usePackDownload(voyageId);
  const state: RowState =
    download?.step === 'running'
      ? { step: 'downloading', percent: progressPercent(download.progress) }
      : download?.step === 'paused'
        ? { step: 'paused', percent: progressPercent(download.progress) }
        : download?.step === 'failed'
          ? { step: 'failed' }
          : download?.step === 'ready'
            ? { step: 'ready' }
            : { step: check };
  // A kept copy of a voyage the team changed since: "Atualizar a cópia" fetches only what changed.
  const online = useOnline();
  const outdated = useKeptCopyOutdated(voyageId, record, online && state.step === 'ready');
  const headingId = `viagem-guardada-${voyageId}`;
  const bytes = download?.step === 'ready' ? download.record.bytes : record?.bytes;
  const checkedAt = download?.step === 'ready' ? download.record.checkedAt : record?.checkedAt;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="offline-voyage"
      data-state={state.step}
      className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-100"
    >
      <h2 id={headingId} className="font-display text-xl text-rio-900">
        {title}
      </h2>
      <dl className="grid gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-600">{texts.size}</dt>
          <dd className="font-semibold text-stone-900">
            {bytes === undefined
              ? download && 'progress' in download && download.progress
                ? formatBytes(download.progress.total)
                : '—'
              : formatBytes(bytes)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{texts.state}</dt>
          <dd
            className={`font-semibold ${state.step === 'evicted' || state.step === 'failed' ? 'text-red-800' : 'text-stone-900'}`}
          >
            {stateText(state)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{texts.lastCheck}</dt>
          <dd className="font-semibold text-stone-900">
            {checkedAt ? shortDate.format(new Date(checkedAt)) : texts.never}
          </dd>
        </div>
      </dl>
      {state.step === 'ready' && outdated && (
        <p className="text-sm font-semibold text-rio-900">{pwa.offline.updateAvailable}</p>
      )}
      {download?.step === 'running' && (
        <PackDownloadProgress progress={download.progress} onPause={() => pausePackDownload(voyageId)} />
      )}
      <div className="flex flex-wrap gap-2">
        {state.step === 'ready' && (
          <Link to={href(appRoutePatterns.voyageExperience, { voyageId })} className={buttonStyles.primary}>
            {texts.read}
          </Link>
        )}
        {state.step === 'ready' && outdated && (
          <button type="button" className={buttonStyles.solid} onClick={onDownloadAgain}>
            {pwa.offline.update}
          </button>
        )}
        {(state.step === 'evicted' || state.step === 'failed') && (
          <button type="button" className={buttonStyles.solid} onClick={onDownloadAgain}>
            {texts.downloadAgain}
          </button>
        )}
        {state.step === 'paused' && (
          <button type="button" className={buttonStyles.solid} onClick={onDownloadAgain}>
            {pwa.offline.resume}
          </button>
        )}
        <button
          type="button"
          className={buttonStyles.ghost}
          onClick={onRemove}
          disabled={state.step === 'downloading'}
        >
          {texts.remove}
        </button>
      </div>
    </article>
  );
}
