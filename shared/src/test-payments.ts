// Which payments are test payments: those of the sandbox gateway the app serves itself
// (PAYMENT_PROVIDER=sandbox). No real money moves there, so they credit tokens (a staging
// site must be playable) but never count as money paid: not in paid totals, not as revenue,
// and their receipts say so. payments.payment_gateway is the marker: the sandbox's rows carry
// its name.
export const SANDBOX_GATEWAY = 'sandbox';

export function isTestGateway(gateway: string | null | undefined): boolean {
  return gateway === SANDBOX_GATEWAY;
}
