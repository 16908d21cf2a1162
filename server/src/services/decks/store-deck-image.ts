// A player uploads a picture for a deck title (issue 31 §1): the admin's checks on the bytes
// (type and size from the bytes, stored once per SHA-256), and at most DECK_IMAGES_PER_ACCOUNT
// pictures stored for one account, counted under a lock on its profile row so uploads at once
// cannot pass it. A picture already stored (by anyone) costs nothing.
import { and, count, eq } from 'drizzle-orm';
import { DECK_IMAGES_PER_ACCOUNT } from '@charades/shared/decks/deck-rules';
import type { Db } from '../../db/client.ts';
import { images, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { saveImageBytes, type StoredImage } from '../images/store-image.ts';

export async function storeDeckImage({ db, userId, bytes }: { db: Db; userId: string; bytes: Buffer }): Promise<StoredImage> {
  return db.transaction(async (tx) => {
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
    const { n } = firstRow(
      await tx
        .select({ n: count() })
        .from(images)
        .where(and(eq(images.uploadedBy, userId))),
      'the picture count',
    );
    const { image, stored } = await saveImageBytes(tx, bytes, userId);
    if (stored && n >= DECK_IMAGES_PER_ACCOUNT) throw new AppError('deck_images_quota');
    return image;
  });
}
