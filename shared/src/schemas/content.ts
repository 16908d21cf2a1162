import { z } from 'zod';
import { languageSchema } from './auth.ts';

export const categoriesQuery = z.object({
  language: languageSchema.optional(),
  /** Issue 31 §3: only categories for the whole family. */
  familyOnly: z.enum(['true', 'false']).optional(),
});

export const categorySchema = z.object({
  id: z.string(),
  title: z.string(),
  internalId: z.string(),
  language: languageSchema,
  imageUrl: z.string().nullable(),
  /** Picture cards (issue 31 §2) or titles. */
  kind: z.enum(['titles', 'pictures']),
  audience: z.enum(['family', 'older']),
  /** Inside its featured window today (Kuwait days): it leads the list with a badge. */
  featured: z.boolean(),
  titleCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
