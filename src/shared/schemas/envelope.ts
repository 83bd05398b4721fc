/**
 * The one success envelope of every API answer (SPEC §7): `{ success: true, … }`. Failures have
 * theirs in `errors.ts`.
 */
import { z } from 'zod';

/** `{ success: true }` and the answer's own top-level fields (`data`, `meta`, `message`…). */
export function successResponseSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: z.literal(true), ...shape });
}

/** `{ success: true, data }`, with any further top-level fields the answer carries (`meta`, `message`). */
export function dataResponseSchema<
  Data extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(data: Data, extra?: Extra) {
  return successResponseSchema({ data, ...(extra as Extra) });
}
