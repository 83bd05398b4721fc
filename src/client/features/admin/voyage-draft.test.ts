import { describe, expect, it } from 'vitest';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import type { AdminVoyage } from '#shared/schemas/admin-voyages.ts';
import { adminVoyagePayloadSchema } from '#shared/schemas/admin-voyages.ts';
import {
  addHighlight,
  draftFrom,
  insertParagraphAfter,
  moveParagraph,
  payloadFrom,
  removeHighlight,
  removeParagraph,
  voyageDraftResolver,
} from './voyage-draft.ts';

const voyage: AdminVoyage = {
  id: '7',
  slug: 'noite-no-lago',
  is_published: true,
  published_at: '2026-01-01T12:00:00.000Z',
  view_count: 3,
  travellers: 2,
  narration_timed: false,
  updated_at: '2026-01-02T12:00:00.000Z',
  title: 'Noite no Lago',
  short_description: 'Uma noite de canoa.',
  description: 'Quando o motor se cala, o lago começa a falar.',
  summary: 'Iara ensina a ouvir o escuro.',
  author: 'Iara',
  duration: 20,
  cost: 3,
  themes: ['Escuta', 'Noite'],
  quote: 'O escuro também tem caminho.',
  theme_color: 'indigo',
  icon: 'moon',
  is_highlighted: false,
  cover_image: null,
  audio_url: null,
  paragraphs: ['A canoa desliza.', 'Os vaga-lumes acendem a margem.', 'O escuro também tem caminho.'],
  highlights: [
    { position: 1, quote: 'vaga-lumes' },
    { position: 2, quote: 'O escuro' },
  ],
};

describe('the voyage draft', () => {
  it('sends back what it loaded, unchanged and valid', () => {
    const payload = adminVoyagePayloadSchema.parse(payloadFrom(draftFrom(voyage)));
    expect(payload.paragraphs).toEqual(voyage.paragraphs.map((text, origin) => ({ text, origin })));
    expect(payload.highlights).toEqual(voyage.highlights);
    expect(payload.themes).toEqual(['Escuta', 'Noite']);
  });

  it('keeps highlights with their paragraph when paragraphs move, appear or go', () => {
    let paragraphs = draftFrom(voyage).paragraphs;
    paragraphs = insertParagraphAfter(paragraphs, -1);
    paragraphs[0] = { ...(paragraphs[0] as (typeof paragraphs)[0]), text: 'Prólogo.' };
    paragraphs = moveParagraph(paragraphs, 3, -1);
    paragraphs = removeParagraph(paragraphs, 1);
    const payload = payloadFrom({ ...draftFrom(voyage), paragraphs });
    expect(payload.paragraphs).toEqual([
      { text: 'Prólogo.', origin: null },
      { text: 'O escuro também tem caminho.', origin: 2 },
      { text: 'Os vaga-lumes acendem a margem.', origin: 1 },
    ]);
    expect(payload.highlights).toEqual([
      { position: 1, quote: 'O escuro' },
      { position: 2, quote: 'vaga-lumes' },
    ]);
  });

  it('adds only words of the paragraph, once, and drops a highlight edited away', () => {
    const [first] = draftFrom(voyage).paragraphs;
    if (!first) throw new Error('no paragraph');
    expect(addHighlight(first, 'não está aqui').highlights).toEqual([]);
    const highlighted = addHighlight(addHighlight(first, ' canoa '), 'canoa');
    expect(highlighted.highlights).toEqual(['canoa']);
    expect(removeHighlight(highlighted, 'canoa').highlights).toEqual([]);
    const edited = { ...highlighted, text: 'O barco desliza.' };
    expect(payloadFrom({ ...draftFrom(voyage), paragraphs: [edited] }).highlights).toEqual([]);
  });

  it('names a typed number that is not whole so the schema can say which field', () => {
    const draft = { ...draftFrom(voyage), cost: '2,5', duration: '' };
    const result = adminVoyagePayloadSchema.safeParse(payloadFrom(draft));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['cost', 'duration']));
  });

  it('validates for the form: the payload when valid, else each message on the draft field typed', async () => {
    const resolve = (draft: ReturnType<typeof draftFrom>) =>
      voyageDraftResolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false });
    const valid = await resolve(draftFrom(voyage));
    expect(valid.errors).toEqual({});
    expect(valid.values).toEqual(adminVoyagePayloadSchema.parse(payloadFrom(draftFrom(voyage))));

    const loaded = draftFrom(voyage);
    const paragraphs = loaded.paragraphs.map((paragraph, index) =>
      index === 1 ? { ...paragraph, text: '   ' } : paragraph,
    );
    const refused = await resolve({ ...loaded, shortDescription: '', cost: '2,5', paragraphs });
    expect(refused.values).toEqual({});
    expect(refused.errors.shortDescription?.message).toBe(adminVoyagesUi.validation.shortDescriptionRequired);
    expect(refused.errors.cost?.message).toBe(adminVoyagesUi.validation.costInvalid);
    expect(refused.errors.paragraphs?.[1]?.text?.message).toBe(adminVoyagesUi.validation.paragraphEmpty);
    expect(refused.errors.paragraphs?.[0]).toBeUndefined();
    expect(Object.keys(refused.errors).sort()).toEqual(['cost', 'paragraphs', 'shortDescription']);
  });
});
