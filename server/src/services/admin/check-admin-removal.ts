// The refusals shared by every change that takes an account away from an admin's reach
// (suspend, demote, delete), checked on rows locked by lockAdmins in the same transaction.
import { AppError } from '../../lib/app-error.ts';

export interface AdminRemovalCheck {
  actorId: string | null;
  targetId: string;
  targetRole: string;
  /** lockAdmins' answer: the admins as of this transaction. */
  admins: string[];
}

export function checkAdminRemoval({ actorId, targetId, targetRole, admins }: AdminRemovalCheck): void {
  if (targetId === actorId) throw new AppError('cannot_change_own_account');
  if (targetRole === 'admin' && admins.filter((id) => id !== targetId).length === 0) throw new AppError('last_admin');
  // The guard saw an admin before this transaction; a concurrent change may have removed them
  // since. Only a current admin acts.
  if (!actorId || !admins.includes(actorId)) throw new AppError('forbidden');
}
