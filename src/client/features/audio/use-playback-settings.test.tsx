import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PlaybackSettings, usePlaybackSettings } from './use-playback-settings.ts';

function renderSettings() {
  const applied: Partial<PlaybackSettings>[] = [];
  const hook = renderHook(() => usePlaybackSettings((change) => applied.push(change)));
  return { hook, applied };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('usePlaybackSettings', () => {
  it('keeps volume and speed on the device, and reads them back', () => {
    const first = renderSettings();
    act(() => first.hook.result.current.setVolume(0.4));
    act(() => first.hook.result.current.cycleSpeed());
    expect(first.applied).toEqual([{ volume: 0.4, muted: false }, { rate: 1.25 }]);
    cleanup();

    const again = renderSettings();
    expect(again.hook.result.current).toMatchObject({ volume: 0.4, rate: 1.25, muted: false });
  });

  it('volume 0 is muted, and unmuting at 0 brings the volume back to full', () => {
    const { hook, applied } = renderSettings();
    act(() => hook.result.current.setVolume(0));
    expect(hook.result.current.muted).toBe(true);
    act(() => hook.result.current.toggleMute());
    expect(hook.result.current).toMatchObject({ volume: 1, muted: false });
    expect(applied.at(-1)).toEqual({ volume: 1, muted: false });
  });

  it('mutes and unmutes without touching the volume', () => {
    const { hook, applied } = renderSettings();
    act(() => hook.result.current.toggleMute());
    expect(hook.result.current).toMatchObject({ volume: 1, muted: true });
    act(() => hook.result.current.toggleMute());
    expect(hook.result.current.muted).toBe(false);
    expect(applied).toEqual([{ muted: true }, { muted: false }]);
  });
});
