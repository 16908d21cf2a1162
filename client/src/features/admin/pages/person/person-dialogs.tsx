// A person's page's dialogs: add or remove games (with a reason), set the balance, and the
// role changes. Each is mounted only while open, and reads the person as the page shows it now.
import type { Person } from '@charades/shared/schemas/admin-person';
import { AdjustGamesDialog } from '../../components/adjust-games-dialog';
import { UserGamesDialog } from '../../components/user-games-dialog';
import { UserRoleDialog, type RoleAction } from '../../components/user-role-dialog';
import { createPageDialogs } from '../../lib/page-dialogs';

export const { PageDialogsProvider: PersonDialogsProvider, usePageDialogs: usePersonDialogs } = createPageDialogs<
  'adjust' | 'set' | RoleAction
>('person');

export function PersonDialogs({ person }: { person: Person }) {
  const { open, close } = usePersonDialogs();
  if (open === 'adjust') return <AdjustGamesDialog user={person} onClose={close} />;
  if (open === 'set') return <UserGamesDialog user={person} onClose={close} />;
  if (open) return <UserRoleDialog user={person} action={open} onClose={close} />;
  return null;
}
