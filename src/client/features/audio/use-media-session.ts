/**
 * Lock-screen and headset controls (Media Session API) for whichever voice narrates: the voyage's
 * title and cover, and the actions the player offers.
 */
import { useEffect, useRef } from 'react';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';

export interface MediaSessionControls {
  play: () => void;
  pause: () => void;
  stop: () => void;
  /** Seconds back or forward (the recording), or a paragraph either way (the device's voice). */
  skip: (seconds: number) => void;
  /** Only a recording can go to a moment. */
  seekTo?: (seconds: number) => void;
  previousParagraph: () => void;
  nextParagraph: () => void;
}

const SKIP_SECONDS = 15;

export function useMediaSession({
  open,
  title,
  artist,
  cover,
  playing,
  controls,
}: {
  open: boolean;
  title: string;
  artist: string;
  cover: string | null;
  playing: boolean;
  controls: MediaSessionControls;
}) {
  // The handlers are set once per opening and always call the latest controls.
  const latest = useRef(controls);
  latest.current = controls;
  const canSeekTo = Boolean(controls.seekTo);

  useEffect(() => {
    if (!open || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title,
      artist,
      album: pt.brand.name,
      artwork: cover ? [{ src: cover, sizes: '512x512' }] : [],
    });
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => latest.current.play()],
      ['pause', () => latest.current.pause()],
      ['stop', () => latest.current.stop()],
      ['seekbackward', (details) => latest.current.skip(-(details.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (details) => latest.current.skip(details.seekOffset ?? SKIP_SECONDS)],
      ['previoustrack', () => latest.current.previousParagraph()],
      ['nexttrack', () => latest.current.nextParagraph()],
    ];
    if (canSeekTo) handlers.push(['seekto', (details) => latest.current.seekTo?.(details.seekTime ?? 0)]);
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // Same as above.
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [open, title, artist, cover, canSeekTo]);

  useEffect(() => {
    if (!open || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  }, [open, playing]);
}
