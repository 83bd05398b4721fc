/** "Sair" in the signed-in layout (SPEC §4.1): the traveller lands on the home page, signed out. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/features/auth/auth-provider.tsx';
import { storeSession } from '#client/features/auth/session-store.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { apiPaths, paths } from '#shared/paths.ts';
import AppLayout from './app-layout.tsx';

vi.mock('#client/lib/notify.ts', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  notifyInfo: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The signed-in layout at /home, its session stored, the API answering with `answer`. */
function renderLayout(answer: (path: string) => unknown) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), location.href).pathname;
      requests.push(path);
      return Response.json(answer(path));
    }),
  );
  storeSession(
    { token: 'access', refresh_token: 'refresh' },
    { id: '7', name: 'Ana Viajante', email: 'ana@exemplo.com', role: '0', coins: 0 },
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: paths.home, element: <h1>Cada viagem, uma lição</h1> },
          { path: '/home', element: <AppLayout />, children: [{ index: true, element: <p>Sua conta</p> }] },
          { path: '/login', element: <h1>Entrar</h1> },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router };
}

it('"Sair" forgets the stored session before the address changes, and goes home, not to /login', async () => {
  const { requests, router } = renderLayout(() => ({ success: true, message: 'ok' }));
  // What the device holds the moment the address is the home page's.
  const tokensAtHome: (string | null)[] = [];
  const visited: string[] = [];
  router.subscribe((state) => {
    visited.push(state.location.pathname);
    if (state.location.pathname === paths.home) tokensAtHome.push(localStorage.getItem(STORAGE_KEYS.token));
  });
  await screen.findByText('Sua conta');

  fireEvent.click(screen.getByRole('button', { name: 'Sair' }));

  await screen.findByRole('heading', { name: 'Cada viagem, uma lição' });
  expect(new Set(tokensAtHome)).toEqual(new Set([null]));
  expect(visited).not.toContain('/login');
  expect(router.state.location.pathname).toBe(paths.home);
  expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  expect(requests).toContain(apiPaths.logout);
});

it("follows the server's copy of the account: a name changed on another device shows in the menu", async () => {
  renderLayout((path) =>
    path === apiPaths.userInfo
      ? { success: true, data: { id: '7', name: 'Ana Souza', email: 'ana@exemplo.com', role: '0', coins: 3 } }
      : { success: true },
  );
  await screen.findByText('Sua conta');

  expect(await screen.findAllByText('Ana Souza')).not.toHaveLength(0);
  expect(screen.queryByText('Ana Viajante')).toBeNull();
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
    name: 'Ana Souza',
    coins: 3,
  });
});
