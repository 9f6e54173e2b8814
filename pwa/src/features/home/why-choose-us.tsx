import { ReturnIcon, ShieldIcon, TruckIcon, PenIcon } from '../../ui/icons';
import { msg, useT } from '../../i18n';

const FEATURES = [
  { icon: <TruckIcon size={26} />, title: msg('Free Shipping'), text: msg('On every order above ₹999, packed by hand in recycled paper.') },
  {
    icon: <ShieldIcon size={26} />,
    title: msg('Lifetime Warranty'),
    text: msg('Our fountain pens are guaranteed for life against defects.'),
  },
  { icon: <ReturnIcon size={26} />, title: msg('30-Day Easy Returns'), text: msg('Changed your mind? Send it back within 30 days.') },
  {
    icon: <PenIcon size={26} />,
    title: msg('Curated by Writers'),
    text: msg('Every nib and paper is tested by our team before it reaches you.'),
  },
] as const;

// The spec's claims, as figures: written the same in both languages.
const STATS = [
  { value: '50K+', label: msg('Happy customers') },
  { value: '1000+', label: msg('Products') },
  { value: '99.9%', label: msg('Satisfaction') },
] as const;

export function WhyChooseUs() {
  const t = useT();
  return (
    <section className="section why" aria-labelledby="why-title">
      <div className="container">
        <div className="section-head section-head--center">
          <div>
            <p className="eyebrow">{t('Why Inkwell')}</p>
            <h2 id="why-title">{t('Why choose us')}</h2>
          </div>
        </div>
        <ul role="list" className="why__grid">
          {FEATURES.map((f) => (
            <li key={f.title} className="why__item">
              <span className="why__icon">{f.icon}</span>
              <h3>{t(f.title)}</h3>
              <p>{t(f.text)}</p>
            </li>
          ))}
        </ul>
        <dl className="why__stats">
          {STATS.map((s) => (
            <div key={s.label}>
              <dt>{t(s.label)}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
