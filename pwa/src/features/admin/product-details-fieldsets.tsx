/**
 * The product form's features (added one at a time, never blank, removable), images (the main
 * one and up to three more, previewed before upload) and country of origin, apart from the form
 * that holds their values.
 */
import { useState } from 'react';
import { GALLERY_MAX_ADDITIONAL_IMAGES } from '@store/shared';
import { Button, IconButton } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { TextField } from '../../ui/text-field';
import { ImageInput, Preview } from './image-input';
import { addFeature, addImages, type ProductFormErrors } from './product-form-rules';

export function FeaturesFieldset({
  features,
  error,
  onChange,
  onError,
}: {
  features: string[];
  error: string | undefined;
  onChange(next: string[]): void;
  onError(message: string | null): void;
}) {
  const [feature, setFeature] = useState('');
  function onAddFeature() {
    const r = addFeature(features, feature);
    if ('error' in r) return onError(r.error);
    onChange(r.features);
    setFeature('');
  }
  return (
    <fieldset className="admin-fieldset">
      <legend>Features</legend>
      {features.length > 0 && (
        <ul className="admin-features" role="list">
          {features.map((f, i) => (
            <li key={`${f}-${i}`}>
              <span>{f}</span>
              <IconButton label={`Remove feature ${f}`} onClick={() => onChange(features.filter((_, j) => j !== i))}>
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
            onError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onAddFeature();
            }
          }}
          error={error}
        />
        <Button variant="secondary" onClick={onAddFeature}>
          Add feature
        </Button>
      </div>
    </fieldset>
  );
}

export function ImagesFieldset({
  editing,
  mainImage,
  additionalImages,
  currentUrls,
  errors,
  onMain,
  onAdditional,
  onError,
}: {
  editing: boolean;
  mainImage: File | null;
  additionalImages: File[];
  /** The product's current images (editing), main first. */
  currentUrls: string[];
  errors: ProductFormErrors;
  onMain(file: File | null): void;
  onAdditional(files: File[]): void;
  onError(message: string): void;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Images</legend>
      <div className="admin-images">
        <Preview file={mainImage} fallback={currentUrls[0] ?? null} alt="Main image preview" />
        <ImageInput
          id="product-mainImage"
          label={editing ? 'Main image (optional: keeps the current one)' : 'Main image'}
          hint="PNG, JPEG or WebP, at most 5 MB."
          error={errors.mainImage}
          onFiles={(files) => onMain(files[0] ?? null)}
        />
      </div>
      <div className="admin-images">
        {additionalImages.map((file, i) => (
          <div key={`${file.name}-${i}`} className="admin-images__item">
            <Preview file={file} alt={`Additional image ${i + 1} preview`} />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onAdditional(additionalImages.filter((_, j) => j !== i))}
              aria-label={`Remove additional image ${i + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        {additionalImages.length === 0 &&
          currentUrls
            .slice(1)
            .map((url, i) => (
              <img key={url} src={url} alt={`Current additional view ${i + 1}`} className="admin-preview" width={96} height={96} />
            ))}
        <ImageInput
          id="product-additionalImages"
          label={`Additional images (up to ${GALLERY_MAX_ADDITIONAL_IMAGES})`}
          hint={editing ? 'New images replace the current additional images in order.' : undefined}
          multiple
          error={errors.additionalImages}
          onFiles={(files) => {
            const r = addImages(additionalImages, files);
            if ('error' in r) onError(r.error);
            else onAdditional(r.images);
          }}
        />
      </div>
    </fieldset>
  );
}

/** Countries the store's brands make in, offered as the owner types; any other may be typed. */
const COUNTRIES = [
  'India',
  'Japan',
  'Germany',
  'China',
  'France',
  'United Kingdom',
  'United States',
  'Italy',
  'Switzerland',
  'Sweden',
  'Finland',
  'Netherlands',
  'South Korea',
  'Taiwan',
  'Thailand',
  'Vietnam',
];

/** Where the product is made: the product page says it, as the Consumer Protection (E-Commerce) Rules, 2020 ask. */
export function OriginField({ value, error, onChange }: { value: string; error: string | undefined; onChange(next: string): void }) {
  return (
    <>
      <TextField
        id="product-countryOfOrigin"
        label="Country of origin"
        hint="(shown on the product page)"
        list="product-countries"
        autoComplete="off"
        maxLength={80}
        value={value}
        onValueChange={onChange}
        error={error}
      />
      <datalist id="product-countries">
        {COUNTRIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </>
  );
}
