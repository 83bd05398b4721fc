import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fileDigest } from './file-digests.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('fileDigest', () => {
  it('reads a version once, however often and however concurrently it is asked for', async () => {
    let reads = 0;
    const open = async () => {
      reads += 1;
      return Readable.from([Buffer.from('narr'), Buffer.from('ação')]);
    };
    const [first, second] = await Promise.all([fileDigest('a:1', open), fileDigest('a:1', open)]);
    expect(first).toBe(sha256('narração'));
    expect(second).toBe(first);
    expect(await fileDigest('a:1', open)).toBe(first);
    expect(reads).toBe(1);
  });

  it('reads a new version again, and retries one that could not be read', async () => {
    expect(await fileDigest('b:1', async () => Readable.from([Buffer.from('um')]))).toBe(sha256('um'));
    expect(await fileDigest('b:2', async () => Readable.from([Buffer.from('dois')]))).toBe(sha256('dois'));
    expect(await fileDigest('c:1', async () => null)).toBeNull();
    expect(await fileDigest('c:1', async () => Readable.from([Buffer.from('três')]))).toBe(sha256('três'));
  });
});
