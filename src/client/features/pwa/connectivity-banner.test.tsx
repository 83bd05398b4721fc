import { act, cleanup, render, screen } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayOutboxes, setChangesSender } from '#client/features/offline/outbox-replay.ts';
import {
  closeOutboxDb,
  type QueuedChange,
  updateTravellerOutbox,
} from '#client/features/offline/outbox-store.ts';
import { pendingChangesOf } from '#client/features/offline/pending-changes.ts';
import { flushOutbox } from '#client/features/reader/marks-sync.ts';
import { ConnectivityBanner } from './pwa-root.tsx';

let online = true;
let onLine: ReturnType<typeof vi.spyOn>;
let release: (() => void) | undefined;

function signInAs(id: string) {
  localStorage.setItem('token', `token-de-${id}`);
  localStorage.setItem('user', JSON.stringify({ id, name: `Viajante ${id}` }));
}

const progressEntry = (userId: string, voyageId: string) => ({
  seq: Number(voyageId),
  userId,
  voyageId,
  progress: 40,
  isCompleted: false,
  at: '2026-11-25T10:00:00.000Z',
});

async function queueProgress(...entries: ReturnType<typeof progressEntry>[]) {
  for (const entry of entries) {
    await updateTravellerOutbox<QueuedChange, QueuedChange>(entry.userId, (outbox) => ({
      ...outbox,
      progress: [...outbox.progress, entry],
    }));
  }
}

function setConnectivity(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  online = true;
  release = undefined;
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // The app's wiring (pwa-root.tsx): the reader's outbox sends every waiting change.
  setChangesSender(flushOutbox);
  // The server answers when the test lets it.
  vi.stubGlobal('fetch', async () => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return new Response(
      JSON.stringify({
        success: true,
        data: {
          notes: [],
          progress: [{ voyage_id: '3', progress: 40, is_completed: false, completed_at: null }],
          refused: [],
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
});

afterEach(() => {
  cleanup();
  onLine.mockRestore();
  vi.unstubAllGlobals();
});

describe('the connectivity banner and the outboxes (docs/architecture/pwa.md, docs/decisions/160)', () => {
  it("counts only the signed-in traveller's changes waiting for a signal", async () => {
    await queueProgress(progressEntry('7', '1'), progressEntry('7', '2'), progressEntry('8', '3'));
    signInAs('8');
    render(<ConnectivityBanner />);
    setConnectivity(false);
    await vi.waitFor(() =>
      expect(screen.getByTestId('connectivity-banner').textContent).toBe(
        'Você está offline. Algumas funcionalidades podem estar indisponíveis.1 alteração aguardando sinal.',
      ),
    );
  });

  it('says the changes are being sent while they are', async () => {
    await queueProgress(progressEntry('8', '3'));
    signInAs('8');
    render(<ConnectivityBanner />);
    setConnectivity(false);
    setConnectivity(true);
    let sent: Promise<void> = Promise.resolve();
    act(() => {
      sent = replayOutboxes();
    });
    const banner = screen.getByTestId('connectivity-banner');
    await act(() =>
      vi.waitFor(() =>
        expect(banner.textContent).toBe('Você está online novamenteEnviando as alterações feitas sem sinal…'),
      ),
    );

    await act(async () => {
      // Once the request is out, the server answers.
      await vi.waitFor(() => expect(release).toBeDefined(), { timeout: 15_000 });
      release?.();
      await sent;
    });
    expect(banner.textContent).toBe('Você está online novamente');
    expect(await pendingChangesOf('8')).toBe(0);
  });
});
