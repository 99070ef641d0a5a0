import { describe, expect, it } from 'vitest';
import { readRedirectState, signInDestination } from './redirect-state.ts';

describe('redirect state', () => {
  it('returns sign-in to the page the user was sent away from, query included', () => {
    expect(signInDestination({ returnTo: '/products/?period_interval=24&regions=south' })).toBe(
      '/products/?period_interval=24&regions=south',
    );
  });

  it('goes to / without a page of this app to return to', () => {
    expect(signInDestination(undefined)).toBe('/');
    expect(signInDestination({ returnTo: 'https://elsewhere.example/' })).toBe('/');
    expect(signInDestination({ returnTo: '//elsewhere.example/' })).toBe('/');
    expect(signInDestination({ returnTo: '/login' })).toBe('/');
    for (const returnTo of [
      '/\\elsewhere.example/',
      '/\\/elsewhere.example',
      '//elsewhere.example?x=1',
      'javascript:alert(1)',
    ])
      expect(signInDestination({ returnTo }), returnTo).toBe('/');
  });

  it('reads only the fields of the right type', () => {
    expect(readRedirectState({ notice: 'Why', returnTo: 3, from: '/x' })).toEqual({
      notice: 'Why',
      returnTo: undefined,
      from: '/x',
    });
    expect(readRedirectState('text')).toEqual({});
  });
});
