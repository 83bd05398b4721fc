import { useCallback, useState } from 'react';
import { storage } from '#client/lib/storage.ts';
import { AUDIO_SPEEDS, STORAGE_KEYS } from '#shared/constants.ts';
import { clampVolume, nextSpeed } from './narration-rules.ts';

export interface PlaybackSettings {
  volume: number;
  muted: boolean;
  rate: number;
}

function storedNumber(key: string, fallback: number): number {
  const value = Number(storage.get(key));
  return storage.get(key) !== null && Number.isFinite(value) ? value : fallback;
}

function storedRate(): number {
  const stored = storedNumber(STORAGE_KEYS.narrationRate, 1);
  return AUDIO_SPEEDS.some((speed) => speed === stored) ? stored : 1;
}

/**
 * Volume, mute and speed, the same for both narration sources (SPEC §4.5 Audio): volume and speed
 * are kept on the device; volume 0 means muted, and unmuting at 0 brings the volume back to full.
 * `apply` hands each change to the source (the <audio> element, or the device's voice).
 */
export function usePlaybackSettings(apply: (change: Partial<PlaybackSettings>) => void) {
  const [volume, setVolumeState] = useState(() => clampVolume(storedNumber(STORAGE_KEYS.narrationVolume, 1)));
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(storedRate);

  const setVolume = useCallback(
    (next: number) => {
      const value = clampVolume(next);
      setVolumeState(value);
      setMuted(value === 0);
      storage.set(STORAGE_KEYS.narrationVolume, String(value));
      apply({ volume: value, muted: value === 0 });
    },
    [apply],
  );

  const toggleMute = useCallback(() => {
    const nowMuted = !(muted || volume === 0);
    if (!nowMuted && volume === 0) {
      setVolume(1);
      return;
    }
    setMuted(nowMuted);
    apply({ muted: nowMuted });
  }, [muted, volume, setVolume, apply]);

  const cycleSpeed = useCallback(() => {
    const next = nextSpeed(rate);
    setRate(next);
    storage.set(STORAGE_KEYS.narrationRate, String(next));
    apply({ rate: next });
  }, [rate, apply]);

  return { volume, muted: muted || volume === 0, rate, setVolume, toggleMute, cycleSpeed };
}
