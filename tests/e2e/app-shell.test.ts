/** Each signed-in screen's shell preloads that screen's modules and styles (docs/architecture/frontend.md). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshProof } from '#shared/messages/pt-passkeys.ts';
import { sales001 } from '#shared/messages/pt-sales-001.ts';
import { baseUrl, collectPageErrors, launchBrowser } from './browser.ts';
import { newTraveller, signedInContext, startVoyage, voyageIdBySlug } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"(?: as="style")? href="([^"]+)"\/>/g)].map(
    (match) => match[1] ?? '',
  );

/** zod's classic object schema registers itself under this name; its core one is `$ZodObject`. */
const ZOD_CLASSIC_SCHEMA = /[`'"]ZodObject[`'"]/;

describe('the app shell of a signed-in screen', () => {
  it("names the screen's own modules and styles, so they load with the shell, not after it", async () => {
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    const screens = {
      '/home': /\/assets\/traveller-home-page-[\w-]+\.js$/,
      [`/viagem/detalhes/${voyageId}`]: /\/assets\/voyage-detail-page-[\w-]+\.js$/,
      [`/viagem/experiencia/${voyageId}`]: /\/assets\/reader-page-[\w-]+\.css$/,
    };
    const shells = new Set<string>();
    for (const [path, ownFile] of Object.entries(screens)) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const preloads = preloadsOf(html);
      expect(
        preloads.some((href) => ownFile.test(href)),
        path,
      ).toBe(true);
      // Every address is one the build has.
      for (const href of preloads) expect((await fetch(`${baseUrl()}${href}`)).status, href).toBe(200);
      shells.add(html);
    }
    expect(shells.size).toBe(3);
  });

  it('starts a screen without the code only some of its moments need', async () => {
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    // The fresh-proof dialog (with the passkey ceremony and the whole message catalogue) loads when
    // the server asks for a proof; the catalogue's product cards and the sales pages' texts never.
    const absent = { 'fresh-proof dialog': freshProof.title, 'sales page texts': sales001.hero.title };
    for (const path of ['/home', `/viagem/detalhes/${voyageId}`, `/viagem/experiencia/${voyageId}`]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const scripts = preloadsOf(html).filter((href) => href.endsWith('.js'));
      expect(scripts.length, path).toBeGreaterThan(0);
      const code = (
        await Promise.all(scripts.map(async (href) => (await fetch(`${baseUrl()}${href}`)).text()))
      ).join('');
      for (const [part, text] of Object.entries(absent))
        expect(code.includes(text), `${path}: ${part}`).toBe(false);
      // The voyages' answer schemas, and zod's classic API with them, load beside the first answer
      // on the two screens that check nothing else with zod; the reader's notes use it from the start.
      expect(ZOD_CLASSIC_SCHEMA.test(code), `${path}: zod's classic API`).toBe(
        path.startsWith('/viagem/experiencia/'),
      );
    }
  });

  it('opens the reading screen from its shell with nothing logged as an error or an unused preload', async () => {
    const session = await newTraveller();
    const voyageId = await voyageIdBySlug('encontro-das-aguas');
    await startVoyage(session, voyageId);
    const context = await signedInContext(browser, session, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`/viagem/experiencia/${voyageId}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Chromium warns about a preload left unused a few seconds after the load.
    await page.waitForTimeout(3_500);
    expect(errors).toEqual([]);
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
    await context.close();
  });
});
