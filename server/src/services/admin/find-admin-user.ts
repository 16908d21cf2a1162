// One account as the admin users list shows it, or undefined when it does not exist.
import { eq } from 'drizzle-orm';
import type { AdminUser } from '@charades/shared/schemas/admin';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { adminUserColumns, toAdminUser } from './admin-user-columns.ts';

export async function findAdminUser({ db, userId }: { db: DbOrTx; userId: string }): Promise<AdminUser | undefined> {
  const [row] = await db.select(adminUserColumns).from(profiles).where(eq(profiles.id, userId));
  return row ? toAdminUser(row) : undefined;
}
