import { Link } from 'react-router-dom';
import { usePageMeta } from '../../ui/use-page-meta';
import { INFO_PAGES } from './info-content';
import type { InfoPageContent, InfoSection } from './info-types';
import type { InfoPageSlug } from './info-slugs';
import { Breadcrumb } from '../../ui/breadcrumb';
import { isLegalPage, LEGAL_PAGES, SAMPLE_NOTE, type LegalPageSlug } from './legal-content';
import { useStoreDetails } from './use-store-details';
import './info-page.css';

export function InfoPage({ slug }: { slug: InfoPageSlug }) {
  return isLegalPage(slug) ? <LegalPage slug={slug} /> : <InfoArticle page={INFO_PAGES[slug]} />;
}

/** The pages that show the seller's name, address and GSTIN: the sample note goes on these. */
const SELLER_SHOWN = new Set<LegalPageSlug>(['contact', 'grievance', 'terms']);

/** A page the e-commerce rules ask for, with this store's details (kept on the device for offline). */
function LegalPage({ slug }: { slug: LegalPageSlug }) {
  const { status, details } = useStoreDetails();
  return (
    <InfoArticle
      page={LEGAL_PAGES[slug](details)}
      busy={status === 'loading'}
      note={details?.seller.isSample && SELLER_SHOWN.has(slug) ? SAMPLE_NOTE : undefined}
    />
  );
}

function InfoArticle({ page, busy = false, note }: { page: InfoPageContent; busy?: boolean; note?: string | undefined }) {
  usePageMeta(page.title, page.intro);
  return (
    <article aria-busy={busy || undefined}>
      <header className="page-head">
        <div className="container">
          <Breadcrumb current={page.title} />
          <h1 style={{ marginTop: 'var(--space-3)' }}>{page.title}</h1>
          <p>{page.intro}</p>
        </div>
      </header>
      <div className="container section prose">
        {note && (
          <p className="info-sample-note" role="note" data-testid="sample-details">
            {note}
          </p>
        )}
        {page.sections.map((s) => (
          <Section key={s.heading} section={s} />
        ))}
        <p>
          <Link to="/products">Browse the collection →</Link>
        </p>
      </div>
    </article>
  );
}

function Section({ section: s }: { section: InfoSection }) {
  return (
    <section id={s.id} aria-labelledby={s.id ? `${s.id}-heading` : undefined}>
      <h2 id={s.id ? `${s.id}-heading` : undefined}>{s.heading}</h2>
      {s.paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {s.facts && (
        <dl className="info-facts">
          {s.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.href ? <a href={f.href}>{f.value}</a> : f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {s.zones && (
        <ul className="info-zones" data-testid="delivery-zones">
          {s.zones.map((z) => (
            <li key={z.label}>
              <strong>{z.label}</strong>
              <span className="info-zones__where">{z.where}</span>
              <span className="info-zones__days">{z.days}</span>
              <span className="info-zones__cod">{z.cod}</span>
            </li>
          ))}
        </ul>
      )}
      {s.list && (
        <ul>
          {s.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
