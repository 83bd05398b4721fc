import type { VoyageThemeColor } from '#shared/constants.ts';

/** SPEC §3: a highlighted voyage's theme colour names a gradient; unknown names read as green. */
const gradients: Record<VoyageThemeColor, string> = {
  green: 'from-rio-500 via-rio-700 to-rio-950',
  amber: 'from-terra-300 via-terra-500 to-terra-800',
  indigo: 'from-indigo-400 via-indigo-700 to-indigo-950',
  pink: 'from-pink-400 via-pink-600 to-rose-900',
  teal: 'from-teal-300 via-teal-600 to-cyan-950',
};

export function voyageGradient(themeColor: string): string {
  return Object.hasOwn(gradients, themeColor) ? gradients[themeColor as VoyageThemeColor] : gradients.green;
}

const ICON_NAMES = ['waves', 'trees', 'sunrise', 'moon'] as const;
export type VoyageIconName = (typeof ICON_NAMES)[number] | 'compass';

/** The icon a voyage's `icon` names; a compass for any name we do not draw. */
export function voyageIconName(name: string): VoyageIconName {
  return ICON_NAMES.find((known) => known === name) ?? 'compass';
}
