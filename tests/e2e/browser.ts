/** Playwright (playwright-core) driving the system Chromium, plus the checks every screen gets. */
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const viewports = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1366, height: 900 },
} as const;

/**
 * Under browser automation the app registers its service worker only where this local-storage key
 * says 1 (docs/architecture/pwa.md): the PWA tests set it.
 */
export const PWA_OPT_IN_KEY = 'rota_pwa_under_automation';

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: viewports[viewport],
    locale: 'pt-BR',
    ...options,
  });
}

/** Waits until a service worker controls the page. */
export async function controlledBy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** The page's address and the text it shows, for a failure to say what the browser saw. */
export async function whatThePageShows(page: Page): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch(() => '(the page did not answer)');
  const shown = text.trim().replace(/\n{3,}/g, '\n\n');
  return `The page (${page.url()}) showed:\n${shown.length > 2_000 ? `${shown.slice(0, 2_000)}…` : shown}`;
}

/**
 * `locator.waitFor(options)` that, when what it waits for does not come, fails with what the page
 * showed instead of a bare timeout.
 */
export async function waitToSee(
  locator: Locator,
  options?: Parameters<Locator['waitFor']>[0],
): Promise<void> {
  try {
    await locator.waitFor(options);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new Error(`${reason}\n${await whatThePageShows(locator.page())}`, { cause: error });
  }
}

/**
 * Nothing wider than the screen: a phone never scrolls sideways (WCAG 1.4.10). A failure names what
 * sticks out past the edge: boxes, and text that runs out of its box.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth <= width) return [];
    const beyond = (rect: DOMRect) => rect.width > 0 && rect.right > width + 0.5;
    const scrollsInItsBox = (node: Node) => {
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element, text: string) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text.trim().slice(0, 60)}"`;
    const found = [`the page is ${pageWidth} px wide on a ${width} px screen`];
    for (const element of document.body.querySelectorAll('*')) {
      if (!beyond(element.getBoundingClientRect()) || scrollsInItsBox(element)) continue;
      if ([...element.children].some((child) => beyond(child.getBoundingClientRect()))) continue;
      found.push(`box ${describe(element, element.textContent ?? '')}`);
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      if (text.parentElement && beyond(range.getBoundingClientRect()) && !scrollsInItsBox(text)) {
        found.push(`text ${describe(text.parentElement, text.textContent ?? '')}`);
      }
    }
    return found.slice(0, 8);
  });
  expect(outside, `${page.url()} fits the screen`).toEqual([]);
}

/** Collects what the page logs as errors (CSP violations, failed hydration) to assert there are none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium's "Failed to load resource" names no address in its text: the failure says which.
    const { url } = message.location();
    errors.push(
      url && message.text().startsWith('Failed to load resource')
        ? `${message.text()} ${url}`
        : message.text(),
    );
  });
  return errors;
}

/**
 * How many of the page's requests are still on their way. A test that cuts the signal waits for
 * none: a request the drop cuts short is logged as a failure, and is not what the test looks at.
 */
export function requestsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/** Runs axe once the app has painted its page (a main landmark and a title), never the bare shell. */
export async function expectNoAxeViolations(page: Page) {
  await waitToSee(page.locator('main').first());
  await page.waitForFunction(() => document.title.trim() !== '');
  // A toast or a dialog still fading in has, for a moment, half its contrast: axe checks the page
  // once what moves has arrived (animations that end; a spinner's never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Waits until the balance card shows `count` (the balance is refetched after a purchase). */
export async function expectBalance(page: Page, count: number) {
  await page
    .getByTestId('saldo-de-passagens')
    .filter({ hasText: new RegExp(`^${count}$`) })
    .waitFor();
}

/** The reading progress the reader shows, in percent. */
export function progressValue(page: Page): Promise<number> {
  return page
    .getByRole('progressbar', { name: 'Progresso da leitura' })
    .getAttribute('aria-valuenow')
    .then(Number);
}

/**
 * The signed-in traveller's changes waiting in the page's one outbox (IndexedDB `rota-outbox`,
 * docs/architecture/pwa.md). An outbox the app never opened reads as empty and stays unmade.
 */
export function queuedChanges(
  page: Page,
  travellerId?: string,
): Promise<{ progress: { progress: number }[]; marks: unknown[] }> {
  return page.evaluate(
    (traveller) =>
      new Promise((resolve, reject) => {
        const empty = { progress: [], marks: [] };
        const userId = traveller ?? String(JSON.parse(localStorage.getItem('user') ?? 'null')?.id);
        const open = indexedDB.open('rota-outbox');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(empty);
        open.onsuccess = () => {
          const database = open.result;
          const read = database.transaction('outbox').objectStore('outbox').get(userId);
          read.onsuccess = () => {
            database.close();
            resolve(read.result ?? empty);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    travellerId,
  );
}

/** How many of the signed-in traveller's (or the named one's) changes wait in the page's outbox. */
export async function queuedCount(page: Page, travellerId?: string): Promise<number> {
  const { progress, marks } = await queuedChanges(page, travellerId);
  return progress.length + marks.length;
}
