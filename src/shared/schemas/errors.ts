import { z } from 'zod';

/** Every error the API answers: `{ success: false, code, message, errors? }` (DESIGN, HTTP contract). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
