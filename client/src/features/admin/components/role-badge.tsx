// An account's role as a badge: user, a staff role (support, finance, admin) or suspended.
import { useTranslation } from '@/lib/use-translation';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { Badge } from '@/components/ui/badge';

const ROLE_TONE = { user: 'success', support: 'neutral', finance: 'neutral', admin: 'warning', suspended: 'danger' } as const;

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  const { t } = useTranslation();
  return <Badge tone={ROLE_TONE[role]}>{t(`admin.users.roles.${role}`)}</Badge>;
}
