import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { savePosition } from './listening-positions.ts';
import { paragraphAt, resumeSeconds } from './narration-rules.ts';

const LOCAL_SAVE_EVERY_S = 5;
/** HTMLMediaElement.HAVE_METADATA: the duration is known. */
const HAVE_METADATA = 1;
const SERVER_SAVE_EVERY_S = 30;

/**
 * Where the listener is in a recording: saved on the device every few seconds, on the server less
 * often, on every stop and when the page is left; and a saved position resumed once the file's
 * duration is known.
 */
export function useRecordingPosition(
  audioRef: RefObject<HTMLAudioElement | null>,
  voyageId: string | undefined,
) {
  const lastLocalSave = useRef(0);
  const lastServerSave = useRef(0);
  /** When each paragraph starts, as the narration knows it now (set by the caller on each render). */
  const timingsRef = useRef<readonly number[] | null>(null);
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
    [audioRef, voyageId],
  );
  /** On each time update: the device every 5 s of listening, the server every 30 s. */
  const persistWhileListening = useCallback(
    (seconds: number) => {
      if (Math.abs(seconds - lastLocalSave.current) >= LOCAL_SAVE_EVERY_S) {
        persist(Math.abs(seconds - lastServerSave.current) >= SERVER_SAVE_EVERY_S);
      }
    },
    [persist],
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
  }, [audioRef]);
  const resumeAt = useCallback(
    (seconds: number) => {
      pendingResume.current = seconds;
      applyPendingResume();
    },
    [applyPendingResume],
  );
  /** The listener chose a moment: a saved position arriving late must not move it. */
  const forgetPendingResume = useCallback(() => {
    pendingResume.current = null;
  }, []);

  // Leaving the page keeps the position.
  useEffect(() => {
    const onHide = () => persist(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, [persist]);

  return { timingsRef, persist, persistWhileListening, applyPendingResume, resumeAt, forgetPendingResume };
}
