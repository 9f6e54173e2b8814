/**
 * Reads the admin's product form (multipart, or JSON for an update without images) into a
 * validated ProductInput. Only the form's own fields are read: anything else (rating, _id,
 * numReviews, createdAt...) is never taken from the client.
 */
import { ProductInputSchema, type ProductInput } from '@store/shared';
import { badRequest } from '../../http/errors.js';
import { parseValue } from '../../http/validate.js';

const FORM_FIELDS = [
  'name',
  'description',
  'specification',
  'price',
  'originalPrice',
  'category',
  'brand',
  'countryOfOrigin',
  'badge',
  'bestSeller',
  'featured',
  'stock',
  // JSON text in a multipart form (arrays in a JSON body): docs/decisions/042.
  'options',
  'variants',
] as const;

/** `features[0]`, `features[1]`, … (multer turns them into an array) or repeated `features`. */
function featuresOf(body: Record<string, unknown>): unknown {
  const raw = body.features;
  if (raw === undefined) {
    // A client that sent literal "features[0]" keys without bracket parsing.
    const keyed = Object.keys(body)
      .map((k) => /^features\[(\d+)\]$/.exec(k))
      .filter((m): m is RegExpExecArray => m !== null)
      .sort((a, b) => Number(a[1]) - Number(b[1]))
      .map((m) => body[m[0]]);
    return keyed.length ? keyed : undefined;
  }
  if (typeof raw === 'string') return [raw];
  // Sparse indexes (features[0], features[5]) leave holes: drop them, keep the order.
  if (Array.isArray(raw)) return raw.filter((f) => f !== undefined && f !== null);
  return raw;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function readProductForm(body: unknown): ProductInput {
  const source = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const picked: Record<string, unknown> = {};
  for (const key of FORM_FIELDS) {
    if (Object.hasOwn(source, key)) picked[key] = source[key];
  }
  // The shared schema reports a non-numeric price as missing; say what is really wrong.
  for (const key of ['price', 'originalPrice', 'stock'] as const) {
    const v = picked[key];
    if (typeof v === 'string' && v.trim() !== '' && !Number.isFinite(Number(v)))
      throw badRequest(`Invalid product: ${key}: must be a number`, { [key]: 'must be a number' });
  }
  // options and variants come as JSON text in a multipart form: text that is not JSON is said so, not "expected array".
  for (const key of ['options', 'variants'] as const) {
    const v = picked[key];
    if (typeof v === 'string' && !isJson(v))
      throw badRequest(`Invalid product: ${key}: must be JSON text (an array of ${key})`, {
        [key]: `must be JSON text (an array of ${key})`,
      });
  }
  const features = featuresOf(source);
  if (features !== undefined) picked.features = features;
  return parseValue(ProductInputSchema, picked, 'Invalid product');
}
