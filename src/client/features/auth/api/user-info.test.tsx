/** A failed read of the user's info is said once, however many screens read it (SPEC §8). */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { notifyError } from '#client/lib/notify.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { user as userTexts } from '#shared/messages/pt-account.ts';
import { AuthProvider } from '../auth-provider.tsx';
import { useUserInfo } from './user-info.ts';

vi.mock('#client/lib/notify.ts', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  notifyInfo: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notifyError).mockClear();
});

function Reader({ name }: { name: string }) {
  const info = useUserInfo();
  return <p>{info.isError ? `${name}: falhou` : `${name}: carregando`}</p>;
}

function renderThreeReaders(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: false, message: 'Erro interno' }, { status })),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AuthProvider>
          <Reader name="cabeçalho" />
          <Reader name="menu" />
          <Reader name="início" />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('one failure read by three components raises one toast', async () => {
  renderThreeReaders(500);
  await waitFor(() => expect(screen.getAllByText(/falhou/)).toHaveLength(3), { timeout: 10_000 });
  expect(vi.mocked(notifyError).mock.calls).toEqual([[userTexts.infoFailure]]);
});

it('an ended session raises none of its own (the session-expired toast speaks)', async () => {
  renderThreeReaders(403);
  await waitFor(() => expect(screen.getAllByText(/falhou/)).toHaveLength(3), { timeout: 10_000 });
  expect(notifyError).not.toHaveBeenCalledWith(userTexts.infoFailure);
});
