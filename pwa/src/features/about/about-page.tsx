/** /about: the brand story, the figures the copy claims (50K+ customers, 1000+ products, 99.9% satisfaction) and what the shop stands for. */
import { Link } from 'react-router-dom';
import { RETURNS_DAYS } from '@store/shared';
import { buttonClass } from '../../ui/button';
import './about.css';
import { usePageMeta } from '../../ui/use-page-meta';

const FIGURES = [
  { value: '50K+', label: 'Happy customers' },
  { value: '1000+', label: 'Products' },
  { value: '99.9%', label: 'Satisfaction' },
] as const;

const VALUES = [
  {
    title: 'Made to last',
    text: 'We choose pens, papers and tools that age well. Every piece carries a lifetime warranty.',
  },
  {
    title: 'Honest materials',
    text: 'Acid-free papers, refillable instruments and packaging you can recycle or reuse.',
  },
  {
    title: 'Careful service',
    text: `Free shipping over ₹999, ${RETURNS_DAYS}-day easy returns and people who answer when you write.`,
  },
  {
    title: 'For every hand',
    text: 'From a first fountain pen to a studio of paints, we stock for students, offices and artists alike.',
  },
] as const;

export function AboutPage() {
  usePageMeta('About us');

  return (
    <div className="about">
      <section className="about__hero" aria-labelledby="about-title">
        <p className="about__eyebrow">Our story</p>
        <h1 id="about-title" className="about__title">
          Writing things down, beautifully
        </h1>
        <p className="about__lead">
          Inkwell began as a small desk of pens and notebooks for friends who still loved the feel of ink on paper. Today we bring premium
          pens, notebooks, art supplies and office essentials to writers, students and makers across India — chosen one by one, tested at
          our own desks, and sent out with care.
        </p>
      </section>

      <section className="about__figures" aria-label="Inkwell in numbers">
        <ul className="about__figure-list">
          {FIGURES.map((f) => (
            <li key={f.label} className="about__figure">
              <span className="about__figure-value">{f.value}</span>
              <span className="about__figure-label">{f.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__values" aria-labelledby="about-values-title">
        <h2 id="about-values-title" className="about__subtitle">
          What we stand for
        </h2>
        <ul className="about__value-list">
          {VALUES.map((v) => (
            <li key={v.title} className="about__value">
              <h3 className="about__value-title">{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__cta" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title" className="about__subtitle">
          Find your next favourite pen
        </h2>
        <p>Browse the whole collection — it works even when your connection does not.</p>
        <Link className={buttonClass('primary', 'lg')} to="/products">
          Shop Products
        </Link>
      </section>
    </div>
  );
}
