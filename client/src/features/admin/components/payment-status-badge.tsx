// A payment's status as staff read it: Paid green, Pending amber, refunds and failures red.
import { useTranslation } from '@/lib/use-translation';
import type { PaymentViewStatus } from '@charades/shared/schemas/admin-payments';
import { Badge } from '@/components/ui/badge';

const TONE = { Paid: 'success', Pending: 'warning', PartlyRefunded: 'warning', Refunded: 'neutral', Failed: 'danger' } as const;

export function PaymentStatusBadge({ status }: { status: PaymentViewStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[status]} className="whitespace-nowrap">
      {t(`admin.payments.statuses.${status}`)}
    </Badge>
  );
}
