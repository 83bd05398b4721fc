import { z } from 'zod';
import { VOYAGE_THEME_COLORS } from '../constants.ts';

/** SPEC §3, Highlighted voyage. */
export const highlightedVoyageSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  theme_color: z.enum(VOYAGE_THEME_COLORS),
  icon: z.string(),
  slug: z.string(),
  svg_image: z.string().nullable(),
  image: z.string().nullable(),
});
export type HighlightedVoyage = z.infer<typeof highlightedVoyageSchema>;

export const highlightedVoyagesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(highlightedVoyageSchema),
});
