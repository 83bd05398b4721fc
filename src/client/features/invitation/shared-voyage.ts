/**
 * SPEC §3 Shared voyage: the invitation's data, from the two local samples (ids 1 and 2) or from a
 * traveller's invitation (docs/architecture/invitations.md), always drawn with the 'transformative-journey'
 * template.
 */
import {
  INVITATION_SAMPLE_EXPIRY_DAYS,
  INVITATION_SIMULATED_LOAD_MS,
  INVITATION_STATIONS,
} from '#shared/constants.ts';
import { invitation as texts } from '#shared/messages/pt-invitation.ts';
import type { Invitation } from '#shared/schemas/invitations.ts';

export const TEMPLATE_TYPES = ['transformative-journey'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export interface Station {
  stationNumber: number;
  title: string;
  description: string;
}

export interface SharedVoyage {
  id: string;
  templateType: string;
  title: string;
  subtitle: string;
  senderName: string;
  recipientName: string;
  createdAt: string;
  expiresAt: string;
  destination: string;
  departure: string;
  return: string;
  baggage: string;
  stations: Station[];
  quote: string;
  /** The ticket's 4-digit number (SPEC §2.6: random; a traveller's invitation keeps its own). */
  ticketNumber?: number;
}

/** SPEC §3: unknown template types fall back to the same template. */
export function templateOf(_templateType: string) {
  return texts.transformativeJourney;
}

const DAY_MS = 86_400_000;

function templateStations(): Station[] {
  return texts.transformativeJourney.stations
    .slice(0, INVITATION_STATIONS)
    .map((station, index) => ({ stationNumber: index + 1, ...station }));
}

interface SampleNames {
  senderName: string;
  recipientName: string;
  destination: string;
}

function sample(id: string, expiryDays: number, names: SampleNames, now: Date) {
  const template = texts.transformativeJourney;
  return {
    id,
    templateType: 'transformative-journey',
    title: template.title,
    subtitle: template.subtitle,
    senderName: names.senderName,
    recipientName: names.recipientName,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + expiryDays * DAY_MS).toISOString(),
    destination: names.destination,
    departure: template.departure,
    return: template.return,
    baggage: template.baggage,
    stations: templateStations(),
    quote: template.quote,
  } satisfies SharedVoyage;
}

/** The two local samples (SPEC §3: ids 1 and 2, expiring in 30 and 45 days). */
export function sampleVoyages(now = new Date()): SharedVoyage[] {
  const [firstDays, secondDays] = INVITATION_SAMPLE_EXPIRY_DAYS;
  return [
    sample('1', firstDays, texts.samples.first, now),
    sample('2', secondDays, texts.samples.second, now),
  ];
}

export class SharedVoyageNotFound extends Error {}

/**
 * SPEC §4.6: loading is simulated with an 800 ms delay; a missing id gives the first sample, an
 * unknown one fails with 'Viagem não encontrada'.
 */
export async function loadSampleVoyage(
  voyageId: string | undefined,
  delayMs = INVITATION_SIMULATED_LOAD_MS,
): Promise<SharedVoyage> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const samples = sampleVoyages();
  const found = voyageId === undefined ? samples[0] : samples.find((voyage) => voyage.id === voyageId);
  if (!found) throw new SharedVoyageNotFound(texts.notFoundTitle);
  return found;
}

/** A traveller's invitation drawn as a shared voyage. */
export function sharedVoyageFromInvitation(invitation: Invitation): SharedVoyage {
  const template = texts.transformativeJourney;
  return {
    id: invitation.token,
    templateType: 'transformative-journey',
    title: invitation.voyage.title,
    subtitle: invitation.voyage.short_description,
    senderName: invitation.sender_name,
    recipientName: invitation.recipient_name ?? texts.samples.first.recipientName,
    createdAt: invitation.created_at,
    expiresAt: invitation.expires_at,
    destination: invitation.voyage.title,
    departure: template.departure,
    return: template.return,
    baggage: template.baggage,
    stations: templateStations(),
    quote: invitation.voyage.quote || template.quote,
    ticketNumber: invitation.ticket_number,
  };
}

/** SPEC §2.6: names given in the address (`?de=…&para=…`) override the data. */
export function withNamesFromAddress(voyage: SharedVoyage, search: URLSearchParams): SharedVoyage {
  const senderName = search.get('de')?.trim().slice(0, 60);
  const recipientName = search.get('para')?.trim().slice(0, 60);
  return {
    ...voyage,
    senderName: senderName || voyage.senderName,
    recipientName: recipientName || voyage.recipientName,
  };
}
