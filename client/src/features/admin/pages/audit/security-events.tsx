// Refusals from callers who are not staff are security events, shown apart from the staff
// actions as groups per address and 10 minutes, so no volume of them can push a staff action
// off the log's first page.
import { useTranslation } from '@/lib/use-translation';
import { ShieldAlert } from 'lucide-react';
import { useAccessRefusals } from '../../api/list-access-refusals';
import { formatAdminDateTime } from '../../lib/admin-dates';

export function SecurityEvents() {
  const { t } = useTranslation();
  const refusals = useAccessRefusals(10);
  return (
    <section aria-labelledby="security-events" className="mt-10 rounded-2xl border border-stone-200 bg-white p-5">
      <div className="flex items-center gap-2">
        <ShieldAlert className="size-6 text-red-700" aria-hidden />
        <h2 id="security-events" className="text-xl font-bold">
          {t('admin.audit.security.title')}
        </h2>
      </div>
      <p className="mt-1 text-sm text-stone-700">{t('admin.audit.security.intro')}</p>
      {refusals.data ? (
        <>
          <p className="mt-3 font-semibold" data-testid="refusals-24h">
            {t('admin.audit.security.last24Hours', { count: refusals.data.last24Hours })}
          </p>
          {refusals.data.items.length === 0 ? (
            <p className="mt-2 text-stone-700">{t('admin.audit.security.empty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-100" aria-label={t('admin.audit.security.listLabel')}>
              {refusals.data.items.map((g) => (
                <li key={`${g.ip}-${g.windowStart}`} className="py-2">
                  <p className="break-words font-semibold">{t('admin.audit.security.group', { count: g.count, ip: g.ip, minutes: 10 })}</p>
                  <p className="break-words text-xs text-stone-600">
                    {t('admin.audit.security.groupDetails', {
                      from: formatAdminDateTime(g.firstAt, { seconds: true }),
                      to: formatAdminDateTime(g.lastAt, { seconds: true }),
                      route: g.lastRoute ?? '-',
                      code: g.lastCode ?? '-',
                    })}
                    {g.lastUserEmail ? ` · ${g.lastUserEmail}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {refusals.data.total > refusals.data.items.length && (
            <p className="mt-2 text-xs text-stone-600">
              {t('admin.audit.security.more', { shown: refusals.data.items.length, total: refusals.data.total })}
            </p>
          )}
        </>
      ) : (
        <p className="mt-3 text-stone-700" role="status">
          {refusals.isError ? t('admin.audit.security.failed') : t('admin.audit.loading')}
        </p>
      )}
    </section>
  );
}
