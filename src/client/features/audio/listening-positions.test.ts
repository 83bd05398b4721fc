import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestPosition, localPosition, resumePosition, savePosition } from './listening-positions.ts';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
/** What the server holds, per voyage, for whoever asks. */
let serverPosition: { position_seconds: number; paragraph_index: number; updated_at: string } | null = null;

function signInAs(id: string) {
  localStorage.setItem('token', `token-de-${id}`);
  localStorage.setItem('user', JSON.stringify({ id, name: `Viajante ${id}`, email: `${id}@exemplo.com` }));
}

function signOut() {
  localStorage.removeItem('token');
  localStorage.removeItem('user');
}

beforeEach(() => {
  localStorage.clear();
  calls = [];
  serverPosition = null;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      method: init.method ?? 'GET',
      url: `${String(input)} ${headers.authorization ?? ''}`,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const data = serverPosition ? { voyage_id: '3', ...serverPosition } : null;
    return new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const puts = () => calls.filter((call) => call.method === 'PUT');

describe('listening positions on a shared device', () => {
  it("keeps each traveller's position apart", async () => {
    signInAs('ana');
    await savePosition('3', 120, 4, false);
    signInAs('bruno');
    expect(localPosition('3')).toBeNull();
    await savePosition('3', 30, 1, false);
    signInAs('ana');
    expect(localPosition('3')).toMatchObject({ seconds: 120, paragraphIndex: 4, synced: false });
    signInAs('bruno');
    expect(localPosition('3')).toMatchObject({ seconds: 30, paragraphIndex: 1 });
  });

  it("never resumes at, nor uploads, another traveller's unsent position", async () => {
    signInAs('ana');
    await savePosition('3', 120, 4, false);
    signInAs('bruno');
    await expect(resumePosition('3')).resolves.toBeNull();
    expect(puts()).toEqual([]);
  });

  it("sends the signed-in traveller's own unsent position, with that traveller's token", async () => {
    signInAs('ana');
    await savePosition('3', 120, 4, false);
    await expect(resumePosition('3')).resolves.toMatchObject({ seconds: 120, paragraphIndex: 4 });
    await vi.waitFor(() => expect(puts()).toHaveLength(1), { timeout: 15_000 });
    expect(puts()[0]).toMatchObject({
      url: '/api/v1/audio/positions/3 Bearer token-de-ana',
      body: { position_seconds: 120, paragraph_index: 4 },
    });
  });

  it('keeps and sends nothing once nobody is signed in', async () => {
    signInAs('ana');
    signOut();
    await savePosition('3', 50, 2, true);
    expect(calls).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([]);
    await expect(resumePosition('3')).resolves.toBeNull();
  });

  it('forgets a position kept before positions had an owner', async () => {
    localStorage.setItem(
      'listening_position:3',
      JSON.stringify({ seconds: 99, paragraphIndex: 3, recordedAt: new Date().toISOString(), synced: false }),
    );
    signInAs('bruno');
    await expect(resumePosition('3')).resolves.toBeNull();
    expect(localStorage.getItem('listening_position:3')).toBeNull();
    expect(puts()).toEqual([]);
  });

  it("takes the newer of the device's and the server's positions", async () => {
    signInAs('ana');
    serverPosition = { position_seconds: 200, paragraph_index: 7, updated_at: '2026-01-01T10:00:00.000Z' };
    await savePosition('3', 60, 2, false);
    expect(latestPosition('3', serverPosition)?.seconds).toBe(60);
    await expect(resumePosition('3')).resolves.toMatchObject({ seconds: 60 });
    const newer = { position_seconds: 300, updated_at: new Date(Date.now() + 60_000).toISOString() };
    expect(latestPosition('3', newer)?.seconds).toBe(300);
    signInAs('bruno');
    expect(latestPosition('3', null)).toBeNull();
  });
});
