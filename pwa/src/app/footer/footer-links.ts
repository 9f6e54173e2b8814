/** Every footer link (none dead-ends: each has a route). */
export const FOOTER_COLUMNS = [
  {
    title: 'Shop',
    links: [
      { to: '/products', label: 'All Products' },
      { to: '/bestsellers', label: 'Best Sellers' },
      { to: '/new-arrivals', label: 'New Arrivals' },
      { to: '/sale', label: 'Sale' },
      { to: '/gift-cards', label: 'Gift Cards' },
    ],
  },
  {
    title: 'Categories',
    links: [
      { to: '/category/writing', label: 'Writing Instruments' },
      { to: '/category/notebooks', label: 'Notebooks & Journals' },
      { to: '/category/art', label: 'Art Supplies' },
      { to: '/category/office', label: 'Office Supplies' },
      { to: '/category/organization', label: 'Organization' },
    ],
  },
  {
    title: 'Customer Care',
    links: [
      { to: '/contact', label: 'Contact Us' },
      { to: '/faq', label: 'FAQ' },
      { to: '/shipping', label: 'Shipping Info' },
      { to: '/returns', label: 'Returns' },
      { to: '/size-guide', label: 'Size Guide' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/careers', label: 'Careers' },
      { to: '/press', label: 'Press' },
      { to: '/sustainability', label: 'Sustainability' },
      { to: '/wholesale', label: 'Wholesale' },
    ],
  },
] as const;

export const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
  // The Consumer Protection (E-Commerce) Rules, 2020: the grievance officer, reachable from every page.
  { to: '/grievance', label: 'Grievance Officer' },
] as const;
