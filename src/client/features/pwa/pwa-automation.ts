import { storage } from '#client/lib/storage.ts';

/**
 * Browser tests drive the app through automation; a service worker there would answer requests the
 * tests mean to intercept. They opt in with this key (the PWA suite does).
 */
export const AUTOMATION_OPT_IN_KEY = 'rota_pwa_under_automation';

/** Driven by automation that did not opt in: no service worker, no install banner. */
export function underAutomationWithoutOptIn(): boolean {
  return navigator.webdriver && storage.get(AUTOMATION_OPT_IN_KEY) !== '1';
}
