import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { IconButton } from '../../ui/button';
import { BellIcon } from '../../ui/icons';
import { useDismiss } from '../../ui/use-dismiss';
import { msg, useT } from '../../i18n';
import './notification-bell.css';

/** A bell with a fixed badge of 2. What it opens is not specified: two store notices. */
const NOTICES = [
  { text: msg('Flash sale: up to 50% off fountain pens ends tonight.'), to: '/sale' },
  { text: msg('New arrivals: hand-bound notebooks are in.'), to: '/new-arrivals' },
] as const;

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const t = useT();
  useDismiss(
    open,
    ref,
    useCallback(() => setOpen(false), []),
  );
  return (
    <div className="bell" ref={ref}>
      <IconButton
        label={t('Notifications, {count} new', { count: NOTICES.length })}
        badge={NOTICES.length}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
      </IconButton>
      <div id={panelId} className="bell__panel" hidden={!open}>
        <p className="bell__title">{t('Notifications')}</p>
        <ul role="list">
          {NOTICES.map((n) => (
            <li key={n.to}>
              <Link to={n.to} onClick={() => setOpen(false)}>
                {t(n.text)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
