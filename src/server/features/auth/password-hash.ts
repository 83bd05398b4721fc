/**
 * Password hashing with node:crypto's scrypt (OWASP: N = 2^17, r = 8, p = 1), stored as a
 * self-describing PHC string `$scrypt$ln=17,r=8,p=1$<salt>$<key>` so parameters can change later
 * without breaking old hashes. The cheap 'test' cost exists only for the test suite (env.ts refuses
 * it outside NODE_ENV=test).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export type PasswordHashCost = 'production' | 'test';

interface ScryptParameters {
  log2N: number;
  r: number;
  p: number;
}

const parametersByCost: Record<PasswordHashCost, ScryptParameters> = {
  production: { log2N: 17, r: 8, p: 1 },
  test: { log2N: 10, r: 8, p: 1 },
};

const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** scrypt needs 128 · N · r bytes (128 MiB at N = 2^17); Node's default ceiling is 32 MiB. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const phcPattern = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function deriveKey(password: string, salt: Buffer, { log2N, r, p }: ScryptParameters, length: number) {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: MAX_MEMORY_BYTES };
  return new Promise<Buffer>((resolve, reject) => {
    // The same password typed on different keyboards can differ in Unicode form.
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string, cost: PasswordHashCost = 'production'): Promise<string> {
  const parameters = parametersByCost[cost];
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, parameters, KEY_BYTES);
  const { log2N, r, p } = parameters;
  return `$scrypt$ln=${log2N},r=${r},p=${p}$${base64(salt)}$${base64(key)}`;
}

function parseHash(stored: string) {
  const match = phcPattern.exec(stored);
  if (!match) return undefined;
  const [, log2N, r, p, salt, key] = match;
  const parameters = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  // A damaged row must not make the server burn gigabytes.
  if (parameters.log2N > 20 || parameters.r > 32 || parameters.p > 16) return undefined;
  return { parameters, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
}

/** Whether the password matches the stored hash, in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await deriveKey(password, parsed.salt, parsed.parameters, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with other parameters than the current cost (rehash on sign-in). */
export function needsRehash(stored: string, cost: PasswordHashCost = 'production'): boolean {
  const parsed = parseHash(stored);
  const wanted = parametersByCost[cost];
  return (
    !parsed ||
    parsed.parameters.log2N !== wanted.log2N ||
    parsed.parameters.r !== wanted.r ||
    parsed.parameters.p !== wanted.p
  );
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();

/**
 * Spends the same time as a real check when there is no account (or no password) to check, so
 * sign-in answers do not tell which e-mails exist. Always false.
 */
export async function verifyAgainstDummy(password: string, cost: PasswordHashCost = 'production') {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
