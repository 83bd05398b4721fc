import { useEffect, useState } from 'react';
import { ACTIVITY_WINDOW_MS } from '#shared/constants.ts';
import { markLoaded } from './reader-storage.ts';

/** The 10 s after load before progress counts (SPEC §4.5): true once they have passed. */
export function useReadingWarmUp(voyageId: string): boolean {
  const [warmedUp, setWarmedUp] = useState(false);
  useEffect(() => {
    markLoaded(voyageId, Date.now());
    const timer = setTimeout(() => setWarmedUp(true), ACTIVITY_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [voyageId]);
  return warmedUp;
}
