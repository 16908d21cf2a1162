// Staff's internal notes on a person (issue 32 §3): what a support call found, a promise made.
// Never shown to the player; each note is also an audit row. Newest first, with who wrote it
// and when; any staff role may add one.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { MAX_NOTE_LENGTH } from '@charades/shared/schemas/admin-notes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { NOTES_SHOWN, useAddPersonNote, usePersonNotes } from '../../api/person-notes';
import { formatAdminDateTime } from '../../lib/admin-dates';
import { useStaffMay } from '../../lib/use-staff-may';
import { PersonSection } from './person-section';

function AddNoteForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const add = useAddPersonNote(userId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) {
      setError('note_required');
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        setBody('');
        toast(t('admin.person.notes.added'));
      },
      onError: (err) => setError(err instanceof ApiError ? err.code : 'internal_error'),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-busy={add.isPending}>
      <FormField label={t('admin.person.notes.label')} hint={t('admin.person.notes.hint', { max: MAX_NOTE_LENGTH })} error={error}>
        <Textarea
          className="min-h-20"
          maxLength={MAX_NOTE_LENGTH}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <Button type="submit" variant="admin-primary" size="sm" disabled={add.isPending}>
        {t('admin.person.notes.add')}
      </Button>
    </form>
  );
}

export function PersonNotes({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const notes = usePersonNotes(userId);
  const mayAdd = useStaffMay()('admin.users.addNote');
  const items = notes.data?.items ?? [];
  return (
    <PersonSection id="person-notes" title={t('admin.person.notes.title')}>
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
        <p className="text-sm text-stone-700">{t('admin.person.notes.private')}</p>
        {mayAdd && <AddNoteForm userId={userId} />}
        {notes.isError && (
          <p role="alert" className="font-semibold text-red-700">
            {t('admin.person.notes.failed')}
          </p>
        )}
        {notes.data && items.length === 0 && <p className="text-stone-700">{t('admin.person.notes.empty')}</p>}
        {items.length > 0 && (
          <ol className="space-y-3" aria-label={t('admin.person.notes.title')}>
            {items.map((n) => (
              <li key={n.id} className="rounded-xl bg-stone-50 p-3">
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere]" dir="auto">
                  {n.body}
                </p>
                <p className="mt-1 text-xs text-stone-700">
                  <span dir="ltr">{n.authorEmail ?? t('admin.person.notes.deletedAuthor')}</span> ·{' '}
                  <time dateTime={n.createdAt} className="tabular-nums">
                    {formatAdminDateTime(n.createdAt)}
                  </time>
                </p>
              </li>
            ))}
          </ol>
        )}
        {notes.data && notes.data.total > NOTES_SHOWN && (
          <p className="text-sm text-stone-700">{t('admin.person.notes.older', { shown: NOTES_SHOWN, count: notes.data.total })}</p>
        )}
      </div>
    </PersonSection>
  );
}
