/**
 * The voyages' answer schemas. They, and zod's classic API with them, are imported where an answer
 * arrives (`voyageAnswer`, voyage-answer.ts), so a voyage's detail starts without evaluating zod or
 * building a schema; `/home`'s list has its own reader (episodes.ts, docs/architecture/frontend.md).
 */
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import {
  episodeDetailSchema,
  voyageContentSchema,
  voyageStartSchema,
  voyageViewsSchema,
} from '#shared/schemas/voyages.ts';

export const episodeAnswerSchema = dataResponseSchema(episodeDetailSchema);
export const viewsAnswerSchema = dataResponseSchema(voyageViewsSchema);
export const startAnswerSchema = dataResponseSchema(voyageStartSchema);
export const contentAnswerSchema = dataResponseSchema(voyageContentSchema);
