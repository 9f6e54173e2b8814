/**
 * Image uploads for products and categories. Multipart is parsed in memory with hard limits;
 * each file is accepted by its content (sharp reads the real format, so a text file named .png
 * is refused), then re-encoded as WebP without metadata under a server-made name.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { LIMITS } from '@store/shared';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { loadSharp } from '../../sharp.js';

export const IMAGE_REFUSED = 'Only PNG, JPEG or WebP images are allowed.';
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Longest side of a stored image; the storefront never shows more. */
const MAX_SIDE = 1200;
/** Refuse decompression bombs before decoding: 40 megapixels is far above any real photo here. */
const MAX_INPUT_PIXELS = 40_000_000;

export type UploadFolder = 'products' | 'categories';

/** An image field of a form: a name alone holds one file; `maxCount` lets it hold several (a product's variant images). */
export type ImageField = string | { name: string; maxCount: number };

/**
 * Multipart parser for the named image fields. Multer and busboy errors become clear 4xx
 * answers here, so a truncated or malformed form is never a 500.
 */
export function multipartImages(fields: readonly ImageField[]): RequestHandler {
  const specs = fields.map((f) => (typeof f === 'string' ? { name: f, maxCount: 1 } : f));
  const files = specs.reduce((n, f) => n + f.maxCount, 0);
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: LIMITS.maxImageBytes,
      files,
      fields: 60,
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      parts: 64 + files,
      headerPairs: 200,
    },
  }).fields(specs);
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) return next(fromMulterError(err, specs));
      next(badRequest('Malformed multipart form data.'));
    });
  };
}

function fromMulterError(err: multer.MulterError, specs: ReadonlyArray<{ name: string; maxCount: number }>): HttpError {
  const fields = specs.map((f) => f.name);
  const files = specs.reduce((n, f) => n + f.maxCount, 0);
  const many = specs.find((f) => f.name === err.field && f.maxCount > 1);
  switch (err.code) {
    case 'LIMIT_FILE_SIZE': {
      const message = `Image is too large (at most ${Math.round(LIMITS.maxImageBytes / 1024 / 1024)} MB).`;
      return new HttpError(413, message, err.field ? { [err.field]: message } : undefined);
    }
    case 'LIMIT_UNEXPECTED_FILE':
      // Multer says "unexpected" too when a field holds more files than its maxCount.
      if (many) return badRequest(`Too many files in '${many.name}': at most ${many.maxCount}.`);
      return badRequest(`Unexpected file field '${err.field ?? ''}'. Send images as ${fields.join(', ')}.`);
    case 'LIMIT_FILE_COUNT':
      return badRequest(`Too many files: at most ${files} images.`);
    case 'LIMIT_FIELD_VALUE':
      return new HttpError(413, `Form field '${err.field ?? ''}' is too long.`);
    default:
      return badRequest(`Upload refused: ${err.message}.`);
  }
}

/** The uploaded file of a field, if one was sent. */
export function fileOf(req: Request, field: string): Express.Multer.File | undefined {
  return filesOf(req, field)[0];
}

/** Every uploaded file of a field, in the order sent. */
export function filesOf(req: Request, field: string): Express.Multer.File[] {
  const files = req.files;
  if (!files || Array.isArray(files)) return [];
  return files[field] ?? [];
}

/** Checks the bytes are a PNG, JPEG or WebP image and makes the stored WebP (not yet written). */
export async function prepareImage(file: Express.Multer.File): Promise<Buffer> {
  // The refusal names its form field, so the form shows it next to that image.
  const refuse = (message: string) => badRequest(message, { [file.fieldname]: message });
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw refuse(IMAGE_REFUSED);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse(IMAGE_REFUSED);
  try {
    return await sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The header was readable but the pixels are not (truncated or corrupt file).
    throw refuse(`${IMAGE_REFUSED} The file '${file.originalname}' could not be read as an image.`);
  }
}

const UPLOAD_PATH = /^\/(products|categories)\/([^/]+)$/;

/**
 * Guards /uploads before the file system is asked: an upload URL is
 * /uploads/<products|categories>/<file>, the file a plain name. A bad escape (%ff) is a 400;
 * anything else (encoded traversal like ..%2f or %2e%2e, a backslash, a NUL, a dot file, a
 * deeper path) names no image: 404.
 */
const guardUploadPath: RequestHandler = (req, _res, next) => {
  const match = UPLOAD_PATH.exec(req.path);
  let file: string | undefined;
  try {
    file = match?.[2] === undefined ? undefined : decodeURIComponent(match[2]);
  } catch {
    return next(badRequest('Malformed image path.'));
  }
  if (!file || file.startsWith('.') || /[/\\\0]/.test(file) || file !== path.basename(file)) return next(notFound('No such image.'));
  next();
};

export interface ImageStore {
  /** Writes a prepared image and returns its new file name. */
  save(folder: UploadFolder, webp: Buffer): Promise<string>;
  /** Best-effort removal (a missing file is fine). */
  remove(folder: UploadFolder, file: string): Promise<void>;
}

export function createImageStore(uploadsDir: string): ImageStore {
  return {
    async save(folder, webp) {
      const dir = path.join(uploadsDir, folder);
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(12).toString('hex')}.webp`;
      await writeFile(path.join(dir, name), webp);
      return name;
    },
    async remove(folder, file) {
      // Names come from our documents, but never follow one out of the folder.
      if (file !== path.basename(file)) return;
      await unlink(path.join(uploadsDir, folder, file)).catch(() => undefined);
    },
  };
}

/** The stored images at /uploads: a name is server-made and never reused for other content, so it never goes stale. */
export function serveUploads(uploadsDir: string): Router {
  const router = Router();
  router.use(
    guardUploadPath,
    express.static(uploadsDir, { index: false, fallthrough: false, maxAge: '365d', immutable: true, dotfiles: 'deny' }),
  );
  // A well-formed name whose file is not there (removed with its product or variant): 404, not the 500 of a bare ENOENT.
  const missing: ErrorRequestHandler = (err: unknown, _req, _res, next) => {
    const e = err as { status?: unknown; code?: unknown } | null;
    next(e && (e.status === 404 || e.code === 'ENOENT') ? notFound('No such image.') : err);
  };
  router.use(missing);
  return router;
}
