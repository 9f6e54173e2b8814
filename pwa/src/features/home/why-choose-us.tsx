import { ReturnIcon, ShieldIcon, TruckIcon, PenIcon } from '../../ui/icons';

const FEATURES = [
  { icon: <TruckIcon size={26} />, title: 'Free Shipping', text: 'On every order above ₹999, packed by hand in recycled paper.' },
  { icon: <ShieldIcon size={26} />, title: 'Lifetime Warranty', text: 'Our fountain pens are guaranteed for life against defects.' },
  { icon: <ReturnIcon size={26} />, title: '30-Day Easy Returns', text: 'Changed your mind? Send it back within 30 days.' },
  { icon: <PenIcon size={26} />, title: 'Curated by Writers', text: 'Every nib and paper is tested by our team before it reaches you.' },
] as const;

const STATS = [
  { value: '50K+', label: 'Happy customers' },
  { value: '1000+', label: 'Products' },
  { value: '99.9%', label: 'Satisfaction' },
] as const;

export function WhyChooseUs() {
  return (
    <section className="section why" aria-labelledby="why-title">
      <div className="container">
        <div className="section-head section-head--center">
          <div>
            <p className="eyebrow">Why Inkwell</p>
            <h2 id="why-title">Why choose us</h2>
          </div>
        </div>
        <ul role="list" className="why__grid">
          {FEATURES.map((f) => (
            <li key={f.title} className="why__item">
              <span className="why__icon">{f.icon}</span>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
        <dl className="why__stats">
          {STATS.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
