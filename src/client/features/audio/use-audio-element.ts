import { type RefObject, useEffect, useState } from 'react';

interface AudioElementHandlers {
  setLoading: (loading: boolean) => void;
  /** The listening position (use-recording-position.ts), saved as the element plays and stops. */
  positions: {
    persist: (toServer: boolean, at?: number) => void;
    persistWhileListening: (seconds: number) => void;
    applyPendingResume: () => void;
  };
  onError: (audio: HTMLAudioElement) => void;
}

/**
 * The <audio> element's events, the truth for what the listener hears: playing, the time, the
 * duration, waiting for data, failures and the end.
 */
export function useAudioElement(
  audioRef: RefObject<HTMLAudioElement | null>,
  { setLoading, positions, onError }: AudioElementHandlers,
) {
  const { persist, persistWhileListening, applyPendingResume } = positions;
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const listeners: Partial<Record<keyof HTMLMediaElementEventMap, () => void>> = {};
    const onDuration = () => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);
    const onWaiting = () => setLoading(true);
    const onReady = () => setLoading(false);
    listeners.timeupdate = () => {
      setCurrentTime(audio.currentTime);
      persistWhileListening(audio.currentTime);
    };
    listeners.durationchange = onDuration;
    listeners.loadedmetadata = () => {
      onDuration();
      applyPendingResume();
    };
    listeners.play = () => setPlaying(true);
    listeners.pause = () => {
      setPlaying(false);
      // The end saves its own position (below).
      if (!audio.ended) persist(true);
    };
    listeners.waiting = onWaiting;
    listeners.loadstart = onWaiting;
    listeners.canplay = onReady;
    listeners.playing = onReady;
    listeners.error = () => {
      if (!audio.getAttribute('src')) return;
      onError(audio);
      setPlaying(false);
    };
    // A narration heard to the end is finished: the next listen starts over.
    listeners.ended = () => {
      setPlaying(false);
      persist(true, 0);
    };
    const entries = Object.entries(listeners);
    for (const [event, listener] of entries) audio.addEventListener(event, listener);
    return () => {
      for (const [event, listener] of entries) audio.removeEventListener(event, listener);
    };
  }, [audioRef, setLoading, persist, persistWhileListening, applyPendingResume, onError]);

  return { playing, currentTime, setCurrentTime, duration };
}
