import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sellerTestEnv } from '#tests/seller-test-env.ts';
import { EnvError, parseEnv } from './env.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'env-'));

describe('parseEnv', () => {
  it('applies the defaults of the configuration contract', () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATABASE_URL).toBe(`sqlite:${path.join(dir, 'app.db')}`);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.SEED).toBe(true);
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, '.jwt-secret'), 'utf8')).toBe(first);
    expect(parseEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
  });

  it('names the variable whose value is bad', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SEED: 'maybe' })).toThrow(/SEED/);
  });

  it("takes the seller's identity, all of it or none, the CNPJ checked and formatted", () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir }).SELLER).toBeNull();
    const seller = parseEnv({ DATA_DIR: dir, ...sellerTestEnv, SELLER_CNPJ: '11222333000181' }).SELLER;
    expect(seller).toMatchObject({
      cnpj: '11.222.333/0001-81',
      phone: '(92) 3000-0000',
      dpoName: 'Ana Souza',
    });
    expect(() => parseEnv({ DATA_DIR: dir, ...sellerTestEnv, SELLER_CNPJ: '11.222.333/0001-82' })).toThrow(
      /^Configuração inválida: SELLER_CNPJ deve ser um CNPJ válido .*\(valor: "11.222.333\/0001-82"\)$/,
    );
    expect(() => parseEnv({ DATA_DIR: dir, ...sellerTestEnv, DPO_EMAIL: '' })).toThrow(
      /^Configuração inválida: DPO_EMAIL falta .*\(valor: não definida\)$/,
    );
  });

  it('refuses Stripe in production without the seller, naming the first variable missing', () => {
    const stripe = {
      DATA_DIR: dataDir(),
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51AbCdEfGhIjKlMnOp',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef0123456789abcdef',
    };
    expect(() => parseEnv(stripe)).toThrow(
      'Configuração inválida: SELLER_LEGAL_NAME é obrigatória com PAYMENT_PROVIDER=stripe em produção (quem vende precisa se identificar) (valor: não definida)',
    );
    expect(parseEnv({ ...stripe, ...sellerTestEnv }).SELLER?.legalName).toBe(sellerTestEnv.SELLER_LEGAL_NAME);
    // The sandbox and development run without it; the footers then say so.
    expect(parseEnv({ ...stripe, NODE_ENV: 'development' }).SELLER).toBeNull();
    expect(parseEnv({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'sandbox' }).SELLER).toBeNull();
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv({ DATA_DIR: dataDir(), PORT: '' }).PORT).toBe(3000);
  });

  it('takes Redis by URL and object storage only with all of its variables', () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir }).REDIS_URL).toBeUndefined();
    expect(parseEnv({ DATA_DIR: dir, REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => parseEnv({ DATA_DIR: dir, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);

    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'rota-uploads',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'chave',
      S3_SECRET_ACCESS_KEY: 'segredo',
    };
    const env = parseEnv({ DATA_DIR: dir, ...s3, S3_FORCE_PATH_STYLE: 'true' });
    expect([env.S3_BUCKET, env.S3_FORCE_PATH_STYLE]).toEqual(['rota-uploads', true]);
    expect(() => parseEnv({ DATA_DIR: dir, ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY falta/,
    );
    expect(() => parseEnv({ DATA_DIR: dir, S3_BUCKET: 'rota-uploads' })).toThrow(/S3_ENDPOINT falta/);
    expect(parseEnv({ DATA_DIR: dir, S3_FORCE_PATH_STYLE: 'false' }).S3_BUCKET).toBeUndefined();
    expect(() => parseEnv({ DATA_DIR: dir, ...s3, S3_BUCKET: 'Maiúsculas' })).toThrow(/S3_BUCKET/);
  });
});

describe('deployment settings', () => {
  it('defaults to migrating and seeding on start, a pool of 10 and a drain of a few seconds', () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.MIGRATE_ON_START).toBe(true);
    expect(env.SEED).toBe(true);
    expect(env.PG_POOL_MAX).toBe(10);
    expect(env.SHUTDOWN_DRAIN_MS).toBe(5_000);
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('reads a deploy’s choices', () => {
    const env = parseEnv({
      DATA_DIR: dataDir(),
      MIGRATE_ON_START: 'false',
      SEED: 'false',
      PG_POOL_MAX: '25',
      SHUTDOWN_DRAIN_MS: '0',
    });
    expect(env).toMatchObject({
      MIGRATE_ON_START: false,
      SEED: false,
      PG_POOL_MAX: 25,
      SHUTDOWN_DRAIN_MS: 0,
    });
    expect(() => parseEnv({ PG_POOL_MAX: '0' })).toThrow(/PG_POOL_MAX/);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => parseEnv({ MIGRATE_ON_START: 'sometimes' })).toThrow(/MIGRATE_ON_START/);
  });

  it('takes TRUST_PROXY as false, a hop count or a list of proxy addresses and CIDRs', () => {
    const trust = (value: string) => parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trust('127.0.0.1, 10.0.0.0/8,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.local', '::1/129', '10.0.0.1/8/2', ',']) {
      expect(() => trust(bad), bad).toThrow(/^Configuração inválida: TRUST_PROXY/);
    }
  });
});

describe('secrets', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/rota' };
  const secret = 'x'.repeat(40);

  it('refuses to start in production on PostgreSQL without each secret, naming it in one line', () => {
    const dir = dataDir();
    expect(() => parseEnv({ ...production, DATA_DIR: dir, PAYMENT_WEBHOOK_SECRET: secret })).toThrow(
      /^Configuração inválida: JWT_SECRET é obrigatória em produção com PostgreSQL[^\n]*$/,
    );
    expect(() => parseEnv({ ...production, DATA_DIR: dir, JWT_SECRET: secret })).toThrow(
      /^Configuração inválida: PAYMENT_WEBHOOK_SECRET é obrigatória em produção com PostgreSQL[^\n]*$/,
    );
    const env = parseEnv({
      ...production,
      DATA_DIR: dir,
      JWT_SECRET: secret,
      PAYMENT_WEBHOOK_SECRET: secret,
    });
    expect(env.JWT_SECRET).toBe(secret);
    // Nothing was generated into DATA_DIR.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('never prints a secret’s value', () => {
    expect(() => parseEnv({ JWT_SECRET: 'short-and-secret' })).toThrow(/valor: oculto/);
    expect(() => parseEnv({ JWT_SECRET: 'short-and-secret' })).not.toThrow(/short-and-secret/);
  });

  it('still generates them on SQLite in production, and on PostgreSQL outside production', () => {
    expect(parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() }).JWT_SECRET).toHaveLength(64);
    const env = parseEnv({ ...production, NODE_ENV: 'development', DATA_DIR: dataDir() });
    expect(env.PAYMENT_WEBHOOK_SECRET).toHaveLength(64);
  });

  it('creates the generated secret exclusively: racing processes all use the one that was written', async () => {
    const dir = dataDir();
    const script = `
      import { parseEnv } from ${JSON.stringify(path.resolve('src/server/env.ts'))};
      process.stdout.write(parseEnv({ DATA_DIR: ${JSON.stringify(dir)} }).JWT_SECRET);
    `;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        execFile(process.execPath, ['--input-type=module', '-e', script], (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        );
      });
    const secrets = await Promise.all(Array.from({ length: 6 }, run));
    const written = readFileSync(path.join(dir, '.jwt-secret'), 'utf8');
    expect(written).toHaveLength(64);
    expect(secrets).toEqual(Array.from({ length: 6 }, () => written));
  });

  it('waits for a secret another process is still writing', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, '.jwt-secret'), '');
    expect(() => parseEnv({ DATA_DIR: dir })).toThrow(/\.jwt-secret está vazio ou incompleto/);
  });
});
