// Contracts of uploaded images (issue 17 §5): POST /api/admin/images answers where the upload
// is served and what the bytes turned out to be.
import { z } from 'zod';
import { IMAGE_CONTENT_TYPES } from '../images.ts';

export const imageIdParams = z.object({ id: z.uuid('image_not_found') });

export const uploadedImageSchema = z.object({
  id: z.string(),
  /** '/api/images/<id>': what the title and category forms save as the image URL. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  byteSize: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
