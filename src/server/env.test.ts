import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
