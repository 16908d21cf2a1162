// /admin/decks (issue 31 §1): players' shared decks that someone reported, oldest report
// first, with what the reports say and a few titles; staff hide one (its code stops opening
// it, its owner is told) or show it again, always with a reason.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdminDeckView } from '@charades/shared/schemas/decks';
import { hasVisibleCharacter } from '@charades/shared/text-rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { formatAdminDateTime } from '../lib/admin-dates';
import { toast } from '@/lib/toast';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useAdminDecks, useModerateDeck } from '../api/moderate-decks';
import { useStaffMay } from '../lib/use-staff-may';

export function DecksPage() {
  const { t } = useTranslation();
  const [reported, setReported] = useState(true);
  const decks = useAdminDecks(reported);
  const [acting, setActing] = useState<AdminDeckView>();
  return (
    <AdminPage title={t('admin.decks.title')}>
      <p className="mt-2 text-stone-700">{t('admin.decks.intro')}</p>
      <label className="mt-4 flex items-center gap-2 font-semibold">
        <input type="checkbox" className="size-5 accent-admin" checked={reported} onChange={(e) => setReported(e.target.checked)} />
        {t('admin.decks.reportedOnly')}
      </label>
      {decks.isLoading ? (
        <p role="status" className="mt-4">
          {t('admin.loading')}
        </p>
      ) : decks.isError ? (
        <p role="alert" className="mt-4">
          {t('errors.errorLoadingData')}
        </p>
      ) : !decks.data?.length ? (
        <p className="mt-4 rounded-2xl bg-white p-6 text-center text-stone-700">
          {t(reported ? 'admin.decks.noReports' : 'admin.decks.none')}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {decks.data.map((d) => (
            <DeckCard key={d.id} deck={d} onAct={() => setActing(d)} />
          ))}
        </ul>
      )}
      {acting && <ModerateDialog deck={acting} onClose={() => setActing(undefined)} />}
    </AdminPage>
  );
}

function DeckCard({ deck, onAct }: { deck: AdminDeckView; onAct: () => void }) {
  const { t } = useTranslation();
  const mayModerate = useStaffMay()('admin.decks.update');
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm" data-admin-deck-id={deck.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold wrap-anywhere">
            <bdi>{deck.name}</bdi>
          </h2>
          <p className="text-sm text-stone-700">
            {t('admin.decks.meta', {
              owner: deck.ownerEmail ?? '—',
              count: deck.titleCount,
              language: t(`admin.common.languages.${deck.language}`),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {deck.hidden ? (
            <Badge tone="danger">{t('admin.decks.hidden')}</Badge>
          ) : (
            deck.shareCode && <Badge tone="success">{deck.shareCode}</Badge>
          )}
          {deck.reportCount > 0 && <Badge tone="warning">{t('admin.decks.reports', { count: deck.reportCount })}</Badge>}
        </div>
      </div>
      <p className="mt-2 text-sm text-stone-800 wrap-anywhere" lang={deck.language} dir="auto">
        {deck.sample.join(' · ')}
      </p>
      {deck.reports.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {deck.reports.map((r) => (
            <li key={r.at + r.reason} className="rounded-lg bg-amber-50 px-3 py-2 wrap-anywhere">
              <span className="font-semibold">{formatAdminDateTime(r.at)}:</span> <bdi>{r.reason}</bdi>
            </li>
          ))}
        </ul>
      )}
      {deck.hidden && deck.hiddenReason && (
        <p className="mt-2 text-sm text-red-900 wrap-anywhere">{t('admin.decks.hiddenBecause', { reason: deck.hiddenReason })}</p>
      )}
      {/* Hiding a deck is an admin's (issue 32 §4); other staff read the reports. */}
      {mayModerate && (
        <Button className="mt-3" size="sm" variant={deck.hidden ? 'outline' : 'destructive'} onClick={onAct}>
          {t(deck.hidden ? 'admin.decks.show' : 'admin.decks.hide')}
        </Button>
      )}
    </li>
  );
}

function ModerateDialog({ deck, onClose }: { deck: AdminDeckView; onClose: () => void }) {
  const { t } = useTranslation();
  const moderate = useModerateDeck();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const hide = !deck.hidden;

  async function confirm() {
    if (!hasVisibleCharacter(reason)) return setError('reason_required');
    try {
      await moderate.mutateAsync({ id: deck.id, hidden: hide, reason: reason.trim() });
      toast(t(hide ? 'admin.decks.hiddenDone' : 'admin.decks.shownDone'));
      onClose();
    } catch (err) {
      const code = err instanceof ApiError ? err.code : undefined;
      if (code === 'reason_required') setError(code);
      else toast.error(t(errorMessageKey(code)));
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(hide ? 'admin.decks.hideTitle' : 'admin.decks.showTitle', { name: deck.name })}
      description={t(hide ? 'admin.decks.hideBody' : 'admin.decks.showBody')}
      confirmLabel={t(hide ? 'admin.decks.hide' : 'admin.decks.show')}
      pending={moderate.isPending}
      onConfirm={() => void confirm()}
    >
      <FormField label={t('admin.decks.reason')} hint={t('admin.decks.reasonHint')} error={error}>
        <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
    </ConfirmDialog>
  );
}
