/**
 * The team counts days as Brazil lives them: America/Sao_Paulo, which has been UTC−3 all year since
 * daylight saving ended in 2019 (docs/architecture/admin.md). A fixed offset lets both databases, the server
 * and the browser cut days alike; should Brazil bring summer time back, this is the one place to
 * change.
 */
export const SAO_PAULO_UTC_OFFSET_HOURS = -3;

const DAY_MS = 86_400_000;
const OFFSET_MS = SAO_PAULO_UTC_OFFSET_HOURS * 3_600_000;

/** The São Paulo calendar day of an instant: 'YYYY-MM-DD'. */
export function saoPauloDay(instant: Date | number = Date.now()): string {
  return new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** When a São Paulo day starts, in UTC: '2026-11-24' → '2026-11-24T03:00:00.000Z'. */
export function saoPauloDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS).toISOString();
}

/** A calendar day moved by whole days: ('2026-11-24', -29) → '2026-10-26'. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included: ('2026-11-01', '2026-11-01') → 1. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
