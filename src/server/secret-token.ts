import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (32 bytes) for refresh tokens and reset links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored as their SHA-256, so a database leak hands out no usable token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
