/** A file input for images with a preview of what was chosen (or of the current image) and its error. */
import { useEffect, useState } from 'react';

export function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function Preview({ file, fallback, alt }: { file: File | null; fallback?: string | null; alt: string }) {
  const url = usePreview(file) ?? fallback ?? null;
  if (!url) return null;
  return <img src={url} alt={alt} className="admin-preview" width={96} height={96} />;
}

export function ImageInput({
  id,
  label,
  hint,
  error,
  multiple = false,
  disabled,
  onFiles,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  multiple?: boolean;
  disabled?: boolean;
  onFiles(files: File[]): void;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple={multiple}
        disabled={disabled}
        className="input admin-file"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
