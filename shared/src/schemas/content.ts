import { z } from 'zod';
import { languageSchema } from './auth.ts';

export const categoriesQuery = z.object({ language: languageSchema.optional() });

export const categorySchema = z.object({
  id: z.string(),
  title: z.string(),
  internalId: z.string(),
  language: languageSchema,
  imageUrl: z.string().nullable(),
  titleCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
