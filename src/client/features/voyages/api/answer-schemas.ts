/**
 * The voyages' answer schemas. They, and zod's classic API with them, are imported where an answer
 * arrives (`voyageAnswer`, voyage-answer.ts), so `/home` and a voyage's detail start without evaluating zod or
 * building a schema (docs/architecture/frontend.md).
 */
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import {
  episodeDetailSchema,
  episodeSchema,
  voyageContentSchema,
  voyageStartSchema,
  voyageViewsSchema,
} from '#shared/schemas/voyages.ts';

export const episodesAnswerSchema = dataResponseSchema(episodeSchema.array());
export const episodeAnswerSchema = dataResponseSchema(episodeDetailSchema);
export const viewsAnswerSchema = dataResponseSchema(voyageViewsSchema);
export const startAnswerSchema = dataResponseSchema(voyageStartSchema);
export const contentAnswerSchema = dataResponseSchema(voyageContentSchema);
