/**
 * Listening without recorded narration (docs/decisions/070): the device's own pt-BR voice (Web
 * Speech API) reads the voyage paragraph by paragraph, with the same player. Seeking moves by
 * paragraph; the speed, volume, mute and sleep timer work as with a recording, the position (the
 * paragraph) is saved and resumed the same way, and the lock screen shows the voyage.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '#client/lib/notify.ts';
import { TOAST_DURATION_AUDIO_ERROR_MS } from '#shared/constants.ts';
import { audio as audioTexts, audioUi } from '#shared/messages/pt-audio.ts';
import { localPosition, resumePosition, savePosition } from './listening-positions.ts';
import type { Narration, NarrationSource } from './narration.ts';
import { steppedFade } from './narration-rules.ts';
import { useMediaSession } from './use-media-session.ts';
import { type PlaybackSettings, usePlaybackSettings } from './use-playback-settings.ts';
import { sleepControls, useSleepTimer } from './use-sleep-timer.ts';

const SERVER_SAVE_EVERY_MS = 30_000;

function portugueseVoice(): SpeechSynthesisVoice | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  const voices = window.speechSynthesis.getVoices();
  return (
    voices.find((voice) => voice.lang.toLowerCase() === 'pt-br') ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith('pt')) ??
    null
  );
}

/** True once the device has a Portuguese voice (voices load asynchronously in some browsers). */
function useHasPortugueseVoice(enabled: boolean): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    if (!enabled || !('speechSynthesis' in window)) return;
    const check = () => setHas(portugueseVoice() !== null);
    check();
    window.speechSynthesis.addEventListener('voiceschanged', check);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', check);
  }, [enabled]);
  return has;
}

/** The voice stops by itself after the last paragraph: 'end of the voyage' counts nothing down. */
const noCountdownToEnd = () => null;

function notifyAudioError(message: string) {
  notifyError(message, { duration: TOAST_DURATION_AUDIO_ERROR_MS, dismissible: true });
}

/**
 * Positions, as with a recording: the paragraph on the device at each one, on the server every
 * 30 s and on every stop. The saved one is read before the first tap, which must start the voice.
 */
function useSpokenPosition(voyageId: string | undefined, available: boolean) {
  const hasSpoken = useRef(false);
  const resumeAt = useRef<number | null>(null);
  const lastServerSave = useRef(0);
  const persist = useCallback(
    (toServer: boolean, paragraph: number) => {
      if (!voyageId || !hasSpoken.current) return;
      if (toServer) lastServerSave.current = Date.now();
      void savePosition(voyageId, 0, paragraph, toServer);
    },
    [voyageId],
  );
  const persistEvery30s = useCallback(
    (paragraph: number) => persist(Date.now() - lastServerSave.current >= SERVER_SAVE_EVERY_MS, paragraph),
    [persist],
  );
  useEffect(() => {
    if (!available || !voyageId) return;
    let current = true;
    resumeAt.current = localPosition(voyageId)?.paragraphIndex ?? null;
    void resumePosition(voyageId).then((position) => {
      if (current && !hasSpoken.current) resumeAt.current = position?.paragraphIndex ?? null;
    });
    return () => {
      current = false;
    };
  }, [available, voyageId]);
  return { hasSpoken, resumeAt, persist, persistEvery30s };
}

/**
 * The sleep timer with a device voice: the last seconds fade out in steps (each new utterance takes
 * the level; an engine that reports words says the rest again at once). 'End of the voyage' needs
 * nothing: the voice stops after the last paragraph.
 */
function useSteppedSleepTimer({
  fade,
  reportsWords,
  respeak,
  playing,
  pause,
}: {
  fade: RefObject<number>;
  reportsWords: RefObject<boolean>;
  respeak: () => void;
  playing: boolean;
  pause: () => void;
}) {
  const fadeStep = useCallback(
    (secondsLeft: number) => {
      const level = steppedFade(secondsLeft);
      if (level === fade.current) return;
      fade.current = level;
      if (reportsWords.current) respeak();
    },
    [fade, reportsWords, respeak],
  );
  const restore = useCallback(() => {
    fade.current = 1;
  }, [fade]);
  return useSleepTimer({ playing, secondsToEnd: noCountdownToEnd, fade: fadeStep, restore, pause });
}

export function useDeviceVoice(source: NarrationSource, enabled: boolean): Narration {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const { voyageId, paragraphs } = source;
  const available = useHasPortugueseVoice(enabled) && paragraphs.length > 0 && Boolean(voyageId);
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // A new speed or volume is said again at once (respeak, below); the ref reaches it from here.
  const respeakRef = useRef(() => {});
  const applySettings = useCallback((change: Partial<PlaybackSettings>) => {
    settings.current = { ...settings.current, ...change };
    respeakRef.current();
  }, []);
  const playback = usePlaybackSettings(applySettings);
  const { volume, muted, rate } = playback;
  const settings = useRef({ volume, muted, rate });
  settings.current = { volume, muted, rate };
  const playingRef = useRef(playing);
  playingRef.current = playing;
  /** Where the voice is: its paragraph, and the last word the engine said it reached. */
  const spoken = useRef({ paragraph: 0, char: 0 });
  /** Some engines never say which word they are on; those cannot continue mid-paragraph. */
  const reportsWords = useRef(false);
  /** The sleep timer's fade, applied to each new utterance. */
  const fade = useRef(1);

  const { hasSpoken, resumeAt, persist, persistEvery30s } = useSpokenPosition(voyageId, available);

  // Each utterance reads one paragraph and hands over to the next; a newer call cancels older ones.
  const generation = useRef(0);
  const speakFrom = useCallback(
    (start: number, fromChar = 0) => {
      const synth = window.speechSynthesis;
      generation.current += 1;
      const mine = generation.current;
      hasSpoken.current = true;
      synth.cancel();
      const speak = (at: number, offset: number) => {
        if (mine !== generation.current) return;
        if (at >= paragraphs.length) {
          setPlaying(false);
          // Heard to the end: the next listen starts over.
          persist(true, 0);
          return;
        }
        spoken.current = { paragraph: at, char: offset };
        setIndex(at);
        persistEvery30s(at);
        const utterance = new SpeechSynthesisUtterance((paragraphs[at] ?? '').slice(offset));
        utterance.lang = 'pt-BR';
        const voice = portugueseVoice();
        try {
          if (voice) utterance.voice = voice;
        } catch {
          // A voice object this engine does not accept: `lang` still picks a Portuguese one.
        }
        utterance.rate = settings.current.rate;
        utterance.volume = settings.current.muted ? 0 : settings.current.volume * fade.current;
        utterance.onboundary = (event) => {
          if (mine !== generation.current || event.name === 'sentence') return;
          reportsWords.current = true;
          spoken.current = { paragraph: at, char: offset + event.charIndex };
        };
        utterance.onend = () => speak(at + 1, 0);
        utterance.onerror = (event) => {
          // cancel() ends the utterances it replaces this way: not a failure.
          if (mine !== generation.current || event.error === 'interrupted' || event.error === 'canceled')
            return;
          generation.current += 1;
          console.warn('narration: the device voice failed', event.error);
          setPlaying(false);
          setError(audioTexts.playFailure);
          notifyAudioError(audioTexts.playFailure);
        };
        synth.speak(utterance);
      };
      setPlaying(true);
      setError(null);
      speak(Math.min(Math.max(0, start), paragraphs.length - 1), fromChar);
    },
    [paragraphs, persist, persistEvery30s, hasSpoken],
  );

  /** Said again from where the voice is, so a new speed or volume applies at once. */
  const respeak = useCallback(() => {
    if (!playingRef.current) return;
    const { paragraph, char } = spoken.current;
    speakFrom(paragraph, reportsWords.current ? char : 0);
  }, [speakFrom]);
  respeakRef.current = respeak;

  const stopSpeaking = useCallback(() => {
    generation.current += 1;
    if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    setPlaying(false);
  }, []);

  const start = useCallback(
    (fromParagraph?: number) => {
      // SPEC §8: no recording and no Portuguese voice on this device.
      if (!available) {
        notifyAudioError(audioTexts.unavailable);
        return;
      }
      setOpen(true);
      if (fromParagraph !== undefined) {
        speakFrom(fromParagraph);
      } else if (hasSpoken.current) {
        speakFrom(spoken.current.paragraph);
      } else {
        const saved = resumeAt.current ?? 0;
        speakFrom(saved < paragraphs.length ? saved : 0);
      }
    },
    [available, speakFrom, paragraphs.length, hasSpoken, resumeAt],
  );
  const play = useCallback(() => speakFrom(spoken.current.paragraph), [speakFrom]);
  const pause = useCallback(() => {
    stopSpeaking();
    persist(true, spoken.current.paragraph);
  }, [stopSpeaking, persist]);
  const sleepTimer = useSteppedSleepTimer({ fade, reportsWords, respeak, playing, pause });
  const toggle = useCallback(() => {
    if (!open) start();
    else if (playing) pause();
    else play();
  }, [open, playing, start, pause, play]);
  const close = useCallback(() => {
    if (playingRef.current) pause();
    setOpen(false);
    sleepTimer.turnOff();
    setError(null);
  }, [pause, sleepTimer.turnOff]);
  const seekToParagraph = useCallback(
    (target: number) => (open ? speakFrom(target) : start(target)),
    [open, speakFrom, start],
  );
  // With a device voice the unit of movement is the paragraph.
  const skip = useCallback(
    (seconds: number) => speakFrom(spoken.current.paragraph + (seconds < 0 ? -1 : 1)),
    [speakFrom],
  );
  const seek = useCallback(() => {}, []);

  // Leaving the page keeps the position and silences the voice.
  const spokenParagraph = useCallback(() => spoken.current.paragraph, []);
  useEffect(() => {
    const onHide = () => persist(true, spokenParagraph());
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
      stopSpeaking();
    };
  }, [persist, spokenParagraph, stopSpeaking]);

  useMediaSession({
    open,
    title: source.title,
    artist: audioUi.player.deviceVoice,
    cover: source.cover,
    playing,
    controls: {
      play,
      pause,
      stop: close,
      skip,
      previousParagraph: () => skip(-1),
      nextParagraph: () => skip(1),
    },
  });

  return {
    audioRef,
    available,
    open,
    playing,
    loading: false,
    error,
    currentTime: 0,
    duration: 0,
    ...playback,
    narratedIndex: open ? index : null,
    ...sleepControls(sleepTimer),
    start,
    toggle,
    play,
    pause,
    close,
    seek,
    skip,
    seekToParagraph,
  };
}
