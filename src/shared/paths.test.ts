import { describe, expect, it } from 'vitest';
import { matchesRoutePattern } from './paths.ts';

describe('matchesRoutePattern', () => {
  it('matches static and parameterised routes', () => {
    expect(matchesRoutePattern('/')).toBe(true);
    expect(matchesRoutePattern('/sobre')).toBe(true);
    expect(matchesRoutePattern('/sobre/')).toBe(true);
    expect(matchesRoutePattern('/viagem/rio-negro')).toBe(true);
  });

  it('refuses what no route knows', () => {
    expect(matchesRoutePattern('/nao-existe')).toBe(false);
    expect(matchesRoutePattern('/viagem/a/b')).toBe(false);
    expect(matchesRoutePattern('/sobrex')).toBe(false);
  });

  it('reads a final /* as any rest of the path, none included', () => {
    const patterns = ['/admin/viagens/*'];
    expect(matchesRoutePattern('/admin/viagens', patterns)).toBe(true);
    expect(matchesRoutePattern('/admin/viagens/nova', patterns)).toBe(true);
    expect(matchesRoutePattern('/admin/viagens/7/previa', patterns)).toBe(true);
    expect(matchesRoutePattern('/admin/viagensx', patterns)).toBe(false);
  });
});
