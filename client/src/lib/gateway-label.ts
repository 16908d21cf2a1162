// The name a player reads for the gateway (or card network) a payment went through. Stored
// names we know are translated; anything else (a card network such as KNET or VISA/MASTER,
// as MyFatoorah reports it) is shown as the gateway wrote it.
import type { TFunction } from 'i18next';

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
