// docs/product.md#screens, #roles and issue 17 §4: suspend a user, reinstate them, give an account a
// staff role (support, finance, admin: issue 32 §4) or take it back. Never one's own account, never the last admin (see
// lock-admins.ts for why this holds under races); suspending an admin removes an admin.
// A suspension records the role it replaced, so reinstating (role 'user' asked of a suspended
// account) gives back that role: a suspended admin comes back an admin.
// A suspension is effective at the user's next request: the auth plugin reads the role on
// every request, and live game sockets re-check it within 2 s (game/live-sessions.ts).
import { eq, sql } from 'drizzle-orm';
import type { AdminUser } from '@charades/shared/schemas/admin';
import type { AccountRole, ActiveRole } from '@charades/shared/staff/staff-roles';
import { profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { findAdminUser } from './find-admin-user.ts';
import { lockAdmins } from './lock-admins.ts';
import { lockRowById } from './lock-row-by-id.ts';
import { checkAdminRemoval } from './check-admin-removal.ts';
import { revokeTvLinksOfUser } from '../tv/revoke-tv-links.ts';

type Role = AccountRole;

export interface SetUserRoleOptions extends AdminWrite {
  userId: string;
  role: Role;
  /** Why (required of a suspension by the body's schema): kept in the audit row. */
  reason?: string | undefined;
}

/** The audit action of a role change: a suspension and a reinstatement by their own names
 *  (issue 32 §3), so the log can be filtered to them. */
function auditActionOf(before: Role, after: Role): string {
  if (after === 'suspended') return 'user_suspended';
  if (before === 'suspended') return 'user_reinstated';
  return 'role_update';
}

/** The role and remembered role a request leads to, from the account's current ones. */
function nextRoles(current: Role, remembered: ActiveRole | null, asked: Role) {
  if (asked === 'suspended') {
    // Suspending twice keeps the role the first suspension replaced.
    return { role: 'suspended' as const, roleBeforeSuspension: current === 'suspended' ? remembered : current };
  }
  if (asked === 'user' && current === 'suspended') return { role: remembered ?? 'user', roleBeforeSuspension: null };
  return { role: asked, roleBeforeSuspension: null };
}

export async function setUserRole({ db, actor, userId, role, reason }: SetUserRoleOptions): Promise<AdminUser> {
  if (userId === actor.id) throw new AppError('cannot_change_own_account');
  return auditedWrite({ db, actor }, async (tx) => {
    const admins = await lockAdmins({ tx });
    const before = await lockRowById(tx, profiles, userId, 'user_not_found');
    // Also checks the actor is still an admin, which a promotion needs as much as a removal.
    checkAdminRemoval({ actorId: actor.id, targetId: userId, targetRole: before.role, admins });
    const next = nextRoles(before.role, before.roleBeforeSuspension ?? null, role);
    await tx
      .update(profiles)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
    // Its TVs are unlinked for good: reinstating the account does not bring them back.
    if (next.role === 'suspended') await revokeTvLinksOfUser(tx, userId);
    const user = await findAdminUser({ db: tx, userId });
    if (!user) throw new AppError('user_not_found');
    return {
      audit: {
        action: auditActionOf(before.role, next.role),
        target: { type: 'user', id: userId, label: before.email },
        details: { old_role: before.role, new_role: next.role, ...(reason ? { reason } : {}) },
      },
      answer: user,
    };
  });
}
