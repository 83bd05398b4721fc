/**
 * The voyage editor's state (docs/architecture/admin.md): paragraphs carry their highlights and their index
 * at load time, so moving, inserting or deleting paragraphs keeps each highlight with its words and
 * lets the server move the travellers' notes and bookmarks along.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import {
  type AdminVoyage,
  type AdminVoyagePayload,
  adminVoyagePayloadSchema,
} from '#shared/schemas/admin-voyages.ts';

export interface DraftParagraph {
  /** A stable key for React while paragraphs move. */
  key: string;
  text: string;
  /** Its index when the editor loaded the voyage; null when written here. */
  origin: number | null;
  /** Quotes highlighted in this paragraph. */
  highlights: string[];
}

export interface VoyageDraft {
  title: string;
  shortDescription: string;
  description: string;
  summary: string;
  author: string;
  duration: string;
  cost: string;
  themes: string;
  quote: string;
  themeColor: string;
  icon: string;
  highlighted: boolean;
  coverImage: string | null;
  audioUrl: string | null;
  paragraphs: DraftParagraph[];
}

let keys = 0;
const newKey = () => `p${++keys}`;

export function newParagraph(text = ''): DraftParagraph {
  return { key: newKey(), text, origin: null, highlights: [] };
}

export function draftFrom(voyage: AdminVoyage | null): VoyageDraft {
  if (!voyage) {
    return {
      title: '',
      shortDescription: '',
      description: '',
      summary: '',
      author: '',
      duration: '30',
      cost: '0',
      themes: '',
      quote: '',
      themeColor: 'green',
      icon: 'waves',
      highlighted: false,
      coverImage: null,
      audioUrl: null,
      paragraphs: [newParagraph()],
    };
  }
  return {
    title: voyage.title,
    shortDescription: voyage.short_description,
    description: voyage.description,
    summary: voyage.summary,
    author: voyage.author,
    duration: String(voyage.duration),
    cost: String(voyage.cost),
    themes: voyage.themes.join(', '),
    quote: voyage.quote,
    themeColor: voyage.theme_color,
    icon: voyage.icon,
    highlighted: voyage.is_highlighted,
    coverImage: voyage.cover_image,
    audioUrl: voyage.audio_url,
    paragraphs: voyage.paragraphs.map((text, index) => ({
      key: newKey(),
      text,
      origin: index,
      highlights: voyage.highlights.filter((highlight) => highlight.position === index).map((h) => h.quote),
    })),
  };
}

/** A whole number typed in a field, or NaN (the schema then names the field). */
function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** What the form sends; the shared schema checks it before it leaves. */
export function payloadFrom(draft: VoyageDraft): Record<keyof AdminVoyagePayload, unknown> {
  return {
    title: draft.title,
    short_description: draft.shortDescription,
    description: draft.description,
    summary: draft.summary,
    author: draft.author,
    duration: wholeNumber(draft.duration),
    cost: wholeNumber(draft.cost),
    themes: draft.themes
      .split(',')
      .map((theme) => theme.trim())
      .filter(Boolean),
    quote: draft.quote,
    theme_color: draft.themeColor,
    icon: draft.icon,
    is_highlighted: draft.highlighted,
    cover_image: draft.coverImage,
    audio_url: draft.audioUrl,
    paragraphs: draft.paragraphs.map((paragraph) => ({ text: paragraph.text, origin: paragraph.origin })),
    // A highlight whose words were edited away is dropped (the editor warns before).
    highlights: draft.paragraphs.flatMap((paragraph, position) =>
      paragraph.highlights
        .filter((quote) => paragraph.text.includes(quote))
        .map((quote) => ({ position, quote })),
    ),
  };
}

/** The draft field each payload field comes from, so a message lands beside what was typed. */
const draftFieldOf: Record<keyof AdminVoyagePayload, keyof VoyageDraft> = {
  title: 'title',
  short_description: 'shortDescription',
  description: 'description',
  summary: 'summary',
  author: 'author',
  duration: 'duration',
  cost: 'cost',
  themes: 'themes',
  quote: 'quote',
  theme_color: 'themeColor',
  icon: 'icon',
  is_highlighted: 'highlighted',
  cover_image: 'coverImage',
  audio_url: 'audioUrl',
  paragraphs: 'paragraphs',
  // Highlights are kept with their paragraphs in the draft.
  highlights: 'paragraphs',
};

/**
 * The editor's validation: the draft becomes the payload and the shared schema checks it. A
 * message about one paragraph goes to `paragraphs[index].text`; any other to its draft field.
 */
export const voyageDraftResolver: Resolver<VoyageDraft, unknown, AdminVoyagePayload> = (draft) => {
  const parsed = adminVoyagePayloadSchema.safeParse(payloadFrom(draft));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  const paragraphErrors: { text: { type: string; message: string } }[] = [];
  for (const issue of parsed.error.issues) {
    const [payloadField, index] = issue.path;
    const error = { type: issue.code, message: issue.message };
    if (payloadField === 'paragraphs' && typeof index === 'number')
      paragraphErrors[index] ??= { text: error };
    // Every issue's path starts with a payload field: payloadFrom writes exactly those.
    else errors[draftFieldOf[payloadField as keyof AdminVoyagePayload]] ??= error;
  }
  // One paragraph's message and the whole text's message can stand together.
  if (paragraphErrors.length > 0) errors.paragraphs = Object.assign(paragraphErrors, errors.paragraphs);
  return { values: {}, errors: errors as FieldErrors<VoyageDraft> };
};

export function insertParagraphAfter(paragraphs: DraftParagraph[], index: number): DraftParagraph[] {
  return [...paragraphs.slice(0, index + 1), newParagraph(), ...paragraphs.slice(index + 1)];
}

export function removeParagraph(paragraphs: DraftParagraph[], index: number): DraftParagraph[] {
  return paragraphs.filter((_, position) => position !== index);
}

export function moveParagraph(paragraphs: DraftParagraph[], index: number, delta: -1 | 1): DraftParagraph[] {
  const target = index + delta;
  if (target < 0 || target >= paragraphs.length) return paragraphs;
  const next = [...paragraphs];
  [next[index], next[target]] = [next[target] as DraftParagraph, next[index] as DraftParagraph];
  return next;
}

export function addHighlight(paragraph: DraftParagraph, quote: string): DraftParagraph {
  const trimmed = quote.trim();
  if (!trimmed || !paragraph.text.includes(trimmed) || paragraph.highlights.includes(trimmed))
    return paragraph;
  return { ...paragraph, highlights: [...paragraph.highlights, trimmed] };
}

export function removeHighlight(paragraph: DraftParagraph, quote: string): DraftParagraph {
  return { ...paragraph, highlights: paragraph.highlights.filter((kept) => kept !== quote) };
}

/**
 * A draft as plain text, to keep what was typed when the voyage changed under the editor: each
 * field with its label, then the paragraphs separated by blank lines.
 */
export function draftAsText(draft: VoyageDraft): string {
  const fields = adminVoyagesUi.fields;
  const lines = [
    [fields.title, draft.title],
    [fields.author, draft.author],
    [fields.shortDescription, draft.shortDescription],
    [fields.description, draft.description],
    [fields.summary, draft.summary],
    [fields.duration, draft.duration],
    [fields.cost, draft.cost],
    [fields.themes, draft.themes],
    [fields.quote, draft.quote],
  ].map(([label, value]) => `${label}: ${value}`);
  const paragraphs = draft.paragraphs.map(
    (paragraph, index) => `${adminVoyagesUi.paragraphs.label(index)}\n${paragraph.text}`,
  );
  return [lines.join('\n'), ...paragraphs].join('\n\n');
}
