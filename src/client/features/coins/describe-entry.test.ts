import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '#shared/schemas/coins.ts';
import { describeEntry } from './coin-history-list.tsx';

const entry: LedgerEntry = {
  id: '1',
  amount: 3,
  kind: 'grant',
  reason: 'welcome',
  voyage_id: null,
  voyage_title: null,
  order_id: null,
  package_name: null,
  balance_after: 3,
  note: null,
  created_at: '2026-11-22T10:00:00.000Z',
  withdrawal: null,
};

describe('describeEntry', () => {
  it('words each movement of passagens', () => {
    expect(describeEntry(entry)).toBe('Boas-vindas a bordo');
    expect(
      describeEntry({
        ...entry,
        amount: -1,
        kind: 'spend',
        reason: 'voyage_start',
        voyage_title: 'O Silêncio do Igapó',
      }),
    ).toBe('Embarque: O Silêncio do Igapó');
    expect(
      describeEntry({
        ...entry,
        kind: 'purchase',
        reason: 'package_purchase',
        package_name: 'Bilhete de Canoa',
      }),
    ).toBe('Compra: Bilhete de Canoa');
    expect(describeEntry({ ...entry, kind: 'refund', reason: 'algo-novo' })).toBe('Estorno');
    expect(
      describeEntry({ ...entry, kind: 'admin', reason: 'admin', note: 'Compensação da travessia' }),
    ).toBe('Ajuste da equipe: Compensação da travessia');
  });
});
