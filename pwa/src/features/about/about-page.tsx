/** /about: the brand story, the figures the copy claims (50K+ customers, 1000+ products, 99.9% satisfaction) and what the shop stands for. */
import { Link } from 'react-router-dom';
import { RETURNS_DAYS } from '@store/shared';
import { buttonClass } from '../../ui/button';
import './about.css';
import { usePageMeta } from '../../ui/use-page-meta';
import { msg, useT } from '../../i18n';

const FIGURES = [
  { value: '50K+', label: msg('Happy customers') },
  { value: '1000+', label: msg('Products') },
  { value: '99.9%', label: msg('Satisfaction') },
] as const;

const VALUES = [
  {
    title: msg('Made to last'),
    text: msg('We choose pens, papers and tools that age well. Every piece carries a lifetime warranty.'),
  },
  {
    title: msg('Honest materials'),
    text: msg('Acid-free papers, refillable instruments and packaging you can recycle or reuse.'),
  },
  {
    title: msg('Careful service'),
    text: msg('Free shipping over ₹999, {days}-day easy returns and people who answer when you write.'),
  },
  {
    title: msg('For every hand'),
    text: msg('From a first fountain pen to a studio of paints, we stock for students, offices and artists alike.'),
  },
] as const;

export function AboutPage() {
  const t = useT();
  usePageMeta(t('About us'));

  return (
    <div className="about">
      <section className="about__hero" aria-labelledby="about-title">
        <p className="about__eyebrow">{t('Our story')}</p>
        <h1 id="about-title" className="about__title">
          {t('Writing things down, beautifully')}
        </h1>
        <p className="about__lead">
          {t(
            'Inkwell began as a small desk of pens and notebooks for friends who still loved the feel of ink on paper. Today we bring premium pens, notebooks, art supplies and office essentials to writers, students and makers across India — chosen one by one, tested at our own desks, and sent out with care.',
          )}
        </p>
      </section>

      <section className="about__figures" aria-label={t('Inkwell in numbers')}>
        <ul className="about__figure-list">
          {FIGURES.map((f) => (
            <li key={f.label} className="about__figure">
              <span className="about__figure-value">{f.value}</span>
              <span className="about__figure-label">{t(f.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__values" aria-labelledby="about-values-title">
        <h2 id="about-values-title" className="about__subtitle">
          {t('What we stand for')}
        </h2>
        <ul className="about__value-list">
          {VALUES.map((v) => (
            <li key={v.title} className="about__value">
              <h3 className="about__value-title">{t(v.title)}</h3>
              <p>{t(v.text, { days: RETURNS_DAYS })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__cta" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title" className="about__subtitle">
          {t('Find your next favourite pen')}
        </h2>
        <p>{t('Browse the whole collection — it works even when your connection does not.')}</p>
        <Link className={buttonClass('primary', 'lg')} to="/products">
          {t('Shop Products')}
        </Link>
      </section>
    </div>
  );
}
