import { FIXED_LISTINGS } from '@store/shared';
import { ProductsPage } from '../features/catalog/products-page';
import { msg, useT } from '../i18n';

const LISTINGS = {
  bestsellers: {
    title: msg('Best Sellers'),
    description: msg('The pens, notebooks and art supplies our customers come back for, again and again.'),
  },
  'new-arrivals': {
    title: msg('New Arrivals'),
    description: msg('Fresh from the workshop: the latest pens, papers and desk companions to join the collection.'),
  },
  sale: {
    title: msg('Sale'),
    description: msg('Premium stationery at gentler prices, while stocks last.'),
  },
} as const;

/** /bestsellers, /new-arrivals and /sale: the products listing with a fixed filter. */
export function ListingPage({ kind }: { kind: keyof typeof LISTINGS }) {
  const listing = LISTINGS[kind];
  const t = useT();
  return <ProductsPage key={kind} fixedFilter={FIXED_LISTINGS[`/${kind}`]} title={t(listing.title)} description={t(listing.description)} />;
}
