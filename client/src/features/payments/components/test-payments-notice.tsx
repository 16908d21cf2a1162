// Said wherever money would be taken or shown while the app sells on its sandbox gateway
// (PAYMENT_PROVIDER=sandbox: `npm start`, or a staging site): these are test payments and no
// real money moves. The server tells us (testMode on GET /api/packages, test on a receipt).
import { useTranslation } from '@/lib/use-translation';
import { FlaskConical } from 'lucide-react';

export function TestPaymentsNotice({ detail }: { detail: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      data-testid="test-payments-notice"
      className="mb-4 flex gap-3 rounded-xl border-2 border-amber-500 bg-amber-100 p-3 text-amber-900"
    >
      <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm">
        <strong className="block text-base">{t('payments.testMode.title')}</strong>
        {detail}
      </p>
    </div>
  );
}
