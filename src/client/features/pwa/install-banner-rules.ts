/**
 * When the install banner (SPEC §4.7) may show, for both of its versions: the app screens' React
 * one (pwa-root.tsx) and the static pages' island (public-page-pwa.ts).
 */
import { storage } from '#client/lib/storage.ts';
import { INSTALL_BANNER_SNOOZE_DAYS, STORAGE_KEYS } from '#shared/constants.ts';

const DAY_MS = 86_400_000;

/** Already opened as the installed app. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** iOS has no install-ready event: the banner shows the 'Adicionar à Tela de Início' hint instead. */
export function isIos(): boolean {
  return (
    /iphone|ipad|ipod/i.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

/** Dismissed within INSTALL_BANNER_SNOOZE_DAYS. */
export function dismissedRecently(now = Date.now()): boolean {
  const at = Date.parse(storage.get(STORAGE_KEYS.installBannerDismissedAt) ?? '');
  return Number.isFinite(at) && now - at < INSTALL_BANNER_SNOOZE_DAYS * DAY_MS;
}

export function rememberDismissal(): void {
  storage.set(STORAGE_KEYS.installBannerDismissedAt, new Date().toISOString());
}
