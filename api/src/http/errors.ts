/** One error type, one exit: anything thrown becomes `{ success: false, message }`. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** Turns zod issues into one readable sentence plus a field map. */
export function fromZodError(error: ZodError, what = 'Invalid input'): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  const first = error.issues[0];
  const where = first && first.path.length ? `${first.path.join('.')}: ` : '';
  const message = first ? `${what}: ${where}${first.message}` : what;
  return new HttpError(400, message, errors);
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `No route for ${req.method} ${req.path}`));
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

export function errorHandler(log: (msg: string, err: unknown) => void): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    let status = 500;
    let message = 'Something went wrong on our side. Please try again.';
    let errors: Record<string, string> | undefined;
    if (err instanceof HttpError) {
      status = err.status;
      message = err.message;
      errors = err.errors;
    } else if (err instanceof ZodError) {
      const e = fromZodError(err);
      status = e.status;
      message = e.message;
      errors = e.errors;
    } else if (err && typeof err === 'object' && 'type' in err) {
      // body-parser and multer errors carry a type/code and a client status.
      const e = err as BodyParserError;
      if (e.type === 'entity.parse.failed') [status, message] = [400, 'Malformed JSON in request body.'];
      else if (e.type === 'entity.too.large') [status, message] = [413, 'Request body is too large.'];
      else if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
        [status, message] = [415, 'Unsupported body encoding.'];
      else if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) [status, message] = [e.status, e.message];
    } else if (err && typeof err === 'object' && 'code' in err && typeof (err as { code: unknown }).code === 'string') {
      const code = (err as { code: string; field?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') [status, message] = [413, 'Image is too large.'];
      else if (code.startsWith('LIMIT_'))
        [status, message] = [400, `Upload refused: ${String((err as { message?: unknown }).message ?? code)}.`];
    }
    if (status === 500 && err && typeof err === 'object' && 'status' in err && 'expose' in err) {
      // Any other http-errors error meant for the client (express.static's 403 and 400, say).
      const e = err as BodyParserError;
      if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) [status, message] = [e.status, e.message];
    }
    if (status >= 500) log('request failed', err);
    if (res.headersSent) return;
    res.status(status).json(errors ? { success: false, message, errors } : { success: false, message });
  };
}
