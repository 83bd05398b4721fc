import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localPosition } from './listening-positions.ts';
import type { Narration } from './narration.ts';
import { NarrationAudio } from './narration-player.tsx';
import { useNarration } from './use-narration.ts';

const AUDIO_URL = '/media/narration/encontro-das-aguas.9be8df1654.opus';
let savedSeconds = 0;
let narration: Narration;

function Listener() {
  narration = useNarration({
    voyageId: '3',
    title: 'O Encontro das Águas',
    cover: null,
    audioUrl: AUDIO_URL,
    timings: [0, 200, 400],
    paragraphs: ['Um.', 'Dois.', 'Três.'],
  });
  return <NarrationAudio narration={narration} />;
}

/** The element as the browser has it before and after the file's metadata arrives. */
function fakeMedia(audio: HTMLAudioElement) {
  const state = { readyState: 0, duration: Number.NaN, currentTime: 0 };
  Object.defineProperties(audio, {
    readyState: { get: () => state.readyState },
    duration: { get: () => state.duration },
    currentTime: {
      get: () => state.currentTime,
      set: (value: number) => {
        state.currentTime = value;
      },
    },
    play: { value: () => Promise.resolve() },
    pause: { value: () => {} },
  });
  return {
    state,
    metadataArrives(duration: number) {
      state.readyState = 1;
      state.duration = duration;
      audio.dispatchEvent(new Event('loadedmetadata'));
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-de-ana');
  localStorage.setItem('user', JSON.stringify({ id: 'ana', name: 'Ana' }));
  vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
    const data =
      (init.method ?? 'GET') === 'GET'
        ? {
            voyage_id: '3',
            position_seconds: savedSeconds,
            paragraph_index: 1,
            updated_at: new Date().toISOString(),
          }
        : null;
    return new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function startBeforeMetadata(saved: number) {
  savedSeconds = saved;
  const { container } = render(<Listener />);
  const audio = container.querySelector('audio') as HTMLAudioElement;
  const media = fakeMedia(audio);
  act(() => narration.start());
  // The saved position arrives (kept on the device, then handed to the player in the same turn);
  // the file's duration has not (preload="none").
  await vi.waitFor(() => expect(localPosition('3')?.seconds).toBe(saved), { timeout: 15_000 });
  return media;
}

describe('resuming the narration', () => {
  it('waits for the metadata before moving to the saved position', async () => {
    const media = await startBeforeMetadata(250);
    expect(media.state.currentTime).toBe(0);
    act(() => media.metadataArrives(600));
    expect(media.state.currentTime).toBe(250);
  });

  it('starts a finished narration over instead of at its end', async () => {
    const media = await startBeforeMetadata(598);
    act(() => media.metadataArrives(600));
    expect(media.state.currentTime).toBe(0);
  });

  it('leaves a moment the listener chose before the position arrived', async () => {
    const media = await startBeforeMetadata(250);
    act(() => narration.seek(420));
    act(() => media.metadataArrives(600));
    expect(media.state.currentTime).toBe(420);
  });
});
