import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const items = [
  { value: 'a', label: 'A Experiência', content: <p>Primeiro painel</p> },
  { value: 'b', label: 'Viagens Disponíveis', content: <p>Segundo painel</p> },
  { value: 'c', label: 'Perguntas Frequentes', content: <p>Terceiro painel</p> },
];

describe('Tabs', () => {
  afterEach(cleanup);

  it('shows the default panel and marks its tab selected', () => {
    render(<Tabs label="Seções" items={items} defaultValue="b" />);
    expect(screen.getByRole('tablist', { name: 'Seções' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Viagens Disponíveis' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Segundo painel');
    expect(screen.getByRole('tab', { name: 'A Experiência' }).tabIndex).toBe(-1);
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    render(<Tabs label="Seções" items={items} defaultValue="a" />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Segundo painel');
    expect(document.activeElement?.textContent).toBe('Viagens Disponíveis');
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Terceiro painel');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Primeiro painel');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Terceiro painel');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Primeiro painel');
  });

  it('selects a tab on click and ties tab and panel together', () => {
    render(<Tabs label="Seções" items={items} defaultValue="a" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Perguntas Frequentes' }));
    const tab = screen.getByRole('tab', { name: 'Perguntas Frequentes' });
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
  });
});
