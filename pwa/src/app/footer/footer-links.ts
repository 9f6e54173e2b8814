import { msg } from '../../i18n';

/** Every footer link (none dead-ends: each has a route); t() shows each title and label in the shopper's language. */
export const FOOTER_COLUMNS = [
  {
    title: msg('Shop'),
    links: [
      { to: '/products', label: msg('All Products') },
      { to: '/bestsellers', label: msg('Best Sellers') },
      { to: '/new-arrivals', label: msg('New Arrivals') },
      { to: '/sale', label: msg('Sale') },
      { to: '/gift-cards', label: msg('Gift Cards') },
    ],
  },
  {
    title: msg('Categories'),
    links: [
      { to: '/category/writing', label: msg('Writing Instruments') },
      { to: '/category/notebooks', label: msg('Notebooks & Journals') },
      { to: '/category/art', label: msg('Art Supplies') },
      { to: '/category/office', label: msg('Office Supplies') },
      { to: '/category/organization', label: msg('Organization') },
    ],
  },
  {
    title: msg('Customer Care'),
    links: [
      { to: '/contact', label: msg('Contact Us') },
      { to: '/faq', label: msg('FAQ') },
      { to: '/shipping', label: msg('Shipping Info') },
      { to: '/returns', label: msg('Returns') },
      { to: '/size-guide', label: msg('Size Guide') },
    ],
  },
  {
    title: msg('Company'),
    links: [
      { to: '/about', label: msg('About Us') },
      { to: '/careers', label: msg('Careers') },
      { to: '/press', label: msg('Press') },
      { to: '/sustainability', label: msg('Sustainability') },
      { to: '/wholesale', label: msg('Wholesale') },
    ],
  },
] as const;

export const LEGAL_LINKS = [
  { to: '/privacy', label: msg('Privacy Policy') },
  { to: '/terms', label: msg('Terms of Service') },
  { to: '/cookies', label: msg('Cookie Policy') },
  // The Consumer Protection (E-Commerce) Rules, 2020: the grievance officer, reachable from every page.
  { to: '/grievance', label: msg('Grievance Officer') },
] as const;
