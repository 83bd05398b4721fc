import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '#tests/outbox.ts';
import { emailVerificationMail, passwordResetMail } from './account-mails.ts';
import { createMailTransport, slugOf } from './mail-transport.ts';

describe('the outbox transport', () => {
  it('writes one .eml per message, named by time and subject, readable by readOutbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rota-mail-'));
    const transport = createMailTransport({
      from: 'Rota Amazônia <nao-responda@rota.test>',
      outboxDir: path.join(dataDir, 'outbox'),
    });
    const reset = passwordResetMail({
      name: 'Ana <Ribeirinha>',
      url: 'https://rota.test/reset-password?token=abc&email=a%40b.co',
      validMinutes: 60,
    });
    await transport.deliver({ to: 'ana@exemplo.com.br', messageId: '<1@rota.test>', ...reset });
    await transport.deliver({
      to: 'ana@exemplo.com.br',
      messageId: '<2@rota.test>',
      ...emailVerificationMail({
        name: 'Ana',
        url: 'https://rota.test/api/v1/email/verify?token=x',
        validHours: 24,
      }),
    });

    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    expect(
      files.some((file) =>
        /^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{6}-redefinicao-de-senha-rota-amazonia\.eml$/.test(file),
      ),
    ).toBe(true);

    const [first, second] = readOutbox(dataDir);
    expect(first?.subject).toBe('Redefinição de senha — Rota Amazônia');
    expect(first?.to).toBe('ana@exemplo.com.br');
    expect(first?.text).toContain('Olá, Ana <Ribeirinha>!');
    expect(first?.text).toContain('https://rota.test/reset-password?token=abc&email=a%40b.co');
    // The name is escaped in HTML; the link keeps working.
    expect(first?.html).toContain('Olá, Ana &#60;Ribeirinha&#62;!');
    expect(first?.html).toContain('href="https://rota.test/reset-password?token=abc&#38;email=a%40b.co"');
    expect(second?.subject).toBe('Confirme seu email — Rota Amazônia');
  });

  it('slugs subjects without accents or punctuation', () => {
    expect(slugOf('Redefinição de senha — Rota Amazônia')).toBe('redefinicao-de-senha-rota-amazonia');
    expect(slugOf('  !!!  ')).toBe('');
  });
});
