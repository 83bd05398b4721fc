/**
 * The support channel's promise (Decreto 7.962/2013, art. 4º, V): every traveller's message is
 * acknowledged at once with a protocol number and answered within this many days.
 */
export const SUPPORT_ANSWER_DAYS = 5;
