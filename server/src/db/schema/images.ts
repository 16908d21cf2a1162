// Uploaded category images and posters (issue 17), kept in the database so every app process
// behind the balancer serves the same bytes. Type and size are checked from the bytes on upload.
import { sql } from 'drizzle-orm';
import { customType, pgTable, uuid, text, integer, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** image/png, image/jpeg or image/webp: from the bytes, never the upload's own claim. */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Hex SHA-256 of the bytes: the same file uploaded twice is stored once. */
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('images_sha256_unique').on(t.sha256),
    check('images_content_type_valid', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
  ],
);
