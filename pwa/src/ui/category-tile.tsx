/** A category card (image, name linking to /category/{id}, description, product count) and its
 *  loading skeleton, used by the home page's shop-by-category grid and the /categories page. */
import { Link } from 'react-router-dom';
import type { Category } from '@store/shared';
import { hideBrokenImage } from './product-image';
import { Skeleton } from './skeleton';
import { useT } from '../i18n';

export function CategoryTile({ category, headingLevel, eager = false }: { category: Category; headingLevel: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  return (
    <li className="category-tile" style={{ ['--tile-color' as string]: category.color }}>
      <div className="category-tile__media">
        {category.imageUrl && (
          <img
            src={category.imageUrl}
            alt=""
            width={480}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={hideBrokenImage}
          />
        )}
      </div>
      <div className="category-tile__body">
        <Heading className="category-tile__name">
          <Link to={`/category/${category._id}`} className="category-tile__link">
            {t.word('category', category.name)}
          </Link>
        </Heading>
        <p className="category-tile__desc">{category.description}</p>
        <p className="category-tile__count">{t.plural(category.productCount, { one: '{count} product', other: '{count} products' })}</p>
      </div>
    </li>
  );
}

export function CategoryTileSkeleton() {
  return (
    <li className="category-tile skeleton-group" aria-hidden="true">
      <Skeleton height="auto" radius={0} style={{ aspectRatio: '4 / 3' }} />
      <div className="category-tile__body">
        <Skeleton width="50%" height={18} />
        <Skeleton width="90%" height={12} />
      </div>
    </li>
  );
}
