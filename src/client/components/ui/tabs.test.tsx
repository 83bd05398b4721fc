import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const items = [
  { value: 'a', label: 'A Experiência', content: <p>Primeiro painel</p> },
  { value: 'b', label: 'Viagens Disponíveis', content: <p>Segundo painel</p> },
  { value: 'c', label: 'Perguntas Frequentes', content: <p>Terceiro painel</p> },
];

/** The app's tabs: React holds the selected one. */
function SelectedByReact({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <Tabs label="Seções" items={items} value={value} onValueChange={setValue} />;
}

describe('the tabs React selects', () => {
  afterEach(cleanup);

  it('select on click and with the arrow keys, Home and End, moving the focus along', () => {
    const { container } = render(<SelectedByReact initial="a" />);
    // Not left to the island: its handlers would select a second time.
    expect(container.querySelector('[data-tabs]')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Perguntas Frequentes' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Terceiro painel');
    const list = screen.getByRole('tablist', { name: 'Seções' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Primeiro painel');
    expect(document.activeElement?.textContent).toBe('A Experiência');
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Perguntas Frequentes' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Perguntas Frequentes' }).tabIndex).toBe(0);
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Segundo painel');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Primeiro painel');
    fireEvent.keyDown(list, { key: 'a' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Primeiro painel');
  });
});
