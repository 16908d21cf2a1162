// Money on MyFatoorah's wire: a decimal amount in KWD with three places. Inside the server
// money is integer fils (1 KWD = 1000 fils); these conversions never pass through a float
// multiplication, so 0.1 + 0.2 style errors cannot creep in.

/** 3500 -> '3.500'. Throws on anything but a non-negative safe integer. */
export function filsToDecimal(fils: number): string {
  if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`fils must be a non-negative integer, got ${fils}`);
  return `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;
}

/**
 * '3.500', 3.5, '3.5 KD' or 0.30000000000000004 -> fils, read from the decimal text (a number
 * is read from its shortest printed form) and rounded half up at the third place.
 * Returns null for anything that is not an amount.
 */
export function decimalToFils(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // Numbers print in exponent form below 1e-6; toFixed(20) is exact enough there.
    text = Math.abs(value) < 1e-6 ? value.toFixed(20) : String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,/g, '');
  } else return null;
  const match = /^(\d+)(?:\.(\d*))?/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(4, '0');
  let fils = Number(whole) * 1000 + Number(fraction.slice(0, 3));
  if (Number(fraction[3]) >= 5) fils += 1;
  return Number.isSafeInteger(fils) ? fils : null;
}
