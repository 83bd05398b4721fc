import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  BuildEnvError,
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_EBOOK_CHECKOUT_URL,
  parseBuildEnv,
} from './build-env.ts';

describe('the client build configuration', () => {
  it('takes the defaults when nothing (or an empty value) is set', () => {
    expect(parseBuildEnv({})).toEqual({
      EBOOK_CHECKOUT_URL: DEFAULT_EBOOK_CHECKOUT_URL,
      CONTACT_EMAIL: DEFAULT_CONTACT_EMAIL,
    });
    expect(parseBuildEnv({ EBOOK_CHECKOUT_URL: '', CONTACT_EMAIL: '' }).EBOOK_CHECKOUT_URL).toBe(
      DEFAULT_EBOOK_CHECKOUT_URL,
    );
  });

  it('keeps good values', () => {
    expect(
      parseBuildEnv({
        EBOOK_CHECKOUT_URL: 'https://pay.example.com/ebook?ref=site',
        CONTACT_EMAIL: 'ola@example.com',
      }),
    ).toEqual({
      EBOOK_CHECKOUT_URL: 'https://pay.example.com/ebook?ref=site',
      CONTACT_EMAIL: 'ola@example.com',
    });
  });

  it.each([
    ['EBOOK_CHECKOUT_URL', 'pay.example.com/ebook'],
    ['EBOOK_CHECKOUT_URL', 'javascript:alert(1)'],
    ['CONTACT_EMAIL', 'contato-sem-arroba'],
  ])('refuses a bad %s with one line naming it', (name, value) => {
    const parse = () => parseBuildEnv({ [name]: value });
    expect(parse).toThrow(BuildEnvError);
    const message = (() => {
      try {
        parse();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message?.startsWith(`Configuração inválida: ${name} `)).toBe(true);
    expect(message?.endsWith(`(valor: ${JSON.stringify(value)})`)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('stops the build (vite.config.ts) with that one line', () => {
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('./vite.config.ts')"],
      {
        env: { ...process.env, EBOOK_CHECKOUT_URL: 'checkout' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Configuração inválida: EBOOK_CHECKOUT_URL deve ser um endereço http(s) completo (valor: "checkout")',
    );
  });
});
