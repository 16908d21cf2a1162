// A person's profile and the role changes offered for it (to an admin: the role table of
// issue 32 §4). The signed-in admin's own account offers none (the server would refuse them),
// and says why.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Person } from '@charades/shared/schemas/admin-person';
import { Button } from '@/components/ui/button';
import { RoleBadge } from '../../components/role-badge';
import { isStaffRole } from '@charades/shared/staff/staff-roles';
import { useStaffMay } from '../../lib/use-staff-may';
import { formatAdminDate } from '../../lib/admin-dates';
import { usePersonDialogs } from './person-dialogs';
import { PersonSection } from './person-section';

type ProfileAction = 'reinstate' | 'changeRole' | 'suspend' | 'twoFactorOff';

/** The role changes offered for an account in this role (the server enforces the rules). */
function roleActions(person: Person): ProfileAction[] {
  if (person.role === 'suspended') return ['reinstate'];
  return ['changeRole', 'suspend', ...(person.twoFactorEnabled ? (['twoFactorOff'] as const) : [])];
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="mt-1 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function PersonProfile({ person: p, own }: { person: Person; own: boolean }) {
  const { t } = useTranslation();
  const { show } = usePersonDialogs();
  const may = useStaffMay();
  const offered = roleActions(p).filter((a) => may(a === 'twoFactorOff' ? 'admin.users.resetTwoFactor' : 'admin.users.setRole'));
  const actions = offered.length > 0 && (
    <div className="flex flex-wrap gap-2" title={own ? t('admin.users.ownAccount') : undefined}>
      {offered.map((action) => (
        <Button
          key={action}
          variant={action === 'suspend' || action === 'twoFactorOff' ? 'destructive' : 'outline'}
          size="sm"
          disabled={own}
          onClick={() => show(action)}
        >
          {t(`admin.person.actions.${action}`)}
        </Button>
      ))}
    </div>
  );
  return (
    <PersonSection id="person-profile" title={t('admin.person.profile.title')} actions={actions}>
      {own && offered.length > 0 && <p className="mb-3 text-sm text-stone-700">{t('admin.users.ownAccount')}</p>}
      <dl className="grid grid-cols-1 gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('admin.person.profile.email')}>
          <span dir="ltr">{p.email}</span>
        </Fact>
        <Fact label={t('admin.person.profile.role')}>
          <RoleBadge role={p.role} />
          {p.role === 'suspended' && p.roleBeforeSuspension && (
            <span className="ms-2 text-sm text-stone-700">
              {t('admin.person.profile.wasRole', { role: t(`admin.users.roles.${p.roleBeforeSuspension}`) })}
            </span>
          )}
        </Fact>
        <Fact label={t('admin.person.profile.language')}>{t(`admin.common.languages.${p.language}`)}</Fact>
        <Fact label={t('admin.person.profile.joined')}>
          <span className="tabular-nums">{formatAdminDate(p.createdAt)}</span>
        </Fact>
        <Fact label={t('admin.person.profile.confirmed')}>{t(p.emailConfirmed ? 'admin.person.yes' : 'admin.person.no')}</Fact>
        <Fact label={t('admin.person.profile.totalPaid')}>
          <span className="tabular-nums">
            {p.totalPaid} KWD ({t('admin.person.profile.paymentsCount', { count: p.paymentsCount })})
          </span>
        </Fact>
        <Fact label={t('admin.person.profile.refunded')}>
          <span className="tabular-nums">{p.refundedTotal} KWD</span>
        </Fact>
        <Fact label={t('admin.person.profile.gamesCount')}>
          <span className="tabular-nums">{p.gamesCount}</span>
        </Fact>
        {(isStaffRole(p.role) || p.twoFactorEnabled) && (
          <Fact label={t('admin.person.profile.twoFactor')}>
            {t(p.twoFactorEnabled ? 'admin.person.profile.twoFactorOn' : 'admin.person.profile.twoFactorOff')}
          </Fact>
        )}
      </dl>
    </PersonSection>
  );
}
