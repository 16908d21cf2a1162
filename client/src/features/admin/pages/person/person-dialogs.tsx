// A person's page's dialogs: add or remove games (with a reason), set the balance, and the
// role changes, and turning off a staff member's second factor. Each is mounted only while open, and reads the person as the page shows it now.
import type { Person } from '@charades/shared/schemas/admin-person';
import { AdjustGamesDialog } from '../../components/adjust-games-dialog';
import { UserGamesDialog } from '../../components/user-games-dialog';
import { UserRoleDialog, type RoleAction } from '../../components/user-role-dialog';
import { ChangeRoleDialog } from '../../components/change-role-dialog';
import { TwoFactorOffDialog } from '../../components/two-factor-off-dialog';
import { createPageDialogs } from '../../lib/page-dialogs';

export const { PageDialogsProvider: PersonDialogsProvider, usePageDialogs: usePersonDialogs } = createPageDialogs<
  'adjust' | 'set' | 'changeRole' | 'twoFactorOff' | RoleAction
>('person');

export function PersonDialogs({ person }: { person: Person }) {
  const { open, close } = usePersonDialogs();
  if (open === 'adjust') return <AdjustGamesDialog user={person} onClose={close} />;
  if (open === 'set') return <UserGamesDialog user={person} onClose={close} />;
  if (open === 'changeRole' && person.role !== 'suspended')
    return <ChangeRoleDialog user={{ ...person, role: person.role }} onClose={close} />;
  if (open === 'twoFactorOff') return <TwoFactorOffDialog user={person} onClose={close} />;
  if (open === 'changeRole') return null;
  if (open) return <UserRoleDialog user={person} action={open} onClose={close} />;
  return null;
}
