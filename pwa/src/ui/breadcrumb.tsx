/** Where a page stands: Home, the pages above it (links), and the page itself (aria-current). */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n';

export interface Crumb {
  to: string;
  label: ReactNode;
}

export function Breadcrumb({ above = [], current, light = false }: { above?: Crumb[]; current?: ReactNode; light?: boolean }) {
  const t = useT();
  return (
    <nav aria-label={t('Breadcrumb')} className={light ? 'breadcrumb breadcrumb--light' : 'breadcrumb'}>
      <ol>
        {[{ to: '/', label: t('Home') }, ...above].map((c) => (
          <li key={c.to}>
            <Link to={c.to}>{c.label}</Link>
          </li>
        ))}
        {current !== undefined && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
