import CloudDownload from 'lucide-react/icons/cloud-download';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { lazyFormat } from '#shared/format/lazy-format.ts';
import { href } from '#shared/href.ts';
import { pwa } from '#shared/messages/pt-pwa.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import type { OfflinePackage } from '#shared/schemas/offline.ts';
import {
  fetchOfflinePackage,
  OFFLINE_VOYAGES_EVENT,
  type OfflineVoyage,
  offlineSupported,
  offlineVoyage,
  removeOfflineVoyage,
  verifyOfflineVoyage,
} from './offline-voyages.ts';
import {
  forgetPackDownload,
  type PackProgress,
  packDownloadState,
  pausePackDownload,
  resumePackDownloads,
  startPackDownload,
  subscribePackDownloads,
} from './pack-downloads.ts';
import { packChanged } from './pack-pieces.ts';

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

/** "40 s", "3 min", "1 h 5 min". */
export function formatDuration(seconds: number) {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export function progressPercent(progress: PackProgress) {
  return progress.total > 0 ? Math.min(100, Math.floor((progress.received * 100) / progress.total)) : 0;
}

/** The signed-in traveller's download of this voyage's pack, as it goes. */
export function usePackDownload(voyageId: string) {
  return useSyncExternalStore(subscribePackDownloads, () => packDownloadState(voyageId));
}

/** Bytes, percent, the time left at the measured speed, a missing signal or a damaged file; "Pausar". */
export function PackDownloadProgress({ progress, onPause }: { progress: PackProgress; onPause: () => void }) {
  const percent = progressPercent(progress);
  return (
    <div className="grid gap-2" data-testid="pack-progress" data-percent={percent}>
      <p className="text-sm font-semibold text-rio-900">
        {progress.total > 0
          ? texts.progress(formatBytes(progress.received), formatBytes(progress.total), percent)
          : texts.preparing}
      </p>
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-rio-700"
        max={Math.max(1, progress.total)}
        value={progress.received}
        aria-label={texts.title}
      />
      <p className="text-sm text-stone-700" role="status">
        {progress.waiting
          ? texts.waitingSignal
          : progress.secondsLeft === null
            ? texts.measuring
            : texts.timeLeft(formatDuration(progress.secondsLeft))}
      </p>
      {progress.notice && (
        <p className="text-sm font-semibold text-amber-900" role="alert">
          {progress.notice}
        </p>
      )}
      <button type="button" className={`${buttonStyles.ghost} w-full`} onClick={onPause}>
        <Pause aria-hidden="true" className="size-5" />
        {texts.pause}
      </button>
    </div>
  );
}

function ResumeButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className={`${buttonStyles.solid} w-full`} onClick={onClick} disabled={disabled}>
      <Play aria-hidden="true" className="size-5" />
      {texts.resume}
    </button>
  );
}

export function useOnline() {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

interface ManifestAnswer {
  pack: OfflinePackage;
  /** When the copy it was read for was kept (none: nothing kept then). */
  keptAt: string | undefined;
}

/**
 * The voyage's pack manifest, read while `wanted` (a signal, no download under way) and again each
 * time a copy is kept (`keptAt`): its size before a download, and whether a kept copy is out of date.
 */
function usePackManifest(voyageId: string, wanted: boolean, keptAt: string | undefined) {
  const [answer, setAnswer] = useState<ManifestAnswer>();
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetchOfflinePackage(voyageId, controller.signal)
      .then((pack) => setAnswer({ pack, keptAt }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [wanted, voyageId, keptAt]);
  return answer;
}

/** Whether the copy kept is older than the voyage the manifest read for it lists. */
function outdated(answer: ManifestAnswer | undefined, record: OfflineVoyage | undefined) {
  if (!answer || !record?.files || answer.keptAt !== record.downloadedAt) return false;
  return packChanged(answer.pack.files, record.files);
}

/**
 * Whether the voyage changed since its copy was kept (docs/architecture/pwa.md), asked of the server
 * while `wanted`: "Atualizar a cópia" then fetches only what changed.
 */
export function useKeptCopyOutdated(voyageId: string, record: OfflineVoyage | undefined, wanted: boolean) {
  return outdated(usePackManifest(voyageId, wanted && record !== undefined, record?.downloadedAt), record);
}

interface OfflineVoyageCardProps {
  voyage: { id: string; title: string; is_started: boolean; is_completed: boolean };
}

/**
 * "Embarcar" on a voyage's detail page (docs/architecture/pwa.md): shows the download's size,
 * downloads text, images and narration in pieces that survive a drop, with "Pausar" and
 * "Continuar", and says when the voyage is ready to read without a signal — or that the copy kept was
 * evicted, or that the voyage changed and can be updated.
 */
export function OfflineVoyageCard({ voyage }: OfflineVoyageCardProps) {
  const [record, setRecord] = useState<OfflineVoyage | undefined>(() => offlineVoyage(voyage.id));
  const [evicted, setEvicted] = useState(false);
  const download = usePackDownload(voyage.id);
  const online = useOnline();
  const readable = voyage.is_started && !voyage.is_completed;
  const supported = offlineSupported();

  // A download a reload or a restart interrupted carries on.
  useEffect(() => {
    if (supported) void resumePackDownloads();
  }, [supported]);

  useEffect(() => {
    const refresh = () => setRecord(offlineVoyage(voyage.id));
    window.addEventListener(OFFLINE_VOYAGES_EVENT, refresh);
    return () => window.removeEventListener(OFFLINE_VOYAGES_EVENT, refresh);
  }, [voyage.id]);

  // A copy the browser cleared to make room, or that lost a file, is not ready any more.
  const kept = record !== undefined && download?.step !== 'running';
  useEffect(() => {
    if (!kept) return;
    let current = true;
    void verifyOfflineVoyage(voyage.id).then((whole) => {
      if (current) setEvicted(!whole);
    });
    return () => {
      current = false;
    };
  }, [kept, voyage.id]);

  // The size before downloading; for a kept copy, whether the voyage changed since.
  const manifest = usePackManifest(
    voyage.id,
    readable && online && supported && !download,
    record?.downloadedAt,
  );
  const size = manifest?.pack.total_bytes;
  const changed = outdated(manifest, record);

  if (!readable && !record) return null;

  const start = () => {
    setEvicted(false);
    void startPackDownload(voyage.id);
  };
  const pause = () => pausePackDownload(voyage.id);
  async function remove() {
    pausePackDownload(voyage.id);
    await removeOfflineVoyage(voyage.id);
    forgetPackDownload(voyage.id);
    setRecord(undefined);
    setEvicted(false);
  }

  const downloadButton = (
    <button type="button" className={`${buttonStyles.solid} w-full`} onClick={start} disabled={!online}>
      <CloudDownload aria-hidden="true" className="size-5" />
      {texts.download}
    </button>
  );

  const ready = download?.step === 'ready' ? download.record : record;
  let body: ReactNode;
  if (!supported) {
    body = <p className="text-sm text-stone-700">{texts.unsupported}</p>;
  } else if (download?.step === 'running') {
    body = <PackDownloadProgress progress={download.progress} onPause={pause} />;
  } else if (download?.step === 'paused') {
    const percent = progressPercent(download.progress);
    body = (
      <>
        <p className="text-sm text-stone-700" data-testid="pack-paused">
          {texts.paused(
            formatBytes(download.progress.received),
            formatBytes(download.progress.total),
            percent,
          )}
        </p>
        <ResumeButton onClick={start} disabled={!online} />
      </>
    );
  } else if (download?.step === 'failed') {
    body = (
      <>
        <p className="text-sm text-red-800" role="alert">
          {download.message}
        </p>
        {download.progress ? <ResumeButton onClick={start} disabled={!online} /> : downloadButton}
      </>
    );
  } else if (ready && evicted) {
    body = (
      <>
        <p className="text-sm text-stone-700">{texts.evicted}</p>
        {downloadButton}
      </>
    );
  } else if (ready) {
    body = (
      <>
        <p className="flex items-center gap-2 font-semibold text-rio-800" role="status">
          <ShieldCheck aria-hidden="true" className="size-5 text-rio-600" />
          {texts.ready}
        </p>
        <p className="text-sm text-stone-700">
          {texts.readyDetail(formatBytes(ready.bytes), shortDate().format(new Date(ready.downloadedAt)))}{' '}
          {ready.persisted ? texts.persisted : texts.notPersisted}
        </p>
        {changed && (
          <>
            <p className="text-sm font-semibold text-rio-900">{texts.updateAvailable}</p>
            <button
              type="button"
              className={`${buttonStyles.solid} w-full`}
              onClick={start}
              disabled={!online}
            >
              <CloudDownload aria-hidden="true" className="size-5" />
              {texts.update}
            </button>
          </>
        )}
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
    );
  } else {
    body = (
      <>
        <p className="text-sm text-stone-700">{texts.lead}</p>
        {online ? (
          <p className="text-sm font-semibold text-rio-900" data-testid="offline-size">
            {size === undefined ? texts.sizeUnknown : texts.size(formatBytes(size))}
          </p>
        ) : (
          <p className="text-sm text-stone-700">{texts.offlineNow}</p>
        )}
        {downloadButton}
      </>
    );
  }

  return (
    <section
      aria-labelledby="viagem-offline"
      data-testid="offline-voyage-card"
      data-state={download?.step ?? (ready ? (evicted ? 'evicted' : 'ready') : 'idle')}
      className="grid gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-rio-100"
    >
      <h2 id="viagem-offline" className="font-display text-xl text-rio-900">
        {texts.title}
      </h2>
      {body}
    </section>
  );
}
