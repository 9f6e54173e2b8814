/** A form's values checked with a shared zod schema: field → its first message (empty when valid). */
import type { z } from 'zod';

export function fieldErrors<T extends z.ZodType>(schema: T, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}
