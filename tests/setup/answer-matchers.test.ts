import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

describe('expect(answer).toHaveStatus(…)', () => {
  const app = Fastify();
  app.get('/conflict', async (_request, reply) =>
    reply.code(409).send({ success: false, code: 'EMAIL_TAKEN', message: 'Este e-mail já está cadastrado.' }),
  );
  app.get('/empty', async (_request, reply) => reply.code(204).send());

  it('passes on the status, and .not on another', async () => {
    const answer = await app.inject({ method: 'GET', url: '/conflict' });
    expect(answer).toHaveStatus(409);
    expect(answer).not.toHaveStatus(200);
  });

  it('shows the status and the body on a mismatch', async () => {
    const answer = await app.inject({ method: 'GET', url: '/conflict' });
    expect(() => expect(answer).toHaveStatus(200)).toThrow(
      'expected the answer to have status 200, got 409: {"success":false,"code":"EMAIL_TAKEN","message":"Este e-mail já está cadastrado."}',
    );
  });

  it('says when the answer had no body, and when it was no answer', async () => {
    const answer = await app.inject({ method: 'GET', url: '/empty' });
    expect(() => expect(answer).toHaveStatus(200)).toThrow(
      'expected the answer to have status 200, got 204: (no body)',
    );
    expect(() => expect({ status: 200 }).toHaveStatus(200)).toThrow('expected an answer with a statusCode');
  });

  it('cuts a long body', () => {
    const answer = { statusCode: 500, body: 'x'.repeat(5_000) };
    expect(() => expect(answer).toHaveStatus(200)).toThrow(/x… \(5000 characters\)$/);
  });
});
