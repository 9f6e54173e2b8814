/** The pages the e-commerce rules ask for: built from the store's details (legal-content.ts), not from fixed text. */
export const LEGAL_PAGE_SLUGS = ['contact', 'shipping', 'returns', 'terms', 'privacy', 'grievance'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];
export const isLegalPage = (slug: string): slug is LegalPageSlug => (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug);
