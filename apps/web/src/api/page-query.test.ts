import { describe, expect, it } from 'vitest';
import {
  brandTopBrandsRoute,
  configurationRoute,
  defaultFilterSet,
  drillFigures,
  filterSetToPayload,
} from '@specpulse/contract';
import { ApiError } from './client.ts';
import { pageErrors } from './page-load-errors.ts';
import { resolvePath } from './client.ts';
import { prepareQuery } from './page-query.ts';

describe('page queries', () => {
  it('fills path parameters and disables a query while one is missing', () => {
    expect(resolvePath('/v2/analytics/brand/:brandId/topstates', { brandId: 12 })).toBe(
      '/v2/analytics/brand/12/topstates',
    );
    expect(resolvePath('/v2/analytics/brand/:brandId/topstates', { brandId: 'show' })).toBe(
      '/v2/analytics/brand/show/topstates',
    );
    expect(resolvePath('/v2/analytics/brand/:brandId/topstates', {})).toBeNull();
    const payload = filterSetToPayload(defaultFilterSet);
    expect(
      prepareQuery({ route: drillFigures.topStates.brand, params: { brandId: undefined } }, payload).enabled,
    ).toBe(false);
    expect(
      prepareQuery({ route: drillFigures.topStates.brand, params: { brandId: 3 }, enabled: false }, payload)
        .enabled,
    ).toBe(false);
  });

  it('keys a query by route, params, querystring and payload', () => {
    const payload = filterSetToPayload(defaultFilterSet);
    const q = prepareQuery({ route: brandTopBrandsRoute, query: { limit: 5 } }, payload);
    expect(q.enabled).toBe(true);
    expect(q.queryKey).toEqual(['/v2/analytics/brand/topbrands', {}, { limit: 5 }, payload]);
    const other = prepareQuery(
      { route: brandTopBrandsRoute, query: { limit: 5 } },
      { ...payload, openspec: true },
    );
    expect(other.queryKey).not.toEqual(q.queryKey);
    expect(prepareQuery({ route: configurationRoute }, payload).queryKey[3]).toBeNull();
  });

  it('shows the message of an error, the list of an API error list, otherwise the raw value', () => {
    expect(
      pageErrors([
        new ApiError(400, 'a\nb', ['a', 'b']),
        new Error('boom'),
        'plain',
        { code: 1 },
        new Error('boom'),
      ]),
    ).toEqual(['a', 'b', 'boom', 'plain', '{"code":1}']);
  });
});
