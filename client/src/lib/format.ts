// Prices always show three decimals (SPEC §5), with Western digits in both languages so a
// price reads the same on a receipt and a bank statement.
export function formatPrice(amount: number): string {
  return amount.toFixed(3);
}
