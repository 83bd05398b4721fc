import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '#client/components/ui/tabs.tsx';
import { enhanceTabs } from './enhance-tabs.ts';

const items = [
  { value: 'a', label: 'A Experiência', content: <p>Primeiro painel</p> },
  { value: 'b', label: 'Viagens Disponíveis', content: <p>Segundo painel</p> },
  { value: 'c', label: 'Perguntas Frequentes', content: <p>Terceiro painel</p> },
];

/** The prerendered markup, then the island's behaviour on it (decision 110). */
function renderTabs(defaultValue: string) {
  const { container } = render(<Tabs label="Seções" items={items} value={defaultValue} />);
  const tabs = container.querySelector<HTMLElement>('[data-tabs]');
  if (!tabs) throw new Error('no tabs');
  enhanceTabs(tabs);
}

describe('the static tabs and their island', () => {
  afterEach(cleanup);

  it('carry every panel in the HTML, the default one shown and its tab selected', () => {
    renderTabs('b');
    expect(screen.getByRole('tablist', { name: 'Seções' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Viagens Disponíveis' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Segundo painel');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'A Experiência' }).tabIndex).toBe(-1);
  });

  it('move with the arrow keys, Home and End, wrapping around', () => {
    renderTabs('a');
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
    expect(screen.getByRole('tab', { name: 'A Experiência' }).tabIndex).toBe(0);
  });

  it('select a tab on click and tie tab and panel together', () => {
    renderTabs('a');
    fireEvent.click(screen.getByRole('tab', { name: 'Perguntas Frequentes' }));
    const tab = screen.getByRole('tab', { name: 'Perguntas Frequentes' });
    const panel = screen.getByRole('tabpanel');
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.dataset.state).toBe('active');
    expect(panel.textContent).toBe('Terceiro painel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
  });
});
