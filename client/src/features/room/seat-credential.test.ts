import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seatCredential } from '@charades/shared/schemas/games';
import { parseSeat } from './seat-credential';

const zodSays = (value: unknown) => {
  const parsed = seatCredential.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

describe('parseSeat', () => {
  it('takes a stored seat as the shared schema does', () => {
    const seat = { gameId: '0b5f6a6e-3c1d-4f7e-9a2b-1c2d3e4f5a6b', seatId: 's1', seatToken: 'x'.repeat(16) };
    expect(parseSeat({ ...seat, extra: 1 })).toEqual(seat);
    for (const value of [
      null,
      'seat',
      [seat],
      { ...seat, gameId: 'not-a-uuid' },
      { ...seat, gameId: '0b5f6a6e-3c1d-0f7e-9a2b-1c2d3e4f5a6b' },
      { ...seat, seatId: '' },
      { ...seat, seatId: 'x'.repeat(65) },
      { ...seat, seatToken: 'x'.repeat(15) },
      { ...seat, seatToken: 'x'.repeat(101) },
      { ...seat, seatToken: 16 },
    ])
      expect([parseSeat(value), zodSays(value)]).toEqual([undefined, undefined]);
  });

  it('agrees with seatCredential.safeParse on any value', () => {
    const uuid = fc.oneof(
      fc.uuid(),
      fc.constant('00000000-0000-0000-0000-000000000000'),
      fc.string(),
      fc.stringMatching(/^[0-9a-fA-F]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    );
    const text = fc.oneof(fc.string({ maxLength: 120 }), fc.integer(), fc.constant(undefined));
    const seat = fc.record({ gameId: fc.oneof(uuid, fc.integer()), seatId: text, seatToken: text }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(seat, fc.anything()), (value) => {
        expect(parseSeat(value)).toEqual(zodSays(value));
      }),
      { numRuns: 2000 },
    );
  });
});
