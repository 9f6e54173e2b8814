import { FIXED_LISTINGS } from '@store/shared';
import { ProductsPage } from '../features/catalog/products-page';

const LISTINGS = {
  bestsellers: {
    title: 'Best Sellers',
    description: 'The pens, notebooks and art supplies our customers come back for, again and again.',
  },
  'new-arrivals': {
    title: 'New Arrivals',
    description: 'Fresh from the workshop: the latest pens, papers and desk companions to join the collection.',
  },
  sale: {
    title: 'Sale',
    description: 'Premium stationery at gentler prices, while stocks last.',
  },
} as const;

/** /bestsellers, /new-arrivals and /sale: the products listing with a fixed filter. */
export function ListingPage({ kind }: { kind: keyof typeof LISTINGS }) {
  const listing = LISTINGS[kind];
  return <ProductsPage key={kind} fixedFilter={FIXED_LISTINGS[`/${kind}`]} title={listing.title} description={listing.description} />;
}
