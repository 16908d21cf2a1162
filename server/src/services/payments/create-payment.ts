// POST /api/payments: the server prices the package (the body carries no amount), reserves a
// discount coupon with the payment row, then asks the gateway for an invoice. A price of 0
// after the discount never reaches the gateway: it is credited at once like a free coupon.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { discountedFils, formatFils } from '@charades/shared/money';
import { findPackage } from '@charades/shared/packages';
import type { CreatePaymentResponse } from '@charades/shared/schemas/payments';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { GatewayError, type PaymentGateway } from '../../lib/payment-gateway.ts';
import { claimCoupon } from '../coupons/claim-coupon.ts';
import { failPayment } from './fail-payment.ts';
import { recordFreePurchase } from './record-free-purchase.ts';
import { receiptOf } from './receipt.ts';
import { pathInLanguage, type Language } from '@charades/shared/languages';

export interface CreatePaymentOptions {
  db: Db;
  gateway: PaymentGateway;
  userId: string;
  email: string;
  language: Language;
  packageId: string;
  couponCode?: string;
  /** PAYMENT_INVOICE_MINUTES: the invoice's life at the gateway. */
  invoiceMinutes: number;
  /** The app's public origin; the thank-you page is under it. */
  origin: string;
}

/** The thank-you page in the buyer's language (Arabic is the unprefixed default). */
export function thankYouUrl(origin: string, language: Language): string {
  return new URL(pathInLanguage('/thank-you', language), origin).toString();
}

export async function createPayment(opts: CreatePaymentOptions): Promise<CreatePaymentResponse> {
  const pkg = findPackage(opts.packageId);
  if (!pkg) throw new AppError('package_not_found');
  const paymentId = randomUUID();

  const created = await opts.db.transaction(async (tx) => {
    let priceFils = pkg.priceFils;
    let couponId: string | null = null;
    if (opts.couponCode !== undefined) {
      const coupon = await claimCoupon({ tx, code: opts.couponCode, userId: opts.userId, paymentId, kind: 'discount' });
      couponId = coupon.id;
      priceFils = discountedFils(pkg.priceFils, coupon.discountPercentage ?? 0);
      if (priceFils === 0) {
        const tokens = await recordFreePurchase(tx, { paymentId, userId: opts.userId, tokens: pkg.tokens, couponId, packageId: pkg.id });
        return { free: true as const, tokens };
      }
    }
    await tx.insert(payments).values({
      id: paymentId,
      userId: opts.userId,
      amount: formatFils(priceFils),
      // The coupon's discount is list_amount - amount (revenue's "discounts given").
      listAmount: pkg.price,
      currency: pkg.currency,
      tokens: pkg.tokens,
      packageId: pkg.id,
      couponId,
      paymentGateway: opts.gateway.name,
      status: 'Pending',
    });
    return { free: false as const, priceFils };
  });

  if (created.free) {
    const receipt = await receiptOf(opts.db, paymentId);
    if (!receipt) throw new Error('free purchase without its payment row');
    return { paymentId, free: true, receipt, tokens: created.tokens };
  }

  const callbackUrl = thankYouUrl(opts.origin, opts.language);
  let invoice;
  try {
    invoice = await opts.gateway.sendPayment({
      invoiceValueFils: created.priceFils,
      customerName: opts.email.split('@')[0] || opts.email,
      customerEmail: opts.email,
      customerReference: paymentId,
      callbackUrl,
      errorUrl: callbackUrl,
      language: opts.language,
      expiresAt: new Date(Date.now() + opts.invoiceMinutes * 60_000),
    });
  } catch (err) {
    // No invoice: the payment can never be paid, so it fails now and gives its coupon back.
    await failPayment(opts.db, paymentId, { sendPaymentError: err instanceof Error ? err.message : String(err) });
    if (err instanceof GatewayError && err.kind === 'validation') {
      throw new AppError('payment_initiation_failed', { details: err.details.length ? err.details : [err.message] });
    }
    throw new AppError('payment_gateway_unavailable');
  }
  await opts.db.update(payments).set({ invoiceId: invoice.invoiceId, updatedAt: new Date() }).where(eq(payments.id, paymentId));
  return { paymentId, invoiceId: invoice.invoiceId, paymentUrl: invoice.invoiceUrl };
}
