import { eq, sql } from 'drizzle-orm';
import type { Language } from '@charades/shared/languages';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

export async function setProfileLanguage({ db, userId, language }: { db: DbOrTx; userId: string; language: Language }) {
  await db
    .update(profiles)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}

/** Setup's "Family only", remembered for the account (issue 31 §3). */
export async function setProfileFamilyOnly({ db, userId, familyOnly }: { db: DbOrTx; userId: string; familyOnly: boolean }) {
  await db
    .update(profiles)
    .set({ familyOnly, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}
