import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_DEFAULT_MS } from '#shared/constants.ts';

export default function Toaster() {
  return <Sonner position="top-right" richColors closeButton duration={TOAST_DURATION_DEFAULT_MS} />;
}
