import { useCallback, useState } from 'react';
import type { ReaderTheme } from '#shared/constants.ts';
import { readFontSize, readTheme, writeFontSize, writeTheme } from './reader-storage.ts';
import { clampFontSize, nextTheme } from './reading-rules.ts';

/** The reader's theme and font size (SPEC §4.5), kept on the device. */
export function useReaderAppearance() {
  const [theme, setTheme] = useState<ReaderTheme>(readTheme);
  const [fontSize, setFontSize] = useState(readFontSize);
  const cycleTheme = useCallback(() => {
    const next = nextTheme(theme);
    writeTheme(next);
    setTheme(next);
  }, [theme]);
  const changeFontSize = useCallback(
    (delta: number) => {
      const next = clampFontSize(fontSize + delta);
      writeFontSize(next);
      setFontSize(next);
    },
    [fontSize],
  );
  return { theme, fontSize, cycleTheme, changeFontSize };
}
