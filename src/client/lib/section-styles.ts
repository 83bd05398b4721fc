/** Class names shared by the public pages (marketing, sales, catalogue, /play), so sections look the same everywhere. */

export const sectionStyles = {
  container: 'mx-auto w-full max-w-6xl px-5 sm:px-8',
  eyebrow: 'text-sm font-semibold uppercase tracking-widest text-terra-700',
  title: 'font-display text-3xl leading-tight text-rio-900 sm:text-4xl',
  lead: 'text-lg leading-relaxed text-stone-700',
} as const;
