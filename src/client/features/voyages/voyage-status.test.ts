import { describe, expect, it } from 'vitest';
import { chargeOf, mainActionLabel, statusBadge, statusTitle, voyageStatus } from './voyage-status.ts';

const paid = { is_started: false, is_completed: false, is_free: false, cost: 2 };
const free = { ...paid, is_free: true, cost: 0 };

describe('voyageStatus (SPEC §4.4)', () => {
  it('before starting: ready (free), available (enough passagens) or insufficient', () => {
    expect(voyageStatus(free, 0)).toBe('ready');
    expect(voyageStatus(paid, 2)).toBe('available');
    expect(voyageStatus(paid, 1)).toBe('insufficient');
  });

  it('in progress and completed whatever the balance', () => {
    expect(voyageStatus({ ...paid, is_started: true }, 0)).toBe('in_progress');
    expect(voyageStatus({ ...paid, is_started: true, is_completed: true }, 0)).toBe('completed');
  });

  it('words every status with SPEC texts', () => {
    expect(statusBadge).toEqual({
      ready: 'Pronta para embarque',
      available: 'Disponível',
      insufficient: 'Passagens insuficientes',
      in_progress: 'Em andamento',
      completed: 'Concluída',
    });
    expect(statusTitle.in_progress).toBe('Viagem em Andamento');
    expect(statusTitle.completed).toBe('Viagem Concluída');
    expect(mainActionLabel('ready')).toBe('Iniciar Viagem');
    expect(mainActionLabel('available')).toBe('Iniciar Viagem');
    expect(mainActionLabel('in_progress')).toBe('Continuar');
    expect(mainActionLabel('completed')).toBe('Reembarcar');
  });

  it('charges only a paid voyage not started yet', () => {
    expect(chargeOf(paid)).toBe(2);
    expect(chargeOf(free)).toBe(0);
    expect(chargeOf({ ...paid, is_started: true })).toBe(0);
  });
});
