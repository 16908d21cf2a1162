// Issue 17 §5: the bytes of an uploaded image, for GET /api/images/:id.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export async function findImage({ db, id }: { db: Db; id: string }) {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes, sha256: images.sha256 })
    .from(images)
    .where(eq(images.id, id));
  if (!row) throw new AppError('image_not_found');
  return row;
}
