import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_VIEW_CHANGE_MS } from '#shared/constants.ts';
import { InvitationScreen } from './invitation-screen.tsx';
import { sampleVoyages } from './shared-voyage.ts';

const [voyage] = sampleVoyages(new Date('2026-11-25T12:00:00Z'));

/** The screen at /viagem/compartilhada/1, with the browser history given. */
function renderAt(entries: string[], index = entries.length - 1) {
  const router = createMemoryRouter(
    [{ path: '/viagem/compartilhada/:id', element: voyage && <InvitationScreen voyage={voyage} /> }],
    { initialEntries: entries, initialIndex: index },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const stationShown = () => screen.getByText(/^Estação \d de 5$/).textContent;
const viewShown = () => screen.getByTestId('invitation-view').getAttribute('data-view');
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Próxima Estação' }));

describe('the invitation screen: stations (SPEC §4.6)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts again at station 1 when the browser goes back to the stations', async () => {
    const router = renderAt(['/viagem/compartilhada/1', '/viagem/compartilhada/1#viagem']);
    next();
    next();
    expect(stationShown()).toBe('Estação 3 de 5');
    await act(() => router.navigate('/viagem/compartilhada/1#convencer'));
    expect(viewShown()).toBe('convince');

    await act(() => router.navigate(-1));
    expect(viewShown()).toBe('start');
    expect(stationShown()).toBe('Estação 1 de 5');
    expect(screen.getByRole('button', { name: 'Estação Anterior' }).hasAttribute('disabled')).toBe(true);

    // And forward again, after going back to the first view.
    next();
    await act(() => router.navigate(-1));
    expect(viewShown()).toBe('initial');
    await act(() => router.navigate(1));
    expect(stationShown()).toBe('Estação 1 de 5');
  });

  it('starts again at station 1 when the stations are reached from another view', async () => {
    const router = renderAt(['/viagem/compartilhada/1#viagem']);
    next();
    expect(stationShown()).toBe('Estação 2 de 5');
    await act(() => router.navigate('/viagem/compartilhada/1#cancelar'));
    expect(viewShown()).toBe('cancel');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reconsiderar e embarcar' }));
    await act(() => vi.advanceTimersByTimeAsync(INVITATION_VIEW_CHANGE_MS));
    expect(viewShown()).toBe('start');
    expect(stationShown()).toBe('Estação 1 de 5');
  });

  it('keeps the station while the stations view stays', async () => {
    renderAt(['/viagem/compartilhada/1#viagem']);
    next();
    next();
    next();
    next();
    expect(stationShown()).toBe('Estação 5 de 5');
    expect(screen.getByRole('button', { name: 'Próxima Estação' }).hasAttribute('disabled')).toBe(true);
  });
});
