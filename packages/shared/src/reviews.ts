// Reviews' contract (SPEC sections 3 and 7): what a product's reviews list carries.
import { z } from 'zod';

export const review = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  createdAt: z.string(),
  User: z.object({ fullName: z.string() }),
  Product: z.object({ name: z.string() }),
  /** The reviewer has ordered this product. */
  verifiedBuyer: z.boolean(),
});
export type Review = z.infer<typeof review>;
