import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button';
import { ArrowLeftIcon, HomeIcon } from '../ui/icons';
import { useGoBack } from '../ui/use-go-back';
import { usePageMeta } from '../ui/use-page-meta';
import { msg, useT } from '../i18n';
import './not-found-page.css';

const HELPFUL_LINKS = [
  { to: '/products', label: msg('Browse all products') },
  { to: '/categories', label: msg('Shop by category') },
  { to: '/cart', label: msg('View your cart') },
  { to: '/account', label: msg('Your account') },
] as const;

/** Go Home, Go Back, and links to /products, /categories, /cart and /account. */
export function NotFoundPage() {
  const goBack = useGoBack('/');
  const t = useT();
  usePageMeta(t('Page not found'), t('The page you were looking for is not here. Browse our pens, notebooks and art supplies instead.'));
  return (
    <section className="container not-found" aria-labelledby="nf-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title">{t('This page has wandered off the page')}</h1>
      <p className="muted">{t('The link may be old, or the address mistyped. Let us take you somewhere useful.')}</p>
      <div className="not-found__actions">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          <HomeIcon size={18} /> {t('Go Home')}
        </Link>
        <button type="button" className={buttonClass('secondary', 'lg')} onClick={goBack}>
          <ArrowLeftIcon size={18} /> {t('Go Back')}
        </button>
      </div>
      <nav aria-label={t('Helpful links')} className="not-found__links">
        <ul role="list">
          {HELPFUL_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{t(l.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
