/**
 * /admin/productform and /admin/productform/{id}: the spec's multipart product form. The rules
 * are in product-form-rules.ts; the server's own refusals (an image that is not one, too large)
 * come back per field and are shown next to it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { z } from 'zod';
import { BADGES, CategorySchema, discountPercent, GALLERY_MAX_ADDITIONAL_IMAGES, MESSAGES, ProductSchema } from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Button } from '../../ui/button';
import { IconButton } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead, adminWrite, tokenOrNull } from './admin-api';
import { ImageInput, Preview } from './image-input';
import { addFeature, addImages, EMPTY_PRODUCT, toProductFormData, validateProductForm, type ProductFormValues } from './product-form-rules';
import { useAdminLoad } from './use-admin-load';

const ProductDetailSchema = ProductSchema.passthrough();

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [feature, setFeature] = useState('');
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState('');
  const current = existing.data;

  useEffect(() => {
    if (!current) return;
    setValues({
      ...EMPTY_PRODUCT,
      name: current.name,
      description: current.description,
      specification: current.specification,
      features: current.features,
      price: String(current.price),
      category: current.category._id,
      brand: current.brand,
      originalPrice: current.originalPrice === null ? '' : String(current.originalPrice),
      badge: current.badge ?? '',
      featured: current.featured,
      bestSeller: current.bestSeller,
      stock: String(current.stock),
    });
  }, [current]);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  function onAddFeature() {
    const r = addFeature(values.features, feature);
    if ('error' in r) return setErrors((e) => ({ ...e, features: r.error }));
    set('features', r.features);
    setFeature('');
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    const found = validateProductForm(values, { editing });
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`product-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    if (!tokenOrNull()) return setFormError(MESSAGES.auth.tokenMissing);
    setSaving(true);
    const r = await adminWrite(
      editing && id ? `/products/${encodeURIComponent(id)}` : '/products',
      editing ? 'PUT' : 'POST',
      toProductFormData(values, { editing }),
    );
    setSaving(false);
    if (r.ok) {
      toast.success(editing ? MESSAGES.product.updated : MESSAGES.product.created);
      navigate('/admin/products');
      return;
    }
    // The server names the field it refuses (an image, the price...): shown there; the rest above the buttons.
    const fieldErrors = Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [/^image[2-4]$/.test(k) ? 'additionalImages' : k, v]));
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

  const mainFallback = current?.imageUrls[0] ?? null;
  const price = Number(values.price);
  const mrp = Number(values.originalPrice);
  const off = values.price.trim() && values.originalPrice.trim() && mrp >= price ? discountPercent(price, mrp) : 0;
  return (
    <div className="admin-page">
      <h1 className="admin-title">{editing ? `Edit ${current?.name ?? 'product'}` : 'Add product'}</h1>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField id="product-name" label="Name" value={values.name} onValueChange={(v) => set('name', v)} error={errors.name} required />
        <div className="admin-form__row">
          <TextField
            id="product-price"
            label="Price (₹)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={values.price}
            onValueChange={(v) => set('price', v)}
            error={errors.price}
            required
          />
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
        </div>
        <div className="admin-form__row">
          <TextField id="product-brand" label="Brand" value={values.brand} onValueChange={(v) => set('brand', v)} error={errors.brand} />
          <TextField
            id="product-originalPrice"
            label="Original price, MRP (₹)"
            hint="(optional)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={values.originalPrice}
            onValueChange={(v) => set('originalPrice', v)}
            error={errors.originalPrice}
          />
        </div>
        {!errors.originalPrice && off > 0 && (
          <p id="product-discount" className="admin-note">
            Shoppers see {off}% off.
          </p>
        )}
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
          {editing ? (
            <div className="field">
              <span className="field-label">Stock</span>
              <p className="admin-note">
                {current?.stock ?? 0} in stock. Stock changes are made in <Link to="/admin/inventory">Inventory</Link>.
              </p>
            </div>
          ) : (
            <TextField
              id="product-stock"
              label="Starting stock"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={values.stock}
              onValueChange={(v) => set('stock', v)}
              error={errors.stock}
            />
          )}
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

        <fieldset className="admin-fieldset">
          <legend>Features</legend>
          {values.features.length > 0 && (
            <ul className="admin-features" role="list">
              {values.features.map((f, i) => (
                <li key={`${f}-${i}`}>
                  <span>{f}</span>
                  <IconButton
                    label={`Remove feature ${f}`}
                    onClick={() =>
                      set(
                        'features',
                        values.features.filter((_, j) => j !== i),
                      )
                    }
                  >
                    <CloseIcon size={16} />
                  </IconButton>
                </li>
              ))}
            </ul>
          )}
          <div className="admin-form__inline">
            <TextField
              id="product-features"
              label="New feature"
              value={feature}
              onValueChange={(v) => {
                setFeature(v);
                setErrors(({ features: _gone, ...rest }) => rest);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  onAddFeature();
                }
              }}
              error={errors.features}
            />
            <Button variant="secondary" onClick={onAddFeature}>
              Add feature
            </Button>
          </div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>Images</legend>
          <div className="admin-images">
            <Preview file={values.mainImage} fallback={mainFallback} alt="Main image preview" />
            <ImageInput
              id="product-mainImage"
              label={editing ? 'Main image (optional: keeps the current one)' : 'Main image'}
              hint="PNG, JPEG or WebP, at most 5 MB."
              error={errors.mainImage}
              onFiles={(files) => set('mainImage', files[0] ?? null)}
            />
          </div>
          <div className="admin-images">
            {values.additionalImages.map((file, i) => (
              <div key={`${file.name}-${i}`} className="admin-images__item">
                <Preview file={file} alt={`Additional image ${i + 1} preview`} />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    set(
                      'additionalImages',
                      values.additionalImages.filter((_, j) => j !== i),
                    )
                  }
                  aria-label={`Remove additional image ${i + 1}`}
                >
                  Remove
                </Button>
              </div>
            ))}
            {values.additionalImages.length === 0 &&
              (current?.imageUrls.slice(1) ?? []).map((url, i) => (
                <img key={url} src={url} alt={`Current additional view ${i + 1}`} className="admin-preview" width={96} height={96} />
              ))}
            <ImageInput
              id="product-additionalImages"
              label={`Additional images (up to ${GALLERY_MAX_ADDITIONAL_IMAGES})`}
              hint={editing ? 'New images replace the current additional images in order.' : undefined}
              multiple
              error={errors.additionalImages}
              onFiles={(files) => {
                const r = addImages(values.additionalImages, files);
                if ('error' in r) setErrors((e) => ({ ...e, additionalImages: r.error }));
                else set('additionalImages', r.images);
              }}
            />
          </div>
        </fieldset>

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
