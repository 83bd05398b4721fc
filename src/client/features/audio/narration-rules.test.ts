import { describe, expect, it } from 'vitest';
import {
  clampVolume,
  estimatedTimings,
  fadedVolume,
  formatClock,
  formatRate,
  nextSpeed,
  paragraphAt,
  resumeSeconds,
  steppedFade,
} from './narration-rules.ts';

describe('narration rules', () => {
  it('cycles the speeds and wraps from 2 to 0.75', () => {
    const seen = [0.75];
    for (let step = 0; step < 6; step += 1) seen.push(nextSpeed(seen.at(-1) ?? 1));
    expect(seen).toEqual([0.75, 1, 1.25, 1.5, 1.75, 2, 0.75]);
    expect(nextSpeed(3)).toBe(1);
  });

  it('keeps the volume between 0 and 1', () => {
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(1.4)).toBe(1);
    expect(clampVolume(0.35)).toBe(0.35);
    expect(clampVolume(Number.NaN)).toBe(1);
  });

  it('finds the paragraph being spoken', () => {
    const timings = [0, 10, 25.5, 40];
    expect(paragraphAt(timings, 0)).toBe(0);
    expect(paragraphAt(timings, 9.9)).toBe(0);
    expect(paragraphAt(timings, 10)).toBe(1);
    expect(paragraphAt(timings, 30)).toBe(2);
    expect(paragraphAt(timings, 500)).toBe(3);
  });

  it('estimates paragraph starts from their length', () => {
    expect(estimatedTimings(['aaaa', 'aaaa', 'aaaaaaaa'], 160)).toEqual([0, 40, 80]);
  });

  it('writes times and rates the Brazilian way', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75.9)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatRate(1.25)).toBe('1,25');
    expect(formatRate(2)).toBe('2');
  });

  it('fades the volume out over the sleep timer’s last seconds', () => {
    expect(fadedVolume(0.8, 30)).toBe(0.8);
    expect(fadedVolume(0.8, 5)).toBeCloseTo(0.4);
    expect(fadedVolume(0.8, 0)).toBe(0);
  });

  it('fades the device voice in quarters, never louder than the step it is in', () => {
    expect([12, 10, 9, 7.4, 5, 2, 0].map(steppedFade)).toEqual([1, 1, 1, 0.75, 0.5, 0.25, 0]);
  });

  it('resumes a saved position, or starts over when it is missing or at the very end', () => {
    expect(resumeSeconds(120, 800)).toBe(120);
    expect(resumeSeconds(120, Number.NaN)).toBe(120);
    expect(resumeSeconds(797, 800)).toBe(0);
    expect(resumeSeconds(800, 800)).toBe(0);
    expect(resumeSeconds(0, 800)).toBe(0);
    expect(resumeSeconds(Number.NaN, 800)).toBe(0);
  });
});
