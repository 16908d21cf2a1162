import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@charades/shared/languages';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

/** The language the player last chose, the default (Arabic) when the profile has none. */
export async function getProfileLanguage({ db, userId }: { db: DbOrTx; userId: string }): Promise<Language> {
  const [profile] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return profile?.language ?? DEFAULT_LANGUAGE;
}
