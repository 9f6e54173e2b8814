import { ProductsPage } from '../features/catalog/products-page';

const LISTINGS = {
  bestsellers: {
    filter: 'bestsellers',
    title: 'Best Sellers',
    description: 'The pens, notebooks and art supplies our customers come back for, again and again.',
  },
  'new-arrivals': {
    filter: 'new',
    title: 'New Arrivals',
    description: 'Fresh from the workshop: the latest pens, papers and desk companions to join the collection.',
  },
  sale: {
    filter: 'sale',
    title: 'Sale',
    description: 'Premium stationery at gentler prices, while stocks last.',
  },
} as const;

/** /bestsellers, /new-arrivals and /sale: the products listing with a fixed filter. */
export function ListingPage({ kind }: { kind: keyof typeof LISTINGS }) {
  const listing = LISTINGS[kind];
  return <ProductsPage key={kind} fixedFilter={listing.filter} title={listing.title} description={listing.description} />;
}
