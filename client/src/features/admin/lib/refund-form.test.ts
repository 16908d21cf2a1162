// When the refund dialog may draw a new Idempotency-Key (issue 30 §3): only after this server's
// own answer. The errors below are what api-client.ts makes of each answer: our JSON
// error body (kept as `body`), a balancer's HTML page (no body), no answer at all.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { mayDrawNewKey } from './refund-form';

const ours = (code: string, status: number) => new ApiError(code as never, status, 'message', [], { error: { code, message: 'message' } });

describe('mayDrawNewKey', () => {
  it.each([
    ['our refusal: in progress', ours('refund_in_progress', 409), true],
    ['our refusal: more than was paid', ours('refund_exceeds_paid', 409), true],
    ['our refusal: a bad amount', ours('validation_failed', 400), true],
    ['the gateway refused it (our JSON, 502)', ours('refund_failed', 502), true],
    ['the gateway did not answer (our JSON, 502): the refund stays Pending', ours('payment_gateway_unavailable', 502), true],
    ['our server failed (our JSON, 500)', ours('internal_error', 500), true],
    ['a balancer page: 502 Bad Gateway, not JSON', new ApiError('internal_error', 502, 'Bad Gateway'), false],
    ['a balancer page: 504 Gateway Timeout, not JSON', new ApiError('internal_error', 504, 'Gateway Timeout'), false],
    ['a proxy 413 page, not JSON', new ApiError('validation_failed', 413, 'Request Entity Too Large'), false],
    ['no answer (network error)', new ApiError('network_error', 0, 'Network error'), false],
    ['a timeout (aborted fetch)', new DOMException('The operation was aborted.', 'AbortError'), false],
  ])('%s → %s', (_case, err, expected) => {
    expect(mayDrawNewKey(err)).toBe(expected);
  });
});
