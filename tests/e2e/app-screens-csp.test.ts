/** The signed-in screens run under the strict CSP without a single violation (decision 003). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { api, signedInContext, signInByApi } from './sessions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const password = 'Vitoria-Regia-2026';

describe('the signed-in screens and the Content-Security-Policy', () => {
  it('/home, a voyage and its reading screen cause no policy violation, not even a refused probe', async () => {
    const email = `csp.${Date.now()}@exemplo.com`;
    await api('/api/v1/user/register', {
      method: 'POST',
      body: { name: 'Viajante CSP', email, password, password_confirmation: password },
    });
    const session = await signInByApi(email, password);
    const { body } = await api<{ data: { id: string }[] }>('/api/v1/voyages/get/public/episodes');
    const voyageId = body.data[0]?.id ?? '';
    await api(`/api/v1/voyages/${voyageId}/start`, { method: 'POST', token: session.token, body: {} });

    const context = await signedInContext(browser, session, 'phone');
    // A refused `eval` that the page catches logs no error, but the browser reports the violation.
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    for (const path of ['/home', `/viagem/detalhes/${voyageId}`, `/viagem/experiencia/${voyageId}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations, path).toEqual([]);
    }
    await context.close();
  });
});
