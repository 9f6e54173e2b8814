import { useState } from 'react';
import { GALLERY_MAX_ADDITIONAL_IMAGES } from '@store/shared';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { ProductImage } from '../../ui/product-image';
import { useT } from '../../i18n';

/** The product gallery: the main image plus up to 3 more, with arrows and thumbnails. */
export function ProductGallery({ images, name, category }: { images: string[]; name: string; category?: { _id: string } }) {
  const list = images.slice(0, 1 + GALLERY_MAX_ADDITIONAL_IMAGES);
  const [index, setIndex] = useState(0);
  const t = useT();
  const go = (i: number) => setIndex((i + list.length) % list.length);
  const many = list.length > 1;
  return (
    <div className="gallery" aria-roledescription={t('image gallery')} aria-label={t('Photos of {name}', { name })}>
      <div className="gallery__main">
        <ProductImage
          src={list[index]}
          alt={t('{name}, photo {n} of {total}', { name, n: index + 1, total: Math.max(1, list.length) })}
          eager
          size={640}
          category={category}
        />
        {many && (
          <>
            <button
              type="button"
              className="icon-btn icon-btn--filled gallery__arrow gallery__arrow--prev"
              aria-label={t('Previous photo')}
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className="icon-btn icon-btn--filled gallery__arrow gallery__arrow--next"
              aria-label={t('Next photo')}
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {many && (
        <ul role="list" className="gallery__thumbs">
          {list.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('Show photo {n}', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <ProductImage src={src} alt="" size={96} category={category} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
