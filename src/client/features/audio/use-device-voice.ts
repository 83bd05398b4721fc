/**
 * Listening without recorded narration (docs/decisions/070): the device's own pt-BR voice (Web
 * Speech API) reads the voyage paragraph by paragraph, with the same player. Seeking moves by
 * paragraph; the speed, volume, mute and sleep timer work as with a recording, the position (the
 * paragraph) is saved and resumed the same way, and the lock screen shows the voyage.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '#client/lib/notify.ts';
import { storage } from '#client/lib/storage.ts';
import { AUDIO_SPEEDS, STORAGE_KEYS, TOAST_DURATION_AUDIO_ERROR_MS } from '#shared/constants.ts';
import { audio, audioUi } from '#shared/messages/pt-audio.ts';
import { localPosition, resumePosition, savePosition } from './listening-positions.ts';
import { clampVolume, nextSpeed, steppedFade } from './narration-rules.ts';
import { useMediaSession } from './use-media-session.ts';
import type { Narration, NarrationSource, SleepTimer } from './use-narration.ts';

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

function notifyAudioError(message: string) {
  notifyError(message, { duration: TOAST_DURATION_AUDIO_ERROR_MS, dismissible: true });
}

export function useDeviceVoice(source: NarrationSource, enabled: boolean): Narration {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const { voyageId, paragraphs } = source;
  const available = useHasPortugueseVoice(enabled) && paragraphs.length > 0 && Boolean(voyageId);
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [volume, setVolumeState] = useState(() =>
    clampVolume(Number(storage.get(STORAGE_KEYS.narrationVolume) ?? 1)),
  );
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(() => {
    const stored = Number(storage.get(STORAGE_KEYS.narrationRate));
    return (AUDIO_SPEEDS as readonly number[]).includes(stored) ? stored : 1;
  });
  const [sleep, setSleepState] = useState<SleepTimer>({ kind: 'off' });
  const [sleepSecondsLeft, setSleepSecondsLeft] = useState<number | null>(null);
  const [sleepEnded, setSleepEnded] = useState(false);

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

  // Positions, as with a recording: the paragraph on the device at each one, on the server every
  // 30 s and on every stop. The saved one is read before the first tap, which must start the voice.
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
        persist(Date.now() - lastServerSave.current >= SERVER_SAVE_EVERY_MS, at);
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
          setError(audio.playFailure);
          notifyAudioError(audio.playFailure);
        };
        synth.speak(utterance);
      };
      setPlaying(true);
      setError(null);
      setSleepEnded(false);
      speak(Math.min(Math.max(0, start), paragraphs.length - 1), fromChar);
    },
    [paragraphs, persist],
  );

  /** Said again from where the voice is, so a new speed or volume applies at once. */
  const respeak = useCallback(() => {
    if (!playingRef.current) return;
    const { paragraph, char } = spoken.current;
    speakFrom(paragraph, reportsWords.current ? char : 0);
  }, [speakFrom]);

  const stopSpeaking = useCallback(() => {
    generation.current += 1;
    if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    setPlaying(false);
  }, []);

  const start = useCallback(
    (fromParagraph?: number) => {
      // SPEC §8: no recording and no Portuguese voice on this device.
      if (!available) {
        notifyAudioError(audio.unavailable);
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
    [available, speakFrom, paragraphs.length],
  );
  const play = useCallback(() => speakFrom(spoken.current.paragraph), [speakFrom]);
  const pause = useCallback(() => {
    stopSpeaking();
    persist(true, spoken.current.paragraph);
  }, [stopSpeaking, persist]);
  const toggle = useCallback(() => {
    if (!open) start();
    else if (playing) pause();
    else play();
  }, [open, playing, start, pause, play]);
  const close = useCallback(() => {
    if (playingRef.current) pause();
    setOpen(false);
    setSleepState({ kind: 'off' });
    setError(null);
  }, [pause]);
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

  const setVolume = useCallback(
    (next: number) => {
      const value = clampVolume(next);
      setVolumeState(value);
      setMuted(value === 0);
      storage.set(STORAGE_KEYS.narrationVolume, String(value));
      settings.current = { ...settings.current, volume: value, muted: value === 0 };
      respeak();
    },
    [respeak],
  );
  const toggleMute = useCallback(() => {
    const next = !(muted || volume === 0);
    if (!next && volume === 0) setVolumeState(1);
    setMuted(next);
    settings.current = { ...settings.current, muted: next, volume: !next && volume === 0 ? 1 : volume };
    respeak();
  }, [muted, volume, respeak]);
  const cycleSpeed = useCallback(() => {
    const next = nextSpeed(rate);
    setRate(next);
    storage.set(STORAGE_KEYS.narrationRate, String(next));
    settings.current = { ...settings.current, rate: next };
    respeak();
  }, [rate, respeak]);

  const setSleep = useCallback((timer: 'off' | 'end' | number) => {
    setSleepEnded(false);
    if (timer === 'off') setSleepState({ kind: 'off' });
    else if (timer === 'end') setSleepState({ kind: 'end' });
    else setSleepState({ kind: 'minutes', minutes: timer, endsAt: Date.now() + timer * 60_000 });
  }, []);
  // The sleep timer: a countdown, the last seconds fading out in steps, then a pause. 'End of the
  // voyage' needs nothing: the voice stops after the last paragraph.
  useEffect(() => {
    if (sleep.kind !== 'minutes') {
      setSleepSecondsLeft(null);
      return;
    }
    const tick = () => {
      const left = (sleep.endsAt - Date.now()) / 1000;
      setSleepSecondsLeft(Math.max(0, left));
      if (left <= 0) {
        pause();
        setSleepState({ kind: 'off' });
        setSleepEnded(true);
        return;
      }
      const level = steppedFade(left);
      if (level !== fade.current) {
        fade.current = level;
        if (reportsWords.current) respeak();
      }
    };
    tick();
    const timer = setInterval(tick, 500);
    return () => {
      clearInterval(timer);
      fade.current = 1;
    };
  }, [sleep, pause, respeak]);

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
    volume,
    muted: muted || volume === 0,
    rate,
    narratedIndex: open ? index : null,
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
