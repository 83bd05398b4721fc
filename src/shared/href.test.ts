import { describe, expect, it } from 'vitest';
import { href } from './href.ts';
import { appRoutePatterns } from './paths.ts';

describe('href', () => {
  it('fills every parameter of a pattern', () => {
    expect(href(appRoutePatterns.voyageDetail, { id: 7 })).toBe('/viagem/detalhes/7');
    expect(href('/api/v1/reader/bookmarks/:voyageId/:paragraph', { voyageId: '3', paragraph: 0 })).toBe(
      '/api/v1/reader/bookmarks/3/0',
    );
  });

  it('encodes each parameter as one segment', () => {
    expect(href(appRoutePatterns.voyageInfo, { slug: 'rio negro/ç?#' })).toBe(
      '/viagem/rio%20negro%2F%C3%A7%3F%23',
    );
  });

  it('leaves a pattern without parameters as it is', () => {
    expect(href(appRoutePatterns.login)).toBe('/login');
  });

  it('appends the query, leaving out undefined values', () => {
    expect(href(appRoutePatterns.sharedVoyage, { voyageId: 3 }, { de: 'Ana & Bia', para: undefined })).toBe(
      '/viagem/compartilhada/3?de=Ana+%26+Bia',
    );
    expect(href(appRoutePatterns.login, {}, {})).toBe('/login');
  });

  it('refuses a call the types would refuse', () => {
    // @ts-expect-error a parameter is missing
    expect(() => href('/a/:id/b/:slug', { id: 1 })).toThrow(':slug');
    // @ts-expect-error a parameter the pattern does not have
    href(appRoutePatterns.voyageDetail, { id: 1, slug: 'x' });
    // @ts-expect-error no parameters given
    expect(() => href(appRoutePatterns.voyageDetail)).toThrow(':id');
  });
});
