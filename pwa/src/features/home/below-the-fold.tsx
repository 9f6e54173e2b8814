import { subscribeToNewsletter } from '../../data';
import { NewsletterForm } from '../../ui/newsletter-form';
import { BestSellers } from './best-sellers';
import { CategoryShowcase } from './category-showcase';
import { ShopByCategory } from './shop-by-category';
import { WhyChooseUs } from './why-choose-us';
import { useT } from '../../i18n';

/**
 * Home sections 4–8, below the fold on every screen: their own chunk, loaded when
 * needed (home-page.tsx), so their code and their /api calls come after the first paint.
 */
export function BelowTheFold() {
  const t = useT();
  return (
    <div className="home-below">
      <BestSellers />
      <CategoryShowcase />
      <ShopByCategory />
      <WhyChooseUs />
      <section className="section home-newsletter" aria-labelledby="newsletter-title">
        <div className="container home-newsletter__inner">
          <p className="eyebrow">{t('Stay in touch')}</p>
          <h2 id="newsletter-title">{t('Letters from the studio')}</h2>
          <NewsletterForm variant="section" onSubscribe={subscribeToNewsletter} />
        </div>
      </section>
    </div>
  );
}
