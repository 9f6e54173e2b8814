/**
 * The information pages' paths, apart from their texts: the router needs only these, so the
 * texts (info-content.ts) travel in the info page's own chunk, not in the first load.
 */
export const INFO_PAGE_SLUGS = [
  'gift-cards',
  'contact',
  'faq',
  'shipping',
  'returns',
  'size-guide',
  'careers',
  'press',
  'sustainability',
  'wholesale',
  'privacy',
  'terms',
  'cookies',
  'grievance',
] as const;

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];
