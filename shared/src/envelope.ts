import { z } from 'zod';

/** The response envelope: every /api answer has this shape (`{ success, data?, message? }`). */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Field-level details for bad input: path → message. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
export type SuccessEnvelope<T> = { success: true; data: T; message?: string };
