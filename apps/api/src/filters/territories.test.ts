import { describe, expect, it } from 'vitest';
import { messages } from '@specpulse/contract';
import { AppError } from '../errors.ts';
import { territoryStateIds, type TerritoryAreas } from './territories.ts';

const dims = {
  stateIdByCode: new Map([
    ['TX', 1],
    ['FL', 2],
    ['CA', 5],
  ]),
};
const stored = new Map<number, TerritoryAreas>([
  [10, { firmId: 1, codes: ['TX', 'FL'] }],
  [11, { firmId: 1, codes: ['CA', 'TX', 'MX'] }],
  [20, { firmId: 2, codes: ['CA'] }],
]);
const lookup = (ids: readonly number[]) =>
  Promise.resolve(new Map([...stored].filter(([id]) => ids.includes(id))));

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, message } = error as AppError;
  return { status, message };
};

describe('territoryStateIds', () => {
  it('unites the states of the territories (areas outside the US select none)', async () => {
    expect(await territoryStateIds([10], 1, lookup, dims)).toEqual([1, 2]);
    expect(await territoryStateIds([10, 11], 1, lookup, dims)).toEqual([1, 2, 5]);
  });

  it("refuses another firm's territory (403) and one that no longer exists (404)", async () => {
    expect(await refusal(territoryStateIds([10, 20], 1, lookup, dims))).toEqual({
      status: 403,
      message: messages.territoriesOfAnotherFirm([20]),
    });
    expect(await refusal(territoryStateIds([99], 1, lookup, dims))).toEqual({
      status: 404,
      message: messages.territoryNotFound(99),
    });
    // An actor made in-process has no lookup: no territory is found.
    expect((await refusal(territoryStateIds([10], 1, undefined, dims))).status).toBe(404);
  });
});
