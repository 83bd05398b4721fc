import { useCallback, useState } from 'react';
import { closeEbookAd, isEbookAdClosed } from './reader-storage.ts';
import { showsEbookAd } from './reading-rules.ts';

/**
 * The ebook offer (SPEC §4.5): whether it shows now (a voyage completed on this screen counts as
 * completed), and closing it for good on this device.
 */
export function useEbookOffer(
  voyage: { id: string; isFree: boolean; isCompleted: boolean },
  completedHere: boolean,
  percent: number,
) {
  const [adClosed, setAdClosed] = useState(() => isEbookAdClosed(voyage.id));
  const isCompleted = completedHere || voyage.isCompleted;
  const shown = !adClosed && showsEbookAd({ isFree: voyage.isFree, isCompleted }, percent);
  const close = useCallback(() => {
    closeEbookAd(voyage.id);
    setAdClosed(true);
  }, [voyage.id]);
  return { shown, close };
}
