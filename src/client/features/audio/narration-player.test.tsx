import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Narration } from './narration.ts';
import { NarrationPlayer } from './narration-player.tsx';

function narration(overrides: Partial<Narration> = {}): Narration {
  return {
    audioRef: createRef<HTMLAudioElement>(),
    available: true,
    open: true,
    playing: true,
    loading: false,
    error: null,
    currentTime: 30,
    duration: 600,
    volume: 1,
    muted: false,
    rate: 1,
    narratedIndex: 2,
    sleep: { kind: 'off' },
    sleepSecondsLeft: null,
    sleepEnded: false,
    start: vi.fn(),
    toggle: vi.fn(),
    play: vi.fn(),
    pause: vi.fn(),
    close: vi.fn(),
    seek: vi.fn(),
    skip: vi.fn(),
    seekToParagraph: vi.fn(),
    setVolume: vi.fn(),
    toggleMute: vi.fn(),
    cycleSpeed: vi.fn(),
    setSleep: vi.fn(),
    ...overrides,
  };
}

const sleepMenu = () => screen.getByRole('combobox', { name: 'Timer para dormir' }) as HTMLSelectElement;

describe('NarrationPlayer', () => {
  afterEach(cleanup);

  it('keeps the sleep option chosen and shows the exact time left', () => {
    const chosen = narration({
      sleep: { kind: 'minutes', minutes: 30, endsAt: Date.now() + 600_000 },
      sleepSecondsLeft: 600,
    });
    render(<NarrationPlayer narration={chosen} title="O Encontro das Águas" paragraphCount={20} />);
    expect(sleepMenu().value).toBe('30');
    expect(sleepMenu().selectedOptions[0]?.textContent).toBe('30 minutos');
    expect(screen.getByText('Para em 10:00')).toBeTruthy();
  });

  it('says, out loud and on screen, that the sleep timer stopped the narration', () => {
    render(
      <NarrationPlayer
        narration={narration({ playing: false, sleepEnded: true })}
        title="O Encontro das Águas"
        paragraphCount={20}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('O timer terminou: a narração parou.');
    expect(status.className).not.toContain('sr-only');
  });

  it('offers to listen from the paragraph on screen, and moves focus to play/pause when asked', () => {
    const onListen = vi.fn();
    render(
      <NarrationPlayer
        narration={narration()}
        title="O Encontro das Águas"
        paragraphCount={20}
        focusOnMount
        listenHere={{ paragraphIndex: 11, onListen }}
      />,
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Pausar');
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir a partir daqui (Parágrafo 12 de 20)' }));
    expect(onListen).toHaveBeenCalledOnce();
  });
});
