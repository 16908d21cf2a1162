import { describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, checkoutAbandoned } from './pending-invoice';

describe('checkoutAbandoned', () => {
  const invoice = { invoiceId: '42', packageId: 'pkg-5', tokens: 5 };
  const now = 1_800_000_000_000;

  it('is not said of a checkout just made, nor when no invoice was kept', () => {
    expect(checkoutAbandoned({ ...invoice, savedAt: now - 60_000 }, now)).toBe(false);
    expect(checkoutAbandoned({ ...invoice, savedAt: now - ABANDONED_AFTER_MS }, now)).toBe(false);
    expect(checkoutAbandoned(undefined, now)).toBe(false);
  });

  it('is said once the checkout is older than ABANDONED_AFTER_MS, or of one kept before its time was', () => {
    expect(checkoutAbandoned({ ...invoice, savedAt: now - ABANDONED_AFTER_MS - 1 }, now)).toBe(true);
    expect(checkoutAbandoned(invoice, now)).toBe(true);
  });
});
