// Money is integer fils inside the app (1 KWD = 1000 fils) and a 3-decimal string on the wire
// ('2.000'): never a float, so no amount is ever off by a rounding error.
import { toLatinDigits } from './latin-digits.ts';

export const FILS_PER_KWD = 1000;

const AMOUNT = /^(\d{1,9})(?:\.(\d{1,3}))?$/;

/** '2.000', '2.5' or '2' → 2000, 2500, 2000 fils; anything else (negative, more than three
 *  decimals, exponent, blank) throws. */
export function parseFils(amount: string): number {
  const m = AMOUNT.exec(amount.trim());
  if (!m) throw new RangeError(`not an amount of money: ${JSON.stringify(amount)}`);
  const whole = Number(m[1]);
  const fraction = Number((m[2] ?? '').padEnd(3, '0'));
  return whole * FILS_PER_KWD + fraction;
}

/** An amount as Kuwaiti staff type it (issue 32 §2), in the form parseFils reads: Arabic-Indic
 *  digits (٠-٩, and the Persian ۰-۹) become 0-9; the Arabic decimal separator (٫) or a comma
 *  is the decimal point; spaces and the Arabic thousands separator (٬) go. Nothing else is
 *  changed, so what is still not an amount is still refused. */
export function normalizeAmountText(text: string): string {
  return toLatinDigits(text)
    .replace(/[\u066b,]/g, '.')
    .replace(/[\s\u066c]/g, '');
}

/** 2000 → '2.000'. Only whole, non-negative fils are money. */
export function formatFils(fils: number): string {
  if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`not an amount of fils: ${fils}`);
  const whole = Math.floor(fils / FILS_PER_KWD);
  const fraction = fils % FILS_PER_KWD;
  return `${whole}.${String(fraction).padStart(3, '0')}`;
}

/** docs/product.md#input-rules: price × (1 − percentage/100), rounded to the fils (halves up), in integers only. */
export function discountedFils(priceFils: number, percentage: number): number {
  if (!Number.isSafeInteger(priceFils) || priceFils < 0) throw new RangeError(`not an amount of fils: ${priceFils}`);
  const pct = Math.min(100, Math.max(0, Math.trunc(percentage)));
  return Math.floor((priceFils * (100 - pct) + 50) / 100);
}
