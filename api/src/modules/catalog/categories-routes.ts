/** /categories: public reads from the catalogue index (cached), admin multipart writes. */
import { Router } from 'express';
import { z } from 'zod';
import { CategoryInputSchema, IdSchema, MESSAGES } from '@store/shared';
import { requireAdmin, type TokenVerifier } from '../../http/auth-guard.js';
import { sendOk } from '../../http/respond.js';
import { parseParams, parseValue } from '../../http/validate.js';
import type { CategoriesService } from './categories-service.js';
import type { ResponseCache } from '../../http/response-cache.js';
import type { PublicReads } from './public-reads.js';
import { CATEGORIES_SCOPE } from './answer-scopes.js';
import { fileOf, multipartImages } from './uploads.js';

const IdParams = z.object({ id: IdSchema });

/** Only the form's own fields: name, description, color, position, hsnCode, gstRate (the image arrives as a file). */
function readCategoryForm(body: unknown) {
  const source = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const picked = Object.fromEntries(
    ['name', 'description', 'color', 'position', 'hsnCode', 'gstRate'].filter((k) => Object.hasOwn(source, k)).map((k) => [k, source[k]]),
  );
  return parseValue(CategoryInputSchema, picked, 'Invalid category');
}

export function categoriesRouter(deps: {
  reads: PublicReads;
  cache: ResponseCache;
  verifier: TokenVerifier;
  categories: CategoriesService;
}): Router {
  const { reads, cache } = deps;
  const router = Router();
  const admin = requireAdmin(deps.verifier);
  const form = multipartImages(['image']);

  router.get('/', (req, res) => {
    cache.send(req, res, () => reads.categories(), CATEGORIES_SCOPE);
  });

  router.get('/quantity', (req, res) => {
    cache.send(req, res, () => reads.categoryQuantities(), CATEGORIES_SCOPE);
  });

  router.get('/:id', (req, res) => {
    cache.send(req, res, () => reads.category(parseParams(IdParams, req).id), CATEGORIES_SCOPE);
  });

  router.post('/', admin, form, async (req, res) => {
    const category = await deps.categories.createCategory(readCategoryForm(req.body), fileOf(req, 'image'));
    sendOk(res, category, { status: 201, message: MESSAGES.category.created, extra: { category } });
  });

  router.post('/:id', admin, form, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const category = await deps.categories.updateCategory(id, readCategoryForm(req.body), fileOf(req, 'image'));
    sendOk(res, category, { message: MESSAGES.category.updated, extra: { category } });
  });

  router.delete('/:id', admin, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    await deps.categories.deleteCategory(id);
    sendOk(res, { _id: id }, { message: 'Category deleted successfully!' });
  });

  return router;
}
