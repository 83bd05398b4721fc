import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sellerTestEnv } from '#tests/seller-test-env.ts';
import {
  BuildEnvError,
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_EBOOK_CHECKOUT_URL,
  parseBuildEnv,
} from './build-env.ts';

const { SELLER_PHONE: _phone, ...sellerVariables } = sellerTestEnv;

describe('the client build configuration', () => {
  it('takes the defaults when nothing (or an empty value) is set', () => {
    expect(parseBuildEnv({})).toEqual({
      EBOOK_CHECKOUT_URL: DEFAULT_EBOOK_CHECKOUT_URL,
      CONTACT_EMAIL: DEFAULT_CONTACT_EMAIL,
      SELLER: null,
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
      SELLER: null,
    });
  });

  it("takes the seller's identity, the CNPJ formatted", () => {
    expect(parseBuildEnv({ ...sellerVariables, SELLER_CNPJ: '11222333000181' }).SELLER).toEqual({
      legalName: 'Rota Amazônia Viagens Educativas e Expedições Fluviais Ltda.',
      tradeName: 'Rota Amazônia',
      cnpj: '11.222.333/0001-81',
      address: 'Av. Eduardo Ribeiro, 520, Sala 1203, Edifício Rio Negro, Centro, Manaus - AM, 69010-001',
      email: 'atendimento.viajantes@rotaamazonia.example',
      phone: null,
      dpoName: 'Ana Souza',
      dpoEmail: 'encarregado.privacidade@rotaamazonia.example',
    });
  });

  it('refuses an identity given in part, naming the first variable missing', () => {
    const { DPO_NAME: _, ...partial } = sellerVariables;
    expect(() => parseBuildEnv(partial)).toThrow(
      /^Configuração inválida: DPO_NAME falta .*\(valor: não definida\)$/,
    );
  });

  it.each([
    ['EBOOK_CHECKOUT_URL', 'pay.example.com/ebook'],
    ['EBOOK_CHECKOUT_URL', 'javascript:alert(1)'],
    ['CONTACT_EMAIL', 'contato-sem-arroba'],
    ['SELLER_CNPJ', '11.222.333/0001-82'],
    ['SELLER_EMAIL', 'vendas'],
  ])('refuses a bad %s with one line naming it', (name, value) => {
    const parse = () => parseBuildEnv({ ...sellerVariables, [name]: value });
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

  it('stops the build (vite.config.ts) on a CNPJ whose check digits are wrong', () => {
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('./vite.config.ts')"],
      {
        env: { ...process.env, ...sellerVariables, SELLER_CNPJ: '11.222.333/0001-82' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Configuração inválida: SELLER_CNPJ deve ser um CNPJ válido (14 dígitos, com os dígitos verificadores certos) (valor: "11.222.333/0001-82")',
    );
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
