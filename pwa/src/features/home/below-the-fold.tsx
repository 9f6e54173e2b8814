import { subscribeToNewsletter } from '../../data';
import { NewsletterForm } from '../../ui/newsletter-form';
import { BestSellers } from './best-sellers';
import { CategoryShowcase } from './category-showcase';
import { ShopByCategory } from './shop-by-category';
import { WhyChooseUs } from './why-choose-us';

/**
 * Home sections 4–8, below the fold on every screen: their own chunk, loaded when
 * needed (home-page.tsx), so their code and their /api calls come after the first paint.
 */
export function BelowTheFold() {
  return (
    <>
      <BestSellers />
      <CategoryShowcase />
      <ShopByCategory />
      <WhyChooseUs />
      <section className="section home-newsletter" aria-labelledby="newsletter-title">
        <div className="container home-newsletter__inner">
          <p className="eyebrow">Stay in touch</p>
          <h2 id="newsletter-title">Letters from the studio</h2>
          <NewsletterForm variant="section" onSubscribe={subscribeToNewsletter} />
        </div>
      </section>
    </>
  );
}
