/**
 * The e-mail field's passkey suggestions on /login: a request still waiting for its options when
 * the traveller leaves (signed in with the password) never reaches the browser afterwards.
 */
import { startAuthentication } from '@simplewebauthn/browser';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import { AuthProvider } from './auth-provider.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';

// The browser's side of WebAuthn: happy-dom has none.
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  browserSupportsWebAuthnAutofill: async () => true,
  startAuthentication: vi.fn(async () => ({ id: 'chave', rawId: 'chave', type: 'public-key', response: {} })),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(startAuthentication).mockClear();
});

it('suggestions whose options come after the page was left ask the browser for nothing', async () => {
  const asked: string[] = [];
  let sendOptions = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input instanceof Request ? input.url : input), location.href).pathname;
      asked.push(path);
      const options = Response.json({ success: true, data: { challenge: 'desafio', allowCredentials: [] } });
      if (path !== appApiPaths.passkeySignInOptions) return Promise.resolve(Response.json({ success: true }));
      // The options come late, as on a slow signal; leaving the page aborts the request.
      return new Promise<Response>((resolve, reject) => {
        sendOptions = () => resolve(options);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }),
  );
  const { unmount } = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AuthProvider>
          <PasskeySignIn />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'Entrar com chave de acesso' });
  await vi.waitFor(() => expect(asked).toContain(appApiPaths.passkeySignInOptions));

  unmount();
  await act(async () => sendOptions());

  expect(startAuthentication).not.toHaveBeenCalled();
  expect(asked).not.toContain(appApiPaths.passkeySignIn);
});
