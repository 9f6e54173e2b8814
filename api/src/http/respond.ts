import type { Response } from 'express';

/** Writes the success envelope `{ success: true, data, message?, ...extra }`. */
export function sendOk(
  res: Response,
  data: unknown,
  opts: { status?: number; message?: string; extra?: Record<string, unknown> } = {},
): void {
  const body: Record<string, unknown> = { success: true, data };
  if (opts.message) body.message = opts.message;
  if (opts.extra) Object.assign(body, opts.extra);
  res.status(opts.status ?? 200).json(body);
}
