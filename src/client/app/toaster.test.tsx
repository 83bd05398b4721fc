import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isToastRequested, notifyInfo, subscribeToToastRequest } from '#client/lib/notify.ts';
import Toaster from './toaster.tsx';

describe('notify', () => {
  it('asks for the toaster at the first message, and the message shows once the toaster mounts', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToastRequest(listener);
    expect(isToastRequested()).toBe(false);

    notifyInfo('Nota salva neste aparelho');
    notifyInfo('Outra mensagem');
    expect(isToastRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();

    // sonner loads on demand: wait until both messages are in its store, then mount the toaster.
    await act(async () => {
      await import('sonner');
    });
    render(<Toaster />);
    expect(await screen.findByText('Nota salva neste aparelho')).toBeTruthy();
    expect(screen.getByText('Outra mensagem')).toBeTruthy();
  });
});
