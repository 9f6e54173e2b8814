/**
 * /admin/categoryform and /admin/categoryform/{id}: name (required), description, position in the
 * shop's order, HSN code and GST rate, and image (optional), multipart.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { CategorySchema, DEFAULT_GST_RATE, MESSAGES } from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead, adminWrite, tokenOrNull } from './admin-api';
import { CategoryTaxFields, categoryTaxErrors, type CategoryTaxValues } from './category-tax-fields';
import { ImageInput, Preview } from './image-input';
import { useAdminLoad } from './use-admin-load';

export function CategoryForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  usePageMeta(editing ? 'Edit category · Admin' : 'Add category · Admin');
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const existing = useAdminLoad(
    (signal) => (id ? adminRead(`/categories/${encodeURIComponent(id)}`, CategorySchema, signal) : Promise.resolve(null)),
    [id],
    MESSAGES.category.fetchOne,
  );
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [position, setPosition] = useState('');
  const [tax, setTax] = useState<CategoryTaxValues>({ hsnCode: '', gstRate: String(DEFAULT_GST_RATE) });
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const current = existing.data;

  useEffect(() => {
    if (!current) return;
    setName(current.name);
    setDescription(current.description);
    setPosition(current.position === undefined ? '' : String(current.position));
    setTax({ hsnCode: current.hsnCode ?? '', gstRate: String(current.gstRate) });
  }, [current]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    const found = { ...(name.trim() ? {} : { name: 'Name is required' }), ...categoryTaxErrors(tax) };
    const first = Object.keys(found)[0];
    if (first) {
      setErrors(found);
      document.getElementById({ name: 'category-name', hsnCode: 'category-hsn', gstRate: 'category-gst' }[first] ?? '')?.focus();
      return;
    }
    if (!tokenOrNull()) return setFormError(MESSAGES.auth.tokenMissing);
    const form = new FormData();
    form.append('name', name.trim());
    form.append('description', description.trim());
    if (position.trim()) form.append('position', position.trim());
    form.append('hsnCode', tax.hsnCode);
    form.append('gstRate', tax.gstRate);
    if (image) form.append('image', image);
    setSaving(true);
    const r = await adminWrite(editing && id ? `/categories/${encodeURIComponent(id)}` : '/categories', 'POST', form);
    setSaving(false);
    if (r.ok) {
      toast.success(editing ? MESSAGES.category.updated : MESSAGES.category.created);
      navigate('/admin/categories');
      return;
    }
    setErrors(r.errors);
    setFormError(r.status === 401 ? MESSAGES.auth.tokenMissing : r.message || MESSAGES.category.saveFailed);
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
        <Spinner label="Loading category" />
      </div>
    );
  }
  return (
    <div className="admin-page">
      <h1 className="admin-title">{editing ? `Edit ${current?.name ?? 'category'}` : 'Add category'}</h1>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="category-name"
          label="Name"
          value={name}
          onValueChange={(v) => {
            setName(v);
            setErrors(({ name: _gone, ...rest }) => rest);
          }}
          error={errors.name}
          required
        />
        <div className="field">
          <label htmlFor="category-description">
            Description <span className="field-hint">(optional)</span>
          </label>
          <textarea
            id="category-description"
            className="input"
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <TextField
          id="category-position"
          label="Position"
          hint="(optional: 0 comes first; the home page and /categories show the first 6)"
          inputMode="numeric"
          value={position}
          onValueChange={(v) => {
            setPosition(v.replace(/[^0-9]/g, ''));
            setErrors(({ position: _gone, ...rest }) => rest);
          }}
          error={errors.position}
        />
        <CategoryTaxFields
          values={tax}
          errors={errors}
          onChange={(patch) => {
            setTax((t) => ({ ...t, ...patch }));
            setErrors(({ hsnCode: _h, gstRate: _g, ...rest }) => rest);
          }}
        />
        <div className="admin-images">
          <Preview file={image} fallback={current?.imageUrl ?? null} alt="Category image preview" />
          <ImageInput
            id="category-image"
            label="Image (optional)"
            hint="PNG, JPEG or WebP, at most 5 MB."
            error={errors.image}
            onFiles={(files) => setImage(files[0] ?? null)}
          />
        </div>
        <p className="admin-error" role="alert">
          {formError}
        </p>
        <div className="admin-form__actions">
          <Button variant="secondary" onClick={() => navigate('/admin/categories')}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!online}>
            {editing ? 'Save category' : 'Create category'}
          </Button>
        </div>
        {!online && <p className="admin-note">Saving is turned off while you are offline.</p>}
      </form>
    </div>
  );
}
