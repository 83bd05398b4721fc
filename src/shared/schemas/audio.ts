/** Narration: where a traveller stopped listening, and the voyages that can be heard (decision 070). */
import { z } from 'zod';
import { audioUi } from '../messages/pt-audio.ts';
import { dataResponseSchema } from './envelope.ts';
import { voyageRefSchema } from './voyages.ts';

const texts = audioUi.validation;

/** Longer than any narration; it only bounds the column. */
export const MAX_LISTENING_POSITION_SECONDS = 86_400;

export const listeningPositionParamsSchema = z.object({
  voyageId: voyageRefSchema(texts.voyageInvalid),
});

export const listeningPositionPayloadSchema = z.strictObject({
  position_seconds: z
    .number({ error: texts.positionInvalid })
    .min(0, texts.positionInvalid)
    .max(MAX_LISTENING_POSITION_SECONDS, texts.positionInvalid),
  paragraph_index: z
    .number({ error: texts.paragraphInvalid })
    .int(texts.paragraphInvalid)
    .min(0, texts.paragraphInvalid)
    .max(100_000, texts.paragraphInvalid),
  /** When the device heard it: an older position than the stored one changes nothing (offline). */
  recorded_at: z.iso.datetime({ offset: true, error: texts.dateInvalid }),
});
export type ListeningPositionPayload = z.infer<typeof listeningPositionPayloadSchema>;

export const listeningPositionSchema = z.object({
  voyage_id: z.string(),
  position_seconds: z.number(),
  paragraph_index: z.number().int(),
  updated_at: z.string(),
});
export type ListeningPosition = z.infer<typeof listeningPositionSchema>;

export const listeningPositionResponseSchema = dataResponseSchema(listeningPositionSchema.nullable());

/** A voyage with narration, as /play lists it. */
export const audioVoyageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  short_description: z.string(),
  image_url: z.string().nullable(),
  duration: z.number().int(),
  is_free: z.boolean(),
  cost: z.number().int(),
  is_started: z.boolean(),
  is_completed: z.boolean(),
  /** Started and not completed: its narration can be played now (the reading rules). */
  can_listen: z.boolean(),
  position: listeningPositionSchema.nullable(),
});
export type AudioVoyage = z.infer<typeof audioVoyageSchema>;

export const audioVoyagesResponseSchema = dataResponseSchema(z.array(audioVoyageSchema));
