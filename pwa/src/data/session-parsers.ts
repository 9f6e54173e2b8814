/**
 * The zod checks of the auth answers and of the stored user. Loaded with a dynamic import on the
 * first auth call (or when a stored user is read), so zod and the @store/shared schemas stay out
 * of the first chunk.
 */
import { z } from 'zod';
import { LoginAnswerSchema, UserSchema, type User } from '@store/shared';

export { LoginAnswerSchema, UserSchema };

/** For calls whose `data` the client does not read (only success or failure matters). */
export const IgnoredDataSchema = z.unknown();

const DataUserSchema = z.union([z.object({ user: UserSchema }).loose(), UserSchema]);
export const AuthEnvelopeSchema = z
  .object({
    success: z.literal(true),
    token: z.string().min(1).optional(),
    user: UserSchema.optional(),
    data: z.unknown().optional(),
  })
  .loose();
export const DataWithTokenSchema = z.object({ token: z.string().min(1) }).loose();

/** The user in an answer's data: `{ user }` or the user itself; null when neither checks out. */
export function userOf(value: unknown): User | null {
  const parsed = DataUserSchema.safeParse(value);
  if (!parsed.success) return null;
  return 'user' in parsed.data ? parsed.data.user : parsed.data;
}
