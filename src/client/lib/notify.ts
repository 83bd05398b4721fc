import { TOAST_DURATION_DEFAULT_MS, TOAST_DURATION_SUCCESS_MS } from '#shared/constants.ts';

/**
 * The toaster mounts once the page has loaded and idled, or at the first message, whichever comes
 * first: sonner is not evaluated while the screen starts. A message given before the toaster
 * subscribes is kept by sonner and shown when it does.
 */
let toastRequested = false;
const toastRequestListeners = new Set<() => void>();

export function subscribeToToastRequest(listener: () => void) {
  toastRequestListeners.add(listener);
  return () => {
    toastRequestListeners.delete(listener);
  };
}

export const isToastRequested = () => toastRequested;

function withSonner(show: (sonner: typeof import('sonner')) => void) {
  if (!toastRequested) {
    toastRequested = true;
    for (const listener of toastRequestListeners) listener();
  }
  void import('sonner').then(show);
}

/** Callers never wait for a toast. */
export function notifySuccess(message: string) {
  withSonner(({ toast }) => toast.success(message, { duration: TOAST_DURATION_SUCCESS_MS }));
}

export function notifyError(message: string, options: { duration?: number; dismissible?: boolean } = {}) {
  withSonner(({ toast }) =>
    toast.error(message, {
      duration: options.duration ?? TOAST_DURATION_DEFAULT_MS,
      dismissible: options.dismissible ?? true,
      ...(options.dismissible ? { closeButton: true } : {}),
    }),
  );
}

export function notifyInfo(message: string) {
  withSonner(({ toast }) => toast(message, { duration: TOAST_DURATION_DEFAULT_MS }));
}
