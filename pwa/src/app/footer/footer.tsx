import { Link } from 'react-router-dom';
import { sendWaitingNewsletterSignups, subscribeToNewsletter } from '../../data';
import { NewsletterForm } from '../../ui/newsletter-form';
import { MailIcon, PhoneIcon, PinIcon } from '../../ui/icons';
import { MastercardMark, SocialIcon, UpiMark, VisaMark, type SocialNetwork } from './brand-marks';
import { FOOTER_COLUMNS, LEGAL_LINKS } from './footer-links';
import { useT } from '../../i18n';
import './footer.css';

const SOCIAL: ReadonlyArray<{ network: SocialNetwork; href: string }> = [
  { network: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'X', href: 'https://x.com/' },
  { network: 'YouTube', href: 'https://www.youtube.com/' },
];

const STORE_ADDRESS = '14 Residency Road, Bengaluru 560025, India';

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <section className="site-footer__brand" aria-labelledby="footer-newsletter">
          <p className="site-footer__logo">Inkwell Stationery</p>
          <p className="site-footer__tagline">{t('Premium pens, paper and art supplies for people who still love to write by hand.')}</p>
          <h2 id="footer-newsletter" className="site-footer__heading">
            {t('Letters from the studio')}
          </h2>
          <NewsletterForm variant="footer" onSubscribe={subscribeToNewsletter} onShown={sendWaitingNewsletterSignups} />
          <ul className="site-footer__social" role="list" aria-label={t('Follow us')}>
            {SOCIAL.map((s) => (
              <li key={s.network}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={t('Inkwell on {network}', { network: s.network })}>
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav className="site-footer__columns" aria-label={t('Footer')}>
          {FOOTER_COLUMNS.map((col) => (
            <div key={col.title}>
              <h2 className="site-footer__heading">{t(col.title)}</h2>
              <ul role="list">
                {col.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to}>{t(l.label)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <address className="site-footer__contact">
          <h2 className="site-footer__heading">{t('Contact')}</h2>
          <p>
            {/* An address is written as the post office reads it: in English. */}
            <PinIcon size={16} /> {STORE_ADDRESS}
          </p>
          <p>
            <PhoneIcon size={16} /> <a href="tel:+918041234567">+91 80 4123 4567</a>
          </p>
          <p>
            <MailIcon size={16} /> <a href="mailto:hello@inkwell.example">hello@inkwell.example</a>
          </p>
          <p className="site-footer__hours">{t('Mon–Sat, 10:00–19:00 IST')}</p>
        </address>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{t('© {year} Inkwell Stationery. All rights reserved.', { year: String(new Date().getFullYear()) })}</p>
          <ul role="list" className="site-footer__legal">
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
          <div className="site-footer__pay" aria-label={t('Accepted payments')} role="group">
            <VisaMark />
            <MastercardMark />
            <UpiMark />
          </div>
        </div>
      </div>
    </footer>
  );
}
