/** Formatting and derived numbers (rupees, discount percent, average rating), shared by api and pwa. */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** ₹ with Indian digit grouping: 125000 → "₹1,25,000". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Discount percent = rounded (originalPrice − price) / originalPrice. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** Mean of review ratings to one decimal; 0 without reviews. */
export function averageRating(reviews: ReadonlyArray<{ rating: number }>): number {
  if (reviews.length === 0) return 0;
  const mean = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
  return Math.round(mean * 10) / 10;
}
