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

  it("knows the console's voyage screens, and nothing below them", () => {
    expect(matchesRoutePattern('/admin/viagens')).toBe(true);
    expect(matchesRoutePattern('/admin/viagens/nova')).toBe(true);
    expect(matchesRoutePattern('/admin/viagens/7')).toBe(true);
    expect(matchesRoutePattern('/admin/viagens/7/previa')).toBe(false);
    expect(matchesRoutePattern('/admin/viagensx')).toBe(false);
  });
});
