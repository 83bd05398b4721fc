import { createContext, useContext } from 'react';

/**
 * Dialogs and popovers render inside the reader's root, so they take the theme's CSS variables
 * (a portal to <body> would leave the `data-theme` element).
 */
export const ReaderPortalContext = createContext<HTMLElement | null>(null);

export function useReaderPortal(): HTMLElement | undefined {
  return useContext(ReaderPortalContext) ?? undefined;
}
