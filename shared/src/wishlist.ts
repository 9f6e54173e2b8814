import { z } from 'zod';
import { IdSchema } from './primitives.js';

export const WishlistChangeSchema = z.object({ productId: IdSchema });
export type WishlistChange = z.infer<typeof WishlistChangeSchema>;
