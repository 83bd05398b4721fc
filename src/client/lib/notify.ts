import { TOAST_DURATION_DEFAULT_MS, TOAST_DURATION_SUCCESS_MS } from '#shared/constants.ts';

/** Toasts load with the toaster, after the page is interactive; callers never wait for them. */
export function notifySuccess(message: string) {
  void import('sonner').then(({ toast }) => toast.success(message, { duration: TOAST_DURATION_SUCCESS_MS }));
}

export function notifyError(message: string, options: { duration?: number; dismissible?: boolean } = {}) {
  void import('sonner').then(({ toast }) =>
    toast.error(message, {
      duration: options.duration ?? TOAST_DURATION_DEFAULT_MS,
      dismissible: options.dismissible ?? true,
      ...(options.dismissible ? { closeButton: true } : {}),
    }),
  );
}

export function notifyInfo(message: string) {
  void import('sonner').then(({ toast }) => toast(message, { duration: TOAST_DURATION_DEFAULT_MS }));
}
