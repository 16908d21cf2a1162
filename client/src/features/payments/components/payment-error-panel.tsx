// Why a payment could not start: the server's message and its details, as an alert.
import { useTranslation } from '@/lib/use-translation';
import type { PaymentErrorText } from '../payment-error';

export function PaymentErrorPanel({ error }: { error: PaymentErrorText }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border-2 border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-bold">{t('payments.errorPanelTitle')}</p>
      <p>{t(error.messageKey)}</p>
      {error.details.length > 0 && (
        <ul className="mt-1 list-inside list-disc">
          {error.details.map((d) => (
            <li key={d} dir="auto">
              {d}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
