import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { failureMessage, isNetworkFailure, serverMessageOf } from './failure-message.ts';

const fallbacks = { network: 'sem resposta', noMessage: 'sem mensagem' };

describe('failureMessage (SPEC §8 fallbacks, docs/architecture/frontend.md)', () => {
  it("gives the server's own message first", () => {
    const error = new ApiError(409, 'Já existe.', 'CONFLICT', { success: false, message: 'Já existe.' });
    expect(serverMessageOf(error)).toBe('Já existe.');
    expect(failureMessage(error, fallbacks)).toBe('Já existe.');
  });

  it('says "no answer" for a call that never got one (network, timeout)', () => {
    const error = new ApiError(0, 'Erro desconhecido.', 'NETWORK_ERROR');
    expect(isNetworkFailure(error)).toBe(true);
    expect(failureMessage(error, fallbacks)).toBe('sem resposta');
  });

  it("ignores the client's generic text when the answer had no message, or a blank one", () => {
    expect(
      failureMessage(new ApiError(500, 'Erro desconhecido.', 'HTTP_ERROR', { success: false }), fallbacks),
    ).toBe('sem mensagem');
    expect(
      failureMessage(new ApiError(400, 'Erro desconhecido.', 'HTTP_ERROR', { message: '  ' }), fallbacks),
    ).toBe('sem mensagem');
  });

  it('never takes a message from a successful answer the client could not read', () => {
    const unreadable = new ApiError(200, 'Formato de resposta inválido', 'INVALID_RESPONSE', {
      message: 'ok',
    });
    expect(serverMessageOf(unreadable)).toBeNull();
    expect(failureMessage(unreadable, fallbacks)).toBe('sem mensagem');
    expect(failureMessage(new Error('boom'), fallbacks)).toBe('sem mensagem');
  });
});
