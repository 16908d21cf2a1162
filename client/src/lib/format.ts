// Prices always show three decimals (docs/product.md#input-rules), with Western digits in both languages so a
// price reads the same on a receipt and a bank statement.
export function formatPrice(amount: number): string {
  return amount.toFixed(3);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** docs/product.md#constants: past games show dd/mm/yy - HH:mm, 24-hour, Gregorian, in local time. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear() % 100)} - ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** docs/product.md#constants: receipts show the day, month and two-digit year (dd/mm/yy), Gregorian, local time. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear() % 100)}`;
}

/** docs/product.md#constants: KD is shown as KWD; USD, EUR and SAR as they are; anything else as KWD. */
export function currencyCode(currency: string): string {
  const c = currency.toUpperCase();
  if (c === 'KD') return 'KWD';
  return ['KWD', 'USD', 'EUR', 'SAR'].includes(c) ? c : 'KWD';
}

export function formatMoney(amount: string | number, currency: string): string {
  return `${formatPrice(Number(amount))} ${currencyCode(currency)}`;
}
