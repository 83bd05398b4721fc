/** Travellers and admins for the browser tests: signed in through the API, then handed to a page. */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { expect } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '#tests/factories.ts';
import { baseUrl, newContext, type viewports } from './browser.ts';

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

export async function signInByApi(email: string, password = DEFAULT_TEST_PASSWORD): Promise<Session> {
  const login = await api<Session>('/api/v1/user/login', {
    method: 'POST',
    body: { Login: email, Password: password },
  });
  expect(login.status).toBe(200);
  return login.body;
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
