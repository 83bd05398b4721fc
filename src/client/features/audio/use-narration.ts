/**
 * The narration of one voyage (SPEC §4.5 Audio, docs/decisions/070): an <audio> element the page
 * renders, and everything a listener expects around it — play, pause, seek, volume and mute, the
 * speed cycle, the paragraph being spoken, lock-screen controls (Media Session), a sleep timer that
 * fades out, and the listening position saved on the device and on the server.
 */
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notifyError } from '#client/lib/notify.ts';
import { storage } from '#client/lib/storage.ts';
import { AUDIO_SPEEDS, STORAGE_KEYS, TOAST_DURATION_AUDIO_ERROR_MS } from '#shared/constants.ts';
import { audio as audioTexts, audioUi } from '#shared/messages/pt-audio.ts';
import { resumePosition, savePosition } from './listening-positions.ts';
import {
  clampVolume,
  estimatedTimings,
  fadedVolume,
  nextSpeed,
  paragraphAt,
  resumeSeconds,
} from './narration-rules.ts';
import { useMediaSession } from './use-media-session.ts';

export interface NarrationSource {
  voyageId: string | undefined;
  title: string;
  cover: string | null;
  audioUrl: string | null;
  /** When each paragraph starts; estimated from the text when missing. */
  timings: readonly number[] | null;
  paragraphs: readonly string[];
}

/** The option the traveller chose, and for minutes, when it ends. */
export type SleepTimer =
  | { kind: 'off' }
  | { kind: 'minutes'; minutes: number; endsAt: number }
  | { kind: 'end' };

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

const LOCAL_SAVE_EVERY_S = 5;
/** HTMLMediaElement.HAVE_METADATA: the duration is known. */
const HAVE_METADATA = 1;
const SERVER_SAVE_EVERY_S = 30;

function storedNumber(key: string, fallback: number): number {
  const value = Number(storage.get(key));
  return storage.get(key) !== null && Number.isFinite(value) ? value : fallback;
}

function loadFailureMessage(audio: HTMLAudioElement): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || audio.error?.code === MediaError.MEDIA_ERR_NETWORK
    ? audioTexts.loadFailureConnection
    : audioTexts.loadFailure;
}

export function useNarration(source: NarrationSource): Narration {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolumeState] = useState(() => clampVolume(storedNumber(STORAGE_KEYS.narrationVolume, 1)));
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(() => {
    const stored = storedNumber(STORAGE_KEYS.narrationRate, 1);
    return AUDIO_SPEEDS.some((speed) => speed === stored) ? stored : 1;
  });
  const [sleep, setSleepState] = useState<SleepTimer>({ kind: 'off' });
  const [sleepSecondsLeft, setSleepSecondsLeft] = useState<number | null>(null);
  const [sleepEnded, setSleepEnded] = useState(false);

  const { voyageId, audioUrl, paragraphs } = source;
  const available = Boolean(audioUrl && voyageId);
  const timings = useMemo(() => {
    if (source.timings && source.timings.length === paragraphs.length) return source.timings;
    return duration > 0 ? estimatedTimings(paragraphs, duration) : null;
  }, [source.timings, paragraphs, duration]);
  const narratedIndex = open && timings ? paragraphAt(timings, currentTime) : null;

  // Positions: saved on the device every few seconds, on the server less often and on every stop.
  const lastLocalSave = useRef(0);
  const lastServerSave = useRef(0);
  const timingsRef = useRef(timings);
  timingsRef.current = timings;
  const persist = useCallback(
    (toServer: boolean, at?: number) => {
      const audio = audioRef.current;
      if (!audio || !voyageId || !audio.src) return;
      const seconds = at ?? audio.currentTime;
      const index = timingsRef.current ? paragraphAt(timingsRef.current, seconds) : 0;
      lastLocalSave.current = seconds;
      if (toServer) lastServerSave.current = seconds;
      void savePosition(voyageId, seconds, index, toServer);
    },
    [voyageId],
  );

  // The saved position arrives from the server while the file is still unknown (preload="none"):
  // it waits for the metadata, when the duration tells a position to resume from a finished one.
  const pendingResume = useRef<number | null>(null);
  const applyPendingResume = useCallback(() => {
    const audio = audioRef.current;
    const saved = pendingResume.current;
    if (!audio || saved === null || audio.readyState < HAVE_METADATA) return;
    pendingResume.current = null;
    const target = resumeSeconds(saved, audio.duration);
    if (target > 0) audio.currentTime = target;
  }, []);

  // One failure is said once, even when the element reports it twice (rejected play, error event).
  const lastFailure = useRef({ message: '', at: 0 });
  const reportPlayFailure = useCallback((message: string, cause: unknown) => {
    console.warn('narration: playback failed', cause);
    setError(message);
    const now = Date.now();
    if (lastFailure.current.message === message && now - lastFailure.current.at < 2_000) return;
    lastFailure.current = { message, at: now };
    setLoading(false);
    notifyError(message, { duration: TOAST_DURATION_AUDIO_ERROR_MS, dismissible: true });
  }, []);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setError(null);
    setSleepEnded(false);
    audio.play().catch((cause: unknown) => {
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      // A source that cannot be loaded is a load failure, whatever play() says.
      if (audio.error || (cause instanceof DOMException && cause.name === 'NotSupportedError')) {
        reportPlayFailure(loadFailureMessage(audio), cause);
        return;
      }
      reportPlayFailure(audio.currentTime > 0 ? audioTexts.playFailure : audioTexts.startFailure, cause);
    });
  }, [reportPlayFailure]);

  const pause = useCallback(() => {
    audioRef.current?.pause();
  }, []);

  const start = useCallback(
    (fromParagraph?: number) => {
      // SPEC §5 and §8: a voyage id and a non-empty address are required.
      if (!voyageId) {
        notifyError(audioTexts.missingVoyageId, {
          duration: TOAST_DURATION_AUDIO_ERROR_MS,
          dismissible: true,
        });
        return;
      }
      if (!audioUrl) {
        notifyError(audioTexts.unavailable, { duration: TOAST_DURATION_AUDIO_ERROR_MS, dismissible: true });
        return;
      }
      const audio = audioRef.current;
      if (!audio) return;
      if (!/^(\/|https?:\/\/|blob:)/.test(audioUrl)) {
        setOpen(true);
        setError(audioTexts.invalidUrl);
        notifyError(audioTexts.invalidUrl, { duration: TOAST_DURATION_AUDIO_ERROR_MS, dismissible: true });
        return;
      }
      setOpen(true);
      setError(null);
      const fresh = !audio.src;
      if (fresh) {
        setLoading(true);
        audio.src = audioUrl;
        audio.volume = volume;
        audio.playbackRate = rate;
      }
      if (fromParagraph !== undefined && timingsRef.current) {
        const seconds = timingsRef.current[fromParagraph] ?? 0;
        if (Number.isFinite(seconds) && seconds > 0) audio.currentTime = seconds;
        play();
        return;
      }
      if (!fresh) {
        play();
        return;
      }
      // Play at once (the tap is the gesture browsers want), then move to where the traveller stopped.
      play();
      void resumePosition(voyageId).then((position) => {
        if (!position || audioRef.current !== audio) return;
        pendingResume.current = position.seconds;
        applyPendingResume();
      });
    },
    [voyageId, audioUrl, volume, rate, play, applyPendingResume],
  );

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!open || !audio?.src) {
      start();
      return;
    }
    if (audio.paused) play();
    else pause();
  }, [open, start, play, pause]);

  const close = useCallback(() => {
    const audio = audioRef.current;
    if (audio?.src) {
      persist(true);
      audio.pause();
    }
    setOpen(false);
    setSleepState({ kind: 'off' });
    setError(null);
  }, [persist]);

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio || !Number.isFinite(seconds)) return;
    // The listener chose a moment: a saved position arriving late must not move it.
    pendingResume.current = null;
    const end = Number.isFinite(audio.duration) ? audio.duration : seconds;
    audio.currentTime = Math.min(Math.max(0, seconds), end);
    setCurrentTime(audio.currentTime);
  }, []);

  const skip = useCallback((seconds: number) => seek((audioRef.current?.currentTime ?? 0) + seconds), [seek]);

  const seekToParagraph = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(0, index), paragraphs.length - 1);
      if (!open || !audioRef.current?.src) {
        start(target);
        return;
      }
      const start_ = timingsRef.current?.[target];
      if (start_ !== undefined) seek(start_);
      if (audioRef.current?.paused) play();
    },
    [open, paragraphs.length, start, seek, play],
  );

  const setVolume = useCallback((next: number) => {
    const value = clampVolume(next);
    setVolumeState(value);
    storage.set(STORAGE_KEYS.narrationVolume, String(value));
    const audio = audioRef.current;
    if (audio) {
      audio.volume = value;
      // SPEC: volume 0 means muted; raising it again unmutes.
      audio.muted = value === 0;
    }
    setMuted(value === 0);
  }, []);

  const toggleMute = useCallback(() => {
    const audio = audioRef.current;
    if (muted) {
      if (volume === 0) setVolume(1);
      if (audio) audio.muted = false;
      setMuted(false);
    } else {
      if (audio) audio.muted = true;
      setMuted(true);
    }
  }, [muted, volume, setVolume]);

  const cycleSpeed = useCallback(() => {
    const next = nextSpeed(rate);
    setRate(next);
    storage.set(STORAGE_KEYS.narrationRate, String(next));
    if (audioRef.current) audioRef.current.playbackRate = next;
  }, [rate]);

  const setSleep = useCallback((timer: 'off' | 'end' | number) => {
    setSleepEnded(false);
    if (timer === 'off') setSleepState({ kind: 'off' });
    else if (timer === 'end') setSleepState({ kind: 'end' });
    else setSleepState({ kind: 'minutes', minutes: timer, endsAt: Date.now() + timer * 60_000 });
  }, []);

  // The element's events are the truth for what the listener hears.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onTime = () => {
      setCurrentTime(audio.currentTime);
      if (Math.abs(audio.currentTime - lastLocalSave.current) >= LOCAL_SAVE_EVERY_S) {
        persist(Math.abs(audio.currentTime - lastServerSave.current) >= SERVER_SAVE_EVERY_S);
      }
    };
    const onDuration = () => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);
    const onMetadata = () => {
      onDuration();
      applyPendingResume();
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => {
      setPlaying(false);
      // The end saves its own position (below).
      if (!audio.ended) persist(true);
    };
    const onWaiting = () => setLoading(true);
    const onReady = () => setLoading(false);
    const onError = () => {
      if (!audio.getAttribute('src')) return;
      reportPlayFailure(loadFailureMessage(audio), audio.error);
      setPlaying(false);
    };
    // A narration heard to the end is finished: the next listen starts over.
    const onEnded = () => {
      setPlaying(false);
      persist(true, 0);
    };
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('durationchange', onDuration);
    audio.addEventListener('loadedmetadata', onMetadata);
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('waiting', onWaiting);
    audio.addEventListener('loadstart', onWaiting);
    audio.addEventListener('canplay', onReady);
    audio.addEventListener('playing', onReady);
    audio.addEventListener('error', onError);
    audio.addEventListener('ended', onEnded);
    return () => {
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('durationchange', onDuration);
      audio.removeEventListener('loadedmetadata', onMetadata);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('waiting', onWaiting);
      audio.removeEventListener('loadstart', onWaiting);
      audio.removeEventListener('canplay', onReady);
      audio.removeEventListener('playing', onReady);
      audio.removeEventListener('error', onError);
      audio.removeEventListener('ended', onEnded);
    };
  }, [persist, reportPlayFailure, applyPendingResume]);

  // Leaving the page keeps the position.
  useEffect(() => {
    const onHide = () => persist(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, [persist]);

  // The sleep timer: a countdown, the last seconds fading out, then a pause.
  useEffect(() => {
    if (sleep.kind === 'off') {
      setSleepSecondsLeft(null);
      if (audioRef.current) audioRef.current.volume = volume;
      return;
    }
    const tick = () => {
      const audio = audioRef.current;
      if (!audio) return;
      const left =
        sleep.kind === 'minutes'
          ? (sleep.endsAt - Date.now()) / 1000
          : (Number.isFinite(audio.duration) ? audio.duration : Infinity) - audio.currentTime;
      setSleepSecondsLeft(sleep.kind === 'minutes' ? Math.max(0, left) : null);
      audio.volume = fadedVolume(volume, left);
      if (left <= 0) {
        audio.pause();
        audio.volume = volume;
        setSleepState({ kind: 'off' });
        setSleepEnded(true);
      }
    };
    tick();
    const timer = setInterval(tick, 500);
    return () => clearInterval(timer);
  }, [sleep, volume]);

  // Lock screen and headset controls, with the voyage's title and cover.
  useMediaSession({
    open,
    title: source.title,
    artist: audioUi.player.narrator,
    cover: source.cover,
    playing,
    controls: {
      play,
      pause,
      stop: close,
      skip,
      seekTo: seek,
      previousParagraph: () => seekToParagraph((narratedIndex ?? 0) - 1),
      nextParagraph: () => seekToParagraph((narratedIndex ?? 0) + 1),
    },
  });
  useEffect(() => {
    if (!open || !('mediaSession' in navigator) || !duration) return;
    try {
      navigator.mediaSession.setPositionState({
        duration,
        playbackRate: rate,
        position: Math.min(currentTime, duration),
      });
    } catch {
      // Older browsers.
    }
  }, [open, duration, rate, currentTime]);

  return {
    audioRef,
    available,
    open,
    playing,
    loading,
    error,
    currentTime,
    duration,
    volume,
    muted: muted || volume === 0,
    rate,
    narratedIndex,
    sleep,
    sleepSecondsLeft,
    sleepEnded,
    start,
    toggle,
    play,
    pause,
    close,
    seek,
    skip,
    seekToParagraph,
    setVolume,
    toggleMute,
    cycleSpeed,
    setSleep,
  };
}
