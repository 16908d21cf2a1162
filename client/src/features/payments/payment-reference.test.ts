import { afterEach, describe, expect, it } from 'vitest';
import { paymentReference } from './payment-reference';
import { clearPendingInvoice, savePendingInvoice } from './pending-invoice';

// localStorage of the test environment, or a stand-in when the environment has none.
if (typeof localStorage === 'undefined') {
  const data = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
      removeItem: (k: string) => data.delete(k),
    },
  });
}

describe('paymentReference', () => {
  afterEach(clearPendingInvoice);

  it.each([
    ['?paymentId=07072345', { kind: 'found', value: '07072345' }],
    ['?Id=100202', { kind: 'found', value: '100202' }],
    ['?invoiceId=5543', { kind: 'found', value: '5543' }],
    ['?paymentId=&Id=77', { kind: 'found', value: '77' }],
    ['', { kind: 'none' }],
    ['?paymentId=', { kind: 'none' }],
    ['?paymentId=%3Cscript%3E', { kind: 'invalid' }],
  ])('%s', (search, expected) => {
    expect(paymentReference(search)).toEqual(expected);
  });

  it('falls back to the pending invoice kept in the browser', () => {
    savePendingInvoice({ invoiceId: 'INV-9', packageId: 'pkg-5', tokens: 5 });
    expect(paymentReference('')).toEqual({ kind: 'found', value: 'INV-9' });
    expect(paymentReference('?paymentId=PAY-1')).toEqual({ kind: 'found', value: 'PAY-1', invoiceId: 'INV-9' });
    expect(paymentReference('?invoiceId=INV-9')).toEqual({ kind: 'found', value: 'INV-9' });
  });
});
