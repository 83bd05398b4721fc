import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_DEFAULT_MS } from '#shared/constants.ts';
import { ptPublic } from '#shared/messages/pt-public.ts';

// Sonner's rich colours are a little too light on their tints for WCAG AA; darker text keeps them.
const accessibleColours = {
  '--success-text': '#14532d',
  '--error-text': '#991b1b',
  '--info-text': '#1e3a8a',
  '--warning-text': '#7c2d12',
} as CSSProperties;

export default function Toaster() {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      // Two messages at once are both shown whole: stacked, the one behind is half covered and
      // unreadable (axe measures its text against the toast over it).
      expand
      duration={TOAST_DURATION_DEFAULT_MS}
      style={accessibleColours}
      containerAriaLabel={ptPublic.notifications.region}
      toastOptions={{ closeButtonAriaLabel: ptPublic.notifications.close }}
    />
  );
}
