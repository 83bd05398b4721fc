/**
 * The narration of one voyage (SPEC §4.5 Audio, docs/decisions/070): an <audio> element the page
 * renders, and everything a listener expects around it — play, pause, seek, volume and mute, the
 * speed cycle, the paragraph being spoken, lock-screen controls (Media Session), a sleep timer that
 * fades out, and the listening position saved on the device and on the server.
 */
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notifyError } from '#client/lib/notify.ts';
import { TOAST_DURATION_AUDIO_ERROR_MS } from '#shared/constants.ts';
import { audio as audioTexts, audioUi } from '#shared/messages/pt-audio.ts';
import { resumePosition } from './listening-positions.ts';
import type { Narration, NarrationSource } from './narration.ts';
import { estimatedTimings, fadedVolume, paragraphAt } from './narration-rules.ts';
import { useAudioElement } from './use-audio-element.ts';
import { useMediaSession } from './use-media-session.ts';
import { type PlaybackSettings, usePlaybackSettings } from './use-playback-settings.ts';
import { useRecordingPosition } from './use-recording-position.ts';
import { sleepControls, useSleepTimer } from './use-sleep-timer.ts';

function loadFailureMessage(audio: HTMLAudioElement): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || audio.error?.code === MediaError.MEDIA_ERR_NETWORK
    ? audioTexts.loadFailureConnection
    : audioTexts.loadFailure;
}

/** Volume, mute and speed, applied to the <audio> element. */
function useElementSettings(audioRef: RefObject<HTMLAudioElement | null>) {
  const applySettings = useCallback(
    (change: Partial<PlaybackSettings>) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (change.volume !== undefined) audio.volume = change.volume;
      if (change.muted !== undefined) audio.muted = change.muted;
      if (change.rate !== undefined) audio.playbackRate = change.rate;
    },
    [audioRef],
  );
  return usePlaybackSettings(applySettings);
}

/** One failure is said once, even when the element reports it twice (rejected play, error event). */
function useFailureReport(setError: (message: string) => void, setLoading: (loading: boolean) => void) {
  const lastFailure = useRef({ message: '', at: 0 });
  return useCallback(
    (message: string, cause: unknown) => {
      console.warn('narration: playback failed', cause);
      setError(message);
      const now = Date.now();
      if (lastFailure.current.message === message && now - lastFailure.current.at < 2_000) return;
      lastFailure.current = { message, at: now };
      setLoading(false);
      notifyError(message, { duration: TOAST_DURATION_AUDIO_ERROR_MS, dismissible: true });
    },
    [setError, setLoading],
  );
}

/** The sleep timer on a recording: the element's volume fades out over the last seconds. */
function useFadingSleepTimer(
  audioRef: RefObject<HTMLAudioElement | null>,
  volume: number,
  playing: boolean,
  pause: () => void,
) {
  const secondsToEnd = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return Infinity;
    return (Number.isFinite(audio.duration) ? audio.duration : Infinity) - audio.currentTime;
  }, [audioRef]);
  const fade = useCallback(
    (secondsLeft: number) => {
      if (audioRef.current) audioRef.current.volume = fadedVolume(volume, secondsLeft);
    },
    [audioRef, volume],
  );
  const restore = useCallback(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [audioRef, volume]);
  return useSleepTimer({ playing, secondsToEnd, fade, restore, pause });
}

/** The lock screen's progress bar follows the recording. */
function useMediaPositionState(open: boolean, duration: number, rate: number, currentTime: number) {
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
}

export function useNarration(source: NarrationSource): Narration {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const playback = useElementSettings(audioRef);
  const { volume, rate } = playback;

  const { voyageId, audioUrl, paragraphs } = source;
  const available = Boolean(audioUrl && voyageId);
  const positions = useRecordingPosition(audioRef, voyageId);
  const { timingsRef, persist } = positions;

  const reportPlayFailure = useFailureReport(setError, setLoading);

  const pause = useCallback(() => {
    audioRef.current?.pause();
  }, []);

  const reportLoadFailure = useCallback(
    (audio: HTMLAudioElement) => reportPlayFailure(loadFailureMessage(audio), audio.error),
    [reportPlayFailure],
  );
  const { playing, currentTime, setCurrentTime, duration } = useAudioElement(audioRef, {
    setLoading,
    positions,
    onError: reportLoadFailure,
  });

  const timings = useMemo(() => {
    if (source.timings && source.timings.length === paragraphs.length) return source.timings;
    return duration > 0 ? estimatedTimings(paragraphs, duration) : null;
  }, [source.timings, paragraphs, duration]);
  timingsRef.current = timings;
  const narratedIndex = open && timings ? paragraphAt(timings, currentTime) : null;

  const sleepTimer = useFadingSleepTimer(audioRef, volume, playing, pause);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setError(null);
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
        positions.resumeAt(position.seconds);
      });
    },
    [voyageId, audioUrl, volume, rate, play, timingsRef, positions.resumeAt],
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
    sleepTimer.turnOff();
    setError(null);
  }, [persist, sleepTimer.turnOff]);

  const seek = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio || !Number.isFinite(seconds)) return;
      positions.forgetPendingResume();
      const end = Number.isFinite(audio.duration) ? audio.duration : seconds;
      audio.currentTime = Math.min(Math.max(0, seconds), end);
      setCurrentTime(audio.currentTime);
    },
    [positions.forgetPendingResume, setCurrentTime],
  );

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
    [open, paragraphs.length, start, seek, play, timingsRef],
  );

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
  useMediaPositionState(open, duration, rate, currentTime);

  return {
    audioRef,
    available,
    open,
    playing,
    loading,
    error,
    currentTime,
    duration,
    ...playback,
    narratedIndex,
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
