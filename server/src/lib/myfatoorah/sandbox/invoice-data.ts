// An invoice as MyFatoorah describes it: its status, GetPaymentStatus's Data and the Webhook V2 event.
import { formatFils } from '@charades/shared/money';
import type { SandboxInvoice, SandboxTransaction } from './invoice-store.ts';

/** MyFatoorah's status of an invoice at this moment: Paid, Pending or (past its expiry) Expired. */
export function invoiceStatus(invoice: SandboxInvoice, now = Date.now()): 'Paid' | 'Pending' | 'Expired' {
  if (invoice.paid) return 'Paid';
  return now >= Date.parse(invoice.expiresAt) ? 'Expired' : 'Pending';
}

/** GetPaymentStatus's Data for an invoice, in MyFatoorah's shape (InvoiceValue in KWD, the account's currency). */
export function statusData(invoice: SandboxInvoice) {
  const value = Number(formatFils(invoice.valueFils));
  return {
    InvoiceId: invoice.invoiceId,
    InvoiceStatus: invoiceStatus(invoice),
    InvoiceReference: `SBX-${invoice.invoiceId}`,
    CustomerReference: invoice.customerReference,
    CreatedDate: invoice.createdAt,
    ExpiryDate: invoice.expiresAt,
    InvoiceValue: value,
    Comments: null,
    CustomerName: invoice.customerName,
    CustomerMobile: null,
    CustomerEmail: invoice.customerEmail,
    UserDefinedField: null,
    InvoiceDisplayValue: `${formatFils(invoice.valueFils)} KD`,
    InvoiceItems: [],
    InvoiceTransactions: invoice.transactions.map((t) => ({
      TransactionDate: t.date,
      PaymentGateway: 'VISA/MASTER',
      ReferenceId: t.paymentId.slice(-12),
      TrackId: t.paymentId.slice(-8),
      TransactionId: t.paymentId.slice(-10),
      PaymentId: t.paymentId,
      AuthorizationId: t.status === 'Succss' ? t.paymentId.slice(-6) : null,
      TransactionStatus: t.status,
      TransationValue: formatFils(invoice.valueFils),
      CustomerServiceCharge: '0.000',
      TotalServiceCharge: '0.000',
      DueValue: formatFils(invoice.valueFils),
      PaidCurrency: 'KWD',
      PaidCurrencyValue: formatFils(invoice.valueFils),
      Currency: 'KWD',
      Error: t.error,
      ErrorCode: t.error ? 'MF002' : '',
      CardNumber: `512345xxxxxx${t.cardLast4}`,
      IpAddress: null,
      Country: 'Kuwait',
      ECI: null,
    })),
    Suppliers: [],
  };
}

/** The Webhook V2 PAYMENT_STATUS_CHANGED event for one transaction of an invoice. */
export function webhookEvent(invoice: SandboxInvoice, t: SandboxTransaction) {
  const value = formatFils(invoice.valueFils);
  return {
    Event: {
      Code: 1,
      Name: 'PAYMENT_STATUS_CHANGED',
      CountryIsoCode: 'KWT',
      CreationDate: new Date().toISOString(),
      Reference: `WH-${t.paymentId}`,
    },
    Data: {
      Invoice: {
        Id: String(invoice.invoiceId),
        Status: invoice.paid ? 'PAID' : 'PENDING',
        Reference: `SBX-${invoice.invoiceId}`,
        CreationDate: invoice.createdAt,
        ExpirationDate: invoice.expiresAt,
        ExternalIdentifier: invoice.customerReference,
        UserDefinedField: null,
        MetaData: null,
      },
      Transaction: {
        Id: t.paymentId.slice(-10),
        Status: t.status === 'Succss' ? 'SUCCESS' : 'FAILED',
        PaymentMethod: 'VISA/MASTER',
        PaymentId: t.paymentId,
        ReferenceId: t.paymentId.slice(-12),
        TrackId: t.paymentId.slice(-8),
        AuthorizationId: t.status === 'Succss' ? t.paymentId.slice(-6) : null,
        TransactionDate: t.date,
        ECI: null,
        IP: { Address: null, Country: null },
        Error: t.error ? { Code: 'MF002', Message: t.error } : { Code: null, Message: null },
        Card: {
          NameOnCard: invoice.customerName,
          Number: `512345xxxxxx${t.cardLast4}`,
          PanHash: null,
          Token: null,
          Brand: 'Master',
          Issuer: 'Sandbox',
          IssuerCountry: 'KWT',
          FundingMethod: 'credit',
        },
      },
      Customer: { Name: invoice.customerName, Mobile: null, Email: invoice.customerEmail, Reference: invoice.customerReference },
      Amount: {
        BaseCurrency: 'KWD',
        ValueInBaseCurrency: value,
        ServiceCharge: '0.000',
        ServiceChargeVAT: '0.000',
        ReceivableAmount: value,
        DisplayCurrency: 'KWD',
        ValueInDisplayCurrency: value,
        PayCurrency: 'KWD',
        ValueInPayCurrency: value,
      },
      Suppliers: [],
    },
  };
}
