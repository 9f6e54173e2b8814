import { NewsletterForm } from '../newsletter/newsletter-form';
import { usePageMeta } from '../../ui/use-page-meta';
import { BestSellers } from './best-sellers';
import { CategoryShowcase } from './category-showcase';
import { FlashSale } from './flash-sale';
import { HeroCarousel } from './hero-carousel';
import { PromoBanner } from './promo-banner';
import { ShopByCategory } from './shop-by-category';
import { WhyChooseUs } from './why-choose-us';
import './home.css';

/** The eight sections of spec §2 Home, in order. */
export function HomePage() {
  usePageMeta('', 'Inkwell Stationery: premium fountain pens, notebooks, art and office supplies delivered across India. Free shipping over ₹999, 30-day returns.');
  return (
    <>
      <PromoBanner />
      <HeroCarousel />
      <FlashSale />
      <BestSellers />
      <CategoryShowcase />
      <ShopByCategory />
      <WhyChooseUs />
      <section className="section home-newsletter" aria-labelledby="newsletter-title">
        <div className="container home-newsletter__inner">
          <p className="eyebrow">Stay in touch</p>
          <h2 id="newsletter-title">Letters from the studio</h2>
          <NewsletterForm variant="section" />
        </div>
      </section>
    </>
  );
}
