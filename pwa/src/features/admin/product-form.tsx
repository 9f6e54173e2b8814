/**
 * /admin/productform and /admin/productform/{id}: the spec's multipart product form, with the
 * product's options and variants (product-pricing.tsx). The rules are in product-form-rules.ts and
 * product-variants-rules.ts; the server's own refusals (an image that is not one, a SKU another
 * product uses) come back per field and are shown next to it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { z } from 'zod';
import { BADGES, CategorySchema, MESSAGES, ProductSchema, type Product } from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead, adminWrite, tokenOrNull } from './admin-api';
import { FeaturesFieldset, ImagesFieldset, OriginField } from './product-details-fieldsets';
import {
  EMPTY_PRODUCT,
  toProductFormData,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form-rules';
import { ProductPricing } from './product-pricing';
import { rowsOfProduct } from './product-variants-rules';
import { useAdminLoad } from './use-admin-load';

const ProductDetailSchema = ProductSchema.passthrough();

function valuesOf(p: Product): ProductFormValues {
  const rows = rowsOfProduct(p);
  return {
    ...EMPTY_PRODUCT,
    name: p.name,
    description: p.description,
    specification: p.specification,
    features: p.features,
    price: String(p.price),
    category: p.category._id,
    brand: p.brand,
    countryOfOrigin: p.countryOfOrigin,
    originalPrice: p.originalPrice === null ? '' : String(p.originalPrice),
    badge: p.badge ?? '',
    featured: p.featured,
    bestSeller: p.bestSeller,
    stock: String(p.stock),
    options: p.options.map((o) => ({ name: o.name, values: [...o.values] })),
    variants: p.options.length > 0 ? rows : [],
    variantNames: p.options.map((o) => o.name),
  };
}

/** The form's key for a server's error key: a value's own index is dropped (`variants.1.values.0` is the row's values). */
const formKeyOf = (key: string): string =>
  /^image[2-4]$/.test(key)
    ? 'additionalImages'
    : key === 'variantImages'
      ? 'variants'
      : /^(variants|options)\./.test(key)
        ? key.split('.').slice(0, 3).join('.')
        : key;

/** The element a field's error is about: `variants.2.price` is #product-variants-2-price; a row's values, the Generate button. */
function focusField(key: string) {
  const el =
    document.getElementById(`product-${key.replace(/\./g, '-')}`) ??
    (key.startsWith('variants') ? document.getElementById('product-variants') : null);
  el?.focus();
}

export function ProductForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  usePageMeta(editing ? 'Edit product · Admin' : 'Add product · Admin');
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const categories = useAdminLoad((signal) => adminRead('/categories', z.array(CategorySchema), signal), [], MESSAGES.category.fetchAll);
  const existing = useAdminLoad(
    (signal) => (id ? adminRead(`/products/${encodeURIComponent(id)}`, ProductDetailSchema, signal) : Promise.resolve(null)),
    [id],
    MESSAGES.products.fetchOne,
  );
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState('');
  const current = existing.data;

  useEffect(() => {
    if (current) setValues(valuesOf(current));
  }, [current]);

  /** Changes some values and forgets the errors they answer. */
  const patch = (next: Partial<ProductFormValues>, cleared: (key: string) => boolean) => {
    setValues((v) => ({ ...v, ...next }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !cleared(k))));
  };
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    patch({ [key]: value } as Partial<ProductFormValues>, (k) => k === key);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    const found = validateProductForm(values, { editing });
    setErrors(found);
    if (Object.keys(found).length) return focusField(Object.keys(found)[0]!);
    if (!tokenOrNull()) return setFormError(MESSAGES.auth.tokenMissing);
    setSaving(true);
    const stored = current?.variants[0];
    const lostOptions = editing && current && current.options.length > 0 && values.options.length === 0 && stored;
    const r = await adminWrite(
      editing && id ? `/products/${encodeURIComponent(id)}` : '/products',
      editing ? 'PUT' : 'POST',
      toProductFormData(values, { editing, ...(lostOptions ? { withoutOptions: { id: stored.id, sku: stored.sku } } : {}) }),
    );
    setSaving(false);
    if (r.ok) {
      toast.success(editing ? MESSAGES.product.updated : MESSAGES.product.created);
      navigate('/admin/products');
      return;
    }
    // The server names the field it refuses (an image, the price, a variant's SKU...): shown there; the rest above the buttons.
    const fieldErrors = Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [formKeyOf(k), v]));
    setErrors(fieldErrors);
    setFormError(r.status === 401 ? MESSAGES.auth.tokenMissing : r.message || MESSAGES.product.saveFailed);
  }

  if (editing && existing.status === 'failed')
    return (
      <p className="admin-error" role="alert">
        {existing.reason}
      </p>
    );
  if (editing && !current) {
    return (
      <div className="admin-loading">
        <Spinner label="Loading product" />
      </div>
    );
  }

  const simple = current && current.options.length === 0 ? (rowsOfProduct(current)[0] ?? null) : null;
  return (
    <div className="admin-page">
      <h1 className="admin-title">{editing ? `Edit ${current?.name ?? 'product'}` : 'Add product'}</h1>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField id="product-name" label="Name" value={values.name} onValueChange={(v) => set('name', v)} error={errors.name} required />
        <div className="admin-form__row">
          <div className="field">
            <label htmlFor="product-category">Category</label>
            <select
              id="product-category"
              className="input"
              value={values.category}
              onChange={(e) => set('category', e.target.value)}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? 'product-category-error' : undefined}
              required
            >
              <option value="">{categories.status === 'loading' ? 'Loading categories…' : 'Choose a category'}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors.category && (
              <p id="product-category-error" className="field-error">
                {errors.category}
              </p>
            )}
          </div>
          <TextField id="product-brand" label="Brand" value={values.brand} onValueChange={(v) => set('brand', v)} error={errors.brand} />
        </div>
        <OriginField value={values.countryOfOrigin} error={errors.countryOfOrigin} onChange={(v) => set('countryOfOrigin', v)} />
        <ProductPricing
          values={values}
          errors={errors}
          storedSimple={simple}
          currentStock={simple ? (simple.currentStock ?? 0) : null}
          fallbackImage={current?.imageUrls[0] ?? null}
          onChange={patch}
          onErrors={(found) => setErrors((e) => ({ ...e, ...found }))}
        />
        <div className="admin-form__row">
          <div className="field">
            <label htmlFor="product-badge">Badge</label>
            <select id="product-badge" className="input" value={values.badge} onChange={(e) => set('badge', e.target.value)}>
              <option value="">No badge</option>
              {[...BADGES, ...(values.badge && !(BADGES as readonly string[]).includes(values.badge) ? [values.badge] : [])].map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-checks">
            <label className="admin-check">
              <input type="checkbox" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />
              Featured
            </label>
            <label className="admin-check">
              <input type="checkbox" checked={values.bestSeller} onChange={(e) => set('bestSeller', e.target.checked)} />
              Best seller
            </label>
          </div>
        </div>
        <div className="field">
          <label htmlFor="product-description">Description</label>
          <textarea
            id="product-description"
            className="input"
            rows={4}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="product-specification">Specification</label>
          <textarea
            id="product-specification"
            className="input"
            rows={3}
            value={values.specification}
            onChange={(e) => set('specification', e.target.value)}
          />
        </div>
        <FeaturesFieldset
          features={values.features}
          error={errors.features}
          onChange={(next) => set('features', next)}
          onError={(message) => setErrors(({ features: _gone, ...rest }) => (message ? { ...rest, features: message } : rest))}
        />
        <ImagesFieldset
          editing={editing}
          mainImage={values.mainImage}
          additionalImages={values.additionalImages}
          currentUrls={current?.imageUrls ?? []}
          errors={errors}
          onMain={(file) => set('mainImage', file)}
          onAdditional={(files) => set('additionalImages', files)}
          onError={(message) => setErrors((e) => ({ ...e, additionalImages: message }))}
        />

        <p className="admin-error" role="alert">
          {formError}
        </p>
        <div className="admin-form__actions">
          <Button variant="secondary" onClick={() => navigate('/admin/products')}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!online}>
            {editing ? 'Save product' : 'Create product'}
          </Button>
        </div>
        {!online && <p className="admin-note">Saving is turned off while you are offline.</p>}
      </form>
    </div>
  );
}
