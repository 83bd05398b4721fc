/**
 * What both narration sources (docs/decisions/070) give the player: the recording (use-narration.ts)
 * and the device's own voice (use-device-voice.ts).
 */
import type { RefObject } from 'react';
import type { SleepTimer } from './use-sleep-timer.ts';

export interface NarrationSource {
  voyageId: string | undefined;
  title: string;
  cover: string | null;
  audioUrl: string | null;
  /** When each paragraph starts; estimated from the text when missing. */
  timings: readonly number[] | null;
  paragraphs: readonly string[];
}

export interface Narration {
  audioRef: RefObject<HTMLAudioElement | null>;
  available: boolean;
  open: boolean;
  playing: boolean;
  loading: boolean;
  error: string | null;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  narratedIndex: number | null;
  sleep: SleepTimer;
  sleepSecondsLeft: number | null;
  /** The sleep timer stopped the narration; cleared when it plays again. */
  sleepEnded: boolean;
  start: (fromParagraph?: number) => void;
  toggle: () => void;
  play: () => void;
  pause: () => void;
  close: () => void;
  seek: (seconds: number) => void;
  skip: (seconds: number) => void;
  seekToParagraph: (index: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  cycleSpeed: () => void;
  setSleep: (timer: 'off' | 'end' | number) => void;
}
