// Issue 17 §4: one account on one page: its profile and role actions, its balance with the two
// honest ways to change it (add or remove games with a reason; set a number over the balance
// seen), staff's internal notes (issue 32 §3), the ledger of every balance change, its payments and its games. Reached from the
// users table. The signed-in admin's own account offers no role change (the server refuses).
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { useSession } from '@/lib/session/use-session';
import { usePerson } from '../api/get-person';
import { HistoryLink } from '../components/history-link';
import { ADMIN_TIME_ZONE_LABEL } from '../lib/admin-dates';
import { PersonBalance } from './person/person-balance';
import { PersonDialogs, PersonDialogsProvider } from './person/person-dialogs';
import { PersonLists, usePersonLists } from './person/person-lists';
import { BackToUsers, PersonNotLoaded } from './person/person-not-loaded';
import { PersonProfile } from './person/person-profile';
import { PersonNotes } from './person/person-notes';

export function PersonPage() {
  return (
    <PersonDialogsProvider>
      <PersonView />
    </PersonDialogsProvider>
  );
}

function PersonView() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const own = session.status === 'signedIn' && session.user.id === id;
  const person = usePerson(id);
  const lists = usePersonLists(id);
  if (!person.data) return <PersonNotLoaded query={person} />;

  const p = person.data;
  return (
    <div className="mx-auto max-w-6xl">
      <BackToUsers />
      <h1 className="mt-2 text-2xl font-extrabold [overflow-wrap:anywhere] sm:text-3xl" tabIndex={-1} dir="ltr">
        <span className="sr-only">{t('admin.person.title')}: </span>
        {p.email}
      </h1>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700">{t('admin.person.timesIn', { zone: ADMIN_TIME_ZONE_LABEL })}</p>
        <HistoryLink targetId={p.id} label={t('admin.history.of', { name: p.email })} />
      </div>
      <PersonProfile person={p} own={own} />
      <PersonBalance tokens={p.tokens} />
      <PersonNotes userId={p.id} />
      <PersonLists lists={lists} />
      <PersonDialogs person={p} />
    </div>
  );
}
