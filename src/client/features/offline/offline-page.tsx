/**
 * /user/offline (issue 28): the voyages kept on this device for reading without a signal — each
 * with its size, its state and when it was last found whole — their total, the space the site uses
 * and has, and whether the browser promised to keep them. Each copy is checked on arrival; one the
 * browser evicted or damaged says so, with "Baixar de novo", never as a blank reader.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { pwa } from '#shared/messages/pt-pwa.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import { formatBytes } from './offline-voyage-card.tsx';
import {
  downloadVoyage,
  OFFLINE_VOYAGES_EVENT,
  type OfflineVoyage,
  offlineSupported,
  offlineVoyages,
  removeOfflineVoyage,
  verifyOfflineVoyage,
} from './offline-voyages.ts';

const texts = pwa.offlinePage;
const shortDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function meta() {
  return [{ title: `${texts.title} | ${pt.brand.name}` }];
}

type CopyState =
  | { step: 'checking' }
  | { step: 'ready' }
  | { step: 'evicted' }
  | { step: 'downloading'; done: number; total: number }
  | { step: 'failed' };

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

export default function OfflinePage() {
  const [voyages, setVoyages] = useState(() => offlineVoyages());
  const [states, setStates] = useState<Record<string, CopyState>>({});
  const [storage, setStorage] = useState<StorageFacts | null>(null);
  const supported = typeof window !== 'undefined' && offlineSupported();

  useEffect(() => {
    const refresh = () => setVoyages(offlineVoyages());
    window.addEventListener(OFFLINE_VOYAGES_EVENT, refresh);
    return () => window.removeEventListener(OFFLINE_VOYAGES_EVENT, refresh);
  }, []);

  // Every copy is checked on arrival: the browser may have cleared it to make room.
  useEffect(() => {
    if (!supported) return;
    let current = true;
    void storageFacts().then((facts) => current && setStorage(facts));
    for (const [voyageId] of offlineVoyages()) {
      void verifyOfflineVoyage(voyageId).then((whole) => {
        if (!current) return;
        setStates((known) => ({ ...known, [voyageId]: { step: whole ? 'ready' : 'evicted' } }));
        setVoyages(offlineVoyages());
      });
    }
    return () => {
      current = false;
    };
  }, [supported]);

  async function downloadAgain(voyageId: string) {
    const set = (state: CopyState) => setStates((known) => ({ ...known, [voyageId]: state }));
    set({ step: 'downloading', done: 0, total: 1 });
    try {
      await downloadVoyage(voyageId, ({ done, total }) => set({ step: 'downloading', done, total }));
      set({ step: 'ready' });
      setStorage(await storageFacts());
    } catch {
      set({ step: 'failed' });
    }
  }

  async function remove(voyageId: string) {
    await removeOfflineVoyage(voyageId);
    setStorage(await storageFacts());
  }

  const total = voyages.reduce((sum, [, record]) => sum + record.bytes, 0);

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

          {voyages.length === 0 ? (
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
                      record={record}
                      state={states[voyageId] ?? { step: 'checking' }}
                      onDownloadAgain={() => downloadAgain(voyageId)}
                      onRemove={() => remove(voyageId)}
                    />
                  </li>
                ))}
              </ul>
              <p className="font-semibold text-rio-900" data-testid="offline-total">
                {texts.total(formatBytes(total), voyages.length)}
              </p>
            </>
          )}
        </>
      )}
    </div>
  );
}

function stateText(state: CopyState) {
  switch (state.step) {
    case 'checking':
      return texts.checkingOne;
    case 'ready':
      return texts.ready;
    case 'evicted':
      return texts.evicted;
    case 'downloading':
      return texts.downloading(state.done, state.total);
    case 'failed':
      return texts.downloadAgainFailed;
  }
}

function OfflineVoyageRow({
  voyageId,
  record,
  state,
  onDownloadAgain,
  onRemove,
}: {
  voyageId: string;
  record: OfflineVoyage;
  state: CopyState;
  onDownloadAgain: () => void;
  onRemove: () => void;
}) {
  const headingId = `viagem-guardada-${voyageId}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="offline-voyage"
      data-state={state.step}
      className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-100"
    >
      <h2 id={headingId} className="font-display text-xl text-rio-900">
        {record.title}
      </h2>
      <dl className="grid gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-600">{texts.size}</dt>
          <dd className="font-semibold text-stone-900">{formatBytes(record.bytes)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{texts.state}</dt>
          <dd
            className={`font-semibold ${state.step === 'evicted' || state.step === 'failed' ? 'text-red-800' : 'text-stone-900'}`}
            aria-live="polite"
          >
            {stateText(state)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{texts.lastCheck}</dt>
          <dd className="font-semibold text-stone-900">
            {record.checkedAt ? shortDate.format(new Date(record.checkedAt)) : texts.never}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {state.step === 'ready' && (
          <Link to={href(appRoutePatterns.voyageExperience, { voyageId })} className={buttonStyles.primary}>
            {texts.read}
          </Link>
        )}
        {(state.step === 'evicted' || state.step === 'failed') && (
          <button type="button" className={buttonStyles.solid} onClick={onDownloadAgain}>
            {texts.downloadAgain}
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
