/** What the legal pages say when the store's details are a sample, or not on the device. */
import type { InfoSection } from './info-types';
import { msg } from '../../i18n/translate';

export const NEEDS_CONNECTION = msg(
  'The store’s registered details load with a connection; open this page once online and it is kept for offline use.',
);
export const SAMPLE_NOTE = msg(
  'Sample details: this store has not been given its seller’s details yet (STORE_GSTIN and the other STORE_* settings), so the name, address and GSTIN below are an example, not a real business.',
);

export const needsConnection: InfoSection = { heading: msg('Registered details'), paragraphs: [NEEDS_CONNECTION] };
