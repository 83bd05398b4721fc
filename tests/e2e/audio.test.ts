/**
 * Narration (SPEC §2.1 /play, §4.5 Audio, §8; docs/decisions/070) with the real Opus narration of
 * 'O Encontro das Águas': play, pause, seek, volume, mute, the speed cycle and its wrap, the
 * paragraph that follows the voice on screen, tap-to-seek and its keyboard way, 'Carregando
 * áudio...', the position after a reload (and a finished one starting over), the 6 s error toast of
 * a voyage whose audio is missing, the device's voice, and /play for guests and travellers.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#server/db/connection.ts';
import { createVoyage } from '#tests/factories.ts';
import { collectPageErrors, expectNoAxeViolations, launchBrowser, newContext } from './browser.ts';
import { api, newTraveller, type Session, signedInContext, startVoyage, voyageIdBySlug } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

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

/** The paragraph's first line is on screen (not merely rendered somewhere on the page). */
const paragraphOnScreen = (page: Page, index: number) =>
  page.locator(`#paragrafo-${index}`).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight - 40;
  });

/** Media requests must reach page.route, not the service worker. */
const noServiceWorker = { serviceWorkers: 'block' } as const;

/** Holds the narration file back until the test lets it go, so the page is seen while it loads. */
async function holdNarration(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/media/narration/*.opus', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

describe('narration in the reader', () => {
  let session: Session;
  let voyageId: string;
  let timings: number[];

  beforeAll(async () => {
    session = await newTraveller();
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
    // The button follows the audio element's events: wait for its state, not for time.
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);

    // Toggle again pauses; once more resumes.
    await toggle.click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Continuar a narração');
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
    await expect.poll(() => paragraphOnScreen(page, 6)).toBe(true);
    // Just before paragraph 7 begins: the voice moves on by itself and the page follows it.
    await player
      .getByRole('slider', { name: 'Posição no áudio' })
      .fill(String(Math.floor((timings[7] ?? 0) - 1)));
    await expect.poll(() => narratedParagraph(page), { timeout: 10_000 }).toBe(7);
    await expect.poll(() => paragraphOnScreen(page, 7)).toBe(true);

    // Tapping a paragraph plays from it.
    await page.locator('#paragrafo-9').click();
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(timings[9] ?? 0);
    await expect.poll(() => narratedParagraph(page)).toBe(9);

    // The keyboard's tap: scroll to a paragraph, then 'Ouvir a partir daqui' in the player.
    await player.getByRole('button', { name: 'Pausar', exact: true }).click();
    await page.locator('#paragrafo-14').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const listenHere = player.getByRole('button', { name: /^Ouvir a partir daqui \(Parágrafo 15 de \d+\)$/ });
    await listenHere.waitFor();
    await listenHere.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => narratedParagraph(page)).toBe(14);
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    expect((await audioState(page)).time).toBeGreaterThanOrEqual(timings[14] ?? 0);

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
    await sleepTimer.selectOption('30');
    await player.getByText(/^Para em (29:\d\d|30:00)$/).waitFor();
    await expect(sleepTimer.inputValue()).resolves.toBe('30');
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

    // Closing removes the player, stops the voice and leaves the page on the paragraph it spoke,
    // wherever the reader had scrolled.
    await player.getByRole('button', { name: 'Pausar', exact: true }).click();
    const spokenLast = await narratedParagraph(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => paragraphOnScreen(page, spokenLast)).toBe(false);
    await player.getByRole('button', { name: 'Fechar o player' }).click();
    await player.waitFor({ state: 'detached' });
    expect((await audioState(page)).paused).toBe(true);
    await expect.poll(() => paragraphOnScreen(page, spokenLast)).toBe(true);
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
    const listener = await newTraveller();
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

  it("says 'Carregando áudio...' while the file loads, and starts a finished narration over", async () => {
    const listener = await newTraveller();
    await startVoyage(listener, voyageId);
    const context = await signedInContext(browser, listener, 'phone', noServiceWorker);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await page.getByRole('heading', { level: 1, name: 'O Encontro das Águas' }).waitFor();
    const content = await api<{ data: { audio_url: string } }>(`/api/v1/voyages/content/${voyageId}`, {
      token: listener.token,
    });
    const duration = await page.evaluate(async (url) => {
      const probe = new Audio(url);
      probe.preload = 'metadata';
      await new Promise((resolve) => probe.addEventListener('loadedmetadata', resolve, { once: true }));
      return probe.duration;
    }, content.body.data.audio_url);
    expect(duration).toBeGreaterThan(60);
    // Heard to 2 s before its end, on another device.
    expect(
      (
        await api(`/api/v1/audio/positions/${voyageId}`, {
          method: 'PUT',
          token: listener.token,
          body: {
            position_seconds: Math.floor(duration - 2),
            paragraph_index: timings.length - 1,
            recorded_at: new Date().toISOString(),
          },
        })
      ).status,
    ).toBe(200);

    // The saved position arrives long before the file does.
    const releaseNarration = await holdNarration(page);
    await page.getByTestId('narration-toggle').click();
    await expect.poll(() => page.getByTestId('narration-status').innerText()).toBe('Carregando áudio...');
    releaseNarration();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.3);
    await expect(page.getByTestId('narration-status').innerText()).resolves.toBe('');
    expect((await audioState(page)).time).toBeLessThan(10);
    expect((await audioState(page)).paused).toBe(false);
    await expect.poll(() => narratedParagraph(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so, in a red toast of 6 s and in the player, when the audio cannot be loaded', async () => {
    const database = connectDatabase(inject('databaseUrl'));
    const broken = await createVoyage(database.db, {
      title: 'Viagem de áudio perdido',
      audio_url: '/media/narration/audio-que-nao-existe.0000000000.opus',
    });
    await database.db.destroy();
    const listener = await newTraveller();
    await startVoyage(listener, String(broken.id));
    const context = await signedInContext(browser, listener, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.clock.install();
    await page.goto(`/viagem/experiencia/${broken.id}`);
    await page.getByRole('heading', { level: 1, name: 'Viagem de áudio perdido' }).waitFor();
    const toggle = page.getByTestId('narration-toggle');
    await toggle.click();
    const message = 'Não foi possível carregar o áudio. Tente novamente mais tarde.';
    const toast = toasts(page).filter({ hasText: message });
    await toast.waitFor();
    await expect(toast.getAttribute('data-type')).resolves.toBe('error');
    await expect(page.getByTestId('narration-status').innerText()).resolves.toBe(message);
    // It stays 6 s (SPEC §9), then goes by itself.
    await page.clock.runFor(5_500);
    await expect(toast.count()).resolves.toBe(1);
    await page.clock.runFor(1_000);
    await toast.waitFor({ state: 'detached' });
    // Trying again says it again; the toast can be closed at once.
    await toggle.click();
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Fechar notificação', exact: true }).click();
    await page.clock.runFor(500);
    await toast.waitFor({ state: 'detached' });
    // The only error logged is the browser's own 404 for the missing file.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});

type Spoken = { text: string; lang: string; rate: number; volume: number }[];

/** The machine's Chromium has no voices: a stand-in engine that speaks on demand. */
function installTestVoice() {
  const spoken: { text: string; lang: string; rate: number; volume: number }[] = [];
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
      spoken.push({
        text: utterance.text,
        lang: utterance.lang,
        rate: utterance.rate,
        volume: utterance.volume,
      });
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
      /** The engine says it reached the word at `charIndex`. */
      reach(charIndex: number) {
        current?.onboundary?.(Object.assign(new Event('boundary'), { charIndex, name: 'word' }) as never);
      },
      fail(error: string) {
        current?.onerror?.(Object.assign(new Event('error'), { error }) as never);
      },
    },
  });
}

function testVoice(page: Page) {
  type Engine = { spoken: Spoken; finish(): void; reach(charIndex: number): void; fail(error: string): void };
  return {
    spoken: () => page.evaluate(() => (window as unknown as { testSpeech: Engine }).testSpeech.spoken),
    finish: () => page.evaluate(() => (window as unknown as { testSpeech: Engine }).testSpeech.finish()),
    reach: (charIndex: number) =>
      page.evaluate((at) => (window as unknown as { testSpeech: Engine }).testSpeech.reach(at), charIndex),
    fail: (error: string) =>
      page.evaluate((name) => (window as unknown as { testSpeech: Engine }).testSpeech.fail(name), error),
  };
}

describe("a voyage without recorded narration, read by the device's voice", () => {
  let silent: string;
  let paragraphs: string[];
  beforeAll(async () => {
    silent = await voyageIdBySlug('a-voz-da-pororoca');
  });

  async function silentListener() {
    const listener = await newTraveller();
    // Paid with the welcome passagens.
    await startVoyage(listener, silent);
    const content = await api<{ data: { audio_url: string | null; paragraphs: string[] } }>(
      `/api/v1/voyages/content/${silent}`,
      { token: listener.token },
    );
    expect(content.body.data.audio_url).toBeNull();
    paragraphs = content.body.data.paragraphs;
    return listener;
  }

  async function openWithTestVoice(listener: Session, clock = false) {
    const context = await signedInContext(browser, listener, 'phone');
    await context.addInitScript(installTestVoice);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    if (clock) await page.clock.install();
    await page.goto(`/viagem/experiencia/${silent}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return { context, page, errors, voice: testVoice(page) };
  }

  it('reads paragraph after paragraph in pt-BR, follows it, moves by paragraph and keeps the position', async () => {
    const listener = await silentListener();
    const { context, page, voice } = await openWithTestVoice(listener);
    const toggle = page.getByTestId('narration-toggle');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Ouvir com a voz do aparelho');
    await toggle.click();
    const player = page.getByTestId('narration-player');
    await player.getByText('Voz do aparelho', { exact: false }).waitFor();

    await expect.poll(async () => (await voice.spoken()).length).toBe(1);
    expect((await voice.spoken())[0]).toEqual({ text: paragraphs[0], lang: 'pt-BR', rate: 1, volume: 1 });
    await expect.poll(() => narratedParagraph(page)).toBe(0);

    // One paragraph ends, the next begins, and the highlight follows.
    await voice.finish();
    await expect.poll(async () => (await voice.spoken()).at(-1)?.text).toBe(paragraphs[1]);
    await expect.poll(() => narratedParagraph(page)).toBe(1);

    // Speed applies from the word being read; 'next' moves by paragraph.
    await voice.reach(12);
    await player.getByTestId('narration-speed').click();
    await expect
      .poll(async () => (await voice.spoken()).at(-1))
      .toMatchObject({
        rate: 1.25,
        text: paragraphs[1]?.slice(12),
      });
    await player.getByRole('button', { name: 'Próximo parágrafo' }).click();
    await expect.poll(() => narratedParagraph(page)).toBe(2);

    // Lock screen and headset controls carry the voyage.
    await expect(
      page.evaluate(() => ({
        artist: navigator.mediaSession.metadata?.artist,
        state: navigator.mediaSession.playbackState,
      })),
    ).resolves.toEqual({ artist: 'Voz do aparelho', state: 'playing' });
    await expectNoAxeViolations(page);

    // Pausing keeps the paragraph, on the server too; the next visit resumes there.
    await player.getByRole('button', { name: 'Pausar', exact: true }).click();
    await expect
      .poll(async () => {
        const { body } = await api<{ data: { paragraph_index: number } | null }>(
          `/api/v1/audio/positions/${silent}`,
          { token: listener.token },
        );
        return body.data?.paragraph_index ?? -1;
      })
      .toBe(2);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByTestId('narration-toggle').click();
    await expect.poll(async () => (await voice.spoken()).at(0)?.text).toBe(paragraphs[2]);
    await context.close();
  });

  it('fades out with the sleep timer, then says it stopped', async () => {
    const listener = await silentListener();
    const { context, page, voice } = await openWithTestVoice(listener, true);
    await page.getByTestId('narration-toggle').click();
    const player = page.getByTestId('narration-player');
    await expect.poll(async () => (await voice.spoken()).length).toBe(1);
    await voice.reach(20);
    await player.getByRole('combobox', { name: 'Timer para dormir' }).selectOption('15');

    // 6 s left: the rest of the paragraph is said again, from the word reached, at 3/4 volume.
    await page.clock.fastForward(15 * 60_000 - 6_000);
    await expect
      .poll(async () => (await voice.spoken()).at(-1))
      .toMatchObject({
        text: paragraphs[0]?.slice(20),
        volume: 0.75,
      });
    await page.clock.fastForward(7_000);
    const status = page.getByTestId('narration-status');
    await expect.poll(() => status.innerText()).toBe('O timer terminou: a narração parou.');
    await expect(page.getByTestId('narration-toggle').getAttribute('aria-label')).resolves.toBe(
      'Continuar a narração',
    );
    await context.close();
  });

  it("says 'Erro ao reproduzir o áudio. Tente novamente.' when the voice fails", async () => {
    const listener = await silentListener();
    const { context, page, voice, errors } = await openWithTestVoice(listener);
    await page.getByTestId('narration-toggle').click();
    await expect.poll(async () => (await voice.spoken()).length).toBe(1);
    await voice.fail('synthesis-failed');
    const message = 'Erro ao reproduzir o áudio. Tente novamente.';
    const toast = toasts(page).filter({ hasText: message });
    await toast.waitFor();
    await expect(toast.getAttribute('data-type')).resolves.toBe('error');
    await expect(page.getByTestId('narration-status').innerText()).resolves.toBe(message);
    await expect(page.getByTestId('narration-toggle').getAttribute('aria-pressed')).resolves.toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'Áudio não disponível para esta viagem' when the device has no Portuguese voice", async () => {
    const listener = await silentListener();
    const context = await signedInContext(browser, listener, 'phone');
    const page = await context.newPage();
    await page.goto(`/viagem/experiencia/${silent}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const message = 'Áudio não disponível para esta viagem';
    const toast = toasts(page).filter({ hasText: message });
    const toggle = page.getByTestId('narration-toggle');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Ouvir a narração');
    await toggle.click();
    await toast.waitFor();
    await expect(page.getByTestId('narration-player').count()).resolves.toBe(0);
    await toast.getByRole('button', { name: 'Fechar notificação', exact: true }).click();
    await toast.waitFor({ state: 'detached' });
    // Key L says the same.
    await page.locator('h1').click();
    await page.keyboard.press('l');
    await toast.waitFor();
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

  it('tells a traveller with nothing boarded how to get something to hear', async () => {
    const listener = await newTraveller();
    const context = await signedInContext(browser, listener, 'phone');
    const page = await context.newPage();
    await page.goto('/play');
    await page.getByRole('heading', { level: 2, name: 'Embarque para ouvir' }).waitFor();
    await expect(page.getByRole('link', { name: 'Ver as viagens' }).getAttribute('href')).resolves.toBe(
      '/home',
    );
    await page.getByRole('link', { name: /Embarcar para ouvir: O Encontro das Águas/ }).waitFor();
    await expect(page.getByText('Escolha uma viagem para ouvir', { exact: false }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('gives travellers their narrated voyages, the player and the keyboard', async () => {
    const listener = await newTraveller();
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

    // The keyboard goes on from the player's play/pause: Space pauses and plays; → skips 15 s and
    // ↓ lowers the volume while a button has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Pausar');
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

  it("says 'Erro ao recuperar o conteúdo da viagem' when the server fails to give the voyage's text", async () => {
    const listener = await newTraveller();
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    await startVoyage(listener, voyageId);
    const context = await signedInContext(browser, listener, 'phone', noServiceWorker);
    const page = await context.newPage();
    await page.route(`**/api/v1/voyages/content/${voyageId}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'INTERNAL_ERROR', message: 'Erro interno do servidor' }),
      }),
    );
    await page.goto(`/play?viagem=${voyageId}`);
    await page.getByRole('alert').filter({ hasText: 'Erro ao recuperar o conteúdo da viagem' }).waitFor();
    await expect(page.getByTestId('narration-player').count()).resolves.toBe(0);
    await context.close();
  });

  it('offers to continue where the traveller stopped, and plays nothing before the click', async () => {
    const listener = await newTraveller();
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    await startVoyage(listener, voyageId);
    expect(
      (
        await api(`/api/v1/audio/positions/${voyageId}`, {
          method: 'PUT',
          token: listener.token,
          body: { position_seconds: 95, paragraph_index: 3, recorded_at: new Date().toISOString() },
        })
      ).status,
    ).toBe(200);
    const context = await signedInContext(browser, listener, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    for (const address of ['/play', `/play?viagem=${voyageId}`]) {
      await page.goto(address);
      await page.getByRole('heading', { level: 2, name: 'Continue de onde parou' }).waitFor();
      const resume = page.getByRole('button', { name: 'Continuar de 1:35', exact: true });
      await resume.waitFor();
      // A start of its own would follow the page's requests: once its network is quiet, nothing
      // plays and nothing is said.
      await page.waitForLoadState('networkidle');
      await expect(toasts(page).count()).resolves.toBe(0);
      expect(await audioState(page)).toMatchObject({ paused: true, time: 0 });
      await expect(page.getByTestId('narration-player').count()).resolves.toBe(0);
    }
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Continuar de 1:35', exact: true }).click();
    await page.getByTestId('narration-player').waitFor();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(95);
    expect((await audioState(page)).paused).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Pausar');
    await expect(toasts(page).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
