/**
 * The server's configuration, parsed once from process.env (DESIGN, configuration contract).
 * Nothing else reads process.env. A bad value stops start-up with one line naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { SellerIdentity } from '#shared/legal/seller-identity.ts';
import {
  missingSellerVariable,
  REQUIRED_SELLER_VARIABLES,
  sellerIdentityOf,
  sellerVariablesShape,
} from '#shared/legal/seller-variables.ts';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** One proxy address or CIDR block (`10.0.0.0/8`, `fd00::/8`), as Fastify's trustProxy takes them. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whom to believe about the client's address: `false` (nobody: the peer is the client), a hop
 * count, or a comma-separated list of proxy addresses/CIDRs. Never everybody: any client could then
 * forge X-Forwarded-For.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `deve ser false, um número de saltos ou endereços/CIDRs separados por vírgula${bad ? ` (${bad} não é)` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'deve começar com sqlite: ou postgres://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Rota Amazônia <nao-responda@rotaamazonia.com.br>'),
  // The durable mail queue (docs/decisions/090): how often the worker looks for due e-mails, the
  // first retry's delay (doubling each time), attempts before giving up, and an attempt's lease.
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  MAIL_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(120_000),
  /** Where `npm run db:backup` writes its timestamped folders (docs/architecture/data.md). */
  BACKUP_DIR: z.string().min(1).default('backups'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  // EBOOK_CHECKOUT_URL and CONTACT_EMAIL belong to the client build (src/shared/build-env.ts).
  SEED: booleanString.default(true),
  /** Apply pending migrations on start; a deploy runs `npm run db:migrate` once per release instead. */
  MIGRATE_ON_START: booleanString.default(true),
  /** PostgreSQL connections per instance. */
  PG_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_BUILD_DIR: z.string().min(1).default('build/client'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** On SIGTERM, how long readiness fails while requests are still answered, before closing. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** Behind a reverse proxy, whose X-Forwarded-For to believe (rate limits key on the client's address). */
  TRUST_PROXY: trustProxy.default(false),
  // Accounts: token lifetimes and rate limits (docs/decisions/010-accounts-and-sessions.md).
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_EMAIL_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_REGISTER_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_RECOVERY_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_RESET_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  /** 'test' (a cheap scrypt cost) exists only so the suite runs fast; refused outside NODE_ENV=test. */
  PASSWORD_HASH_COST: z.enum(['production', 'test']).default('production'),
  // Passagens purchases (docs/architecture/coins.md, docs/decisions/100): unset means the sandbox in development and
  // tests, and no provider at all (buying disabled) with NODE_ENV=production.
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/,
      'deve ser uma chave secreta da Stripe (sk_live_… ou sk_test_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{16,}$/, 'deve ser o segredo de assinatura do webhook (whsec_…)')
    .optional(),
  /** Stripe's API address; tests point it at a stand-in on loopback. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  // State several instances share (docs/decisions/084, 085): Redis, and object storage.
  REDIS_URL: z
    .url()
    .regex(/^rediss?:\/\//, 'deve começar com redis:// ou rediss://')
    .optional(),
  /** Prefixes every Redis key and channel, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letras, números e : . - _')
    .default('rota-amazonia:'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'não é um nome de bucket')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  // Who sells and the encarregado (docs/architecture/legal.md); the client build reads them too.
  ...sellerVariablesShape,
  /**
   * Prometheus metrics at /metrics on this port, a listener of their own that the proxy never
   * reaches (docs/decisions/162). Unset: no metrics, prom-client is not even loaded.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Traces over OTLP/HTTP to this collector (docs/decisions/163). Unset: no tracing loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
});

type SellerVariableName = keyof typeof sellerVariablesShape;

/** Object storage is configured by all of these together, or not at all. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export type PaymentProviderName = 'sandbox' | 'stripe';

export type Env = Readonly<
  Omit<
    z.infer<typeof envSchema>,
    | 'DATABASE_URL'
    | 'PUBLIC_URL'
    | 'JWT_SECRET'
    | 'PAYMENT_WEBHOOK_SECRET'
    | 'PAYMENT_PROVIDER'
    | SellerVariableName
  > & {
    DATABASE_URL: string;
    PUBLIC_URL: string;
    JWT_SECRET: string;
    PAYMENT_WEBHOOK_SECRET: string;
    /** null: no provider, the store shows the packages with buying disabled. */
    PAYMENT_PROVIDER: PaymentProviderName | null;
    /** Null when not configured (the quick start, the sandbox): the footers say so. */
    SELLER: SellerIdentity | null;
  }
>;

export class EnvError extends Error {}

/**
 * The configuration without the secrets the embedded default generates into DATA_DIR: what the
 * backup and restore tools read, as they must write nothing there before they know they may.
 */
export type Settings = Readonly<
  Omit<Env, 'JWT_SECRET' | 'PAYMENT_WEBHOOK_SECRET'> & {
    JWT_SECRET: string | undefined;
    PAYMENT_WEBHOOK_SECRET: string | undefined;
  }
>;

/** Parses a set of variables; throws EnvError whose message names the bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const settings = parseSettings(source);
  return Object.freeze({
    ...settings,
    JWT_SECRET: settings.JWT_SECRET ?? generatedSecret(settings.DATA_DIR, 'jwt-secret'),
    PAYMENT_WEBHOOK_SECRET:
      settings.PAYMENT_WEBHOOK_SECRET ?? generatedSecret(settings.DATA_DIR, 'payment-webhook-secret'),
  });
}

/** `parseEnv` without generating secrets: nothing is written anywhere. */
export function parseSettings(source: Record<string, string | undefined>): Settings {
  // An empty value means "not set", as in a .env file with `KEY=`.
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema
    .refine((parsed) => parsed.PASSWORD_HASH_COST === 'production' || parsed.NODE_ENV === 'test', {
      path: ['PASSWORD_HASH_COST'],
      error: 'só pode ser test com NODE_ENV=test',
    })
    .superRefine((parsed, context) => {
      if (parsed.PAYMENT_PROVIDER !== 'stripe') return;
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!parsed[name])
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'é obrigatória com PAYMENT_PROVIDER=stripe',
          });
      }
    })
    .superRefine((parsed, context) => {
      const missing = missingSellerVariable(parsed);
      if (missing) {
        context.addIssue({
          code: 'custom',
          path: [missing],
          message:
            'falta (a identificação do vendedor pede SELLER_* e DPO_* juntos; SELLER_PHONE é opcional)',
        });
      }
      // Selling for real without saying who sells is what Decreto 7.962/2013 forbids.
      if (parsed.PAYMENT_PROVIDER !== 'stripe' || parsed.NODE_ENV !== 'production') return;
      const absent = REQUIRED_SELLER_VARIABLES.find((name) => parsed[name] === undefined);
      if (absent) {
        context.addIssue({
          code: 'custom',
          path: [absent],
          message:
            'é obrigatória com PAYMENT_PROVIDER=stripe em produção (quem vende precisa se identificar)',
        });
      }
    })
    .superRefine((parsed, context) => {
      const given = S3_VARIABLES.filter((name) => parsed[name] !== undefined);
      if (given.length === 0) return;
      const missing = S3_VARIABLES.find((name) => parsed[name] === undefined);
      if (missing) {
        context.addIssue({
          code: 'custom',
          path: [missing],
          message: `falta (o armazenamento S3 pede ${S3_VARIABLES.join(', ')} juntos)`,
        });
      }
    })
    .superRefine((parsed, context) => {
      // Instances on one PostgreSQL must share their secrets: none may make up its own.
      const sharedDatabase = parsed.DATABASE_URL !== undefined && !parsed.DATABASE_URL.startsWith('sqlite:');
      if (parsed.NODE_ENV !== 'production' || !sharedDatabase) return;
      for (const name of ['JWT_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const) {
        if (parsed[name] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'é obrigatória em produção com PostgreSQL (DATABASE_URL postgres://)',
          });
        }
      }
    })
    .safeParse(defined);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'ambiente');
    const given = source[name];
    // A key or secret is never echoed into the logs, even a malformed one.
    const shown =
      given === undefined || given === ''
        ? 'não definida'
        : /SECRET|_KEY$/.test(name)
          ? 'oculto'
          : JSON.stringify(given);
    throw new EnvError(`Configuração inválida: ${name} ${issue?.message ?? ''} (valor: ${shown})`);
  }
  const {
    SELLER_LEGAL_NAME,
    SELLER_TRADE_NAME,
    SELLER_CNPJ,
    SELLER_ADDRESS,
    SELLER_EMAIL,
    SELLER_PHONE,
    DPO_NAME,
    DPO_EMAIL,
    ...parsed
  } = result.data;
  const seller = sellerIdentityOf({
    SELLER_LEGAL_NAME,
    SELLER_TRADE_NAME,
    SELLER_CNPJ,
    SELLER_ADDRESS,
    SELLER_EMAIL,
    SELLER_PHONE,
    DPO_NAME,
    DPO_EMAIL,
  });
  const dataDir = path.resolve(parsed.DATA_DIR);
  return Object.freeze({
    ...parsed,
    DATA_DIR: dataDir,
    BACKUP_DIR: path.resolve(parsed.BACKUP_DIR),
    DATABASE_URL: parsed.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.db')}`,
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: parsed.JWT_SECRET,
    PAYMENT_WEBHOOK_SECRET: parsed.PAYMENT_WEBHOOK_SECRET,
    // Never free passagens by default: in production the sandbox must be asked for by name.
    PAYMENT_PROVIDER: parsed.PAYMENT_PROVIDER ?? (parsed.NODE_ENV === 'production' ? null : 'sandbox'),
    SELLER: seller,
  });
}

/**
 * A secret generated once into DATA_DIR, so restarts keep sessions valid. The file is created
 * exclusively: of two processes starting together, one writes it and both use what it wrote.
 */
function generatedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `.${name}`);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readWinnersSecret(file);
}

/** The secret another process created; it may still be writing it, so wait for it briefly. */
function readWinnersSecret(file: string): string {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32 || Date.now() > deadline) {
      if (secret.length < 32) throw new EnvError(`Configuração inválida: ${file} está vazio ou incompleto`);
      return secret;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
}

let loaded: Env | undefined;

/** The process's configuration, parsed on first use. */
export function env(): Env {
  loaded ??= parseEnv(process.env);
  return loaded;
}
