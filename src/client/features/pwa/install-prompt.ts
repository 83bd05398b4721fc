/**
 * The browser's install-ready event (SPEC §4.7) can fire before the banner's code has loaded, so
 * the root imports this small module to keep it (docs/architecture/pwa.md).
 */

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_READY_EVENT = 'rota:install-ready';

let deferred: InstallPromptEvent | null = null;

export function deferredInstallPrompt(): InstallPromptEvent | null {
  return deferred;
}

export function forgetInstallPrompt() {
  deferred = null;
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our banner offers the installation instead of the browser's own bar.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    window.dispatchEvent(new Event(INSTALL_READY_EVENT));
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
  });
}
