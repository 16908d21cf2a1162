// Money read from MyFatoorah's wire, which may be a number, a string or '3.5 KD', into integer
// fils (1 KWD = 1000 fils) without a float multiplication, so 0.1 + 0.2 style errors cannot
// creep in. Writing an amount is shared/money.ts's formatFils, the app's one 3-decimal form.

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
