import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.ts';

function Banner() {
  return <p>Banner</p>;
}

describe('lazyPart', () => {
  it('stays unseen while its script cannot arrive, and shows once the signal returns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Banner }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Banner });
    const Part = lazyPart(load);
    render(
      <main>
        <p>Texto da viagem</p>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </main>,
    );
    await act(async () => {});
    expect(screen.getByText('Texto da viagem')).toBeTruthy();
    expect(screen.queryByText('Banner')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Banner')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
