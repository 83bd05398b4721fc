/** The narration's pure rules (SPEC §4.5, §9; docs/decisions/070). */
import { AUDIO_SPEEDS, AUDIO_VOLUME_MAX, AUDIO_VOLUME_MIN } from '#shared/constants.ts';

/** 0.75 → 1 → 1.25 → 1.5 → 1.75 → 2 → 0.75; an unknown rate goes back to 1. */
export function nextSpeed(rate: number): number {
  const index = (AUDIO_SPEEDS as readonly number[]).indexOf(rate);
  if (index < 0) return 1;
  return AUDIO_SPEEDS[(index + 1) % AUDIO_SPEEDS.length] ?? 1;
}

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return AUDIO_VOLUME_MAX;
  return Math.min(AUDIO_VOLUME_MAX, Math.max(AUDIO_VOLUME_MIN, volume));
}

/**
 * Paragraph starts estimated from their length, for narration recorded without timings: speech
 * takes time in proportion to the letters spoken.
 */
export function estimatedTimings(paragraphs: readonly string[], duration: number): number[] {
  const lengths = paragraphs.map((text) => Math.max(1, text.length));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  let elapsed = 0;
  return lengths.map((length) => {
    const start = (elapsed / total) * duration;
    elapsed += length;
    return Math.round(start * 100) / 100;
  });
}

/** The paragraph being spoken at `time`: the last one that started at or before it. */
export function paragraphAt(timings: readonly number[], time: number): number {
  let low = 0;
  let high = timings.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((timings[middle] ?? 0) <= time + 0.05) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** m:ss, or h:mm:ss past an hour. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "1,25" for the speed button: pt-BR decimals. */
export function formatRate(rate: number): string {
  return rate.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}

/** The sleep timer fades the narration out over its last seconds. */
export const SLEEP_FADE_SECONDS = 10;
export function fadedVolume(volume: number, secondsLeft: number): number {
  if (secondsLeft >= SLEEP_FADE_SECONDS) return volume;
  return clampVolume((volume * Math.max(0, secondsLeft)) / SLEEP_FADE_SECONDS);
}

/**
 * The device's voice cannot change the volume of a sentence it is speaking: its fade goes down in
 * quarters, each one said again from the last word at the lower volume.
 */
export function steppedFade(secondsLeft: number): number {
  return Math.ceil(fadedVolume(1, secondsLeft) * 4) / 4;
}

export const SLEEP_TIMER_MINUTES = [15, 30, 45] as const;

/** A saved position this close to the end is a finished listen: the next one starts over. */
export const FINISHED_MARGIN_SECONDS = 5;

/** Where a saved position resumes: 0 for none, or for one within the last seconds of `duration`. */
export function resumeSeconds(saved: number, duration: number): number {
  if (!Number.isFinite(saved) || saved <= 0) return 0;
  if (Number.isFinite(duration) && duration > 0 && saved >= duration - FINISHED_MARGIN_SECONDS) return 0;
  return saved;
}
