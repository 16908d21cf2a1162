import { eq, sql } from 'drizzle-orm';
import type { Language } from '@charades/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

export async function setProfileLanguage({ db, userId, language }: { db: DbOrTx; userId: string; language: Language }) {
  await db
    .update(profiles)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}
