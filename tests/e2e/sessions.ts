/** Travellers and admins for the browser tests: signed in through the API, then handed to a page. */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '#tests/factories.ts';
import { baseUrl, newContext, type viewports, whatThePageShows } from './browser.ts';

/** What the sign-in answer gives and the device keeps (SPEC §3). */
export interface Session {
  token: string;
  refresh_token: string;
  user: { id: string; name: string };
}

/** A JSON call to the server under test. */
export async function api<T = { data: unknown }>(
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

let travellerSequence = 0;

/**
 * A traveller registered through the API, with the welcome passagens (the registration screen has
 * its own tests). Unnamed ones get a unique name and e-mail.
 */
export async function registerTraveller(
  options: { name?: string; email?: string; password?: string } = {},
): Promise<{ name: string; email: string; password: string }> {
  travellerSequence += 1;
  const name = options.name ?? `Iara Viajante ${travellerSequence}`;
  const email = options.email ?? `viajante.${Date.now()}.${travellerSequence}@exemplo.com`;
  const password = options.password ?? DEFAULT_TEST_PASSWORD;
  const registered = await api('/api/v1/user/register', {
    method: 'POST',
    body: { name, email, password, password_confirmation: password },
  });
  expect(registered.status).toBe(201);
  return { name, email, password };
}

/** A traveller registered and signed in through the API. */
export async function newTraveller(options: Parameters<typeof registerTraveller>[0] = {}): Promise<Session> {
  const { email, password } = await registerTraveller(options);
  return signInByApi(email, password);
}

/** Signs in through the login screen, as a traveller would, and waits for their home. */
export async function signInThroughForm(page: Page, email: string, password = DEFAULT_TEST_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/home');
}

/**
 * "Sair" from the signed-in menu (`sair` when a page shows more than one): SPEC §4.1 lands on the
 * site's home page, and by then the device has forgotten the session.
 */
export async function signOutThroughMenu(page: Page, sair = page.getByRole('button', { name: 'Sair' })) {
  await sair.click();
  try {
    await page.waitForURL((url) => url.pathname === '/');
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new Error(`${reason}\n${await whatThePageShows(page)}`, { cause: error });
  }
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

/** The id of a seeded, published voyage. */
export async function voyageIdBySlug(slug: string): Promise<string> {
  const { body } = await api<{ data: { id: string; slug: string }[] }>('/api/v1/voyages/get/public/episodes');
  const voyage = body.data.find((episode) => episode.slug === slug);
  if (!voyage) throw new Error(`no seeded voyage ${slug}`);
  return voyage.id;
}

export async function startVoyage(session: Session, voyageId: string) {
  const { status } = await api(`/api/v1/voyages/${voyageId}/start`, { method: 'POST', token: session.token });
  expect(status).toBe(200);
}

export async function signInByApi(email: string, password = DEFAULT_TEST_PASSWORD): Promise<Session> {
  const login = await api<Session>('/api/v1/user/login', {
    method: 'POST',
    body: { Login: email, Password: password },
  });
  expect(login.status).toBe(200);
  return login.body;
}

/** Reads until `check` holds, and gives the value read; the timeout only detects a hang. */
export function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!check(value)) throw new Error(`condition not met; last value: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: timeoutMs, interval: 150 },
  );
}

/** A browser context signed in as `session` (the device keeps token and user, SPEC §3). */
export async function signedInContext(
  browser: Browser,
  session: Session,
  viewport: keyof typeof viewports = 'desktop',
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await newContext(browser, viewport, options);
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('refresh_token', stored.refresh_token);
      localStorage.setItem('user', JSON.stringify(stored.user));
    }
  }, session);
  return context;
}
