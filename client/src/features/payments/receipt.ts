// What the server answers after tokens were credited (SPEC §3 Receipt). Money is a 3-decimal
// string on the wire; a free coupon's receipt has amount 0 and a FREE-<timestamp> id.
export interface Receipt {
  transactionId: string;
  tokensPurchased: number;
  amountPaid: string;
  currency?: string;
  /** ISO date-time */
  date: string;
  method: string;
  /** The gateway's stored name (absent from older servers' receipts). */
  gateway?: string;
  couponCode?: string | null;
  /** Paid on the sandbox gateway: a test payment, no real money was taken. */
  test?: boolean;
}

/** A purchase that ended with tokens credited: the receipt and the balance after it. */
export interface CreditedPurchase {
  receipt: Receipt;
  /** The account's token balance after the credit. */
  tokens: number;
}
