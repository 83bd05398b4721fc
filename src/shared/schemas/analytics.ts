import { z } from 'zod';
import { successResponseSchema } from './envelope.ts';

/** A page view the client records on every route change. */
export const pageViewInputSchema = z.strictObject({
  path: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/[^\s]*$/, 'deve ser um caminho que começa com /'),
  referrer: z.string().max(2048).nullish(),
  visitorId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .nullish(),
});
export type PageViewInput = z.infer<typeof pageViewInputSchema>;

export const pageViewRecordedSchema = successResponseSchema({});
