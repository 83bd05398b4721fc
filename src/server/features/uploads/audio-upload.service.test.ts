/** Narration is recognised by its first bytes (docs/architecture/admin.md): MP4 only with an audio brand. */
import { describe, expect, it } from 'vitest';
import { audioFormatOf } from './audio-upload.service.ts';

/** The start of an MP4 file: an `ftyp` box with its major and compatible brands, then padding. */
function mp4Head(major: string, compatible: string[]): Buffer {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, index) => {
    box.write(brand, 16 + index * 4, 'latin1');
  });
  return Buffer.concat([box, Buffer.alloc(64 - Math.min(size, 64))]).subarray(0, 64);
}

describe('audioFormatOf', () => {
  it('takes MP4 files whose brands say audio', () => {
    expect(audioFormatOf(mp4Head('M4A ', ['M4A ', 'isom', 'iso2']))).toBe('m4a');
    expect(audioFormatOf(mp4Head('M4B ', ['M4B ', 'mp42']))).toBe('m4a');
    // A generic major brand is fine when an audio brand is among the compatible ones.
    expect(audioFormatOf(mp4Head('mp42', ['isom', 'M4A ']))).toBe('m4a');
  });

  it('refuses MP4 files that only carry generic brands, as videos do', () => {
    expect(audioFormatOf(mp4Head('isom', ['isom', 'iso2', 'avc1', 'mp41']))).toBeNull();
    expect(audioFormatOf(mp4Head('mp42', ['mp42', 'isom']))).toBeNull();
    expect(audioFormatOf(mp4Head('dash', ['iso6', 'avc1']))).toBeNull();
  });

  it('knows Ogg Opus and MP3, and nothing else', () => {
    const ogg = Buffer.alloc(64);
    ogg.write('OggS', 0, 'latin1');
    ogg.write('OpusHead', 28, 'latin1');
    expect(audioFormatOf(ogg)).toBe('opus');
    expect(audioFormatOf(Buffer.from('ID3\u0004\u0000'))).toBe('mp3');
    expect(audioFormatOf(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(audioFormatOf(Buffer.from('isto não é áudio'))).toBeNull();
  });
});
