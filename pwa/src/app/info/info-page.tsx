import { Link } from 'react-router-dom';
import { usePageMeta } from '../../ui/use-page-meta';
import { INFO_PAGES } from './info-content';
import type { InfoPageContent, InfoSection } from './info-types';
import type { InfoPageSlug } from './info-slugs';
import { Breadcrumb } from '../../ui/breadcrumb';
import { isLegalPage, LEGAL_PAGES, SAMPLE_NOTE, type LegalPageSlug } from './legal-content';
import { useStoreDetails } from './use-store-details';
import { useT } from '../../i18n';
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
      inEnglish
    />
  );
}

/**
 * Texts the Hindi catalogue knows show in Hindi (t.message looks them up, else the English). The
 * legal pages' long bodies stay English (they are built from the store's details); in Hindi a
 * quiet line says so.
 */
function InfoArticle({
  page,
  busy = false,
  note,
  inEnglish = false,
}: {
  page: InfoPageContent;
  busy?: boolean;
  note?: string | undefined;
  inEnglish?: boolean;
}) {
  const t = useT();
  const title = t.message(page.title);
  usePageMeta(title, t.message(page.intro));
  return (
    <article aria-busy={busy || undefined}>
      <header className="page-head">
        <div className="container">
          <Breadcrumb current={title} />
          <h1 style={{ marginTop: 'var(--space-3)' }}>{title}</h1>
          <p>{t.message(page.intro)}</p>
          {inEnglish && t.language === 'hi' && <p className="muted">{t('The full text of this page is in English.')}</p>}
        </div>
      </header>
      <div className="container section prose">
        {note && (
          <p className="info-sample-note" role="note" data-testid="sample-details">
            {t.message(note)}
          </p>
        )}
        {page.sections.map((s) => (
          <Section key={s.heading} section={s} />
        ))}
        <p>
          <Link to="/products">{t('Browse the collection →')}</Link>
        </p>
      </div>
    </article>
  );
}

function Section({ section: s }: { section: InfoSection }) {
  const t = useT();
  return (
    <section id={s.id} aria-labelledby={s.id ? `${s.id}-heading` : undefined}>
      <h2 id={s.id ? `${s.id}-heading` : undefined}>{t.message(s.heading)}</h2>
      {s.paragraphs?.map((p) => (
        <p key={p}>{t.message(p)}</p>
      ))}
      {s.facts && (
        <dl className="info-facts">
          {s.facts.map((f) => (
            <div key={f.label}>
              <dt>{t.message(f.label)}</dt>
              <dd>{f.href ? <a href={f.href}>{f.value}</a> : f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {s.zones && (
        <ul className="info-zones" data-testid="delivery-zones">
          {s.zones.map((z) => (
            <li key={z.label}>
              <strong>{t.message(z.label)}</strong>
              <span className="info-zones__where">{t.message(z.where)}</span>
              <span className="info-zones__days">{t.message(z.days)}</span>
              <span className="info-zones__cod">{t.message(z.cod)}</span>
            </li>
          ))}
        </ul>
      )}
      {s.list && (
        <ul>
          {s.list.map((item) => (
            <li key={item}>{t.message(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
