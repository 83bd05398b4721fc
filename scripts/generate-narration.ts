/**
 * `node scripts/generate-narration.ts [slug…]`: Iara's narration of the seeded voyages, made at
 * authoring time with open tools (Debian's espeak-ng, sox and opus-tools), committed as Opus.
 *
 * Each paragraph is spoken to its own WAV, measured, and joined with a short pause; the start of
 * every paragraph (seconds) goes into the voyage's content file as `narration_timings`, beside
 * `audio_url`. The file name carries a hash of the audio, so it can be cached for ever; the guests'
 * sample too, whose address goes into src/shared/narration-sample.generated.ts (`NARRATION_SAMPLE_URL`).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseVoyageContentFile } from '../src/shared/schemas/voyage-content.ts';
import { voyageContentDir } from '../src/shared/voyage-content-files.ts';
import { writeNarrationSampleModule } from './narration-sample-module.ts';

const NARRATED = ['encontro-das-aguas', 'amanhecer-no-tapajos', 'silencio-do-igapo'];
const VOICE = 'pt-br+f3';
const WORDS_PER_MINUTE = '158';
const PAUSE_SECONDS = 0.7;
const SAMPLE_RATE = '22050';
const BITRATE_KBPS = '12';
const MAX_BYTES = 2 * 1024 * 1024;
/** The first voyage's opening, for the guests' teaser at /play. */
const SAMPLE_SECONDS = 30;
const SAMPLE_NAME = 'amostra';

const root = path.resolve(import.meta.dirname, '..');
const narrationDir = path.join(root, 'public/media/narration');

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Writes `audio` as `<name>.<hash>.opus` in place of the older versions; answers its address. */
function publish(name: string, audio: Buffer): string {
  const hash = createHash('sha256').update(audio).digest('hex').slice(0, 10);
  for (const old of readdirSync(narrationDir).filter((file) => file.startsWith(`${name}.`))) {
    unlinkSync(path.join(narrationDir, old));
  }
  const file = `${name}.${hash}.opus`;
  writeFileSync(path.join(narrationDir, file), audio);
  return `/media/narration/${file}`;
}

function publishSample(audio: Buffer) {
  writeNarrationSampleModule(publish(SAMPLE_NAME, audio));
}

function narrate(slug: string) {
  const file = path.join(voyageContentDir, `${slug}.json`);
  const stored = readFileSync(file, 'utf8');
  const voyage = parseVoyageContentFile(stored, `${slug}.json`);
  const work = mkdtempSync(path.join(tmpdir(), `narration-${slug}-`));
  try {
    const silence = path.join(work, 'pause.wav');
    run('sox', ['-n', '-r', SAMPLE_RATE, '-c', '1', '-b', '16', silence, 'trim', '0', String(PAUSE_SECONDS)]);
    const parts: string[] = [];
    const timings: number[] = [];
    let elapsed = 0;
    voyage.paragraphs.forEach((paragraph, index) => {
      const spoken = path.join(work, `p${String(index).padStart(3, '0')}.wav`);
      run('espeak-ng', ['-v', VOICE, '-s', WORDS_PER_MINUTE, '-w', spoken, paragraph]);
      // The same rate and channels for every part, so sox can join them.
      const normalised = spoken.replace('.wav', '-n.wav');
      run('sox', [spoken, '-r', SAMPLE_RATE, '-c', '1', '-b', '16', normalised]);
      timings.push(Math.round(elapsed * 100) / 100);
      elapsed += Number(run('soxi', ['-D', normalised]).trim()) + PAUSE_SECONDS;
      parts.push(normalised, silence);
    });
    const joined = path.join(work, 'voyage.wav');
    run('sox', [...parts, joined]);
    const encoded = path.join(work, 'voyage.opus');
    run('opusenc', [
      '--quiet',
      '--bitrate',
      BITRATE_KBPS,
      '--downmix-mono',
      '--title',
      voyage.title,
      '--artist',
      'Iara — Rota Amazônia',
      joined,
      encoded,
    ]);
    if (slug === NARRATED[0]) {
      const sample = path.join(work, 'sample.wav');
      run('sox', [
        joined,
        sample,
        'trim',
        '0',
        String(SAMPLE_SECONDS),
        'fade',
        '0',
        String(SAMPLE_SECONDS),
        '2',
      ]);
      const sampleEncoded = path.join(work, 'sample.opus');
      run('opusenc', ['--quiet', '--bitrate', BITRATE_KBPS, '--downmix-mono', sample, sampleEncoded]);
      publishSample(readFileSync(sampleEncoded));
    }
    const audio = readFileSync(encoded);
    if (audio.length > MAX_BYTES) throw new Error(`${slug}: ${audio.length} bytes is over the 2 MB limit`);

    // The file as it was (its keys in their order, no defaults filled in), with the narration's two.
    const narrated = { ...JSON.parse(stored), audio_url: publish(slug, audio), narration_timings: timings };
    writeFileSync(file, `${JSON.stringify(narrated, null, 2)}\n`);
    console.log(
      `${slug}: ${(audio.length / 1024).toFixed(0)} KB, ${Math.round(elapsed)} s, ${timings.length} paragraphs`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const requested = process.argv.slice(2);
for (const slug of requested.length > 0 ? requested : NARRATED) narrate(slug);
