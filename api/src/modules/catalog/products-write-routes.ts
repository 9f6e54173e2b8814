/** Product writes: admin create/update/delete (the multipart product form) and shoppers' reviews. */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { IdSchema, MESSAGES, ReviewInputSchema, type ReviewInput } from '@store/shared';
import { callerOf, requireAdmin, requireAuth, type TokenVerifier } from '../../http/auth-guard.js';
import { sendOk } from '../../http/respond.js';
import { badRequest, fromZodError } from '../../http/errors.js';
import { parseParams } from '../../http/validate.js';
import { readProductForm } from './product-form.js';
import {
  MAX_VARIANT_IMAGES,
  PRODUCT_IMAGE_FIELDS,
  VARIANT_IMAGES_FIELD,
  type ProductFiles,
  type ProductsService,
} from './products-service.js';
import type { ReviewsService } from './reviews-service.js';
import { fileOf, filesOf as filesOfField, multipartImages } from './uploads.js';

const IdParams = z.object({ id: IdSchema });

/** The review rule: a missing comment or rating answers 'Please provide a review and rating.' */
function readReview(body: unknown): ReviewInput {
  const parsed = ReviewInputSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields = fromZodError(parsed.error).errors ?? {};
  if (fields.rating === MESSAGES.review.required || fields.comment === MESSAGES.review.required)
    throw badRequest(MESSAGES.review.required, fields);
  if (body && typeof body === 'object' && !('productId' in body)) throw badRequest('Invalid review: productId is required', fields);
  throw fromZodError(parsed.error, 'Invalid review');
}

const filesOf = (req: Request): ProductFiles => ({
  ...Object.fromEntries(PRODUCT_IMAGE_FIELDS.flatMap((f) => (fileOf(req, f) ? [[f, fileOf(req, f)]] : []))),
  variantImages: filesOfField(req, VARIANT_IMAGES_FIELD),
});

export function productsWriteRouter(deps: { verifier: TokenVerifier; products: ProductsService; reviews: ReviewsService }): Router {
  const router = Router();
  const admin = requireAdmin(deps.verifier);
  // The token is checked before the upload is read, so strangers cannot make us parse files.
  const form = multipartImages([...PRODUCT_IMAGE_FIELDS, { name: VARIANT_IMAGES_FIELD, maxCount: MAX_VARIANT_IMAGES }]);

  router.post('/reviews', requireAuth(deps.verifier), async (req, res) => {
    const input = readReview(req.body);
    const review = await deps.reviews.addReview(callerOf(req), input);
    sendOk(res, review, { status: 201, message: MESSAGES.review.submitted, extra: { review } });
  });

  router.post('/', admin, form, async (req, res) => {
    const product = await deps.products.createProduct(readProductForm(req.body), filesOf(req));
    sendOk(res, product, { status: 201, message: MESSAGES.product.created, extra: { product } });
  });

  router.put('/:id', admin, form, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const product = await deps.products.updateProduct(id, readProductForm(req.body), filesOf(req));
    sendOk(res, product, { message: MESSAGES.product.updated, extra: { product } });
  });

  router.delete('/:id', admin, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    await deps.products.deleteProduct(id);
    sendOk(res, { _id: id }, { message: 'Product deleted successfully!' });
  });

  return router;
}
