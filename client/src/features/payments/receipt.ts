// What the server answers after tokens were credited (docs/product.md#records Receipt): the shared contract's
// types. Money is a 3-decimal string on the wire; a free coupon's receipt has amount 0 and a
// FREE-<timestamp> id.
import type { z } from 'zod';
import type { redeemCouponResponse } from '@charades/shared/schemas/payments';

export type { Receipt } from '@charades/shared/schemas/payments';

/** A purchase that ended with tokens credited: the receipt and the balance after it. */
export type CreditedPurchase = z.output<typeof redeemCouponResponse>;
