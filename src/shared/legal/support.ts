/**
 * The support channel's promise (Decreto 7.962/2013, art. 4º, V): every traveller's message is
 * acknowledged at once with a protocol number and answered within this many days.
 */
import { saoPauloDay } from '../sao-paulo-day.ts';

export const SUPPORT_ANSWER_DAYS = 5;

const DAY_MS = 86_400_000;

/**
 * A traveller's message's protocol number: `RA-<São Paulo day it was sent>-<message id>`, unique
 * because the id is, and readable over the phone (`RA-20261126-000042`).
 */
export function supportProtocol(messageId: number | string, sentAt: string): string {
  return `RA-${saoPauloDay(new Date(sentAt)).replaceAll('-', '')}-${String(messageId).padStart(6, '0')}`;
}

/** When the answer is due: SUPPORT_ANSWER_DAYS after the request started waiting. */
export function supportAnswerDue(waitingSince: string): string {
  return new Date(Date.parse(waitingSince) + SUPPORT_ANSWER_DAYS * DAY_MS).toISOString();
}
