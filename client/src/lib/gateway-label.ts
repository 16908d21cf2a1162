// The name a player reads for the gateway (or card network) a payment went through. Stored
// names we know are translated; anything else (a card network such as KNET or VISA/MASTER,
// as MyFatoorah reports it) is shown as the gateway wrote it.
import type { TFunction } from '@/lib/translator';

export function gatewayLabel(t: TFunction, gateway: string | null | undefined): string {
  switch ((gateway ?? '').toLowerCase()) {
    case 'myfatoorah':
      return t('money.gateway.myfatoorah');
    case 'sandbox':
      return t('money.gateway.sandbox');
    case 'coupon':
    case 'free':
    case 'free_coupon':
      return t('money.gateway.coupon');
    case '':
      return t('money.gateway.unknown');
    default:
      return gateway ?? '';
  }
}

/**
 * How a payment was made, the same on the receipt and in Past games → Transactions: the
 * gateway, and the card network when the gateway reported one ("Test gateway · VISA/MASTER").
 * `method` is the receipt's (the network, or the gateway's name when none was reported).
 */
export function paymentMethodLabel(t: TFunction, { gateway, method }: { gateway?: string | null; method?: string | null }): string {
  // An older receipt carries only its method: the network, or the gateway's own name.
  if (!gateway) return gatewayLabel(t, method);
  const network = method && method.toLowerCase() !== gateway.toLowerCase() ? method : null;
  return network ? t('checkout.gatewayWithNetwork', { gateway: gatewayLabel(t, gateway), network }) : gatewayLabel(t, gateway);
}
