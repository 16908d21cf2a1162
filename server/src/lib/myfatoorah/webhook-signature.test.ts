import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, signedText, verifyWebhookSignature } from './webhook-signature.ts';

const SECRET = 'webhook-secret-from-the-portal';

// Shape of a Webhook V2 PAYMENT_STATUS_CHANGED event (docs.myfatoorah.com, "Payment Status Data Model").
const event = () => ({
  Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED', CountryIsoCode: 'KWT', CreationDate: '2026-11-23T04:00:00Z', Reference: 'WH-1' },
  Data: {
    Invoice: {
      Id: '6389662',
      Status: 'PAID',
      Reference: '2025060928',
      ExternalIdentifier: 'pay_123',
      UserDefinedField: null,
      MetaData: null,
    },
    Transaction: { Id: '584497', Status: 'SUCCESS', PaymentMethod: 'KNET', PaymentId: '07076389662324811574' },
    Customer: { Name: 'Sara', Mobile: null, Email: 'sara@example.com', Reference: 'pay_123' },
    Amount: { BaseCurrency: 'KWD', ValueInBaseCurrency: '2.000' },
  },
});

const hmac = (text: string) => createHmac('sha256', SECRET).update(text).digest('base64');

describe('Webhook V2 signature', () => {
  it('signs the documented fields in the documented order', () => {
    expect(
      signedText(event(), ['Invoice.Id', 'Invoice.Status', 'Transaction.Status', 'Transaction.PaymentId', 'Invoice.ExternalIdentifier']),
    ).toBe(
      'Invoice.Id=6389662,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=07076389662324811574,Invoice.ExternalIdentifier=pay_123',
    );
    expect(signWebhook(event(), SECRET)).toBe(
      hmac(
        'Invoice.Id=6389662,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=07076389662324811574,Invoice.ExternalIdentifier=pay_123',
      ),
    );
  });

  it('accepts the current order and the earlier one (Customer.Reference last)', () => {
    expect(verifyWebhookSignature(event(), signWebhook(event(), SECRET), SECRET)).toBe(true);
    const body = event();
    body.Data.Customer.Reference = 'cust-ref';
    const earlier = hmac(
      'Invoice.Id=6389662,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=07076389662324811574,Customer.Reference=cust-ref',
    );
    expect(verifyWebhookSignature(body, earlier, SECRET)).toBe(true);
  });

  it('signs null and missing values as empty', () => {
    const body = event();
    (body.Data.Invoice as { ExternalIdentifier: string | null }).ExternalIdentifier = null;
    const signature = hmac(
      'Invoice.Id=6389662,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=07076389662324811574,Invoice.ExternalIdentifier=',
    );
    expect(signWebhook(body, SECRET)).toBe(signature);
    expect(verifyWebhookSignature(body, signature, SECRET)).toBe(true);
  });

  it('reads numeric ids as their text', () => {
    const body = event();
    (body.Data.Invoice as { Id: string | number }).Id = 6389662;
    expect(verifyWebhookSignature(body, signWebhook(event(), SECRET), SECRET)).toBe(true);
  });

  it('refuses a changed field, a wrong secret, a missing or malformed header', () => {
    const signature = signWebhook(event(), SECRET);
    const changed = event();
    changed.Data.Invoice.Status = 'PENDING';
    expect(verifyWebhookSignature(changed, signature, SECRET)).toBe(false);
    expect(verifyWebhookSignature(event(), signature, 'another-secret')).toBe(false);
    expect(verifyWebhookSignature(event(), undefined, SECRET)).toBe(false);
    expect(verifyWebhookSignature(event(), '', SECRET)).toBe(false);
    expect(verifyWebhookSignature(event(), 'not base64 at all', SECRET)).toBe(false);
    expect(verifyWebhookSignature(event(), signature.slice(0, 20), SECRET)).toBe(false);
    expect(verifyWebhookSignature(event(), signature, '')).toBe(false);
  });

  it('refuses bodies that are not events it knows', () => {
    expect(verifyWebhookSignature(null, 'x', SECRET)).toBe(false);
    expect(verifyWebhookSignature('text', 'x', SECRET)).toBe(false);
    const other = { ...event(), Event: { Code: 99 } };
    expect(verifyWebhookSignature(other, signWebhook(other, SECRET), SECRET)).toBe(false);
  });

  it('checks refund events (Event.Code 2) in their documented order', () => {
    const refund = {
      Event: { Code: 2, Name: 'REFUND_STATUS_CHANGED' },
      Data: { Refund: { Id: 'R1', Status: 'REFUNDED' }, Amount: { ValueInBaseCurrency: '2.000' }, ReferencedInvoice: { Id: '6389662' } },
    };
    const signature = hmac('Refund.Id=R1,Refund.Status=REFUNDED,Amount.ValueInBaseCurrency=2.000,ReferencedInvoice.Id=6389662');
    expect(signWebhook(refund, SECRET)).toBe(signature);
    expect(verifyWebhookSignature(refund, signature, SECRET)).toBe(true);
  });
});
