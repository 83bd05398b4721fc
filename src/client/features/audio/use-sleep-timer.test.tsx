import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSleepTimer } from './use-sleep-timer.ts';

function renderTimer(secondsToEnd: () => number | null = () => null) {
  const calls = { fades: [] as number[], restores: 0, pauses: 0 };
  const fade = (left: number) => calls.fades.push(Math.round(left));
  const restore = () => {
    calls.restores += 1;
  };
  const pause = () => {
    calls.pauses += 1;
  };
  const hook = renderHook(({ playing }) => useSleepTimer({ playing, secondsToEnd, fade, restore, pause }), {
    initialProps: { playing: true },
  });
  return { hook, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSleepTimer', () => {
  it('counts minutes down, fades, then pauses once and says it stopped', () => {
    const { hook, calls } = renderTimer();
    act(() => hook.result.current.setSleep(1));
    expect(hook.result.current.sleep).toMatchObject({ kind: 'minutes', minutes: 1 });
    act(() => vi.advanceTimersByTime(30_000));
    expect(hook.result.current.sleepSecondsLeft).toBe(30);
    expect(calls.fades.at(-1)).toBe(30);

    act(() => vi.advanceTimersByTime(30_000));
    expect(calls.pauses).toBe(1);
    expect(hook.result.current.sleep).toEqual({ kind: 'off' });
    expect(hook.result.current.sleepEnded).toBe(true);
    expect(hook.result.current.sleepSecondsLeft).toBeNull();

    // Playing again clears the word that it stopped.
    hook.rerender({ playing: false });
    hook.rerender({ playing: true });
    expect(hook.result.current.sleepEnded).toBe(false);
  });

  it('follows the end of the voyage when the source counts it, and does nothing when it does not', () => {
    let left = 10;
    const counted = renderTimer(() => left);
    act(() => counted.hook.result.current.setSleep('end'));
    expect(counted.hook.result.current.sleepSecondsLeft).toBeNull();
    expect(counted.calls.fades.at(-1)).toBe(10);
    left = 0;
    act(() => vi.advanceTimersByTime(500));
    expect(counted.calls.pauses).toBe(1);
    expect(counted.hook.result.current.sleepEnded).toBe(true);

    const byItself = renderTimer();
    act(() => byItself.hook.result.current.setSleep('end'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(byItself.calls.fades).toEqual([]);
    expect(byItself.calls.pauses).toBe(0);
  });

  it('turning it off restores the volume and stops the countdown', () => {
    const { hook, calls } = renderTimer();
    act(() => hook.result.current.setSleep(5));
    const restoresBefore = calls.restores;
    act(() => hook.result.current.setSleep('off'));
    expect(calls.restores).toBe(restoresBefore + 1);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(calls.pauses).toBe(0);
    expect(hook.result.current.sleepSecondsLeft).toBeNull();
  });
});
