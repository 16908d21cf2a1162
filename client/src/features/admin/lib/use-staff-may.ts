// What the signed-in staff role may do (issue 32 §4), from the same table the server's admin
// guard enforces (shared/src/staff/staff-access.ts): screens hide what the role may not do,
// rather than offering a button the server would refuse.
import { staffMay, type AdminRouteName } from '@charades/shared/staff/staff-access';
import { useSession } from '@/lib/session/use-session';

export function useStaffMay(): (route: AdminRouteName) => boolean {
  const session = useSession();
  const role = session.status === 'signedIn' ? session.user.role : undefined;
  return (route) => staffMay(role, route);
}
