// The users page's dialogs, each for one account: its games, suspend, reinstate and delete.
// Each is mounted only while open (and keyed by the account), so it starts afresh every time.
import type { AdminUser } from '@charades/shared/schemas/admin';
import { DeleteUserDialog } from '../../components/delete-user-dialog';
import { UserGamesDialog } from '../../components/user-games-dialog';
import { UserRoleDialog } from '../../components/user-role-dialog';
import { createPageDialogs } from '../../lib/page-dialogs';

export const { PageDialogsProvider: UserDialogsProvider, usePageDialogs: useUserDialogs } = createPageDialogs<
  'games' | 'suspend' | 'reinstate' | 'delete',
  AdminUser
>('users');

export function UserDialogs() {
  const { open, row: user, close } = useUserDialogs();
  if (!user) return null;
  return (
    <>
      {open === 'games' && <UserGamesDialog key={user.id} user={user} onClose={close} />}
      {open === 'suspend' && <UserRoleDialog user={user} action="suspend" onClose={close} />}
      {open === 'reinstate' && <UserRoleDialog user={user} action="reinstate" onClose={close} />}
      {open === 'delete' && <DeleteUserDialog key={user.id} user={user} onClose={close} />}
    </>
  );
}
