// Issue 17 §5: an admin uploads a category image or a poster. The bytes decide the type and
// the size (lib/image-bytes.ts); the same bytes uploaded twice are stored once (the unique
// SHA-256 decides, so two admins uploading one file at once get the same row). Each upload
// writes one audit row in the same transaction, a repeat upload included: it is what the
// admin did, and the row says whether the file was already there.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, imagePathOf, type ImageContentType } from '@charades/shared/images';
import type { Db, DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { inspectImage } from '../../lib/image-bytes.ts';
import { recordAudit, type AuditActor } from '../admin/record-audit.ts';

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
  contentType: ImageContentType;
  byteSize: number;
}

/** The image row for these bytes inside `tx`: inserted, or the one the same bytes made before. */
export async function saveImageBytes(
  tx: DbOrTx,
  bytes: Buffer,
  uploadedBy: string | null,
): Promise<{ image: StoredImage; stored: boolean }> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('image_too_large');
  const info = inspectImage(bytes);
  if (!info) throw new AppError('image_type_invalid');
  if (info.width > MAX_IMAGE_SIDE || info.height > MAX_IMAGE_SIDE) throw new AppError('image_dimensions_too_large');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [inserted] = await tx
    .insert(images)
    .values({ ...info, bytes, byteSize: bytes.length, sha256, uploadedBy })
    .onConflictDoNothing({ target: images.sha256 })
    .returning({ id: images.id });
  const id =
    inserted?.id ??
    firstRow(await tx.select({ id: images.id }).from(images).where(eq(images.sha256, sha256)), 'the image with these bytes').id;
  return {
    image: { id, url: imagePathOf(id), width: info.width, height: info.height, contentType: info.contentType, byteSize: bytes.length },
    stored: !!inserted,
  };
}

export async function storeImage({ db, actor, bytes }: { db: Db; actor: AuditActor; bytes: Buffer }): Promise<StoredImage> {
  return db.transaction(async (tx) => {
    const { image, stored } = await saveImageBytes(tx, bytes, actor.id);
    await recordAudit(tx, {
      actor,
      action: 'image_uploaded',
      target: { type: 'image', id: image.id, label: image.url },
      details: { contentType: image.contentType, width: image.width, height: image.height, byteSize: bytes.length, stored },
    });
    return image;
  });
}
