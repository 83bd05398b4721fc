import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { loadFailureOf } from './load-failure.ts';
import { notStartedRedirectPath } from './reader-state-screens.tsx';
import { shortcutFor } from './use-reader-shortcuts.ts';

describe('loadFailureOf (SPEC §8, voyage load)', () => {
  const failure = (status: number, message?: string, code = 'X') =>
    loadFailureOf(
      new ApiError(status, message ?? 'Erro desconhecido.', code, message ? { message } : undefined),
    );

  it('404 is "Viagem não encontrada!"', () => {
    expect(failure(404, 'Viagem não encontrada')).toEqual({
      kind: 'not-found',
      message: 'Viagem não encontrada!',
    });
  });

  it('500 is the server error text', () => {
    expect(failure(500, 'Erro interno')).toEqual({
      kind: 'server',
      message: 'Ocorreu um erro no servidor ao tentar carregar a viagem. Tente novamente mais tarde.',
    });
  });

  it('410, or the code VOYAGE_COMPLETED, marks the voyage completed', () => {
    const completed = {
      kind: 'completed',
      message: 'Esta viagem já foi concluída! Parabéns pela sua conquista.',
    };
    expect(failure(410, 'Gone')).toEqual(completed);
    expect(failure(409, 'Viagem já concluída. Reembarque para ler de novo.', 'VOYAGE_COMPLETED')).toEqual(
      completed,
    );
  });

  it('a message that merely mentions completion is not taken for the code', () => {
    expect(failure(409, 'Viagem já concluída?', 'VOYAGE_NOT_STARTED').kind).toBe('other');
  });

  it("other errors use the server's message, or the fallback", () => {
    expect(failure(409, 'Esta viagem ainda não foi iniciada.')).toEqual({
      kind: 'other',
      message: 'Esta viagem ainda não foi iniciada.',
    });
  });

  it('no answer at all (no signal, or too slow) is told apart, with the same fallback text', () => {
    const noSignal = { kind: 'no-signal', message: 'Não foi possível carregar o conteúdo da viagem.' };
    expect(failure(0, undefined, 'NETWORK_ERROR')).toEqual(noSignal);
    expect(failure(0, undefined, 'TIMEOUT')).toEqual(noSignal);
  });

  it('anything else is the generic error', () => {
    expect(loadFailureOf(new Error('boom'))).toEqual({ kind: 'generic', message: 'Erro desconhecido.' });
    expect(failure(200, undefined, 'INVALID_RESPONSE').kind).toBe('generic');
  });
});

describe('notStartedRedirectPath (SPEC §4.5)', () => {
  it('goes to the detail page, or /home without an id', () => {
    expect(notStartedRedirectPath('3')).toBe('/viagem/detalhes/3');
    expect(notStartedRedirectPath(undefined)).toBe('/home');
  });
});

describe('shortcutFor', () => {
  it('maps the listed keys, in either case', () => {
    expect(shortcutFor('[')).toBe('previousSection');
    expect(shortcutFor(']')).toBe('nextSection');
    expect(shortcutFor('t')).toBe('cycleTheme');
    expect(shortcutFor('T')).toBe('cycleTheme');
    expect(shortcutFor('+')).toBe('fontLarger');
    expect(shortcutFor('-')).toBe('fontSmaller');
    expect(shortcutFor('b')).toBe('toggleBookmark');
    expect(shortcutFor('n')).toBe('editNote');
    expect(shortcutFor('?')).toBe('showHelp');
    expect(shortcutFor('x')).toBeUndefined();
  });
});
