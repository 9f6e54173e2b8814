/**
 * The pages the Consumer Protection (E-Commerce) Rules, 2020 ask the store to show (decision 045):
 * the seller's details, the grievance officer, delivery, returns and refunds, terms and privacy.
 * Built from the store's own details (GET /api/store/details), so they say what this store is
 * configured with; `null` details (offline on a device that never had them) leave the general
 * terms and say the rest needs a connection. Loaded with the info page only.
 */
import type { StoreDetails } from '@store/shared';
import type { InfoPageContent } from './info-types';
import { privacy, returns, shipping } from './legal-policy-pages';
import { contact, grievance, terms } from './legal-seller-pages';

export { NEEDS_CONNECTION, SAMPLE_NOTE } from './legal-notes';

import type { LegalPageSlug } from './legal-slugs';

export { LEGAL_PAGE_SLUGS, isLegalPage, type LegalPageSlug } from './legal-slugs';

export const LEGAL_PAGES: Record<LegalPageSlug, (d: StoreDetails | null) => InfoPageContent> = {
  contact,
  shipping,
  returns,
  terms,
  privacy,
  grievance,
};
