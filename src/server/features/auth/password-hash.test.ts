import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('stores a self-describing scrypt string with OWASP parameters by default', async () => {
    const hash = await hashPassword('Navegante-2026');
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    expect(await verifyPassword('Navegante-2026', hash)).toBe(true);
    expect(await verifyPassword('navegante-2026', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('igual', 'test'), hashPassword('igual', 'test')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('igual', first)).toBe(true);
    expect(await verifyPassword('igual', second)).toBe(true);
  });

  it('verifies a hash by the parameters written in it, and flags weaker ones for a rehash', async () => {
    const cheap = await hashPassword('Rio-Negro-1', 'test');
    expect(cheap).toMatch(/^\$scrypt\$ln=10,/);
    expect(await verifyPassword('Rio-Negro-1', cheap)).toBe(true);
    expect(needsRehash(cheap, 'production')).toBe(true);
    expect(needsRehash(cheap, 'test')).toBe(false);
  });

  it('treats the same password in another Unicode form as the same password', async () => {
    const composed = 'Açaí-2026';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed, 'test'))).toBe(true);
  });

  it('never matches a malformed or absurd hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA')).toBe(false);
    expect(await verifyAgainstDummy('qualquer', 'test')).toBe(false);
  });
});
