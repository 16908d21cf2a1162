// Creates an admin account, or promotes an existing account to admin. There is no default
// admin password anywhere: a new admin gets a generated one, shown once.
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../admin/record-audit.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { signUpUser } from './sign-up-user.ts';

// The command line acts for whoever runs it on the server: no account, no address.
const CLI_ACTOR: AuditActor = { id: null, email: null, ip: null, userAgent: 'npm run admin:create' };

export type CreateAdminResult = { created: true; userId: string; password: string } | { created: false; userId: string };

export async function createOrPromoteAdmin({ db, email }: { db: Db; email: string }): Promise<CreateAdminResult> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserByEmail({ db, email: normalized });
  if (existing) {
    // The role change and its audit row land together or not at all.
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, existing.id)).for('update');
      await tx
        .update(profiles)
        .set({ role: 'admin', updatedAt: sql`now()` })
        .where(eq(profiles.id, existing.id));
      await recordAudit(tx, {
        actor: CLI_ACTOR,
        action: 'role_update',
        target: { type: 'user', id: existing.id, label: normalized },
        details: { old_role: before?.role ?? null, new_role: 'admin', via: 'cli' },
      });
    });
    return { created: false, userId: existing.id };
  }
  const password = randomBytes(12).toString('base64url');
  const { userId } = await signUpUser({ db, email: normalized, password, confirmed: true });
  await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, userId));
  await recordAudit(db, {
    actor: CLI_ACTOR,
    action: 'role_update',
    target: { type: 'user', id: userId, label: normalized },
    details: { new_role: 'admin', via: 'cli', created: true },
  });
  return { created: true, userId, password };
}
