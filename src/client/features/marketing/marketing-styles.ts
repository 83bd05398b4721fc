/** Class names shared by the marketing pages, so buttons and sections look the same everywhere. */

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-semibold transition-colors';

export const buttonStyles = {
  /** Amber call to action: the 'INICIAR VIAGEM' and buy buttons. */
  primary: `${buttonBase} bg-terra-400 text-rio-950 shadow-sm hover:bg-terra-300`,
  /** Deep river green, for the second most important action. */
  solid: `${buttonBase} bg-rio-800 text-white hover:bg-rio-700`,
  /** Outlined, for secondary links on light backgrounds. */
  outline: `${buttonBase} border-2 border-rio-800 text-rio-900 hover:bg-rio-50`,
  /** Outlined, on dark backgrounds. */
  outlineLight: `${buttonBase} border-2 border-rio-200 text-white hover:bg-rio-900`,
} as const;

export const sectionStyles = {
  container: 'mx-auto w-full max-w-6xl px-5 sm:px-8',
  eyebrow: 'text-sm font-semibold uppercase tracking-widest text-terra-700',
  title: 'font-display text-3xl leading-tight text-rio-900 sm:text-4xl',
  lead: 'text-lg leading-relaxed text-stone-700',
} as const;
