/**
 * Browser tests drive the app through automation; a service worker there would answer requests the
 * tests mean to intercept. They opt in with this key (the PWA suite does).
 */
export const AUTOMATION_OPT_IN_KEY = 'rota_pwa_under_automation';
