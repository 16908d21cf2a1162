import { z } from 'zod';

export const paymentSchema = z.object({
  id: z.string(),
  amount: z.string().describe('decimal with 3 places'),
  currency: z.string(),
  tokens: z.number().int(),
  paymentGateway: z.string(),
  status: z.enum(['Pending', 'Paid', 'Failed']),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
