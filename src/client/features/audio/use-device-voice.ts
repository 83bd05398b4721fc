/**
 * Listening without recorded narration (docs/decisions/070): the device's own pt-BR voice (Web
 * Speech API) reads the voyage paragraph by paragraph, with the same player. Seeking moves by
 * paragraph; the speed, volume, mute and sleep timer work as with a recording.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { storage } from '#client/lib/storage.ts';
import { AUDIO_SPEEDS, STORAGE_KEYS } from '#shared/constants.ts';
import { clampVolume, nextSpeed } from './narration-rules.ts';
import type { Narration, NarrationSource, SleepTimer } from './use-narration.ts';

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

export function useDeviceVoice(source: NarrationSource, enabled: boolean): Narration {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const available = useHasPortugueseVoice(enabled) && source.paragraphs.length > 0;
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [index, setIndex] = useState(0);
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

  // Each utterance reads one paragraph and hands over to the next; a newer call cancels older ones.
  const generation = useRef(0);
  const settings = useRef({ volume, muted, rate });
  settings.current = { volume, muted, rate };
  const paragraphs = source.paragraphs;

  const speakFrom = useCallback(
    (start: number) => {
      const synth = window.speechSynthesis;
      generation.current += 1;
      const mine = generation.current;
      synth.cancel();
      const speak = (at: number) => {
        if (mine !== generation.current) return;
        if (at >= paragraphs.length) {
          setPlaying(false);
          return;
        }
        setIndex(at);
        const utterance = new SpeechSynthesisUtterance(paragraphs[at] ?? '');
        utterance.lang = 'pt-BR';
        const voice = portugueseVoice();
        try {
          if (voice) utterance.voice = voice;
        } catch {
          // A voice object this engine does not accept: `lang` still picks a Portuguese one.
        }
        utterance.rate = settings.current.rate;
        utterance.volume = settings.current.muted ? 0 : settings.current.volume;
        utterance.onend = () => speak(at + 1);
        synth.speak(utterance);
      };
      setPlaying(true);
      speak(Math.min(Math.max(0, start), paragraphs.length - 1));
    },
    [paragraphs],
  );

  const stopSpeaking = useCallback(() => {
    generation.current += 1;
    if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    setPlaying(false);
  }, []);

  const start = useCallback(
    (fromParagraph?: number) => {
      if (!available) return;
      setOpen(true);
      speakFrom(fromParagraph ?? index);
    },
    [available, speakFrom, index],
  );
  const play = useCallback(() => speakFrom(index), [speakFrom, index]);
  const pause = stopSpeaking;
  const toggle = useCallback(() => {
    if (!open) start();
    else if (playing) stopSpeaking();
    else play();
  }, [open, playing, start, stopSpeaking, play]);
  const close = useCallback(() => {
    stopSpeaking();
    setOpen(false);
    setSleepState({ kind: 'off' });
  }, [stopSpeaking]);
  const seekToParagraph = useCallback(
    (target: number) => (open ? speakFrom(target) : start(target)),
    [open, speakFrom, start],
  );
  // With a device voice the unit of movement is the paragraph.
  const skip = useCallback(
    (seconds: number) => speakFrom(index + (seconds < 0 ? -1 : 1)),
    [speakFrom, index],
  );
  const seek = useCallback(() => {}, []);

  // A change of speed or volume applies from the paragraph being read.
  const respeak = useCallback(() => {
    if (playing) speakFrom(index);
  }, [playing, speakFrom, index]);
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
    if (timer === 'off') setSleepState({ kind: 'off' });
    else if (timer === 'end') setSleepState({ kind: 'end' });
    else setSleepState({ kind: 'minutes', endsAt: Date.now() + timer * 60_000 });
  }, []);
  useEffect(() => {
    if (sleep.kind !== 'minutes') {
      setSleepSecondsLeft(null);
      return;
    }
    const tick = () => {
      const left = (sleep.endsAt - Date.now()) / 1000;
      setSleepSecondsLeft(Math.max(0, left));
      if (left <= 0) {
        stopSpeaking();
        setSleepState({ kind: 'off' });
      }
    };
    tick();
    const timer = setInterval(tick, 500);
    return () => clearInterval(timer);
  }, [sleep, stopSpeaking]);

  // Leaving the page silences the voice.
  useEffect(() => () => stopSpeaking(), [stopSpeaking]);

  return {
    audioRef,
    available,
    open,
    playing,
    loading: false,
    error: null,
    currentTime: 0,
    duration: 0,
    volume,
    muted: muted || volume === 0,
    rate,
    narratedIndex: open ? index : null,
    sleep,
    sleepSecondsLeft,
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
