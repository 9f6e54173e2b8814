import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button';
import { ArrowLeftIcon, HomeIcon } from '../ui/icons';
import { useGoBack } from '../ui/use-go-back';
import { usePageMeta } from '../ui/use-page-meta';
import './not-found-page.css';

const HELPFUL_LINKS = [
  { to: '/products', label: 'Browse all products' },
  { to: '/categories', label: 'Shop by category' },
  { to: '/cart', label: 'View your cart' },
  { to: '/account', label: 'Your account' },
] as const;

/** Go Home, Go Back, and links to /products, /categories, /cart and /account. */
export function NotFoundPage() {
  const goBack = useGoBack('/');
  usePageMeta('Page not found', 'The page you were looking for is not here. Browse our pens, notebooks and art supplies instead.');
  return (
    <section className="container not-found" aria-labelledby="nf-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title">This page has wandered off the page</h1>
      <p className="muted">The link may be old, or the address mistyped. Let us take you somewhere useful.</p>
      <div className="not-found__actions">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          <HomeIcon size={18} /> Go Home
        </Link>
        <button type="button" className={buttonClass('secondary', 'lg')} onClick={goBack}>
          <ArrowLeftIcon size={18} /> Go Back
        </button>
      </div>
      <nav aria-label="Helpful links" className="not-found__links">
        <ul role="list">
          {HELPFUL_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
