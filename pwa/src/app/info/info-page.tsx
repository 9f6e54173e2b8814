import { Link } from 'react-router-dom';
import { usePageMeta } from '../../ui/use-page-meta';
import { INFO_PAGES, type InfoPageContent } from './info-content';
import type { InfoPageSlug } from './info-slugs';
import { Breadcrumb } from '../../ui/breadcrumb';

export function InfoPage({ slug }: { slug: InfoPageSlug }) {
  const page: InfoPageContent = INFO_PAGES[slug];
  usePageMeta(page.title, page.intro);
  return (
    <article>
      <header className="page-head">
        <div className="container">
          <Breadcrumb current={page.title} />
          <h1 style={{ marginTop: 'var(--space-3)' }}>{page.title}</h1>
          <p>{page.intro}</p>
        </div>
      </header>
      <div className="container section prose">
        {page.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.list && (
              <ul>
                {s.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p>
          <Link to="/products">Browse the collection →</Link>
        </p>
      </div>
    </article>
  );
}
