/** Parse at the boundary: every body, query and param goes through a zod schema. */
import type { Request } from 'express';
import type { z } from 'zod';
import { fromZodError } from './errors.js';

export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const result = schema.safeParse(req.body ?? {});
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const result = schema.safeParse(req.query ?? {});
  if (!result.success) throw fromZodError(result.error, 'Invalid query');
  return result.data;
}

export function parseParams<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const result = schema.safeParse(req.params ?? {});
  if (!result.success) throw fromZodError(result.error, 'Invalid path');
  return result.data;
}

export function parseValue<S extends z.ZodType>(schema: S, value: unknown, what = 'Invalid input'): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error, what);
  return result.data;
}
