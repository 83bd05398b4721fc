/** Button looks shared by every screen, so actions read the same everywhere. */
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  /** Amber call to action: 'INICIAR VIAGEM', buy, the main action of a form. */
  primary: `${buttonBase} bg-terra-400 text-rio-950 shadow-sm hover:bg-terra-300`,
  /** Deep river green, for the second most important action. */
  solid: `${buttonBase} bg-rio-800 text-white hover:bg-rio-700`,
  /** Outlined, for secondary actions on light backgrounds. */
  outline: `${buttonBase} border-2 border-rio-800 text-rio-900 hover:bg-rio-50`,
  /** Outlined, on dark backgrounds. */
  outlineLight: `${buttonBase} border-2 border-rio-200 text-white hover:bg-rio-900`,
  /** Red, for the one action that destroys something for good (deleting an account). */
  danger: `${buttonBase} bg-red-700 text-white hover:bg-red-800`,
  /** A quiet text button. */
  ghost: `${buttonBase} px-3 text-rio-900 hover:bg-rio-50`,
} as const;
