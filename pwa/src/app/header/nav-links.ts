import { msg } from '../../i18n';

/** The header's links, as the spec names them; t(l.label) shows them in the shopper's language. */
export const NAV_LINKS = [
  { to: '/', label: msg('Home'), end: true },
  { to: '/products', label: msg('Products'), end: false },
  { to: '/categories', label: msg('Categories'), end: false },
  { to: '/about', label: msg('About'), end: false },
] as const;
