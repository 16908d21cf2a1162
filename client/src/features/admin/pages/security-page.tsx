// Sign-in security (issue 32 §4): a staff member turns on two-factor sign-in here: the steps
// (start, scan and confirm, keep the recovery codes), or, once on, how many recovery codes are
// left and who can turn it off. With STAFF_TWO_FACTOR=required, a staff account without the
// factor sees only this page (admin-app.tsx).
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ShieldCheck } from 'lucide-react';
import type { TwoFactorEnrollResponse } from '@charades/shared/schemas/two-factor';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { fetchFreshProfile } from '@/lib/api/get-me';
import { errorMessageKey } from '@/lib/error-message-key';
import { useSession } from '@/lib/session/use-session';
import { useEnrollTwoFactor } from '../api/two-factor';
import { AdminPage } from '../components/admin-page';
import { EnrolPanel } from './security/enrol-panel';
import { RecoveryCodesPanel } from './security/recovery-codes-panel';

export function SecurityPage() {
  const { t } = useTranslation();
  const session = useSession();
  const factor = session.status === 'signedIn' ? session.user.staffTwoFactor : undefined;
  const enroll = useEnrollTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrollResponse>();
  const [codes, setCodes] = useState<string[]>();

  if (codes) {
    // The profile is read once the codes are kept: then the page shows the factor as on (and a
    // required enrolment opens the rest of the admin area).
    return (
      <AdminPage title={t('admin.security.title')}>
        <RecoveryCodesPanel
          codes={codes}
          onDone={() => {
            setCodes(undefined);
            setEnrolment(undefined);
            void fetchFreshProfile().catch((err: unknown) => console.warn('profile refresh failed', err));
          }}
        />
      </AdminPage>
    );
  }

  return (
    <AdminPage title={t('admin.security.title')}>
      {factor?.enabled ? (
        <section className="mt-6 flex gap-4 rounded-2xl border border-green-200 bg-green-50 p-6">
          <ShieldCheck className="size-8 shrink-0 text-green-800" aria-hidden />
          <div>
            <h2 className="text-xl font-bold text-green-900">{t('admin.security.onTitle')}</h2>
            <p className="mt-1 text-stone-800">{t('admin.security.codesLeft', { count: factor.recoveryCodesLeft })}</p>
            <p className="mt-1 text-stone-800">{t('admin.security.lostPhone')}</p>
          </div>
        </section>
      ) : enrolment ? (
        <EnrolPanel enrolment={enrolment} onConfirmed={setCodes} />
      ) : (
        <section aria-labelledby="two-factor-intro" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6">
          <h2 id="two-factor-intro" className="text-xl font-bold">
            {factor?.required ? t('admin.security.requiredTitle') : t('admin.security.offTitle')}
          </h2>
          <p className="mt-2 text-stone-700">{t('admin.security.intro')}</p>
          {enroll.isError && (
            <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
              {t(errorMessageKey(enroll.error instanceof ApiError ? enroll.error.code : undefined))}
            </p>
          )}
          <Button
            type="button"
            variant="admin-primary"
            className="mt-4"
            disabled={enroll.isPending}
            onClick={() => enroll.mutate(undefined, { onSuccess: setEnrolment })}
          >
            {t('admin.security.start')}
          </Button>
        </section>
      )}
    </AdminPage>
  );
}
