import { useEffect } from 'react';

const BRAND = 'Inkwell Stationery';

/** Sets document.title and the meta description of the current page (SEO and history entries). */
export function usePageMeta(title: string | null, description?: string): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} — premium pens, notebooks & art supplies`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
