import { describe, expect, it } from 'vitest';
import { causeChain, stringInChain } from './error-chain.ts';
import { pgConstraint, pgErrorCode } from './pg-error.ts';

const wrap = (cause: unknown, fields: Record<string, unknown> = {}) => Object.assign(new Error('Failed query', { cause }), fields);

describe('error chain', () => {
  it('lists the error and its causes, outermost first', () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'coupons_code_unique' });
    const outer = wrap(wrap(driver));
    expect(causeChain(outer)).toEqual([outer, outer.cause, driver]);
    expect(pgErrorCode(outer)).toBe('23505');
    expect(pgConstraint(outer)).toBe('coupons_code_unique');
  });

  it('looks five errors deep at most, so a looping chain ends', () => {
    const looping: Error & { cause?: unknown } = new Error('a');
    looping.cause = looping;
    expect(causeChain(looping)).toHaveLength(5);
    const deep = wrap(wrap(wrap(wrap(wrap(Object.assign(new Error('driver'), { code: '23505' }))))));
    expect(pgErrorCode(deep)).toBeUndefined();
    expect(pgErrorCode(deep.cause)).toBe('23505');
  });

  it('takes the first value the check accepts, skipping ones it refuses', () => {
    const err = wrap(Object.assign(new Error('pg'), { code: '23514' }), { code: 'ERR_WRAPPED' });
    expect(stringInChain(err, 'code')).toBe('ERR_WRAPPED');
    expect(pgErrorCode(err)).toBe('23514');
    expect(causeChain(undefined)).toEqual([]);
  });
});
