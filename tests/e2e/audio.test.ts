/**
 * Narration (SPEC §2.1 /play, §4.5 Audio, §8; docs/decisions/070) with the real Opus narration of
 * 'O Encontro das Águas': play, pause, seek, volume, mute, the speed cycle and its wrap, the
 * paragraph that follows the voice, tap-to-seek, the position after a reload, the error toast of a
 * voyage whose audio is missing, and /play for guests and travellers.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { createVoyage } from '#tests/factories.ts';
import { collectPageErrors, expectNoAxeViolations, launchBrowser, newContext } from './browser.ts';
import { api, type Session, signedInContext, signInByApi } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let sequence = 0;
const password = 'Boto-Cor-de-Rosa-2026';

async function newListener(): Promise<Session> {
  sequence += 1;
  const email = `ouvinte.${Date.now()}.${sequence}@exemplo.com`;
  await api('/api/v1/user/register', {
    method: 'POST',
    body: { name: `Ouvinte ${sequence}`, email, password, password_confirmation: password },
  });
  return signInByApi(email, password);
}

async function voyageIdBySlug(slug: string): Promise<string> {
  const { body } = await api<{ data: { id: string; slug: string }[] }>('/api/v1/voyages/get/public/episodes');
  const voyage = body.data.find((episode) => episode.slug === slug);
  if (!voyage) throw new Error(`no seeded voyage ${slug}`);
  return voyage.id;
}

async function startVoyage(session: Session, voyageId: string) {
  expect(
    (await api(`/api/v1/voyages/${voyageId}/start`, { method: 'POST', token: session.token })).status,
  ).toBe(200);
}

function audioState(page: Page) {
  return page.getByTestId('narration-audio').evaluate((element) => {
    const audio = element as HTMLAudioElement;
    return {
      paused: audio.paused,
      time: audio.currentTime,
      volume: audio.volume,
      muted: audio.muted,
      rate: audio.playbackRate,
    };
  });
}

const narratedParagraph = (page: Page) =>
  page.locator('.reader-paragraph[data-narrating="true"]').getAttribute('data-paragraph').then(Number);

describe('narration in the reader', () => {
  let session: Session;
  let voyageId: string;
  let timings: number[];

  beforeAll(async () => {
    session = await newListener();
    voyageId = await voyageIdBySlug('encontro-das-aguas');
    await startVoyage(session, voyageId);
    const content = await api<{ data: { narration_timings: number[]; audio_url: string } }>(
      `/api/v1/voyages/content/${voyageId}`,
      { token: session.token },
    );
    timings = content.body.data.narration_timings;
    expect(timings.length).toBeGreaterThan(20);
    expect(content.body.data.audio_url).toMatch(
      /^\/media\/narration\/encontro-das-aguas\.[0-9a-f]{10}\.opus$/,
    );
  });

  it('plays, pauses, seeks, follows the paragraph, changes volume, mute and speed', async () => {
    const context = await signedInContext(browser, session);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();

    // Toggle: opens the player and plays.
    const toggle = page.getByTestId('narration-toggle');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Ouvir a narração');
    await toggle.click();
    const player = page.getByTestId('narration-player');
    await player.waitFor();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.3);
    expect((await audioState(page)).paused).toBe(false);
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await expectNoAxeViolations(page);

    // Toggle again pauses; once more resumes.
    await toggle.click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Continuar a narração');
    await toggle.click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);

    // The player's own play/pause button.
    await player.getByRole('button', { name: 'Pausar', exact: true }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await player.getByRole('button', { name: 'Tocar', exact: true }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);

    // Seek to paragraph 6's start: the highlighted paragraph follows the voice.
    await player
      .getByRole('slider', { name: 'Posição no áudio' })
      .fill(String(Math.ceil(timings[6] ?? 0) + 1));
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(timings[6] ?? 0);
    await expect.poll(() => narratedParagraph(page)).toBe(6);
    await expect(page.locator('#paragrafo-6').isVisible()).resolves.toBe(true);

    // Tapping a paragraph plays from it.
    await page.locator('#paragrafo-9').click();
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(timings[9] ?? 0);
    await expect.poll(() => narratedParagraph(page)).toBe(9);

    // Volume 0–1, 0 is muted; the mute toggle.
    const volume = player.getByRole('slider', { name: 'Volume' });
    await volume.fill('0.3');
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.3);
    await volume.fill('0');
    await expect.poll(async () => (await audioState(page)).muted).toBe(true);
    await expect(
      player.getByRole('button', { name: 'Ativar o som' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await player.getByRole('button', { name: 'Ativar o som' }).click();
    await expect.poll(async () => (await audioState(page)).muted).toBe(false);
    expect((await audioState(page)).volume).toBe(1);
    await player.getByRole('button', { name: 'Silenciar' }).click();
    await expect.poll(async () => (await audioState(page)).muted).toBe(true);
    await player.getByRole('button', { name: 'Ativar o som' }).click();

    // Speed: 1 → 1.25 → 1.5 → 1.75 → 2 → 0.75 → 1.
    const speed = player.getByTestId('narration-speed');
    const rates: number[] = [];
    for (let step = 0; step < 6; step += 1) {
      await speed.click();
      rates.push((await audioState(page)).rate);
    }
    expect(rates).toEqual([1.25, 1.5, 1.75, 2, 0.75, 1]);
    await expect(speed.innerText()).resolves.toBe('1×');

    // Lock screen and headset controls carry the voyage.
    await expect(
      page.evaluate(() => ({
        title: navigator.mediaSession.metadata?.title,
        artist: navigator.mediaSession.metadata?.artist,
      })),
    ).resolves.toEqual({ title: 'O Encontro das Águas', artist: 'Narração de Iara' });

    // The sleep timer counts down, and can be turned off.
    const sleepTimer = player.getByRole('combobox', { name: 'Timer para dormir' });
    await sleepTimer.selectOption('15');
    await player.getByText(/^Para em 1[45]:\d\d$/).waitFor();
    await sleepTimer.selectOption('end');
    await player.getByText('Para no fim da viagem').waitFor();
    await sleepTimer.selectOption('off');
    await player.getByText('Para no fim da viagem').waitFor({ state: 'detached' });

    // The header collapses and expands the player.
    const header = player.getByRole('button', { name: /Recolher os controles do áudio/ });
    await header.click();
    await expect(player.getByRole('slider', { name: 'Posição no áudio' }).isVisible()).resolves.toBe(false);
    await player.getByRole('button', { name: /Mostrar os controles do áudio/ }).click();
    await expect(player.getByRole('slider', { name: 'Posição no áudio' }).isVisible()).resolves.toBe(true);

    // Closing removes the player and stops the voice.
    await player.getByRole('button', { name: 'Fechar o player' }).click();
    await player.waitFor({ state: 'detached' });
    expect((await audioState(page)).paused).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns auto-scroll off when the player opens', async () => {
    const context = await signedInContext(browser, session, 'phone');
    const page = await context.newPage();
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    await page.getByRole('button', { name: 'Iniciar rolagem automática' }).click();
    await page.getByRole('button', { name: 'Parar rolagem automática' }).waitFor();
    await page.getByTestId('narration-toggle').click();
    await page.getByTestId('narration-player').waitFor();
    await page.getByRole('button', { name: 'Iniciar rolagem automática' }).waitFor();
    await context.close();
  });

  it('keeps the listening position across a reload and on the server', async () => {
    const listener = await newListener();
    await startVoyage(listener, voyageId);
    const context = await signedInContext(browser, listener);
    const page = await context.newPage();
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    await page.getByTestId('narration-toggle').click();
    const player = page.getByTestId('narration-player');
    await player.waitFor();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.2);
    const target = Math.ceil(timings[4] ?? 0) + 2;
    await player.getByRole('slider', { name: 'Posição no áudio' }).fill(String(target));
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(target);
    await player.getByRole('button', { name: 'Pausar', exact: true }).click();

    await expect
      .poll(async () => {
        const { body } = await api<{ data: { position_seconds: number; paragraph_index: number } | null }>(
          `/api/v1/audio/positions/${voyageId}`,
          { token: listener.token },
        );
        return body.data?.paragraph_index ?? -1;
      })
      .toBe(4);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    await page.getByTestId('narration-toggle').click();
    await expect
      .poll(async () => (await audioState(page)).time, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(target);
    await expect.poll(() => narratedParagraph(page)).toBe(4);
    await context.close();
  });

  it('says so, in a red toast of 6 s and in the player, when the audio cannot be loaded', async () => {
    const database = connectDatabase(inject('databaseUrl'));
    const broken = await createVoyage(database.db, {
      title: 'Viagem de áudio perdido',
      audio_url: '/media/narration/audio-que-nao-existe.0000000000.opus',
    });
    await database.db.destroy();
    const listener = await newListener();
    await startVoyage(listener, String(broken.id));
    const context = await signedInContext(browser, listener, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/viagem/experiencia/${broken.id}`);
    await page.getByRole('heading', { level: 1, name: 'Viagem de áudio perdido' }).waitFor();
    await page.getByTestId('narration-toggle').click();
    const message = 'Não foi possível carregar o áudio. Tente novamente mais tarde.';
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: message });
    await toast.waitFor();
    await expect(toast.getAttribute('data-type')).resolves.toBe('error');
    await expect(page.getByTestId('narration-status').innerText()).resolves.toBe(message);
    // Dismissible.
    await toast.getByRole('button', { name: 'Fechar notificação', exact: true }).click();
    await toast.waitFor({ state: 'detached' });
    // The only error logged is the browser's own 404 for the missing file.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe("a voyage without recorded narration, read by the device's voice", () => {
  it('reads paragraph after paragraph in pt-BR, follows it, and moves by paragraph', async () => {
    const listener = await newListener();
    const silent = await voyageIdBySlug('a-voz-da-pororoca');
    // Paid with the welcome passagens.
    await startVoyage(listener, silent);
    const content = await api<{ data: { audio_url: string | null; paragraphs: string[] } }>(
      `/api/v1/voyages/content/${silent}`,
      { token: listener.token },
    );
    expect(content.body.data.audio_url).toBeNull();

    const context = await signedInContext(browser, listener, 'phone');
    // The machine's Chromium has no voices: a stand-in engine that speaks instantly on demand.
    await context.addInitScript(() => {
      const spoken: { text: string; lang: string; rate: number }[] = [];
      let current: SpeechSynthesisUtterance | null = null;
      const voice = {
        lang: 'pt-BR',
        name: 'Voz de teste',
        default: true,
        localService: true,
        voiceURI: 'teste',
      };
      const engine = Object.assign(new EventTarget(), {
        getVoices: () => [voice],
        speak(utterance: SpeechSynthesisUtterance) {
          current = utterance;
          spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
        },
        cancel() {
          current = null;
        },
        pause() {},
        resume() {},
        speaking: false,
        pending: false,
        paused: false,
      });
      Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true });
      Object.assign(window, {
        testSpeech: {
          spoken,
          finish() {
            const finished = current;
            current = null;
            finished?.onend?.(new Event('end') as SpeechSynthesisEvent);
          },
        },
      });
    });
    const page = await context.newPage();
    await page.goto(`/viagem/experiencia/${silent}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const toggle = page.getByTestId('narration-toggle');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Ouvir com a voz do aparelho');
    await toggle.click();
    const player = page.getByTestId('narration-player');
    await player.getByText('Voz do aparelho', { exact: false }).waitFor();

    type Spoken = { text: string; lang: string; rate: number }[];
    const spoken = () =>
      page.evaluate(() => (window as unknown as { testSpeech: { spoken: Spoken } }).testSpeech.spoken);
    const finish = () =>
      page.evaluate(() => (window as unknown as { testSpeech: { finish: () => void } }).testSpeech.finish());
    await expect.poll(async () => (await spoken()).length).toBe(1);
    expect((await spoken())[0]).toEqual({ text: content.body.data.paragraphs[0], lang: 'pt-BR', rate: 1 });
    await expect.poll(() => narratedParagraph(page)).toBe(0);

    // One paragraph ends, the next begins, and the highlight follows.
    await finish();
    await expect.poll(async () => (await spoken()).at(-1)?.text).toBe(content.body.data.paragraphs[1]);
    await expect.poll(() => narratedParagraph(page)).toBe(1);

    // Speed applies from the paragraph being read; 'next' moves by paragraph.
    await player.getByTestId('narration-speed').click();
    await expect.poll(async () => (await spoken()).at(-1)?.rate).toBe(1.25);
    await player.getByRole('button', { name: 'Próximo parágrafo' }).click();
    await expect.poll(() => narratedParagraph(page)).toBe(2);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('/play', () => {
  it('shows guests a teaser with a sample that plays and a way to sign in', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/play');
    await page.getByRole('heading', { level: 1, name: 'Ouça a Amazônia pela voz de Iara' }).waitFor();
    const sample = page.getByTestId('narration-sample');
    await sample.evaluate((element) => (element as HTMLAudioElement).play());
    await expect
      .poll(() => sample.evaluate((element) => (element as HTMLAudioElement).currentTime))
      .toBeGreaterThan(0.2);
    await expect(page.getByRole('link', { name: 'Entrar para ouvir' }).getAttribute('href')).resolves.toBe(
      '/login',
    );
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('gives travellers their narrated voyages, the player and the keyboard', async () => {
    const listener = await newListener();
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    await startVoyage(listener, voyageId);
    const context = await signedInContext(browser, listener);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/play');
    await page.getByRole('heading', { level: 1, name: 'Suas viagens em áudio' }).waitFor();
    // A narrated voyage not yet boarded leads to its detail page.
    await page.getByRole('link', { name: /Embarcar para ouvir: O Silêncio do Igapó/ }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Ouvir: O Encontro das Águas' }).click();
    const player = page.getByTestId('narration-player');
    await player.waitFor();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.2);
    await page.getByTestId('spoken-paragraph').waitFor();

    // Space pauses and plays; → skips 15 s; ↓ lowers the volume.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press(' ');
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    const before = (await audioState(page)).time;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(before + 14);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.9);
    await page.keyboard.press(' ');
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
