import type { ReaderNoteColor } from '#shared/constants.ts';

/** How each note colour shows: a stripe beside the note, the same on every theme (decision 160). */
export const noteColorStripe: Record<ReaderNoteColor, string> = {
  yellow: 'border-l-amber-400',
  green: 'border-l-emerald-500',
  blue: 'border-l-sky-500',
  pink: 'border-l-pink-500',
};

/** The swatch of a colour in the note editor. */
export const noteColorSwatch: Record<ReaderNoteColor, string> = {
  yellow: 'bg-amber-400',
  green: 'bg-emerald-500',
  blue: 'bg-sky-500',
  pink: 'bg-pink-500',
};
